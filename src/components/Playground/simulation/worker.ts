/// <reference lib="webworker" />
import {StreamEngine, type Connection, type StreamSession, type TokenHolder} from '@site/src/engines/stream';
import type {TabSession} from '@site/src/utils/tabSessions';
import {errorEnvelopeFor, type ErrorEnvelope} from '@site/src/engines/problem';
import type {FromWorker, SimulatedSession, ToWorker} from './protocol';

/*
 * The streaming server of the playground: the same engine as the test
 * stand-in, behind a message port instead of a socket. Sessions are minted
 * here (the REST call is simulated too) or come from the API console of the
 * tab; nothing leaves the page.
 */

declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromWorker) => self.postMessage(message);
const engine = new StreamEngine({onViolation: (text) => post({kind: 'violation', text})});
type Holder = TokenHolder & {expiresAt: number};
/** Holders of the tokens that open a socket: sessions minted here, then those of the console. */
const minted = new Map<string, Holder>();
let fromConsole = new Map<string, Holder>();
const sockets = new Map<number, {connection: Connection; open: boolean}>();
const SESSION_TTL_S = 900;
let errorEnvelope: ErrorEnvelope = errorEnvelopeFor('');

function randomPart(bytes: number): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function createSession(wsUrl: string): SimulatedSession {
  const roomName = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');
  const header = btoa(JSON.stringify({alg: 'HS256', typ: 'JWT'})).replace(/=+$/, '');
  const publisher = `${header}.${btoa(JSON.stringify({room: roomName, role: 'publisher'})).replace(/=+$/, '')}.${randomPart(32)}`;
  const expiresAt = Date.now() + SESSION_TTL_S * 1000;
  const session: StreamSession = {id: `play.${roomName}.${randomPart(4)}`, roomName, ended: false};
  minted.set(publisher, {session, role: 'publisher', expiresAt});
  return {id: session.id, publisher, webrtc_room_name: roomName, ws_url: wsUrl, expires_at: new Date(expiresAt).toISOString()};
}

function takeConsoleSessions(list: TabSession[]): void {
  const known = new Map([...fromConsole.values()].map((holder) => [holder.session.id, holder.session]));
  fromConsole = new Map();
  for (const {id, publisher, subscriber, expires_at} of list) {
    // A session keeps its identity, so its open connection still counts against it.
    const session = known.get(id) ?? {id, roomName: id.split('.')[1] ?? id, ended: false};
    const expiresAt = Date.parse(expires_at);
    fromConsole.set(publisher, {session, role: 'publisher', expiresAt});
    for (const token of subscriber) fromConsole.set(token, {session, role: 'subscriber', expiresAt});
  }
}

function lookup(token: string): TokenHolder | null {
  const holder = minted.get(token) ?? fromConsole.get(token);
  return holder && !holder.session.ended && holder.expiresAt > Date.now() ? holder : null;
}

function connect(socket: number, address: string): void {
  const url = new URL(address);
  const verdict = engine.handshake(url.pathname, url.searchParams.get('token'), lookup);
  if ('refuse' in verdict) {
    const {status, code, detail} = verdict.refuse;
    return post({kind: 'refused', socket, status, body: JSON.stringify(errorEnvelope(status, code, detail))});
  }
  const state = {open: true} as {connection: Connection; open: boolean};
  const peer = {
    send: (frame: string) => state.open && post({kind: 'message', socket, frame}),
    close: (code: number, reason: string) => {
      if (!state.open) return;
      state.open = false;
      post({kind: 'closed', socket, code, reason});
      state.connection.closed(code, reason);
      sockets.delete(socket);
    },
    drop: () => {
      if (!state.open) return;
      state.open = false;
      post({kind: 'dropped', socket});
      state.connection.closed(1006, '');
      sockets.delete(socket);
    },
    get open() {
      return state.open;
    },
  };
  state.connection = verdict.accept === 'tts' ? engine.openTts(peer) : engine.open(peer, verdict.session);
  sockets.set(socket, state);
  post({kind: 'open', socket});
}

self.onmessage = ({data}: MessageEvent<ToWorker>) => {
  switch (data.kind) {
    case 'script':
      engine.script = data.script;
      return;
    case 'create-session':
      errorEnvelope = errorEnvelopeFor(data.apiBaseUrl);
      return post({kind: 'session', request: data.request, session: createSession(data.wsUrl)});
    case 'tab-sessions':
      errorEnvelope = errorEnvelopeFor(data.apiBaseUrl);
      return takeConsoleSessions(data.sessions);
    case 'connect':
      return connect(data.socket, data.url);
    case 'send':
      return sockets.get(data.socket)?.connection.receive(data.frame);
    case 'close': {
      const state = sockets.get(data.socket);
      if (!state) return;
      state.open = false;
      sockets.delete(data.socket);
      state.connection.closed(data.code, data.reason);
      post({kind: 'closed', socket: data.socket, code: data.code, reason: data.reason});
    }
  }
};
