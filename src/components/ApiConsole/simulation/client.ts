import type {EngineState, RestRequest, StreamUrls} from '@site/src/engines/rest';
import {shareSessions} from '@site/src/utils/tabSessions';
import type {FromWorker, ToWorker} from './protocol';

/*
 * The page's side of the console: one contract worker per tab, started on
 * first use. What the engine keeps (sessions, glossaries, voices) is saved in
 * sessionStorage after each answer, so it is there on the next operation page
 * and after a reload in the same tab, until Reset; live sessions are shared
 * with the streaming playground.
 */

const STATE_KEY = 'api-console-state';

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (message: FromWorker) => void>();

function stored(): EngineState | null {
  try {
    return JSON.parse(sessionStorage.getItem(STATE_KEY) ?? 'null') as EngineState | null;
  } catch {
    return null;
  }
}

function save(state: EngineState | null): void {
  try {
    if (state) sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
    else sessionStorage.removeItem(STATE_KEY);
  } catch {
    // Without storage the state lives as long as the worker.
  }
  const live = (state?.sessions ?? []).filter((session) => !session.deleted && !session.ended);
  shareSessions(live.map(({id, publisher, subscriber, expiresAt}) => ({id, publisher, subscriber, expires_at: expiresAt})));
}

/** Starts the worker with the tab's saved state; the sessions it creates name these stream URLs. */
export function start(streamUrls: StreamUrls): void {
  if (worker) return;
  worker = new Worker(new URL('./worker.ts', import.meta.url));
  worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
    if (data.kind === 'replied') save(data.state);
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  worker.postMessage({kind: 'start', state: stored(), streamUrls} satisfies ToWorker);
}

type Answer<K extends FromWorker['kind']> = Extract<FromWorker, {kind: K}>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function ask<K extends FromWorker['kind']>(message: WithoutId<Exclude<ToWorker, {kind: 'start'}>>): Promise<Answer<K>> {
  if (!worker) throw new Error('Start the console worker first.');
  const id = nextId++;
  const running = worker;
  return new Promise((resolve) => {
    waiting.set(id, (answer) => resolve(answer as Answer<K>));
    running.postMessage({...message, id});
  });
}

export const describe = (operationId: string) => ask<'described'>({kind: 'describe', operationId});
export const validate = (operationId: string, body: unknown) =>
  ask<'validated'>({kind: 'validate', operationId, body}).then((answer) => answer.errors);
export const send = (request: RestRequest) => ask<'replied'>({kind: 'send', request}).then((answer) => answer.reply);
export const reset = () => ask<'reset'>({kind: 'reset'}).then(() => save(null));
