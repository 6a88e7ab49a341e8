import {streamValidators} from '../../../.generated/data/stream-validators.js';
import inputAudio from '../../../.generated/data/input-audio.json';
import {describeErrors, unknownProperties, type MessageValidators, type SchemaChecked} from '../validation';
import {OUTPUT_RATE, fromBase64, readWavHeader, toBase64, tone} from './audio';
import {defaultScript, type StreamScript} from './script';

/**
 * The speech-to-speech and realtime TTS sockets, as specs/asyncapi.yaml
 * describes them, without a transport: the test stand-in drives it over `ws`
 * in Node, the playground from a Web Worker in the browser.
 *
 * - The handshake needs the publisher token of a live session.
 * - Every client message is validated against its AsyncAPI message schema (and a strict
 *   copy that reports unknown fields); messages of the wrong shape get the documented
 *   `error` reply.
 * - Command rate limits are enforced with `RATE_LIMIT_EXCEEDED`.
 * - Audio pacing is watched: more than 2 s ahead of the wall clock gives
 *   `AUDIO_STREAM_TOO_FAST`, 3 s without audio while running `AUDIO_STREAM_STALLED`.
 * - Once the task runs, scripted transcripts, translations and 24 kHz pcm_s16le speech
 *   come back as audio arrives; `end_task` drains, sends `eos` and closes with 1000.
 *
 * Anything a client does against the contract lands in `violations`. Every message the
 * engine sends is validated too, so a bug in the engine shows up the same way.
 */

export const STREAM_PATH = '/streaming-api/v1/speech-to-speech/stream';
export const TTS_PATH = '/tts-api/v1/text-to-speech/stream';
export const WEBRTC_PATH = '/livekit/';
/** Realtime TTS: at most 50 `text` messages per second. */
const TTS_TEXTS_PER_SECOND = 50;

/** Command intervals, in ms, measured on arrival. */
export const COMMAND_INTERVAL_MS: Record<string, number> = {
  set_task: 2000,
  get_task: 2000,
  pause_task: 3000,
  end_task: 3000,
  flush_task: 1000,
  tts_task: 1000,
};
/**
 * Whether a server message answers a `get_task`: `current_task`, `NOT_FOUND` without a param (no task yet), or
 * `RATE_LIMIT_EXCEEDED` for `get_task` (that poll was dropped). A client times its next poll from it.
 */
export function answersGetTask(type: string, data: {code?: string; param?: string | null} | undefined): boolean {
  if (type === 'current_task') return true;
  if (type !== 'error' || !data) return false;
  return (data.code === 'NOT_FOUND' && !data.param) || (data.code === 'RATE_LIMIT_EXCEEDED' && data.param === 'get_task');
}

const CLIENT_MESSAGES = ['set_task', 'get_task', 'pause_task', 'flush_task', 'end_task', 'tts_task', 'input_audio_data'];
const MAX_AHEAD_S = 2;
const STALL_MS = 3000;
const WARNING_INTERVAL_MS = 10_000;
const BUFFER_STATS_INTERVAL_MS = 1000;
/** `max_queue_level_ms` when the task leaves it out. */
const DEFAULT_MAX_QUEUE_MS = 24_000;
const CHUNK_DURATION_MS: {minimum: number; maximum: number} = inputAudio.chunkDurationMs;

/** The other end of one socket, as the engine sees it. */
export interface Peer {
  send(text: string): void;
  /** A close frame with this code and reason. */
  close(code: number, reason: string): void;
  /** The connection is cut without a close frame. */
  drop(): void;
  readonly open: boolean;
}

/** What the engine needs of a session: who holds it and whether it is over. */
export type StreamSession = {id: string; roomName: string; ended: boolean};
export type TokenHolder = {session: StreamSession; role: 'publisher' | 'subscriber'};
export type Refusal = {status: number; code: number; detail: string};
export type Handshake = {accept: 'speech-to-speech' | 'tts'; session: StreamSession} | {refuse: Refusal; webrtc?: boolean};
export type Detail = {loc: (string | number)[]; msg: string};

type Timer = ReturnType<typeof setTimeout>;
type TaskState = 'none' | 'starting' | 'running' | 'paused' | 'ending' | 'ended';

type ConnectionState = {
  peer: Peer;
  session: StreamSession;
  task: TaskState;
  settings?: SchemaChecked;
  lastCommandAt: Map<string, number>;
  audio: {
    firstAt?: number;
    seconds: number;
    chunks: number;
    recent: {at: number; seconds: number}[];
    maxEarly: number;
    earlyReported?: boolean;
  };
  /** When the task first ran, and when a reply first told the client so: the earliest a paced client starts its clock. */
  runningSince?: number;
  toldRunningAt?: number;
  warnedAt: Map<string, number>;
  stallTimer?: Timer;
  statsTimer?: Timer;
  /** Seconds of translated speech sent per target, for `tts_buffer_stats`. */
  queued: Map<string, number>;
  segment: {index: number; startedAt: number; partials: number};
  timers: Set<Timer>;
  closedByServer: boolean;
  /** Translation glossary entries per target language, loaded at each set_task. */
  glossary: Map<string, GlossaryEntry[]>;
  /** Speech chunks held back by `interleaveSpeech`, sent after the next segment's speech. */
  heldSpeech: (() => void)[];
};

/** One row of a translation glossary: `from` (source term) is rendered as `to`. */
export type GlossaryEntry = {from: string; to: string};

export type EngineOptions = {
  /** Slack on command intervals for event-loop delays of a loaded machine; a client that polls faster than the limit still shows up. */
  rateToleranceMs?: number;
  /** Called with each contract problem as it is found. */
  onViolation?: (message: string) => void;
};

/** One open speech-to-speech or TTS socket. */
export interface Connection {
  receive(frame: string | Uint8Array): void;
  /** The client closed the socket (or it was cut). */
  closed(code: number, reason: string): void;
}

export class StreamEngine {
  readonly violations: string[] = [];
  readonly received: {type: string; at: number; bytes?: number}[] = [];
  readonly sent: string[] = [];
  readonly closes: {code: number; reason: string; by: 'server' | 'client'}[] = [];
  /**
   * Per connection, in seconds: how far the audio ran ahead of its real-time schedule, each chunk
   * against the time since the client could first know the task runs. A paced client scores 0 or
   * less; a late delivery can only lower the figure, so a loaded machine never inflates it.
   */
  readonly maxEarly: number[] = [];
  script: StreamScript = defaultScript;
  /**
   * The enabled translation glossary entries for a language pair, oldest glossary first, as a
   * task loads them at `set_task`; none unless a REST engine is wired in.
   */
  glossaryEntries: (sourceLanguage: string, targetLanguage: string) => GlossaryEntry[] = () => [];

  readonly #connections = new Set<ConnectionState>();
  readonly #validators = streamValidators.speechToSpeech as Record<string, MessageValidators>;
  readonly #tts = streamValidators.textToSpeech as Record<string, MessageValidators>;
  readonly #rateTolerance: number;
  readonly #onViolation: (message: string) => void;

  constructor(options: EngineOptions = {}) {
    this.#rateTolerance = options.rateToleranceMs ?? 0;
    this.#onViolation = options.onViolation ?? (() => {});
  }

  /** Client message types in the order they arrived (input_audio_data collapsed into runs). */
  receivedTypes(): string[] {
    return this.received.map((r) => r.type).filter((type, i, all) => type !== 'input_audio_data' || all[i - 1] !== type);
  }

  #violation(message: string): void {
    this.violations.push(message);
    this.#onViolation(message);
  }

  /** Decides an upgrade request: `path` and `token` from its URL, `lookup` finds the session a token belongs to. */
  handshake(path: string, token: string | null, lookup: (token: string) => TokenHolder | null): Handshake {
    const refuse = (status: number, code: number, detail: string): Handshake => ({refuse: {status, code, detail}});
    if (path.startsWith(WEBRTC_PATH))
      return {refuse: {status: 503, code: 9003, detail: 'No WebRTC media server runs in this simulation.'}, webrtc: true};
    const holder = token ? lookup(token) : null;
    if (path === TTS_PATH) {
      if (!holder || holder.role !== 'publisher') {
        this.#violation(`TTS handshake: ${token ? 'not the publisher token of a valid session' : 'the token query parameter is missing'}`);
        return refuse(401, 1006, 'The streaming token is missing, invalid or expired.');
      }
      return {accept: 'tts', session: holder.session};
    }
    if (path !== STREAM_PATH) {
      this.#violation(`WebSocket handshake: ${path} is not the session's ws_url path (${STREAM_PATH})`);
      return refuse(404, 3001, `Nothing to connect to at ${path}.`);
    }
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
    return {accept: 'speech-to-speech', session: holder.session};
  }

  /** Closes the publisher connection of a session that was deleted. */
  sessionDeleted(session: StreamSession): void {
    for (const connection of this.#connections) {
      if (connection.session === session) this.#close(connection, 1008, 'session deleted');
    }
  }

  /** Cuts every open connection. */
  dropAll(): void {
    for (const connection of this.#connections) connection.peer.drop();
  }

  /** A speech-to-speech socket was accepted. */
  open(peer: Peer, session: StreamSession): Connection {
    const connection: ConnectionState = {
      peer,
      session,
      task: 'none',
      lastCommandAt: new Map(),
      audio: {seconds: 0, chunks: 0, recent: [], maxEarly: -Infinity},
      warnedAt: new Map(),
      queued: new Map(),
      segment: {index: 0, startedAt: 0, partials: 0},
      timers: new Set(),
      closedByServer: false,
      glossary: new Map(),
      heldSpeech: [],
    };
    this.#connections.add(connection);
    return {
      receive: (frame) => this.#receive(connection, frame),
      closed: (code, reason) => {
        this.#connections.delete(connection);
        for (const timer of connection.timers) clearTimeout(timer);
        clearTimeout(connection.stallTimer);
        clearInterval(connection.statsTimer);
        this.maxEarly.push(Math.round(connection.audio.maxEarly * 1000) / 1000);
        if (!connection.closedByServer) this.closes.push({code, reason, by: 'client'});
      },
    };
  }

  /** A realtime TTS socket was accepted: `init` once, then `text` pieces answered with audio. */
  openTts(peer: Peer): Connection {
    let initialised = false;
    const recentTexts: number[] = [];
    const send = (message_type: string, data: unknown) => {
      const message = {message_type, data};
      const validator = this.#tts[message_type];
      if (!validator?.lenient(message))
        this.#violation(`engine bug: outgoing TTS ${message_type}: ${describeErrors(validator?.lenient.errors)}`);
      peer.send(JSON.stringify(message));
    };
    return {
      closed: () => {},
      receive: (frame) => {
        let message: SchemaChecked;
        try {
          message = typeof frame === 'string' ? JSON.parse(frame) : undefined;
        } catch {
          message = undefined;
        }
        const validator = ['init', 'text', 'cancel'].includes(message?.type) ? this.#tts[message.type] : undefined;
        this.received.push({type: `tts:${message?.type ?? '?'}`, at: Date.now()});
        if (!validator) {
          this.#violation(`TTS: ${typeof frame !== 'string' ? 'a binary frame' : `unknown message type ${message?.type}`}`);
          return send('error', {code: 'INVALID_MESSAGE', desc: 'Send init, text or cancel as JSON text.', param: null});
        }
        if (!validator.lenient(message)) {
          this.#violation(`TTS ${message.type}: ${describeErrors(validator.lenient.errors)}`);
          return send('error', {code: 'VALIDATION_ERROR', desc: describeErrors(validator.lenient.errors), param: null});
        }
        if (!validator.strict(message))
          this.#violation(`TTS ${message.type} has unknown fields ${unknownProperties(validator.strict).join(', ')}`);
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
        send('audio_chunk', {
          audio: toBase64(tone(seconds, 220)),
          generation_id,
          last_chunk: false,
          audio_len: round(seconds),
          chunk_generation_delta: 30,
        });
        if (message.is_eos) send('audio_chunk', {audio: '', generation_id, last_chunk: true, audio_len: null, chunk_generation_delta: 0});
      },
    };
  }

  #later(connection: ConnectionState, ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      connection.timers.delete(timer);
      if (connection.peer.open) action();
    }, ms);
    connection.timers.add(timer);
  }

  #send(connection: ConnectionState, message_type: string, data: unknown): void {
    const message = {message_type, data};
    const validator = this.#validators[message_type];
    if (!validator) this.#violation(`engine bug: ${message_type} is not an AsyncAPI message`);
    else if (!validator.lenient(message)) {
      this.#violation(
        `engine bug: outgoing ${message_type}: ${describeErrors(validator.lenient.errors)} in ${JSON.stringify(message).slice(0, 200)}`,
      );
    } else if (!validator.strict(message)) {
      this.#violation(`engine bug: outgoing ${message_type} has unknown fields ${unknownProperties(validator.strict).join(', ')}`);
    }
    this.sent.push(message_type);
    connection.peer.send(JSON.stringify(message));
  }

  #error(connection: ConnectionState, code: string, desc: string, param: string | null = null, details: Detail[] | null = null): void {
    this.#send(connection, 'error', {code, desc, param, details});
  }

  #warn(connection: ConnectionState, code: string, message: string): void {
    const last = connection.warnedAt.get(code);
    if (last !== undefined && Date.now() - last < WARNING_INTERVAL_MS) return;
    connection.warnedAt.set(code, Date.now());
    this.#send(connection, 'warning', {code, message});
  }

  #close(connection: ConnectionState, code: number, reason: string): void {
    connection.closedByServer = true;
    clearInterval(connection.statsTimer);
    this.closes.push({code, reason, by: 'server'});
    connection.peer.close(code, reason);
  }

  #receive(connection: ConnectionState, frame: string | Uint8Array): void {
    const now = Date.now();
    if (typeof frame !== 'string') {
      this.#violation('a binary frame was sent; the socket takes JSON text frames only');
      return this.#error(connection, 'INVALID_MESSAGE', 'Binary frames are not accepted; send JSON text.');
    }
    let message: SchemaChecked;
    try {
      message = JSON.parse(frame);
    } catch {
      this.#violation(`a frame is not JSON: ${frame.slice(0, 80)}`);
      return this.#error(connection, 'INVALID_MESSAGE', 'The frame is not valid JSON.');
    }
    const type = message?.message_type;
    const data: SchemaChecked = message?.data;
    this.received.push({type: typeof type === 'string' ? type : '(none)', at: now, bytes: frame.length});
    if (typeof type !== 'string' || !CLIENT_MESSAGES.includes(type)) {
      this.#violation(`unknown or missing message_type ${JSON.stringify(type)} (keys: ${Object.keys(message ?? {}).join(', ')})`);
      return this.#error(connection, 'INVALID_MESSAGE', 'message_type is missing or unknown.', 'message_type');
    }
    const validator = this.#validators[type];
    if (!validator.lenient(message)) {
      const errors = validator.lenient.errors ?? [];
      this.#violation(`${type} does not match the AsyncAPI schema: ${describeErrors(errors)}`);
      if (type === 'input_audio_data') return this.#error(connection, 'AUDIO_FORMAT_ERROR', 'The chunk is not valid base64 audio.', 'data');
      if (!['set_task', 'tts_task', 'flush_task', 'end_task'].includes(type))
        return this.#error(connection, 'INVALID_MESSAGE', describeErrors(errors));
      const details = errors
        .filter((e) => e.keyword !== 'if')
        .map((e) => {
          const loc: (string | number)[] = e.instancePath
            .split('/')
            .slice(2)
            .filter(Boolean)
            .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
          const missing = (e.params as {missingProperty?: string}).missingProperty;
          if (missing) loc.push(missing);
          return {loc, msg: e.message ?? 'invalid'};
        });
      return this.#error(connection, 'VALIDATION_ERROR', `${type} payload is invalid.`, details[0]?.loc.join('.') || null, details);
    }
    if (!validator.strict(message)) {
      for (const field of unknownProperties(validator.strict))
        this.#violation(`${type} has the unknown field ${field} (the server ignores it)`);
    }
    if (connection.task === 'ending' || connection.task === 'ended') {
      this.#violation(`${type} sent after end_task`);
      return this.#error(connection, 'TASK_ALREADY_ENDED', 'The task has ended; open a new session for a new task.');
    }
    if (type === 'input_audio_data') return this.#audio(connection, data.data, now);

    const interval = COMMAND_INTERVAL_MS[type];
    const last = connection.lastCommandAt.get(type);
    if (last !== undefined && now - last < interval - this.#rateTolerance) {
      this.#violation(`${type} rate limit: ${now - last} ms after the previous one (limit: 1 per ${interval / 1000} s)`);
      return this.#error(connection, 'RATE_LIMIT_EXCEEDED', `${type} is limited to one message every ${interval / 1000} s.`, type);
    }
    connection.lastCommandAt.set(type, now);

    switch (type) {
      case 'set_task':
        return this.#setTask(connection, data);
      case 'get_task':
        if (connection.task === 'running' || connection.task === 'paused') {
          if (connection.task === 'running') connection.toldRunningAt ??= now;
          return this.#send(connection, 'current_task', {task_status: connection.task, ...normalised(connection.settings)});
        }
        return this.#error(connection, 'NOT_FOUND', 'No active task.');
      case 'pause_task':
        if (connection.task !== 'running') return this.#error(connection, 'NOT_FOUND', 'No active task.');
        connection.task = 'paused';
        clearTimeout(connection.stallTimer);
        return;
      case 'flush_task':
        return;
      case 'end_task':
        return this.#endTask(connection, data);
      case 'tts_task':
        return;
    }
  }

  #setTask(connection: ConnectionState, settings: SchemaChecked): void {
    const source = settings.input_stream.source;
    const target = settings.output_stream.target;
    const problems: Detail[] = [];
    if (source.type !== 'ws')
      problems.push({loc: ['input_stream', 'source', 'type'], msg: `must be ws on the WebSocket transport, not ${source.type}`});
    if (target.type !== 'ws')
      problems.push({loc: ['output_stream', 'target', 'type'], msg: `must be ws on the WebSocket transport, not ${target.type}`});
    const targets = settings.pipeline.translations.map((t: {target_language: string}) => t.target_language);
    if (new Set(targets).size !== targets.length)
      problems.push({loc: ['pipeline', 'translations'], msg: 'each target_language may appear only once'});
    if (connection.settings && connection.settings.input_stream.source.type !== source.type)
      problems.push({loc: ['input_stream', 'source', 'type'], msg: 'cannot change within a connection'});
    if (problems.length) {
      this.#violation(`set_task is invalid: ${problems.map((p) => `${p.loc.join('.')} ${p.msg}`).join('; ')}`);
      return this.#error(connection, 'VALIDATION_ERROR', 'Task settings are invalid.', problems[0].loc.join('.'), problems);
    }
    const rejection = this.script.rejectSetTask;
    if (rejection) return this.#send(connection, 'error', rejection);
    connection.settings = settings;
    connection.glossary = new Map(
      settings.pipeline.translations.map((translation: {target_language: string; allow_translation_glossaries?: boolean}) => [
        translation.target_language,
        translation.allow_translation_glossaries === false
          ? []
          : this.glossaryEntries(settings.pipeline.transcription.source_language, translation.target_language),
      ]),
    );
    if (connection.task === 'none') {
      connection.task = 'starting';
      this.#later(connection, this.script.taskStartDelayMs, () => {
        connection.task = 'running';
        connection.runningSince = Date.now();
        if (this.#allowed(connection, 'tts_buffer_stats')) {
          connection.statsTimer = setInterval(() => this.#bufferStats(connection), BUFFER_STATS_INTERVAL_MS);
        }
      });
    } else if (connection.task === 'paused') {
      connection.task = 'running';
    }
  }

  #audio(connection: ConnectionState, base64: string, now: number): void {
    if (connection.task !== 'running') {
      this.#violation(
        `input_audio_data sent while the task is ${connection.task === 'paused' ? 'paused' : 'not running yet'} (the server discards it)`,
      );
      return;
    }
    const source = connection.settings.input_stream.source;
    const bytes = fromBase64(base64);
    if (!bytes) {
      this.#violation('input_audio_data is not valid base64');
      return this.#error(connection, 'AUDIO_FORMAT_ERROR', 'The chunk is not valid base64 audio.', 'data');
    }
    const rate = Number(source.sample_rate);
    const channels = Number(source.channels);
    const frame = 2 * channels;
    let pcmBytes = bytes.length;
    if (source.format === 'wav' && connection.audio.chunks === 0) {
      const header = readWavHeader(bytes);
      if (!header || header.sampleRate !== rate || header.channels !== channels || header.bitsPerSample !== 16) {
        const found = header
          ? `${header.sampleRate} Hz, ${header.channels} channel(s), ${header.bitsPerSample}-bit`
          : 'no RIFF/WAVE header';
        this.#violation(`the first wav chunk has ${found}; input_stream.source declares ${rate} Hz, ${channels} channel(s)`);
        return this.#error(
          connection,
          'AUDIO_FORMAT_ERROR',
          `The WAV header (${found}) does not match input_stream.source (${rate} Hz, ${channels} channel(s), 16-bit).`,
          'data',
        );
      }
      pcmBytes -= header.dataOffset;
    }
    const seconds = pcmBytes / (frame * rate);
    if (source.format === 'pcm_s16le') {
      const ms = seconds * 1000;
      const {minimum, maximum} = CHUNK_DURATION_MS;
      if (bytes.length % frame !== 0 || ms < minimum - 1e-6 || ms > maximum + 1e-6) {
        this.#violation(
          `input_audio_data chunk of ${bytes.length} bytes is ${ms.toFixed(1)} ms at ${rate} Hz × ${channels} channel(s); chunks must hold whole frames of ${minimum}–${maximum} ms`,
        );
        return this.#error(
          connection,
          'AUDIO_FORMAT_ERROR',
          `The chunk holds ${Math.round(ms)} ms of audio at the declared format; send ${minimum}–${maximum} ms per chunk.`,
          'data',
        );
      }
    }
    const audio = connection.audio;
    const clockFrom = connection.toldRunningAt ?? connection.runningSince ?? now;
    const early = audio.seconds - (now - clockFrom) / 1000;
    audio.maxEarly = Math.max(audio.maxEarly, early);
    if (early > MAX_AHEAD_S && !audio.earlyReported) {
      audio.earlyReported = true;
      this.#violation(
        `audio is arriving faster than real time: chunk ${audio.chunks + 1} is ${early.toFixed(2)} s ahead of its time since the task ran (limit ${MAX_AHEAD_S} s); send one chunk per chunk duration`,
      );
    }
    audio.firstAt ??= now;
    audio.seconds += seconds;
    audio.chunks += 1;
    audio.recent.push({at: now, seconds});
    audio.recent = audio.recent.filter((r) => now - r.at <= 10_000);
    // The warning follows the documented rule, counted from the first chunk's arrival.
    const ahead = audio.seconds - (now - audio.firstAt) / 1000;
    if (ahead > MAX_AHEAD_S) {
      this.#warn(
        connection,
        'AUDIO_STREAM_TOO_FAST',
        `Audio is arriving ${ahead.toFixed(1)} s ahead of real time; pace chunks by their duration.`,
      );
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
      if (connection.task !== 'running' || !connection.peer.open) return;
      this.#violation('no audio for 3 s while the task runs (AUDIO_STREAM_STALLED)');
      this.#warn(connection, 'AUDIO_STREAM_STALLED', 'No audio for 3 s while the task is running.');
    }, STALL_MS);

    this.#script(connection);
    if (this.script.dropAfterChunks !== undefined && audio.chunks >= this.script.dropAfterChunks) {
      connection.closedByServer = true;
      this.closes.push({code: 1006, reason: 'dropped by the engine', by: 'server'});
      connection.peer.drop();
    }
  }

  #line(connection: ConnectionState) {
    const {segments, segmentSeconds} = this.script;
    const line = segments[connection.segment.index % segments.length];
    return {...line, seconds: line.seconds ?? segmentSeconds};
  }

  /** Emits the scripted transcripts and speech as the received audio passes segment boundaries. */
  #script(connection: ConnectionState): void {
    const position = connection.audio.seconds;
    const segment = connection.segment;
    const line = this.#line(connection);
    const elapsed = position - segment.startedAt;
    const words = line.source.split(' ');
    const partialsDue = Math.min(2, Math.floor((elapsed / line.seconds) * 3));
    while (segment.partials < partialsDue) {
      segment.partials += 1;
      const share = (count: number) => Math.max(1, Math.round((count * segment.partials) / 3));
      const text = words.slice(0, share(words.length)).join(' ');
      this.#transcript(connection, 'partial_transcription', this.#sourceLanguage(connection), text, segment.startedAt, position);
      for (const translation of connection.settings.pipeline.translations) {
        if (!translation.translate_partial_transcriptions) continue;
        const translated = this.#translation(connection, line, translation.target_language).split(' ');
        this.#transcript(
          connection,
          'partial_translated_transcription',
          translation.target_language,
          translated.slice(0, share(translated.length)).join(' '),
          segment.startedAt,
          position,
        );
      }
    }
    if (elapsed >= line.seconds) this.#completeSegment(connection, position);
  }

  /** The scripted translation, with the task's glossary entries applied to the terms the line renders. */
  #translation(connection: ConnectionState, line: StreamScript['segments'][number], language: string): string {
    let text = line.translations[language] ?? `[${language}] ${line.source}`;
    const source = line.source.toLowerCase();
    for (const {from, to} of connection.glossary.get(language) ?? []) {
      const term = from.toLowerCase();
      const rendering = line.terms?.[term]?.[language];
      if (source.includes(term) && rendering && text.includes(rendering)) text = text.replace(rendering, to);
    }
    return text;
  }

  #completeSegment(connection: ConnectionState, position: number): void {
    const segment = connection.segment;
    const line = this.#line(connection);
    const id = `seg_${connection.session.roomName.slice(0, 4)}${segment.index}`;
    const elapsed = Math.max(0.1, position - segment.startedAt);
    this.#transcript(connection, 'validated_transcription', this.#sourceLanguage(connection), line.source, segment.startedAt, position, id);
    for (const translation of connection.settings.pipeline.translations) {
      const language = translation.target_language;
      this.#transcript(
        connection,
        'translated_transcription',
        language,
        this.#translation(connection, line, language),
        segment.startedAt,
        position,
        id,
      );
      const speech = tone(0.6, 330 + 60 * (segment.index % 6));
      const half = speech.length / 2;
      const [first, last] = [speech.subarray(0, half), speech.subarray(half)].map(
        (chunk, index) => () =>
          this.#send(connection, 'output_audio_data', {
            data: toBase64(chunk),
            language,
            last_chunk: index === 1,
            transcription_id: id,
            translation_part_id: `${id}:0`,
          }),
      );
      first();
      if (this.script.interleaveSpeech && segment.index % 2 === 0) {
        connection.heldSpeech.push(last);
      } else {
        last();
        connection.heldSpeech.splice(0).forEach((send) => send());
      }
      connection.queued.set(language, (connection.queued.get(language) ?? 0) + speech.length / 2 / OUTPUT_RATE);
    }
    if (this.#allowed(connection, 'pipeline_timings')) {
      const at = (share: number) => round(elapsed * share);
      this.#send(connection, 'pipeline_timings', {
        transcription_id: id,
        timings: {
          partial_transcription: at(0.34),
          validated_transcription: at(1),
          translated_transcription: at(1) + 0.12,
          prepared_tts_task: at(1) + 0.14,
          sent_tts_task: at(1) + 0.15,
          tts: at(1) + 0.42,
          sent_to_nats: at(1) + 0.43,
          total: at(1) + 0.45,
        },
      });
    }
    connection.segment = {index: segment.index + 1, startedAt: position, partials: 0};
  }

  /** Queue levels per target: speech sent minus what a listener would have played since. */
  #bufferStats(connection: ConnectionState): void {
    if (connection.task !== 'running' || !connection.peer.open || connection.queued.size === 0) return;
    const data: Record<string, {current_queue_level_ms: number; max_queue_level_ms: number}> = {};
    for (const [language, seconds] of connection.queued) {
      const left = Math.max(0, seconds - BUFFER_STATS_INTERVAL_MS / 1000);
      connection.queued.set(language, left);
      const configs = connection.settings.pipeline.translation_queue_configs ?? {};
      const cap = configs[language]?.max_queue_level_ms ?? configs.global?.max_queue_level_ms ?? DEFAULT_MAX_QUEUE_MS;
      data[language] = {current_queue_level_ms: Math.round(seconds * 1000), max_queue_level_ms: cap};
    }
    this.#send(connection, 'tts_buffer_stats', data);
  }

  #allowed(connection: ConnectionState, type: string): boolean {
    const allowed: string[] = connection.settings?.pipeline.allowed_message_types ?? [
      'partial_transcription',
      'validated_transcription',
      'translated_transcription',
    ];
    return allowed.includes(type);
  }

  #sourceLanguage(connection: ConnectionState): string {
    const language = connection.settings.pipeline.transcription.source_language;
    return language === 'auto' ? 'en' : language;
  }

  #transcript(connection: ConnectionState, type: string, language: string, text: string, start: number, end: number, id?: string): void {
    if (!this.#allowed(connection, type)) return;
    const base = (connection.audio.firstAt ?? Date.now()) / 1000;
    const transcription = {
      transcription_id: id ?? `seg_${connection.session.roomName.slice(0, 4)}${connection.segment.index}`,
      language,
      text,
      segments: [{start: round(start), end: round(end), start_timestamp: round(base + start), end_timestamp: round(base + end), text}],
    };
    this.#send(connection, type, {transcription});
  }

  #endTask(connection: ConnectionState, data: {force?: boolean; eos_timeout?: number}): void {
    if (connection.task === 'none' || connection.task === 'starting') {
      connection.task = 'ended';
      connection.session.ended = true;
      return this.#close(connection, 1000, 'task ended');
    }
    connection.task = 'ending';
    clearTimeout(connection.stallTimer);
    // Drain the phrase in flight, unless forced.
    if (!data.force && connection.audio.seconds - connection.segment.startedAt > 0.3)
      this.#completeSegment(connection, connection.audio.seconds);
    connection.heldSpeech.splice(0).forEach((send) => send());
    this.#later(connection, data.eos_timeout ? 300 : 50, () => {
      if (data.eos_timeout) this.#send(connection, 'eos', {});
      connection.task = 'ended';
      connection.session.ended = true;
      this.#close(connection, 1000, 'task ended');
    });
  }
}

/** The settings echoed as current_task does: aliases resolved, the fixed output fields filled in. */
function normalised(settings: SchemaChecked) {
  const source = {
    ...settings.input_stream.source,
    type: settings.input_stream.source.type === 'livekit' ? 'webrtc' : settings.input_stream.source.type,
  };
  return {
    input_stream: {content_type: 'audio', source},
    output_stream: {
      content_type: 'audio',
      target: {format: 'pcm_s16le', ...settings.output_stream.target, sample_rate: OUTPUT_RATE, channels: 1},
    },
    pipeline: settings.pipeline,
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
