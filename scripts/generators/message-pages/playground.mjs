// @ts-check
// What the playground (/docs/playground) needs of each speech-to-speech
// message: direction, summary, rate limit, examples and the codes it can
// cause, from the same model as the message pages.
import {messageModel} from './model.mjs';
import {messageSlug, route} from './paths.mjs';

/**
 * @param {any} spec the AsyncAPI document
 * @param {string} file its path, for messages
 */
export function playgroundMessages(spec, file) {
  return messageModel(spec, file)
    .filter((message) => !message.realtimeTts)
    .map((message) => ({
      name: message.name,
      direction: message.direction,
      summary: message.summary,
      href: route(messageSlug(message)),
      rateLimit: message.rateLimit?.text ?? null,
      examples: message.examples.map((/** @type {{name: string, summary: string, payload: unknown}} */ {name, summary, payload}) => ({
        name,
        summary,
        payload,
      })),
      errors: message.errors.map((/** @type {{code: string}} */ entry) => entry.code),
      warnings: message.warnings.map((/** @type {{code: string}} */ entry) => entry.code),
    }));
}
