import type {RestRequest} from '@site/src/engines/rest';
import type {FromWorker, ToWorker} from './protocol';

/*
 * The page's side of the console: one contract worker per tab, started on
 * first use, so glossaries and sessions created on one operation page are
 * there on the next page the reader opens in the same tab.
 */

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (message: FromWorker) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url));
  worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  return worker;
}

type Answer<K extends FromWorker['kind']> = Extract<FromWorker, {kind: K}>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function ask<K extends FromWorker['kind']>(message: WithoutId<ToWorker>): Promise<Answer<K>> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, (answer) => resolve(answer as Answer<K>));
    getWorker().postMessage({...message, id});
  });
}

export const describe = (operationId: string) => ask<'described'>({kind: 'describe', operationId});
export const validate = (operationId: string, body: unknown) => ask<'validated'>({kind: 'validate', operationId, body}).then((answer) => answer.errors);
export const send = (request: RestRequest) => ask<'replied'>({kind: 'send', request}).then((answer) => answer.reply);
export const reset = () => ask<'reset'>({kind: 'reset'});
