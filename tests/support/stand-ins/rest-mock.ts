import http from 'node:http';
import crypto from 'node:crypto';
import type {AddressInfo} from 'node:net';
import type Ajv2019 from 'ajv/dist/2019';
import type {ValidateFunction} from 'ajv/dist/2019';
import {ajvFor, describeErrors, loadSpec, unknownProperties, writableCopy} from './schemas';
import {errorEnvelopeFor} from '../../../src/engines/problem';

/**
 * A stand-in for the REST API, driven by specs/openapi.yaml. Every request is
 * checked against the operation it addresses (path, method, security headers,
 * parameters, content type and body schema, unknown fields included). A request
 * that breaks the spec is answered as the API would (ErrorEnvelope with the
 * documented status) and recorded in `violations`. The session operations are
 * implemented; every other operation answers with its documented success
 * example, its API and storage links pointing back at the stand-in. Pre-signed
 * storage URLs (`/blob-storage/...`) accept uploads and serve downloads. Every
 * reply is itself validated against the spec.
 */

type Operation = {
  method: string;
  template: string;
  pattern: RegExp;
  pathParams: string[];
  operationId: string;
  spec: any;
  parameters: any[];
};

export type SessionRecord = {
  id: string;
  publisher: string;
  subscriber: string[];
  roomName: string;
  intent: string;
  createdAt: Date;
  expiresAt: Date;
  deleted: boolean;
  ended: boolean;
};

export type RestCall = {method: string; path: string; operationId: string | null; status: number; body?: unknown; headers: http.IncomingHttpHeaders};

/** `documented`: the spec's own example (checked by tests/unit/openapi-examples.spec.ts), with links rewritten to the stand-in. */
type Reply = {status: number; body?: unknown; headers?: Record<string, string>; documented?: boolean};

let shared: {spec: any; ajv: Ajv2019; compiled: Map<string, ValidateFunction>} | undefined;

/** The spec and its validators, loaded once per worker. */
function openapi() {
  if (!shared) {
    const spec = loadSpec('openapi.yaml');
    shared = {spec, ajv: ajvFor('openapi', spec.components), compiled: new Map()};
  }
  return shared;
}

const PRODUCTION_API = 'https://api.example.com';

/** The documented error body: {"ok": false, "errors": [ProblemDetail]}. */
export const errorEnvelope = errorEnvelopeFor(PRODUCTION_API);
const STORAGE_PATH = '/blob-storage/';

/** 0.1 s of 24 kHz mono silence as a WAV file. */
function silentWav(): Buffer {
  const data = Buffer.alloc(4800);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(24_000, 24);
  header.writeUInt32LE(48_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export class RestMock {
  readonly violations: string[] = [];
  readonly calls: RestCall[] = [];
  readonly sessions = new Map<string, SessionRecord>();
  /** Called when a session is deleted, so the stream stand-in can close its connections. */
  onSessionDeleted: (session: SessionRecord) => void = () => {};
  /** Where sessions say the stream servers are; set by the test before requests arrive. */
  streamUrls = {ws: 'wss://stream.invalid/streaming-api/v1/speech-to-speech/stream', webrtc: 'https://stream.invalid/livekit/', tts: 'wss://stream.invalid/tts-api/v1/text-to-speech/stream'};

  readonly #spec = openapi().spec;
  readonly #ajv: Ajv2019 = openapi().ajv;
  readonly #operations: Operation[] = [];
  #baseUrl = '';
  /** Files stored through the pre-signed storage URLs, by path. */
  readonly stored = new Map<string, Buffer>();
  readonly #server = http.createServer((request, response) => void this.#serve(request, response));

  constructor(readonly credentials: {clientId: string; clientSecret: string}) {
    for (const [template, item] of Object.entries<any>(this.#spec.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        if (!item[method]) continue;
        const pathParams = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`);
        const parameters = [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((p) => this.#resolve(p));
        this.#operations.push({method: method.toUpperCase(), template, pattern, pathParams, operationId: item[method].operationId, spec: item[method], parameters});
      }
    }
    // Literal paths win over templated ones.
    this.#operations.sort((a, b) => a.pathParams.length - b.pathParams.length);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this.#baseUrl;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
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

  #violation(operation: string, message: string): void {
    this.violations.push(`REST ${operation}: ${message}`);
  }

  #resolve(node: any): any {
    let current = node;
    while (current?.$ref) {
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((value: any, key: string) => value[key], this.#spec);
    }
    return current;
  }

  /** Validates against a schema of the spec (lenient: exactly the spec) and its strict copy (no unknown fields). */
  #check(schema: any, value: unknown, base: 'openapi' | 'openapi-request' = 'openapi'): {errors: string | null; unknown: string[]} {
    const lenient = this.#compile(base === 'openapi-request' ? writableCopy(schema) : schema, base);
    if (!lenient(value)) return {errors: describeErrors(lenient.errors), unknown: []};
    const strict = this.#compile(base === 'openapi-request' ? writableCopy(schema) : schema, `${base}-strict`);
    strict(value);
    return {errors: null, unknown: unknownProperties(strict)};
  }

  #compile(schema: any, base: string): ValidateFunction {
    // Local $refs (#/components/...) point into the registered spec document.
    const text = JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${base}#/`);
    const cache = openapi().compiled;
    let validate = cache.get(text);
    if (!validate) cache.set(text, (validate = this.#ajv.compile(JSON.parse(text))));
    return validate;
  }

  #problem(status: number, code: number, detail: string, pointer?: string): Reply {
    return {status, body: errorEnvelope(status, code, detail, pointer)};
  }

  async #serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith(STORAGE_PATH)) {
      this.#storage(method, url, Buffer.concat(chunks), response);
      return;
    }
    const operation = this.#operations.find((op) => op.method === method && op.pattern.test(url.pathname));
    const label = operation?.operationId ?? `${method} ${url.pathname}`;
    let reply: Reply;
    let body: unknown;
    if (!operation) {
      this.#violation(label, 'no such operation in openapi.yaml');
      reply = this.#problem(404, 3001, `No operation ${method} ${url.pathname}.`);
    } else {
      const checked = this.#checkRequest(operation, request, url, raw);
      body = checked.body;
      reply = checked.reply ?? this.#handle(operation, url, body);
      // A follow-up page request gets the last page, so that paging loops end.
      const data = (reply.body as {data?: {next?: unknown}} | undefined)?.data;
      if (url.searchParams.has('token') && data && typeof data === 'object' && 'next' in data) data.next = null;
      this.#checkReply(operation, reply);
    }
    this.calls.push({method, path: url.pathname, operationId: operation?.operationId ?? null, status: reply.status, body, headers: request.headers});
    const requestId = `req_${crypto.randomBytes(13).toString('hex').toUpperCase().slice(0, 26)}`;
    const headers: Record<string, string> = {'X-Request-Id': requestId, 'X-RateLimit-Limit': '600', 'X-RateLimit-Remaining': '599', 'X-RateLimit-Reset': '60', ...reply.headers};
    if (reply.body === undefined) {
      response.writeHead(reply.status, headers).end();
    } else {
      response.writeHead(reply.status, {...headers, 'Content-Type': 'application/json'}).end(JSON.stringify(reply.body));
    }
  }

  #checkRequest(operation: Operation, request: http.IncomingMessage, url: URL, raw: string): {reply?: Reply; body?: unknown} {
    const id = operation.operationId;
    // Security: ClientId + ClientSecret on every operation that declares them.
    const security: Record<string, unknown>[] = operation.spec.security ?? this.#spec.security ?? [];
    const needsKey = security.some((entry) => 'ClientId' in entry);
    if (needsKey) {
      const clientId = request.headers['clientid'];
      const clientSecret = request.headers['clientsecret'];
      if (!clientId || !clientSecret) {
        this.#violation(id, `the ${!clientId ? 'ClientId' : 'ClientSecret'} header is missing`);
        return {reply: this.#problem(401, 1001, 'Send both the ClientId and the ClientSecret header.')};
      }
      if (clientId !== this.credentials.clientId || clientSecret !== this.credentials.clientSecret) {
        this.#violation(id, 'the API key headers do not hold the configured key');
        return {reply: this.#problem(401, 1002, 'The API key is not valid.')};
      }
    }
    // Parameters.
    const pathValues = url.pathname.match(operation.pattern)!.slice(1).map(decodeURIComponent);
    for (const parameter of operation.parameters) {
      let value: unknown;
      if (parameter.in === 'path') value = pathValues[operation.pathParams.indexOf(parameter.name)];
      else if (parameter.in === 'query' && parameter.schema?.type === 'array') {
        // style form, explode true: ?status=active&status=paused (a comma list is one value each too)
        const values = url.searchParams.getAll(parameter.name).flatMap((v) => (parameter.explode === false ? v.split(',') : [v]));
        value = values.length ? values : undefined;
      } else if (parameter.in === 'query') value = url.searchParams.get(parameter.name) ?? undefined;
      else if (parameter.in === 'header') value = request.headers[parameter.name.toLowerCase()];
      else continue;
      if (value === undefined) {
        if (parameter.required) {
          this.#violation(id, `the required ${parameter.in} parameter ${parameter.name} is missing`);
          return {reply: this.#problem(422, 2003, `${parameter.name} is required.`)};
        }
        continue;
      }
      const type = parameter.schema?.type;
      const coerced = type === 'integer' || type === 'number' ? Number(value) : type === 'boolean' ? value === 'true' ? true : value === 'false' ? false : value : value;
      const {errors} = this.#check(parameter.schema ?? {}, coerced);
      if (errors) {
        this.#violation(id, `${parameter.in} parameter ${parameter.name}: ${errors}`);
        return {reply: this.#problem(422, 2003, `${parameter.name}: ${errors}`)};
      }
    }
    const knownQuery = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of url.searchParams.keys()) {
      if (!knownQuery.has(name)) this.#violation(id, `unknown query parameter ${name} (the API ignores it)`);
    }
    // A continuation token already encodes the order, page size and filters: it travels alone.
    const continuation = ['token', 'page_token'].find((name) => knownQuery.has(name) && url.searchParams.has(name));
    const others = [...new Set(url.searchParams.keys())].filter((name) => name !== continuation);
    if (continuation && others.length > 0) {
      this.#violation(id, `${continuation} was sent together with ${others.join(', ')}; a continuation token must be sent alone`);
      return {reply: this.#problem(400, 2006, `${continuation} cannot be combined with ${others.join(', ')}; send it alone.`)};
    }
    // Body.
    const requestBody = this.#resolve(operation.spec.requestBody);
    if (!requestBody) {
      if (raw.length > 0) this.#violation(id, 'the operation takes no request body, but one was sent');
      return {};
    }
    if (raw.length === 0) {
      if (requestBody.required) {
        this.#violation(id, 'the request body is missing');
        return {reply: this.#problem(400, 2002, 'The request body must be a JSON object with a data member.')};
      }
      return {};
    }
    const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim();
    const media = requestBody.content?.[contentType];
    if (!media) {
      this.#violation(id, `Content-Type ${contentType || '(none)'} is not one of ${Object.keys(requestBody.content ?? {}).join(', ')}`);
      return {reply: this.#problem(415, 2005, `Send the body as ${Object.keys(requestBody.content ?? {}).join(' or ')}.`)};
    }
    if (contentType === 'multipart/form-data') {
      // The file parts are not JSON; the form must at least carry the `file` part the spec names.
      if (!/name="file"/.test(raw)) {
        this.#violation(id, 'the multipart body has no part named file');
        return {reply: this.#problem(422, 2003, 'Send the CSV in a form field named file.')};
      }
      return {};
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      this.#violation(id, 'the request body is not valid JSON');
      return {reply: this.#problem(400, 2001, 'The request body is not valid JSON.')};
    }
    const {errors, unknown} = this.#check(media.schema, body, 'openapi-request');
    if (errors) {
      this.#violation(id, `request body: ${errors}`);
      const status = body && typeof body === 'object' && 'data' in body ? 422 : 400;
      return {reply: this.#problem(status, status === 422 ? 2003 : 2002, errors), body};
    }
    for (const field of unknown) this.#violation(id, `request body has the unknown field ${field} (the API ignores it)`);
    return {body};
  }

  #checkReply(operation: Operation, reply: Reply): void {
    if (reply.documented) return;
    const response = this.#resolve(operation.spec.responses?.[String(reply.status)] ?? operation.spec.responses?.default);
    if (!response) {
      this.violations.push(`stand-in bug: ${operation.operationId} answered ${reply.status}, which the spec does not list`);
      return;
    }
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      if (reply.body !== undefined) this.violations.push(`stand-in bug: ${operation.operationId} ${reply.status} must have no body`);
      return;
    }
    const {errors, unknown} = this.#check(schema, reply.body);
    if (errors || unknown.length) this.violations.push(`stand-in bug: ${operation.operationId} ${reply.status} reply: ${errors ?? unknown.join(', ')}`);
  }

  #handle(operation: Operation, url: URL, body: any): Reply {
    const sessionId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    switch (operation.operationId) {
      case 'create-streaming-session':
        return {status: 201, body: {ok: true, data: this.#createSession(body?.data ?? {})}};
      case 'get-user-session-by-id': {
        const session = this.sessions.get(sessionId);
        if (!session || session.deleted) return this.#problem(404, 3001, `No session ${sessionId}.`);
        return {status: 200, body: {ok: true, data: this.#sessionView(session)}};
      }
      case 'delete-user-session-by-id': {
        const session = this.sessions.get(sessionId);
        if (!session || session.deleted) return this.#problem(404, 3001, `No session ${sessionId}.`);
        session.deleted = true;
        this.onSessionDeleted(session);
        return {status: 204};
      }
      default:
        return this.#documentedReply(operation);
    }
  }

  /**
   * Which named examples successive calls of an operation get, e.g.
   * `{'get-specific-voice': ['processing', 'ready']}`; the last one repeats.
   * Without an entry an operation answers with its first example.
   */
  examples: Record<string, string[]> = {};

  /** The operation's documented success example, with API links pointing at the stand-in. */
  #documentedReply(operation: Operation): Reply {
    const names = this.examples[operation.operationId];
    const call = this.callsTo(operation.operationId).length;
    const wanted = names?.[Math.min(call, names.length - 1)];
    for (const [status, response] of Object.entries<any>(operation.spec.responses ?? {})) {
      if (!/^2\d\d$/.test(status)) continue;
      const resolved = this.#resolve(response);
      const media = resolved.content?.['application/json'];
      if (!media) return {status: Number(status)};
      const named = wanted === undefined ? undefined : media.examples?.[wanted];
      if (wanted !== undefined && !named) this.#violation(operation.operationId, `no example named ${wanted} in the spec`);
      const example = named ? this.#resolve(named).value : media.example ?? Object.values<any>(media.examples ?? {}).map((entry) => this.#resolve(entry).value)[0];
      if (example === undefined) break;
      const text = JSON.stringify(example).replaceAll(`${PRODUCTION_API}${STORAGE_PATH}`, `${this.#baseUrl}${STORAGE_PATH}`);
      return {status: Number(status), body: JSON.parse(text), documented: true};
    }
    this.#violation(operation.operationId, 'the spec documents no success example to answer with');
    return this.#problem(500, 9001, 'This operation has no documented example.');
  }

  /** Pre-signed storage: a form POST stores the file (204), a GET returns what is stored or a short WAV. */
  #storage(method: string, url: URL, body: Buffer, response: http.ServerResponse): void {
    this.calls.push({method, path: url.pathname, operationId: null, status: method === 'POST' ? 204 : 200, headers: {}});
    if (method === 'POST') {
      if (!/^multipart\/form-data/.test(String(response.req.headers['content-type'] ?? ''))) {
        this.violations.push(`storage ${url.pathname}: the upload must be a multipart/form-data POST`);
        response.writeHead(400).end();
        return;
      }
      this.stored.set(url.pathname, body);
      response.writeHead(204).end();
      return;
    }
    if (method === 'GET') {
      const file = this.stored.get(url.pathname) ?? silentWav();
      response.writeHead(200, {'Content-Type': 'application/octet-stream'}).end(file);
      return;
    }
    this.violations.push(`storage ${url.pathname}: ${method} is not a storage operation`);
    response.writeHead(405).end();
  }

  #createSession(settings: {subscriber_count?: number; intent?: string; ttl_seconds?: number}) {
    const roomName = crypto.randomBytes(4).toString('hex');
    const now = new Date();
    const token = (role: string) =>
      [
        Buffer.from(JSON.stringify({alg: 'HS256', typ: 'JWT'})).toString('base64url'),
        Buffer.from(JSON.stringify({room: roomName, role, jti: crypto.randomUUID()})).toString('base64url'),
        crypto.randomBytes(32).toString('base64url'),
      ].join('.');
    const session: SessionRecord = {
      id: `tst7x2m9.${roomName}.${crypto.randomBytes(4).toString('hex')}`,
      publisher: token('publisher'),
      subscriber: Array.from({length: settings.subscriber_count ?? 0}, () => token('subscriber')),
      roomName,
      intent: settings.intent ?? 'api',
      createdAt: now,
      expiresAt: new Date(now.getTime() + (settings.ttl_seconds ?? 2_592_000) * 1000),
      deleted: false,
      ended: false,
    };
    this.sessions.set(session.id, session);
    return {
      id: session.id,
      publisher: session.publisher,
      subscriber: session.subscriber,
      webrtc_room_name: roomName,
      webrtc_url: this.streamUrls.webrtc,
      ws_url: this.streamUrls.ws,
      ws_tts_url: this.streamUrls.tts,
      intent: session.intent,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    };
  }

  #sessionView(session: SessionRecord) {
    return {
      id: session.id,
      created_at: session.createdAt.toISOString(),
      updated_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      intent: session.intent,
      webrtc_room_name: session.roomName,
      connection_status: 'idle',
    };
  }
}
