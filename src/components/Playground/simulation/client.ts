import type {StreamScript} from '@site/src/engines/stream';
import type {TabSession} from '@site/src/utils/tabSessions';
import type {FromWorker, SimulatedSession, ToWorker} from './protocol';

/*
 * The page's side of the simulation: a WebSocket look-alike whose frames go to
 * the engine in a Web Worker. The worker starts on first use, so nothing of
 * the engine loads before the reader connects.
 */

let worker: Worker | undefined;
let nextId = 1;
const handlers = new Map<number, (message: FromWorker) => void>();
const violationListeners = new Set<(text: string) => void>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url));
  worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
    if (data.kind === 'violation') return violationListeners.forEach((listener) => listener(data.text));
    handlers.get(data.kind === 'session' ? data.request : data.socket)?.(data);
  };
  return worker;
}

function post(message: ToWorker): void {
  getWorker().postMessage(message);
}

/** Starts the worker ahead of the first connection. */
export function warmUp(): void {
  getWorker();
}

/** What the simulated server says: the clip's lines and their translations. */
export function selectScript(script: StreamScript): void {
  post({kind: 'script', script});
}

/** Contract problems the simulated server notices (an unknown field, audio while paused…). */
export function onViolation(listener: (text: string) => void): () => void {
  violationListeners.add(listener);
  return () => violationListeners.delete(listener);
}

/** The simulated `POST /session-storage/session`: a session with its publisher token. */
export function createSession(wsUrl: string, apiBaseUrl: string): Promise<SimulatedSession> {
  const request = nextId++;
  return new Promise((resolve) => {
    handlers.set(request, (message) => {
      handlers.delete(request);
      if (message.kind === 'session') resolve(message.session);
    });
    post({kind: 'create-session', request, wsUrl, apiBaseUrl});
  });
}

/** Lets the tokens of these sessions (from the API console) open sockets. */
export function acceptConsoleSessions(sessions: TabSession[], apiBaseUrl: string): void {
  post({kind: 'tab-sessions', sessions, apiBaseUrl});
}

export type CloseInfo = {code: number; reason: string; wasClean: boolean};

/**
 * The parts of the browser's WebSocket the playground uses. One addition:
 * `onrefused` reports the HTTP status and body of a refused handshake, which a
 * server-side client sees and a browser's WebSocket hides behind close 1006.
 */
export class SimulatedSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = SimulatedSocket.CONNECTING;
  onopen?: () => void;
  onmessage?: (event: {data: string}) => void;
  onclose?: (event: CloseInfo) => void;
  onrefused?: (status: number, body: string) => void;
  readonly #id = nextId++;

  constructor(readonly url: string) {
    handlers.set(this.#id, (message) => this.#handle(message));
    post({kind: 'connect', socket: this.#id, url});
  }

  send(frame: string): void {
    if (this.readyState !== SimulatedSocket.OPEN) throw new Error('The socket is not open.');
    post({kind: 'send', socket: this.#id, frame});
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= SimulatedSocket.CLOSING) return;
    this.readyState = SimulatedSocket.CLOSING;
    post({kind: 'close', socket: this.#id, code, reason});
  }

  #finish(info: CloseInfo): void {
    handlers.delete(this.#id);
    this.readyState = SimulatedSocket.CLOSED;
    this.onclose?.(info);
  }

  #handle(message: FromWorker): void {
    switch (message.kind) {
      case 'open':
        this.readyState = SimulatedSocket.OPEN;
        return this.onopen?.();
      case 'refused':
        this.onrefused?.(message.status, message.body);
        return this.#finish({code: 1006, reason: '', wasClean: false});
      case 'message':
        return this.onmessage?.({data: message.frame});
      case 'closed':
        return this.#finish({code: message.code, reason: message.reason, wasClean: true});
      case 'dropped':
        return this.#finish({code: 1006, reason: '', wasClean: false});
    }
  }
}
