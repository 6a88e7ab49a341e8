import http from 'node:http';
import type {Duplex} from 'node:stream';
import type {AddressInfo} from 'node:net';
import {WebSocketServer, type WebSocket} from 'ws';
import {StreamEngine, STREAM_PATH, TTS_PATH, type Peer, type Refusal, type StreamScript} from '../../../src/engines/stream';
import {errorEnvelope, type RestMock} from './rest-mock';

export {defaultScript, type StreamScript} from '../../../src/engines/stream';

/**
 * The streaming sockets over `ws` on 127.0.0.1: the protocol is the engine's
 * (src/engines/stream), the same one the playground runs in the browser.
 * The handshake needs a publisher token of a session created on the REST mock.
 */

/** Allows for event-loop delays of the stand-in on a loaded test machine; a client that polls faster than a limit still shows up. */
const RATE_TOLERANCE_MS = 150;

function peerOf(ws: WebSocket): Peer {
  return {
    send: (text) => ws.send(text),
    close: (code, reason) => ws.close(code, reason),
    drop: () => ws.terminate(),
    get open() {
      return ws.readyState === ws.OPEN;
    },
  };
}

export class StreamStandIn {
  readonly engine = new StreamEngine({rateToleranceMs: RATE_TOLERANCE_MS});
  readonly violations = this.engine.violations;
  readonly received = this.engine.received;
  readonly sent = this.engine.sent;
  readonly closes = this.engine.closes;
  readonly maxEarly = this.engine.maxEarly;

  /** WebRTC joins (LiveKit signalling upgrades under /livekit/): recorded, then refused, as no media server runs here. */
  readonly webrtcJoins: {path: string; token: string | null}[] = [];
  readonly #server = http.createServer((request, response) => {
    if (request.url?.startsWith('/livekit/')) this.webrtcJoins.push({path: request.url.split('?')[0], token: null});
    response.writeHead(426).end();
  });
  readonly #wss = new WebSocketServer({noServer: true});

  constructor(private readonly rest: RestMock) {
    this.#server.on('upgrade', (request, socket, head) => this.#upgrade(request, socket, head));
    rest.onSessionDeleted = (session) => this.engine.sessionDeleted(session);
    this.engine.glossaryEntries = (source, target) => rest.engine.glossaries.translationEntries(source, target);
  }

  get script(): StreamScript {
    return this.engine.script;
  }

  set script(script: StreamScript) {
    this.engine.script = script;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    const {port} = this.#server.address() as AddressInfo;
    this.rest.streamUrls = {
      ws: `ws://127.0.0.1:${port}${STREAM_PATH}`,
      webrtc: `http://127.0.0.1:${port}/livekit/`,
      tts: `ws://127.0.0.1:${port}${TTS_PATH}`,
    };
  }

  async stop(): Promise<void> {
    this.engine.dropAll();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** Client message types in the order they arrived (audio chunks collapsed into runs). */
  receivedTypes(): string[] {
    return this.engine.receivedTypes();
  }

  #upgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'ws://stand-in');
    const token = url.searchParams.get('token') ?? url.searchParams.get('access_token');
    const verdict = this.engine.handshake(url.pathname, token, (t) => this.rest.sessionForToken(t));
    if ('refuse' in verdict) {
      if (verdict.webrtc) this.webrtcJoins.push({path: url.pathname, token});
      return refuse(socket, verdict.refuse);
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = verdict.accept === 'tts' ? this.engine.openTts(peerOf(ws)) : this.engine.open(peerOf(ws), verdict.session);
      ws.on('message', (data, isBinary) => connection.receive(isBinary ? new Uint8Array(data as Buffer) : data.toString()));
      ws.on('close', (code, reason) => connection.closed(code, reason.toString()));
    });
  }
}

function refuse(socket: Duplex, {status, code, detail}: Refusal): void {
  const body = JSON.stringify(errorEnvelope(status, code, detail));
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
