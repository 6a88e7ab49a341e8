import {errorEnvelopeFor, type ErrorEnvelope} from '../problem';
import {describeErrors, unknownProperties, type SchemaError} from '../validation';
import {contract, route, validator, type RestOperation, type RestParameter, type ValidatorPair} from './contract';
import type {Validator} from '../validation';
import {randomHex} from './ids';
import {
  Glossaries,
  Resources,
  createdSessionView,
  newSession,
  sessionView,
  type Resource,
  type SessionRecord,
  type StreamUrls,
} from './resources';
import {handleGlossary, handleVoice} from './handlers';

/**
 * The REST API as specs/openapi.yaml describes it, without a transport: the
 * test stand-in serves it over HTTP in Node, the console of the API reference
 * from a Web Worker. One instance keeps its own state.
 *
 * - Every request is checked against its operation: API-key headers,
 *   parameters, content type and body schema (unknown fields included).
 *   A request that breaks the contract gets the documented error envelope,
 *   with the JSON Pointer of the field, and lands in `violations`.
 * - Sessions, glossaries and cloned voices are kept: created, listed page by
 *   page, fetched, updated and deleted; `snapshot` and `restore` carry them
 *   (and the idempotency replays) over to another instance. Other operations
 *   answer with their documented success example (`examples` picks a named
 *   one per call).
 * - A create repeated with its `Idempotency-Key` replays the first answer;
 *   the same key with another body is refused with 409.
 * - Given the reply validators, every reply is validated too, so a bug in the
 *   engine shows up as a violation.
 */

export type RestRequest = {method: string; url: string; headers: Record<string, string | string[] | undefined>; body?: string};
export type RestReply = {status: number; headers: Record<string, string>; body?: unknown};
export type RestCall = {
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  body?: unknown;
  headers: Record<string, string>;
};
/** `documented`: the spec's own example, checked by tests/unit/openapi-examples.spec.ts. */
export type Reply = {status: number; body?: unknown; headers?: Record<string, string>; documented?: boolean};

export type RestEngineOptions = {
  /** Whether a ClientId/ClientSecret pair is the configured key; any two non-empty values by default. */
  acceptKey?: (clientId: string, clientSecret: string) => boolean;
  /** Base URL of problem type URIs; the description's server by default. */
  apiBaseUrl?: string;
  /** Prefix of session ids. */
  sessionPrefix?: string;
  /** With the reply validators every reply is checked against its schema (see CheckedRestEngine in checked.ts). */
  replyValidators?: Record<string, Validator>;
};

export const STORAGE_PATH = '/blob-storage/';
const CONTINUATION = ['token', 'page_token'];

/** A request body that passed its schema; `file` is the text of a multipart upload's file part. */
export type RequestBody = {data?: Record<string, unknown>; file?: string} | undefined;

export type EngineContext = {
  problem: (status: number, code: number, detail: string, pointer?: string) => Reply;
  documented: (operation: RestOperation) => Reply;
  glossaries: Glossaries;
  voices: Resources;
  builtinVoices: Resource[];
};

/** What an engine keeps between requests, as JSON. */
export type EngineState = {
  sessions: (Omit<SessionRecord, 'createdAt' | 'expiresAt'> & {createdAt: string; expiresAt: string})[];
  glossaries: Resource[];
  voices: Resource[];
  replays: [string, {body: string; reply: Reply}][];
};

/** The items of an operation's documented success example, when it is a list. */
function documentedItems(operationId: string): Resource[] {
  const listed = contract.operations.find((op) => op.operationId === operationId);
  return (listed?.responses[listed.success].examples[0]?.value as {data?: {items?: Resource[]}} | undefined)?.data?.items ?? [];
}

export class RestEngine {
  readonly violations: string[] = [];
  readonly calls: RestCall[] = [];
  readonly sessions = new Map<string, SessionRecord>();
  /** Where sessions say the stream servers are. */
  streamUrls: StreamUrls = {
    ws: 'wss://stream.invalid/streaming-api/v1/speech-to-speech/stream',
    webrtc: 'https://stream.invalid/livekit/',
    tts: 'wss://stream.invalid/tts-api/v1/text-to-speech/stream',
  };
  /** Called when a session is deleted, so a streaming engine can close its connections. */
  onSessionDeleted: (session: SessionRecord) => void = () => {};
  /**
   * Which named examples successive calls of an operation get, e.g.
   * `{'get-specific-voice': ['processing', 'ready']}`; the last one repeats.
   * Without an entry an operation answers with its first example.
   */
  examples: Record<string, string[]> = {};
  /** Where documented links to pre-signed storage (`<api>/blob-storage/`) point instead, when set. */
  storageBaseUrl?: string;

  readonly glossaries = new Glossaries(documentedItems('retrieve-user-created-glossaries'));
  readonly voices = new Resources('voice_id', documentedItems('get-list-of-user-voices'));
  readonly #builtinVoices = documentedItems('get-list-of-built-in-voices');
  readonly errorEnvelope: ErrorEnvelope;
  readonly #options: RestEngineOptions;
  readonly #replays = new Map<string, {body: string; reply: Reply}>();

  constructor(options: RestEngineOptions = {}) {
    this.#options = options;
    this.errorEnvelope = errorEnvelopeFor(options.apiBaseUrl ?? contract.apiBaseUrl);
  }

  snapshot(): EngineState {
    return {
      sessions: [...this.sessions.values()].map((session) => ({
        ...session,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
      glossaries: this.glossaries.all(),
      voices: this.voices.all(),
      replays: structuredClone([...this.#replays]),
    };
  }

  /** Takes over the sessions, glossaries, voices and replays of a snapshot. */
  restore(state: EngineState): void {
    this.sessions.clear();
    for (const session of state.sessions)
      this.sessions.set(session.id, {...session, createdAt: new Date(session.createdAt), expiresAt: new Date(session.expiresAt)});
    this.glossaries.replace(state.glossaries);
    this.voices.replace(state.voices);
    this.#replays.clear();
    for (const [key, replay] of state.replays) this.#replays.set(key, replay);
  }

  /** The session that holds a publisher or subscriber token, if it is still valid. */
  sessionForToken(token: string): {session: SessionRecord; role: 'publisher' | 'subscriber'} | null {
    for (const session of this.sessions.values()) {
      if (session.deleted || session.ended || session.expiresAt.getTime() < Date.now()) continue;
      if (session.publisher === token) return {session, role: 'publisher'};
      if (session.subscriber.includes(token)) return {session, role: 'subscriber'};
    }
    return null;
  }

  callsTo(operationId: string): RestCall[] {
    return this.calls.filter((call) => call.operationId === operationId);
  }

  handle(request: RestRequest): RestReply {
    const url = new URL(request.url, 'http://engine.invalid');
    const method = request.method.toUpperCase();
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]],
      ),
    );
    const raw = request.body ?? '';
    const found = route(method, url.pathname);
    let reply: Reply;
    let body: unknown;
    if (!found) {
      this.#violation(`${method} ${url.pathname}`, 'no such operation in openapi.yaml');
      reply = this.#problem(404, 3001, `No operation ${method} ${url.pathname}.`);
    } else {
      const {operation, pathValues} = found;
      const checked = this.#checkRequest(operation, pathValues, url, headers, raw);
      body = checked.body;
      reply =
        checked.reply ?? this.#idempotent(operation, headers, raw, () => this.#handle(operation, pathValues, url, body as RequestBody));
      this.#checkReply(operation, reply);
    }
    this.calls.push({method, path: url.pathname, operationId: found?.operation.operationId ?? null, status: reply.status, body, headers});
    const replyHeaders: Record<string, string> = {
      'X-Request-Id': `req_${randomHex(13).toUpperCase().slice(0, 26)}`,
      'X-RateLimit-Limit': '600',
      'X-RateLimit-Remaining': '599',
      'X-RateLimit-Reset': '60',
      ...reply.headers,
      ...(reply.body === undefined ? {} : {'Content-Type': 'application/json'}),
    };
    return {status: reply.status, headers: replyHeaders, body: reply.body === undefined ? undefined : structuredClone(reply.body)};
  }

  #violation(operation: string, message: string): void {
    this.violations.push(`REST ${operation}: ${message}`);
  }

  #problem(status: number, code: number, detail: string, pointer?: string): Reply {
    return {status, body: this.errorEnvelope(status, code, detail, pointer)};
  }

  #checkRequest(
    operation: RestOperation,
    pathValues: Record<string, string>,
    url: URL,
    headers: Record<string, string>,
    raw: string,
  ): {reply?: Reply; body?: unknown} {
    const id = operation.operationId;
    const clientId = headers['clientid'];
    const clientSecret = headers['clientsecret'];
    if (!clientId || !clientSecret) {
      this.#violation(id, `the ${!clientId ? 'ClientId' : 'ClientSecret'} header is missing`);
      return {reply: this.#problem(401, 1001, 'Send both the ClientId and the ClientSecret header.')};
    }
    if (!(this.#options.acceptKey ?? (() => true))(clientId, clientSecret)) {
      this.#violation(id, 'the API key headers do not hold the configured key');
      return {reply: this.#problem(401, 1002, 'The API key is not valid.')};
    }
    for (const parameter of operation.parameters) {
      const value = parameterValue(parameter, pathValues, url, headers);
      if (value === undefined) {
        if (parameter.required) {
          this.#violation(id, `the required ${parameter.in} parameter ${parameter.name} is missing`);
          return {reply: this.#problem(422, 2003, `${parameter.name} is required.`)};
        }
        continue;
      }
      const validate = validator(parameter.validator);
      if (!validate(value)) {
        const errors = describeErrors(validate.errors);
        this.#violation(id, `${parameter.in} parameter ${parameter.name}: ${errors}`);
        return {reply: this.#problem(422, 2003, `${parameter.name}: ${errors}`)};
      }
    }
    const knownQuery = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of url.searchParams.keys()) {
      if (!knownQuery.has(name)) this.#violation(id, `unknown query parameter ${name} (the API ignores it)`);
    }
    // A continuation token already encodes the order, page size and filters: it travels alone.
    const continuation = CONTINUATION.find((name) => knownQuery.has(name) && url.searchParams.has(name));
    const others = [...new Set(url.searchParams.keys())].filter((name) => name !== continuation);
    if (continuation && others.length > 0) {
      this.#violation(id, `${continuation} was sent together with ${others.join(', ')}; a continuation token must be sent alone`);
      return {reply: this.#problem(400, 2006, `${continuation} cannot be combined with ${others.join(', ')}; send it alone.`)};
    }
    return this.#checkBody(operation, headers, raw);
  }

  #checkBody(operation: RestOperation, headers: Record<string, string>, raw: string): {reply?: Reply; body?: unknown} {
    const id = operation.operationId;
    const spec = operation.body;
    if (!spec) {
      if (raw.length > 0) this.#violation(id, 'the operation takes no request body, but one was sent');
      return {};
    }
    if (raw.length === 0) {
      if (!spec.required) return {};
      this.#violation(id, 'the request body is missing');
      return {reply: this.#problem(400, 2002, 'The request body must be a JSON object with a data member.')};
    }
    const contentType = (headers['content-type'] ?? '').split(';')[0].trim();
    if (!spec.contentTypes.includes(contentType)) {
      this.#violation(id, `Content-Type ${contentType || '(none)'} is not one of ${spec.contentTypes.join(', ')}`);
      return {reply: this.#problem(415, 2005, `Send the body as ${spec.contentTypes.join(' or ')}.`)};
    }
    if (contentType === 'multipart/form-data') {
      // The file parts are not JSON; the form must at least carry the `file` part the spec names.
      const file = filePart(raw, headers['content-type'] ?? '');
      if (file !== undefined) return {body: {file}};
      this.#violation(id, 'the multipart body has no part named file');
      return {reply: this.#problem(422, 2003, 'Send the CSV in a form field named file.', '/file')};
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      this.#violation(id, 'the request body is not valid JSON');
      return {reply: this.#problem(400, 2001, 'The request body is not valid JSON.')};
    }
    const {errors, unknown} = check(spec.validators!, body);
    if (errors) {
      const detail = describeErrors(errors);
      this.#violation(id, `request body: ${detail}`);
      const enveloped = !!body && typeof body === 'object' && 'data' in body;
      return {reply: this.#problem(enveloped ? 422 : 400, enveloped ? 2003 : 2002, detail, pointerOf(errors)), body};
    }
    for (const field of unknown) this.#violation(id, `request body has the unknown field ${field} (the API ignores it)`);
    return {body};
  }

  /** A create sent again with its Idempotency-Key gets the first answer; the key with another body is refused. */
  #idempotent(operation: RestOperation, headers: Record<string, string>, raw: string, run: () => Reply): Reply {
    const key = headers['idempotency-key'];
    if (!key || !operation.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')) return run();
    const entry = `${operation.operationId} ${key}`;
    const earlier = this.#replays.get(entry);
    if (earlier && earlier.body !== raw)
      return this.#problem(409, 2008, 'This Idempotency-Key was sent before with a different body; use a new key for a new request.');
    if (earlier) return {...earlier.reply, headers: {...earlier.reply.headers, 'Idempotent-Replayed': 'true'}};
    const reply = run();
    if (reply.status < 500) this.#replays.set(entry, {body: raw, reply});
    return reply;
  }

  #checkReply(operation: RestOperation, reply: Reply): void {
    const validators = this.#options.replyValidators;
    if (reply.documented || !validators) return;
    const response = operation.responses[String(reply.status)] ?? operation.responses.default;
    if (!response) {
      this.violations.push(`stand-in bug: ${operation.operationId} answered ${reply.status}, which the spec does not list`);
      return;
    }
    if (!response.validators) {
      if (reply.body !== undefined) this.violations.push(`stand-in bug: ${operation.operationId} ${reply.status} must have no body`);
      return;
    }
    const {errors, unknown} = check(response.validators, reply.body, (key) => validators[key]);
    if (errors || unknown.length)
      this.violations.push(
        `stand-in bug: ${operation.operationId} ${reply.status} reply: ${errors ? describeErrors(errors) : unknown.join(', ')}`,
      );
  }

  #handle(operation: RestOperation, pathValues: Record<string, string>, url: URL, body: RequestBody): Reply {
    const context: EngineContext = {
      problem: (...args) => this.#problem(...args),
      documented: (op) => this.#documented(op, url),
      glossaries: this.glossaries,
      voices: this.voices,
      builtinVoices: this.#builtinVoices,
    };
    const handled = handleGlossary(operation, pathValues, url, body, context) ?? handleVoice(operation, pathValues, url, body, context);
    if (handled) return handled;
    const sessionId = pathValues.session_id;
    switch (operation.operationId) {
      case 'create-streaming-session': {
        const session = newSession((body?.data ?? {}) as Parameters<typeof newSession>[0], this.#options.sessionPrefix ?? 'tst7x2m9');
        this.sessions.set(session.id, session);
        return {status: 201, body: {ok: true, data: createdSessionView(session, this.streamUrls)}};
      }
      case 'get-user-session-by-id': {
        const session = this.sessions.get(sessionId);
        if (!session || session.deleted) return this.#problem(404, 3001, `No session ${sessionId}.`);
        return {status: 200, body: {ok: true, data: sessionView(session)}};
      }
      case 'delete-user-session-by-id': {
        const session = this.sessions.get(sessionId);
        if (!session || session.deleted) return this.#problem(404, 3001, `No session ${sessionId}.`);
        session.deleted = true;
        this.onSessionDeleted(session);
        return {status: 204};
      }
      default:
        return this.#documented(operation, url);
    }
  }

  /** The operation's documented success example, with storage links pointing where `storageBaseUrl` says. */
  #documented(operation: RestOperation, url: URL): Reply {
    const names = this.examples[operation.operationId];
    const wanted = names?.[Math.min(this.callsTo(operation.operationId).length, names.length - 1)];
    const response = operation.responses[operation.success];
    if (!response.json) return {status: Number(operation.success)};
    const named = wanted === undefined ? undefined : response.examples.find((example) => example.name === wanted);
    if (wanted !== undefined && !named) this.#violation(operation.operationId, `no example named ${wanted} in the spec`);
    const example = named ?? response.examples[0];
    if (!example) {
      this.#violation(operation.operationId, 'the spec documents no success example to answer with');
      return this.#problem(500, 9001, 'This operation has no documented example.');
    }
    const storage = this.storageBaseUrl;
    const text = JSON.stringify(example.value);
    const body = JSON.parse(storage ? text.replaceAll(`${contract.apiBaseUrl}${STORAGE_PATH}`, `${storage}${STORAGE_PATH}`) : text);
    // A follow-up page request gets the last page, so that paging loops end.
    if (CONTINUATION.some((name) => url.searchParams.has(name)) && body?.data && typeof body.data === 'object' && 'next' in body.data)
      body.data.next = null;
    return {status: Number(operation.success), body, documented: true};
  }
}

/** A parameter's value as the API reads it: numbers and booleans from their text, repeated or comma-separated arrays. */
function parameterValue(parameter: RestParameter, pathValues: Record<string, string>, url: URL, headers: Record<string, string>): unknown {
  let value: string | string[] | undefined;
  if (parameter.in === 'path') value = pathValues[parameter.name];
  else if (parameter.in === 'query' && parameter.type === 'array') {
    const values = url.searchParams.getAll(parameter.name).flatMap((v) => (parameter.explode ? [v] : v.split(',')));
    return values.length ? values : undefined;
  } else if (parameter.in === 'query') value = url.searchParams.get(parameter.name) ?? undefined;
  else if (parameter.in === 'header') value = headers[parameter.name.toLowerCase()];
  if (typeof value !== 'string') return undefined;
  if (parameter.type === 'integer' || parameter.type === 'number') return value.trim() === '' ? value : Number(value);
  if (parameter.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** Validates against a schema as described and against its strict copy (no unknown fields). */
export function check(
  validators: ValidatorPair,
  value: unknown,
  lookup: (key: string) => Validator = validator,
): {errors: SchemaError[] | null; unknown: string[]} {
  const lenient = lookup(validators.lenient);
  if (!lenient(value)) return {errors: lenient.errors ?? [], unknown: []};
  const strict = lookup(validators.strict);
  strict(value);
  return {errors: null, unknown: unknownProperties(strict)};
}

/** The JSON Pointer of the first field a validator complains about. */
export function pointerOf(errors: SchemaError[]): string {
  const first = errors.find((e) => e.keyword !== 'if') ?? errors[0];
  if (!first) return '';
  const missing = first.keyword === 'required' ? (first.params as {missingProperty: string}).missingProperty : undefined;
  return missing ? `${first.instancePath}/${missing}` : first.instancePath;
}

/** What the body's schema says about a request body, field by field, for an editor to show beside it. */
export function bodyErrors(operation: RestOperation, body: unknown): {pointer: string; message: string}[] {
  if (!operation.body?.validators) return [];
  const {errors, unknown} = check(operation.body.validators, body);
  if (errors)
    return errors
      .filter((error) => error.keyword !== 'if')
      .map((error) => ({pointer: pointerOf([error]) || '/', message: error.message ?? error.keyword}));
  return unknown.map((pointer) => ({pointer, message: 'is not a field of this body (the API ignores it)'}));
}

/** The text of the form part named `file` in a multipart body. */
function filePart(raw: string, contentType: string): string | undefined {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return undefined;
  for (const part of raw.split(`--${boundary}`)) {
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0 && /\bname="file"/.test(part.slice(0, headerEnd))) return part.slice(headerEnd + 4).replace(/\r\n$/, '');
  }
  return undefined;
}
