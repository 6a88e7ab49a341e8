import type {EngineState, RestOperation, RestReply, RestRequest, StreamUrls} from '@site/src/engines/rest';

/** A field the body's schema refuses: where (JSON Pointer) and why. */
export type FieldError = {pointer: string; message: string};

/** Messages from the page to the contract worker; `id` pairs each with its answer. */
export type ToWorker =
  | {kind: 'start'; state: EngineState | null; streamUrls: StreamUrls}
  | {kind: 'describe'; id: number; operationId: string}
  | {kind: 'validate'; id: number; operationId: string; body: unknown}
  | {kind: 'send'; id: number; request: RestRequest}
  | {kind: 'reset'; id: number};

/** Answers of the contract worker; a reply carries what the engine keeps after it. */
export type FromWorker =
  | {kind: 'described'; id: number; operation: RestOperation | null; apiBaseUrl: string}
  | {kind: 'validated'; id: number; errors: FieldError[]}
  | {kind: 'replied'; id: number; reply: RestReply; state: EngineState}
  | {kind: 'reset'; id: number};
