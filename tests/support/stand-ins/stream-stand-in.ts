import http from 'node:http';
import type {Duplex} from 'node:stream';
import type {AddressInfo} from 'node:net';
import {WebSocketServer, type WebSocket, type RawData} from 'ws';
import type {ValidateFunction} from 'ajv/dist/2019';
import {ajvFor, describeErrors, loadSpec, unknownProperties} from './schemas';

/** Chunk length limits of `input_audio_data`, from the message's `x-chunk-duration-ms` in the AsyncAPI description. */
const CHUNK_DURATION_MS: {minimum: number; maximum: number} = Object.values<any>(loadSpec('asyncapi.yaml').components.messages).find(
  (message) => message.name === 'input_audio_data',
)['x-chunk-duration-ms'];
import {errorEnvelope, type RestMock, type SessionRecord} from './rest-mock';

/**
 * A stand-in for the speech-to-speech WebSocket, driven by specs/asyncapi.yaml.
 *
 * - The handshake needs a valid publisher token of a session created on the REST mock.
 * - Every client message is validated against its AsyncAPI message schema (and a strict
 *   copy that reports unknown fields); messages of the wrong shape get the documented
 *   `error` reply.
 * - Command rate limits are enforced (§4.6) with `RATE_LIMIT_EXCEEDED`.
 * - Audio pacing is watched (§4.7): more than 2 s ahead of the wall clock gives
 *   `AUDIO_STREAM_TOO_FAST`, 3 s without audio while running `AUDIO_STREAM_STALLED`.
 * - Once the task runs, scripted transcripts, translations and 24 kHz pcm_s16le speech
 *   come back as audio arrives; `end_task` drains, sends `eos` and closes with 1000.
 *
 * Anything a client does against the contract lands in `violations`. Every message the
 * stand-in sends is validated too, so a bug in the stand-in shows up the same way.
 */

export const STREAM_PATH = '/streaming-api/v1/speech-to-speech/stream';
export const TTS_PATH = '/tts-api/v1/text-to-speech/stream';
/** Realtime TTS: at most 50 `text` messages per second. */
const TTS_TEXTS_PER_SECOND = 50;

/** Intervals of §4.6, in ms, measured on arrival. `RATE_TOLERANCE_MS` allows for event-loop delays of the stand-in on a loaded test machine; a client that polls faster than the limit still shows up. */
export const COMMAND_INTERVAL_MS: Record<string, number> = {set_task: 2000, get_task: 2000, pause_task: 3000, end_task: 3000, flush_task: 1000, tts_task: 1000};
const RATE_TOLERANCE_MS = 150;
const CLIENT_MESSAGES = ['set_task', 'get_task', 'pause_task', 'flush_task', 'end_task', 'tts_task', 'input_audio_data'];
const MAX_AHEAD_S = 2;
const STALL_MS = 3000;
const OUTPUT_RATE = 24_000;

export type StreamScript = {
  /** Spoken lines: each segment covers `segmentSeconds` of received audio. */
  segments: {source: string; translations: Record<string, string>}[];
  segmentSeconds: number;
  /** How long the pipeline takes to start after `set_task` (get_task answers NOT_FOUND meanwhile). */
  taskStartDelayMs: number;
  /** Answer `set_task` with this error instead of starting the task. */
  rejectSetTask?: {code: string; desc: string; param: string | null; details: {loc: (string | number)[]; msg: string}[] | null};
  /** Cut the connection (no close frame) after this many audio chunks. */
  dropAfterChunks?: number;
};

export const defaultScript: StreamScript = {
  segments: [
    {source: 'Good morning everyone.', translations: {es: 'Buenos días a todos.'}},
    {source: 'Thank you for joining us today.', translations: {es: 'Gracias por acompañarnos hoy.'}},
    {source: 'Let us begin.', translations: {es: 'Empecemos.'}},
  ],
  segmentSeconds: 1.0,
  taskStartDelayMs: 1200,
};

type Received = {type: string; at: number; bytes?: number};

type Connection = {
  ws: WebSocket;
  session: SessionRecord;
  openedAt: number;
  task: 'none' | 'starting' | 'running' | 'paused' | 'ending' | 'ended';
  settings?: any;
  lastCommandAt: Map<string, number>;
  audio: {firstAt?: number; seconds: number; chunks: number; recent: {at: number; seconds: number}[]; maxAhead: number};
  warnedAt: Map<string, number>;
  stallTimer?: NodeJS.Timeout;
  segment: {index: number; startedAt: number; partials: number};
  timers: Set<NodeJS.Timeout>;
  closedByServer: boolean;
};

export class StreamStandIn {
  readonly violations: string[] = [];
  readonly received: Received[] = [];
  readonly sent: string[] = [];
  readonly closes: {code: number; reason: string; by: 'server' | 'client'}[] = [];
  /** Largest lead of received audio over the wall clock, in seconds, per connection. */
  readonly maxAhead: number[] = [];
  script: StreamScript = defaultScript;

  /** WebRTC joins (LiveKit signalling upgrades under /livekit/): recorded, then refused, as no media server runs here. */
  readonly webrtcJoins: {path: string; token: string | null}[] = [];
  readonly #server = http.createServer((request, response) => {
    if (request.url?.startsWith('/livekit/')) this.webrtcJoins.push({path: request.url.split('?')[0], token: null});
    response.writeHead(426).end();
  });
  readonly #wss = new WebSocketServer({noServer: true});
  readonly #connections = new Set<Connection>();
  readonly #validators: Map<string, {lenient: ValidateFunction; strict: ValidateFunction}>;

  constructor(private readonly rest: RestMock) {
    this.#validators = messageValidators();
    this.#server.on('upgrade', (request, socket, head) => this.#upgrade(request, socket, head));
    rest.onSessionDeleted = (session) => {
      for (const connection of this.#connections) {
        if (connection.session === session) this.#close(connection, 1008, 'session deleted');
      }
    };
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
    for (const connection of this.#connections) connection.ws.terminate();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** Client message types in the order they arrived (input_audio_data collapsed into runs). */
  receivedTypes(): string[] {
    return this.received.map((r) => r.type).filter((type, i, all) => type !== 'input_audio_data' || all[i - 1] !== type);
  }

  #violation(message: string): void {
    this.violations.push(message);
  }

  #upgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'ws://stand-in');
    const refuse = (status: number, code: number, detail: string) => {
      const body = JSON.stringify(errorEnvelope(status, code, detail));
      socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    };
    if (url.pathname.startsWith('/livekit/')) {
      this.webrtcJoins.push({path: url.pathname, token: url.searchParams.get('access_token')});
      return refuse(503, 9003, 'No WebRTC media server runs in the test stand-in.');
    }
    if (url.pathname === TTS_PATH) {
      const token = url.searchParams.get('token');
      const holder = token ? this.rest.sessionForToken(token) : null;
      if (!holder || holder.role !== 'publisher') {
        this.#violation(`TTS handshake: ${token ? 'not the publisher token of a valid session' : 'the token query parameter is missing'}`);
        return refuse(401, 1006, 'The streaming token is missing, invalid or expired.');
      }
      this.#wss.handleUpgrade(request, socket, head, (ws) => this.#openTts(ws));
      return;
    }
    if (url.pathname !== STREAM_PATH) {
      this.#violation(`WebSocket handshake: ${url.pathname} is not the session's ws_url path (${STREAM_PATH})`);
      return refuse(404, 3001, `Nothing to connect to at ${url.pathname}.`);
    }
    const token = url.searchParams.get('token');
    const holder = token ? this.rest.sessionForToken(token) : null;
    if (!holder) {
      this.#violation(`WebSocket handshake: ${token ? 'the token is not a valid session token' : 'the token query parameter is missing'}`);
      return refuse(401, 1006, 'The streaming token is missing, invalid or expired.');
    }
    if (holder.role !== 'publisher') {
      this.#violation('WebSocket handshake: a subscriber token was used; this endpoint needs the publisher token');
      return refuse(403, 1007, 'Subscriber tokens cannot open the speech-to-speech WebSocket.');
    }
    if ([...this.#connections].some((c) => c.session === holder.session)) {
      this.#violation('WebSocket handshake: the session already has an open publisher connection');
      return refuse(409, 3006, 'The session already has an open publisher connection.');
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#open(ws, holder.session));
  }

  #open(ws: WebSocket, session: SessionRecord): void {
    const connection: Connection = {
      ws,
      session,
      openedAt: Date.now(),
      task: 'none',
      lastCommandAt: new Map(),
      audio: {seconds: 0, chunks: 0, recent: [], maxAhead: 0},
      warnedAt: new Map(),
      segment: {index: 0, startedAt: 0, partials: 0},
      timers: new Set(),
      closedByServer: false,
    };
    this.#connections.add(connection);
    ws.on('message', (data, isBinary) => this.#receive(connection, data, isBinary));
    ws.on('close', (code, reason) => {
      this.#connections.delete(connection);
      for (const timer of connection.timers) clearTimeout(timer);
      clearTimeout(connection.stallTimer);
      this.maxAhead.push(Math.round(connection.audio.maxAhead * 100) / 100);
      if (!connection.closedByServer) this.closes.push({code, reason: reason.toString(), by: 'client'});
    });
  }

  /** Realtime TTS: `init` once, then `text` pieces answered with audio; every message checked against the AsyncAPI document. */
  #openTts(ws: WebSocket): void {
    let initialised = false;
    const recentTexts: number[] = [];
    const send = (message_type: string, data: unknown) => {
      const message = {message_type, data};
      const validator = ttsValidators().server.get(message_type);
      if (!validator?.(message)) this.#violation(`stand-in bug: outgoing TTS ${message_type}: ${describeErrors(validator?.errors)}`);
      ws.send(JSON.stringify(message));
    };
    ws.on('message', (data, isBinary) => {
      let message: any;
      try {
        message = isBinary ? undefined : JSON.parse(data.toString());
      } catch {
        message = undefined;
      }
      const validators = ttsValidators().client;
      const validator = validators.get(message?.type);
      this.received.push({type: `tts:${message?.type ?? '?'}`, at: Date.now()});
      if (!validator) {
        this.#violation(`TTS: ${isBinary ? 'a binary frame' : `unknown message type ${message?.type}`}`);
        return send('error', {code: 'INVALID_MESSAGE', desc: 'Send init, text or cancel as JSON text.', param: null});
      }
      // Validate a copy of the reference: Ajv's type guard would narrow `message` itself.
      const candidate: unknown = message;
      if (!validator.lenient(candidate)) {
        this.#violation(`TTS ${message.type}: ${describeErrors(validator.lenient.errors)}`);
        return send('error', {code: 'VALIDATION_ERROR', desc: describeErrors(validator.lenient.errors), param: null});
      }
      if (!validator.strict(candidate)) this.#violation(`TTS ${message.type} has unknown fields ${unknownProperties(validator.strict).join(', ')}`);
      if (message.type === 'init') {
        if (initialised) this.#violation('TTS: a second init on the same socket');
        initialised = true;
        return;
      }
      if (message.type === 'cancel') return;
      if (!initialised) {
        this.#violation('TTS: text before init');
        return send('error', {code: 'INIT_REQUIRED', desc: 'Send an init message before any text.', param: null});
      }
      const now = Date.now();
      recentTexts.push(now);
      while (recentTexts[0] < now - 1000) recentTexts.shift();
      if (recentTexts.length > TTS_TEXTS_PER_SECOND) {
        this.#violation(`TTS: more than ${TTS_TEXTS_PER_SECOND} text messages per second`);
        return send('error', {code: 'RATE_LIMIT_EXCEEDED', desc: 'At most 50 text messages per second.', param: 'text'});
      }
      const generation_id = message.generation_id ?? 'gen-0001';
      const seconds = Math.min(2, 0.05 * message.text.length);
      send('audio_chunk', {audio: tone(seconds, 220).toString('base64'), generation_id, last_chunk: false, audio_len: round(seconds), chunk_generation_delta: 30});
      if (message.is_eos) send('audio_chunk', {audio: '', generation_id, last_chunk: true, audio_len: null, chunk_generation_delta: 0});
    });
  }

  #later(connection: Connection, ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      connection.timers.delete(timer);
      if (connection.ws.readyState === connection.ws.OPEN) action();
    }, ms);
    connection.timers.add(timer);
  }

  #send(connection: Connection, message_type: string, data: unknown): void {
    const message = {message_type, data};
    const validator = this.#validators.get(message_type);
    if (!validator) this.#violation(`stand-in bug: ${message_type} is not an AsyncAPI message`);
    else if (!validator.lenient(message)) {
      this.#violation(`stand-in bug: outgoing ${message_type}: ${describeErrors(validator.lenient.errors)} in ${JSON.stringify(message).slice(0, 200)}`);
    } else if (!validator.strict(message)) {
      this.#violation(`stand-in bug: outgoing ${message_type} has unknown fields ${unknownProperties(validator.strict).join(', ')}`);
    }
    this.sent.push(message_type);
    connection.ws.send(JSON.stringify(message));
  }

  #error(connection: Connection, code: string, desc: string, param: string | null = null, details: {loc: (string | number)[]; msg: string}[] | null = null): void {
    this.#send(connection, 'error', {code, desc, param, details});
  }

  #warn(connection: Connection, code: string, message: string): void {
    // Each warning code at most once per 10 s (§4.7).
    const last = connection.warnedAt.get(code);
    if (last !== undefined && Date.now() - last < 10_000) return;
    connection.warnedAt.set(code, Date.now());
    this.#send(connection, 'warning', {code, message});
  }

  #close(connection: Connection, code: number, reason: string): void {
    connection.closedByServer = true;
    this.closes.push({code, reason, by: 'server'});
    connection.ws.close(code, reason);
  }

  #receive(connection: Connection, raw: RawData, isBinary: boolean): void {
    const now = Date.now();
    if (isBinary) {
      this.#violation('a binary frame was sent; the socket takes JSON text frames only');
      return this.#error(connection, 'INVALID_MESSAGE', 'Binary frames are not accepted; send JSON text.');
    }
    let message: any;
    try {
      message = JSON.parse(raw.toString());
    } catch {
      this.#violation(`a frame is not JSON: ${raw.toString().slice(0, 80)}`);
      return this.#error(connection, 'INVALID_MESSAGE', 'The frame is not valid JSON.');
    }
    const type = message?.message_type;
    const data: any = message?.data;
    this.received.push({type: typeof type === 'string' ? type : '(none)', at: now, bytes: raw.toString().length});
    if (typeof type !== 'string' || !CLIENT_MESSAGES.includes(type)) {
      this.#violation(`unknown or missing message_type ${JSON.stringify(type)} (keys: ${Object.keys(message ?? {}).join(', ')})`);
      return this.#error(connection, 'INVALID_MESSAGE', 'message_type is missing or unknown.', 'message_type');
    }
    const validator = this.#validators.get(type)!;
    if (!validator.lenient(message)) {
      const errors = validator.lenient.errors ?? [];
      this.#violation(`${type} does not match the AsyncAPI schema: ${describeErrors(errors)}`);
      if (type === 'input_audio_data') return this.#error(connection, 'AUDIO_FORMAT_ERROR', 'The chunk is not valid base64 audio.', 'data');
      if (!['set_task', 'tts_task', 'flush_task', 'end_task'].includes(type)) return this.#error(connection, 'INVALID_MESSAGE', describeErrors(errors));
      const details = errors
        .filter((e) => e.keyword !== 'if')
        .map((e) => {
          const loc: (string | number)[] = e.instancePath.split('/').slice(2).filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
          const missing = (e.params as {missingProperty?: string}).missingProperty;
          if (missing) loc.push(missing);
          return {loc, msg: e.message ?? 'invalid'};
        });
      return this.#error(connection, 'VALIDATION_ERROR', `${type} payload is invalid.`, details[0]?.loc.join('.') || null, details);
    }
    if (!validator.strict(message)) {
      for (const field of unknownProperties(validator.strict)) this.#violation(`${type} has the unknown field ${field} (the server ignores it)`);
    }
    if (connection.task === 'ending' || connection.task === 'ended') {
      this.#violation(`${type} sent after end_task`);
      return this.#error(connection, 'TASK_ALREADY_ENDED', 'The task has ended; open a new session for a new task.');
    }
    if (type === 'input_audio_data') return this.#audio(connection, data.data, now);

    const interval = COMMAND_INTERVAL_MS[type];
    const last = connection.lastCommandAt.get(type);
    if (last !== undefined && now - last < interval - RATE_TOLERANCE_MS) {
      this.#violation(`${type} rate limit: ${now - last} ms after the previous one (limit: 1 per ${interval / 1000} s)`);
      return this.#error(connection, 'RATE_LIMIT_EXCEEDED', `${type} is limited to one message per ${interval / 1000} s.`, type);
    }
    connection.lastCommandAt.set(type, now);

    switch (type) {
      case 'set_task':
        return this.#setTask(connection, data);
      case 'get_task':
        if (connection.task === 'running' || connection.task === 'paused') {
          return this.#send(connection, 'current_task', {task_status: connection.task, ...this.#normalised(connection.settings)});
        }
        return this.#error(connection, 'NOT_FOUND', 'No active task.');
      case 'pause_task':
        if (connection.task !== 'running') return this.#error(connection, 'NOT_FOUND', 'No active task.');
        connection.task = 'paused';
        return;
      case 'flush_task':
        return;
      case 'end_task':
        return this.#endTask(connection, data);
      case 'tts_task':
        return;
    }
  }

  #setTask(connection: Connection, settings: any): void {
    const source = settings.input_stream.source;
    const target = settings.output_stream.target;
    const problems: {loc: (string | number)[]; msg: string}[] = [];
    if (source.type !== 'ws') problems.push({loc: ['input_stream', 'source', 'type'], msg: `must be ws on the WebSocket transport, not ${source.type}`});
    if (target.type !== 'ws') problems.push({loc: ['output_stream', 'target', 'type'], msg: `must be ws on the WebSocket transport, not ${target.type}`});
    const targets = settings.pipeline.translations.map((t: {target_language: string}) => t.target_language);
    if (new Set(targets).size !== targets.length) problems.push({loc: ['pipeline', 'translations'], msg: 'each target_language may appear only once'});
    if (connection.settings && connection.settings.input_stream.source.type !== source.type) problems.push({loc: ['input_stream', 'source', 'type'], msg: 'cannot change within a connection'});
    if (problems.length) {
      this.#violation(`set_task is invalid: ${problems.map((p) => `${p.loc.join('.')} ${p.msg}`).join('; ')}`);
      return this.#error(connection, 'VALIDATION_ERROR', 'Task settings are invalid.', problems[0].loc.join('.'), problems);
    }
    const rejection = this.script.rejectSetTask;
    if (rejection) return this.#send(connection, 'error', rejection);
    connection.settings = settings;
    if (connection.task === 'none') {
      connection.task = 'starting';
      this.#later(connection, this.script.taskStartDelayMs, () => {
        connection.task = 'running';
      });
    } else if (connection.task === 'paused') {
      connection.task = 'running';
    }
  }

  /** The settings echoed as current_task does: aliases resolved, the fixed output fields filled in. */
  #normalised(settings: any) {
    const source = {...settings.input_stream.source, type: settings.input_stream.source.type === 'livekit' ? 'webrtc' : settings.input_stream.source.type};
    return {
      input_stream: {content_type: 'audio', source},
      output_stream: {content_type: 'audio', target: {format: 'pcm_s16le', ...settings.output_stream.target, sample_rate: OUTPUT_RATE, channels: 1}},
      pipeline: settings.pipeline,
    };
  }

  #audio(connection: Connection, base64: string, now: number): void {
    if (connection.task !== 'running') {
      this.#violation(`input_audio_data sent while the task is ${connection.task === 'paused' ? 'paused' : 'not running yet'} (the server discards it)`);
      return;
    }
    const source = connection.settings.input_stream.source;
    const bytes = Buffer.from(base64, 'base64');
    const frame = 2 * Number(source.channels);
    const rate = Number(source.sample_rate);
    let seconds: number;
    if (source.format === 'pcm_s16le') {
      seconds = bytes.length / (frame * rate);
      const ms = seconds * 1000;
      const {minimum, maximum} = CHUNK_DURATION_MS;
      if (bytes.length % frame !== 0 || ms < minimum - 1e-6 || ms > maximum + 1e-6) {
        this.#violation(`input_audio_data chunk of ${bytes.length} bytes is ${ms.toFixed(1)} ms at ${rate} Hz × ${source.channels} channel(s); chunks must hold whole frames of ${minimum}–${maximum} ms`);
        return this.#error(connection, 'AUDIO_FORMAT_ERROR', 'The chunk does not match the declared format.', 'data');
      }
    } else {
      seconds = bytes.length / (frame * rate); // wav: close enough after the header; opus is not paced here
    }
    const audio = connection.audio;
    audio.firstAt ??= now;
    audio.seconds += seconds;
    audio.chunks += 1;
    audio.recent.push({at: now, seconds});
    audio.recent = audio.recent.filter((r) => now - r.at <= 10_000);
    const ahead = audio.seconds - (now - audio.firstAt) / 1000;
    audio.maxAhead = Math.max(audio.maxAhead, ahead);
    if (ahead > MAX_AHEAD_S) {
      if (!connection.warnedAt.has('AUDIO_STREAM_TOO_FAST')) {
        this.#violation(`audio is arriving faster than real time: ${ahead.toFixed(2)} s ahead of the wall clock after ${audio.chunks} chunks (limit ${MAX_AHEAD_S} s); send one chunk per chunk duration`);
      }
      this.#warn(connection, 'AUDIO_STREAM_TOO_FAST', `Audio is arriving ${ahead.toFixed(1)} s ahead of real time; pace chunks by their duration.`);
    }
    if (now - audio.firstAt >= 10_000) {
      const window = audio.recent.reduce((sum, r) => sum + r.seconds, 0);
      if (window < 8) {
        this.#violation(`audio is arriving slower than real time: ${window.toFixed(1)} s in the last 10 s`);
        this.#warn(connection, 'AUDIO_STREAM_TOO_SLOW', 'Less than 80 % of real time arrived over the last 10 s.');
      }
    }
    clearTimeout(connection.stallTimer);
    connection.stallTimer = setTimeout(() => {
      if (connection.task !== 'running' || connection.ws.readyState !== connection.ws.OPEN) return;
      this.#violation('no audio for 3 s while the task runs (AUDIO_STREAM_STALLED)');
      this.#warn(connection, 'AUDIO_STREAM_STALLED', 'No audio for 3 s while the task is running.');
    }, STALL_MS);

    this.#script(connection);
    if (this.script.dropAfterChunks !== undefined && audio.chunks >= this.script.dropAfterChunks) {
      connection.closedByServer = true;
      this.closes.push({code: 1006, reason: 'dropped by the stand-in', by: 'server'});
      connection.ws.terminate();
    }
  }

  /** Emits the scripted transcripts and speech as the received audio passes segment boundaries. */
  #script(connection: Connection): void {
    const {segmentSeconds, segments} = this.script;
    const position = connection.audio.seconds;
    const segment = connection.segment;
    const line = segments[segment.index % segments.length];
    const elapsed = position - segment.startedAt;
    const words = line.source.split(' ');
    const partialsDue = Math.min(2, Math.floor((elapsed / segmentSeconds) * 3));
    while (segment.partials < partialsDue) {
      segment.partials += 1;
      const text = words.slice(0, Math.max(1, Math.round((words.length * segment.partials) / 3))).join(' ');
      this.#transcript(connection, 'partial_transcription', this.#sourceLanguage(connection), text, segment.startedAt, position);
    }
    if (elapsed >= segmentSeconds) this.#completeSegment(connection, position);
  }

  #completeSegment(connection: Connection, position: number): void {
    const segment = connection.segment;
    const line = this.script.segments[segment.index % this.script.segments.length];
    const id = `seg_${connection.session.roomName.slice(0, 4)}${segment.index}`;
    this.#transcript(connection, 'validated_transcription', this.#sourceLanguage(connection), line.source, segment.startedAt, position, id);
    for (const translation of connection.settings.pipeline.translations) {
      const language = translation.target_language;
      const text = line.translations[language] ?? `[${language}] ${line.source}`;
      this.#transcript(connection, 'translated_transcription', language, text, segment.startedAt, position, id);
      const speech = tone(0.6, 330 + 60 * segment.index);
      const half = speech.length / 2;
      [speech.subarray(0, half), speech.subarray(half)].forEach((chunk, index) =>
        this.#send(connection, 'output_audio_data', {data: chunk.toString('base64'), language, last_chunk: index === 1, transcription_id: id, translation_part_id: `${id}:0`}),
      );
    }
    connection.segment = {index: segment.index + 1, startedAt: position, partials: 0};
  }

  #sourceLanguage(connection: Connection): string {
    const language = connection.settings.pipeline.transcription.source_language;
    return language === 'auto' ? 'en' : language;
  }

  #transcript(connection: Connection, type: string, language: string, text: string, start: number, end: number, id?: string): void {
    const allowed: string[] = connection.settings.pipeline.allowed_message_types ?? ['partial_transcription', 'validated_transcription', 'translated_transcription'];
    if (!allowed.includes(type)) return;
    const base = (connection.audio.firstAt ?? Date.now()) / 1000;
    const transcription = {
      transcription_id: id ?? `seg_${connection.session.roomName.slice(0, 4)}${connection.segment.index}`,
      language,
      text,
      segments: [{start: round(start), end: round(end), start_timestamp: round(base + start), end_timestamp: round(base + end), text}],
    };
    this.#send(connection, type, {transcription});
  }

  #endTask(connection: Connection, data: {force?: boolean; eos_timeout?: number}): void {
    if (connection.task === 'none' || connection.task === 'starting') {
      connection.task = 'ended';
      connection.session.ended = true;
      return this.#close(connection, 1000, 'task ended');
    }
    connection.task = 'ending';
    clearTimeout(connection.stallTimer);
    // Drain the phrase in flight, unless forced.
    if (!data.force && connection.audio.seconds - connection.segment.startedAt > 0.3) this.#completeSegment(connection, connection.audio.seconds);
    this.#later(connection, data.eos_timeout ? 300 : 50, () => {
      if (data.eos_timeout) this.#send(connection, 'eos', {});
      connection.task = 'ended';
      connection.session.ended = true;
      this.#close(connection, 1000, 'task ended');
    });
  }
}

let compiled: Map<string, {lenient: ValidateFunction; strict: ValidateFunction}> | undefined;

/** Validators for every message of the speechToSpeech channel, by wire name (compiled once per worker). */
function messageValidators() {
  if (compiled) return compiled;
  const spec = loadSpec('asyncapi.yaml');
  const ajv = ajvFor('asyncapi', spec.components);
  compiled = new Map();
  // Only the messages of this channel: the TTS socket has an `error` of its own.
  for (const {$ref} of Object.values<{$ref: string}>(spec.channels.speechToSpeech.messages)) {
    const key = $ref.split('/').pop()!;
    compiled.set(spec.components.messages[key].name, {
      lenient: ajv.compile({$ref: `asyncapi#/components/messages/${key}/payload`}),
      strict: ajv.compile({$ref: `asyncapi-strict#/components/messages/${key}/payload`}),
    });
  }
  return compiled;
}

let ttsCompiled: {client: Map<string, {lenient: ValidateFunction; strict: ValidateFunction}>; server: Map<string, ValidateFunction>} | undefined;

/** Validators of the textToSpeech channel: client messages by `type`, server messages by `message_type`. */
function ttsValidators() {
  if (ttsCompiled) return ttsCompiled;
  const spec = loadSpec('asyncapi.yaml');
  const ajv = ajvFor('asyncapi-tts', spec.components);
  ttsCompiled = {client: new Map(), server: new Map()};
  for (const {$ref} of Object.values<{$ref: string}>(spec.channels.textToSpeech.messages)) {
    const key = $ref.split('/').pop()!;
    const {name} = spec.components.messages[key];
    if (['init', 'text', 'cancel'].includes(name)) {
      ttsCompiled.client.set(name, {
        lenient: ajv.compile({$ref: `asyncapi-tts#/components/messages/${key}/payload`}),
        strict: ajv.compile({$ref: `asyncapi-tts-strict#/components/messages/${key}/payload`}),
      });
    } else {
      ttsCompiled.server.set(name, ajv.compile({$ref: `asyncapi-tts#/components/messages/${key}/payload`}));
    }
  }
  return ttsCompiled;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** `seconds` of a sine tone as 24 kHz mono pcm_s16le. */
export function tone(seconds: number, frequency: number, rate = OUTPUT_RATE): Buffer {
  const samples = Math.round(seconds * rate);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * frequency * i) / rate)), i * 2);
  return pcm;
}
