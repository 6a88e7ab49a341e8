import {restReplyValidators} from '../../../.generated/data/rest-reply-validators.js';
import {RestEngine, type RestEngineOptions} from './engine';

/**
 * The engine that also checks each of its replies against the reply's schema, so that a bug in
 * the engine shows up in `violations`: the test stand-in and the unit tests use it. The console's
 * worker uses `RestEngine`, which leaves the reply validators out of the browser.
 */
export class CheckedRestEngine extends RestEngine {
  constructor(options: RestEngineOptions = {}) {
    super({replyValidators: restReplyValidators, ...options});
  }
}
