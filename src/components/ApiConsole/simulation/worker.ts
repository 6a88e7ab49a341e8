/// <reference lib="webworker" />
import {RestEngine, bodyErrors, contract, operationById} from '@site/src/engines/rest';
import type {FromWorker, ToWorker} from './protocol';

/*
 * The REST API of the console: the same engine as the test stand-in, behind
 * a message port. Any non-empty ClientId and ClientSecret pass; nothing leaves the page.
 */

declare const self: DedicatedWorkerGlobalScope;

let engine = new RestEngine();
const post = (message: FromWorker) => self.postMessage(message);

self.onmessage = ({data}: MessageEvent<ToWorker>) => {
  switch (data.kind) {
    case 'describe':
      return post({kind: 'described', id: data.id, operation: operationById(data.operationId) ?? null, apiBaseUrl: contract.apiBaseUrl});
    case 'validate': {
      const operation = operationById(data.operationId);
      return post({kind: 'validated', id: data.id, errors: operation ? bodyErrors(operation, data.body) : []});
    }
    case 'send':
      return post({kind: 'replied', id: data.id, reply: engine.handle(data.request)});
    case 'reset':
      engine = new RestEngine();
      return post({kind: 'reset', id: data.id});
  }
};
