/// <reference lib="webworker" />
import {RestEngine, bodyErrors, contract, operationById, type StreamUrls} from '@site/src/engines/rest';
import type {FromWorker, ToWorker} from './protocol';

/*
 * The REST API of the console: the same engine as the test stand-in, behind
 * a message port. Any non-empty ClientId and ClientSecret pass; nothing leaves the page.
 */

declare const self: DedicatedWorkerGlobalScope;

let engine = new RestEngine();
let streamUrls: StreamUrls | undefined;
const post = (message: FromWorker) => self.postMessage(message);

function fresh(): RestEngine {
  const created = new RestEngine();
  if (streamUrls) created.streamUrls = streamUrls;
  return created;
}

self.onmessage = ({data}: MessageEvent<ToWorker>) => {
  switch (data.kind) {
    case 'start':
      streamUrls = data.streamUrls;
      engine = fresh();
      if (data.state) engine.restore(data.state);
      return;
    case 'describe':
      return post({kind: 'described', id: data.id, operation: operationById(data.operationId) ?? null, apiBaseUrl: contract.apiBaseUrl});
    case 'validate': {
      const operation = operationById(data.operationId);
      return post({kind: 'validated', id: data.id, errors: operation ? bodyErrors(operation, data.body) : []});
    }
    case 'send':
      return post({kind: 'replied', id: data.id, reply: engine.handle(data.request), state: engine.snapshot()});
    case 'reset':
      engine = fresh();
      return post({kind: 'reset', id: data.id});
  }
};
