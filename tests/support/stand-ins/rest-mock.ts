import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {RestEngine, STORAGE_PATH} from '../../../src/engines/rest';
import {errorEnvelopeFor} from '../../../src/engines/problem';
import {contract} from '../../../src/engines/rest/contract';
import {CheckedRestEngine} from '../../../src/engines/rest/checked';

export type {RestCall, SessionRecord} from '../../../src/engines/rest';

/**
 * The REST API on 127.0.0.1 for example programs and newman: the contract is
 * the engine's (src/engines/rest), the same one the console of the API
 * reference runs in the browser. This file only moves requests and replies,
 * checks the configured key, and serves pre-signed storage URLs
 * (`/blob-storage/...`): uploads are kept, downloads return them or a short WAV.
 */

/** The documented error body: {"ok": false, "errors": [ProblemDetail]}. */
export const errorEnvelope = errorEnvelopeFor(contract.apiBaseUrl);

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
  readonly engine: RestEngine;
  /** Files stored through the pre-signed storage URLs, by path. */
  readonly stored = new Map<string, Buffer>();
  readonly #server = http.createServer((request, response) => void this.#serve(request, response));
  #baseUrl = '';

  constructor(readonly credentials: {clientId: string; clientSecret: string}) {
    this.engine = new CheckedRestEngine({acceptKey: (id, secret) => id === credentials.clientId && secret === credentials.clientSecret});
  }

  get violations() {
    return this.engine.violations;
  }
  get calls() {
    return this.engine.calls;
  }
  get sessions() {
    return this.engine.sessions;
  }
  get streamUrls() {
    return this.engine.streamUrls;
  }
  set streamUrls(urls) {
    this.engine.streamUrls = urls;
  }
  get examples() {
    return this.engine.examples;
  }
  set examples(examples) {
    this.engine.examples = examples;
  }
  set onSessionDeleted(listener: RestEngine['onSessionDeleted']) {
    this.engine.onSessionDeleted = listener;
  }
  sessionForToken(token: string) {
    return this.engine.sessionForToken(token);
  }
  callsTo(operationId: string) {
    return this.engine.callsTo(operationId);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    this.engine.storageBaseUrl = this.#baseUrl;
    return this.#baseUrl;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  async #serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = request.url ?? '/';
    if (url.startsWith(STORAGE_PATH)) return this.#storage(request.method ?? 'GET', url.split('?')[0], request, body, response);
    const reply = this.engine.handle({method: request.method ?? 'GET', url, headers: request.headers, body: body.toString('utf8')});
    response.writeHead(reply.status, reply.headers).end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
  }

  /** Pre-signed storage: a form POST stores the file (204), a GET returns what is stored or a short WAV. */
  #storage(method: string, path: string, request: http.IncomingMessage, body: Buffer, response: http.ServerResponse): void {
    this.calls.push({method, path, operationId: null, status: method === 'POST' ? 204 : 200, headers: {}});
    if (method === 'POST') {
      if (!/^multipart\/form-data/.test(String(request.headers['content-type'] ?? ''))) {
        this.violations.push(`storage ${path}: the upload must be a multipart/form-data POST`);
        response.writeHead(400).end();
        return;
      }
      this.stored.set(path, body);
      response.writeHead(204).end();
      return;
    }
    if (method === 'GET') {
      response.writeHead(200, {'Content-Type': 'application/octet-stream'}).end(this.stored.get(path) ?? silentWav());
      return;
    }
    this.violations.push(`storage ${path}: ${method} is not a storage operation`);
    response.writeHead(405).end();
  }
}
