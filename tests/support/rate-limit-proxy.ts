import type {AddressInfo} from 'node:net';
import {setTimeout as delay} from 'node:timers/promises';
import {WebSocket, WebSocketServer, type RawData} from 'ws';
import type {StandIns} from './examples';
import {answersGetTask} from '../../src/engines/stream';

/** How long the reply to the first poll that reaches the stand-in is held back: longer than any poll interval. */
const HELD_REPLY_MS = 3000;

export type RateLimitProxy = {
  /** How many RATE_LIMIT_EXCEEDED errors the program was sent. */
  readonly injected: number;
  /** `get_task` messages the program sent while the reply to its previous one was still on its way. */
  readonly pollsBeforeReply: number;
  stop: () => Promise<void>;
};

function parse(frame: RawData): {message_type?: string; data?: {code?: string; param?: string | null}} {
  try {
    return JSON.parse(frame.toString());
  } catch {
    return {};
  }
}

/**
 * Sits between a program and the streaming stand-in, as a network with bad moments would:
 * - the program's first `get_task` is dropped and answered with RATE_LIMIT_EXCEEDED, what a
 *   server sends when two polls arrive closer together than they were sent;
 * - the reply to the next `get_task` is held for 3 s, longer than the program waits between polls.
 * A program must take the first as "that poll was dropped" and carry on, and time each poll from
 * the reply to the previous one: the server counts the limit where polls arrive. The session's
 * `ws_url` points here while it runs.
 */
export async function startRateLimitProxy(standIns: StandIns): Promise<RateLimitProxy> {
  const target = new URL(standIns.rest.streamUrls.ws);
  const server = new WebSocketServer({host: '127.0.0.1', port: 0});
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let injected = 0;
  let pollsBeforeReply = 0;

  server.on('connection', (client, request) => {
    const upstream = new WebSocket(`${target.protocol}//${target.host}${request.url}`);
    const waiting: RawData[] = [];
    let forwardedPolls = 0;
    let unanswered = 0;
    // Frames to the program keep their order behind a held reply.
    let toClient = Promise.resolve();
    const deliver = (frame: string, reply: boolean, holdMs = 0) => {
      toClient = toClient
        .then(() => (holdMs > 0 ? delay(holdMs) : undefined))
        .then(() => {
          if (reply) unanswered = Math.max(0, unanswered - 1);
          if (client.readyState === WebSocket.OPEN) client.send(frame);
        });
    };
    let holdNextReply = false;
    upstream.on('open', () => waiting.splice(0).forEach((frame) => upstream.send(frame.toString())));
    upstream.on('message', (frame) => {
      const message = parse(frame);
      const reply = answersGetTask(message.message_type ?? '', message.data);
      const hold = reply && holdNextReply;
      if (hold) holdNextReply = false;
      deliver(frame.toString(), reply, hold ? HELD_REPLY_MS : 0);
    });
    const closeBoth = (from: WebSocket, to: WebSocket) => (code: number, reason: Buffer) => {
      if (to.readyState !== WebSocket.OPEN) return;
      // 1005 and 1006 describe a close without a code; they cannot be sent on.
      if (code === 1005 || code === 1006) to.terminate();
      else to.close(code, reason.toString());
    };
    upstream.on('close', (code, reason) => void toClient.then(() => closeBoth(upstream, client)(code, reason)));
    client.on('close', closeBoth(client, upstream));
    upstream.on('error', () => client.terminate());
    client.on('message', (frame) => {
      if (parse(frame).message_type === 'get_task') {
        if (unanswered > 0) pollsBeforeReply += 1;
        unanswered += 1;
        if (injected === 0) {
          injected += 1;
          const error = {
            code: 'RATE_LIMIT_EXCEEDED',
            desc: 'get_task is limited to one message per 2 s.',
            param: 'get_task',
            details: null,
          };
          deliver(JSON.stringify({message_type: 'error', data: error}), true);
          return;
        }
        forwardedPolls += 1;
        if (forwardedPolls === 1) holdNextReply = true;
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(frame.toString());
      else waiting.push(frame);
    });
  });

  const {port} = server.address() as AddressInfo;
  const original = standIns.rest.streamUrls;
  standIns.rest.streamUrls = {...original, ws: `ws://127.0.0.1:${port}${target.pathname}`};
  return {
    get injected() {
      return injected;
    },
    get pollsBeforeReply() {
      return pollsBeforeReply;
    },
    stop: async () => {
      standIns.rest.streamUrls = original;
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
