import type {AddressInfo} from 'node:net';
import {WebSocket, WebSocketServer, type RawData} from 'ws';
import type {StandIns} from './examples';

export type RateLimitProxy = {
  /** How many RATE_LIMIT_EXCEEDED errors the program was sent. */
  readonly injected: number;
  stop: () => Promise<void>;
};

/**
 * Sits between a program and the streaming stand-in, passing every frame both
 * ways, and answers the program's first `get_task` with a RATE_LIMIT_EXCEEDED
 * error as well: what a server sends when the network delivers two polls closer
 * together than they were sent. A program must take it as "that poll was
 * dropped" and carry on. The session's `ws_url` points here while it runs.
 */
export async function startRateLimitProxy(standIns: StandIns): Promise<RateLimitProxy> {
  const target = new URL(standIns.rest.streamUrls.ws);
  const server = new WebSocketServer({host: '127.0.0.1', port: 0});
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let injected = 0;

  server.on('connection', (client, request) => {
    const upstream = new WebSocket(`${target.protocol}//${target.host}${request.url}`);
    const waiting: RawData[] = [];
    upstream.on('open', () => waiting.splice(0).forEach((frame) => upstream.send(frame.toString())));
    upstream.on('message', (frame) => client.readyState === WebSocket.OPEN && client.send(frame.toString()));
    const closeBoth = (from: WebSocket, to: WebSocket) => (code: number, reason: Buffer) => {
      if (to.readyState !== WebSocket.OPEN) return;
      // 1005 and 1006 describe a close without a code; they cannot be sent on.
      if (code === 1005 || code === 1006) to.terminate();
      else to.close(code, reason.toString());
    };
    upstream.on('close', closeBoth(upstream, client));
    client.on('close', closeBoth(client, upstream));
    upstream.on('error', () => client.terminate());
    client.on('message', (frame) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(frame.toString());
      else waiting.push(frame);
      const type = (() => {
        try {
          return (JSON.parse(frame.toString()) as {message_type?: string}).message_type;
        } catch {
          return undefined;
        }
      })();
      if (type === 'get_task' && injected === 0) {
        injected += 1;
        const error = {code: 'RATE_LIMIT_EXCEEDED', desc: 'get_task is limited to one message per 2 s.', param: 'get_task', details: null};
        client.send(JSON.stringify({message_type: 'error', data: error}));
      }
    });
  });

  const {port} = server.address() as AddressInfo;
  const original = standIns.rest.streamUrls;
  standIns.rest.streamUrls = {...original, ws: `ws://127.0.0.1:${port}${target.pathname}`};
  return {
    get injected() {
      return injected;
    },
    stop: async () => {
      standIns.rest.streamUrls = original;
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
