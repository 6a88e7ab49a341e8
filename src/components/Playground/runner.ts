import {answersGetTask, toBase64, type StreamScript} from '@site/src/engines/stream';
import clipData from '@site/shared/data/playground-clip.json';
import {sharedSessions} from '@site/src/utils/tabSessions';
import {SimulatedSocket, acceptConsoleSessions, createSession, onViolation, selectScript} from './simulation/client';
import {Chunker, Resampler, chunkBytes, floatToPcm16} from './audio/pcm';
import {loadClip, pcmAt, type Clip} from './audio/clip';
import {openMicrophone, type Microphone} from './audio/microphone';
import {SpeechPlayer, type PlayerStats} from './audio/player';
import type {Scenario} from './scenarios';
import type {TaskData} from './settings';
import type {SchemaChecked} from '@site/src/engines/validation';
import type {RecordedRun} from './exportProgram';

export type Direction = 'sent' | 'received' | 'note';

export type LogEntry = {
  id: number;
  /** Milliseconds since the run started. */
  at: number;
  direction: Direction;
  type: string;
  /** Bytes of the frame. */
  size: number;
  /** The frame as JSON, long base64 shortened; for a note, its text. */
  text: string;
  code?: string;
};

export type Transcript = {id: string; text: string; final: boolean};

export type Latency = {partial?: number; translated?: number; speech?: number};

export type RunnerState = {
  phase: 'idle' | 'connecting' | 'open' | 'starting' | 'streaming' | 'paused' | 'ending' | 'closed';
  source: 'clip' | 'microphone' | null;
  log: LogEntry[];
  /** Source transcripts, then one list per target language. */
  transcripts: Record<string, Transcript[]>;
  latency: Latency;
  player: PlayerStats | null;
  close: {code: number; reason: string} | null;
  /** The last run that ended with end_task, for export. */
  recorded: RecordedRun | null;
  problem: string | null;
};

export const initialState: RunnerState = {
  phase: 'idle',
  source: null,
  log: [],
  transcripts: {},
  latency: {},
  player: null,
  close: null,
  recorded: null,
  problem: null,
};

const CLIP_URL = '/playground/sample-en.wav';
/**
 * The first `get_task` goes this long after `set_task`; each next one this long after the reply to
 * the previous one. The limit (1 per 2 s) counts arrivals, which a reply can only follow.
 */
const FIRST_POLL_MS = 600;
const POLL_MS = 2500;
const EOS_TIMEOUT_S = 2;
/** Silence after the clip, so the last phrase is finalised. */
const TRAILING_SILENCE_S = 0.6;

/** The simulated server's script: the clip's lines, timed by their length in the clip. */
export const clipScript: StreamScript = {
  segments: clipData.segments,
  segmentSeconds: 2,
  taskStartDelayMs: 400,
};

function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 48)}… (${value.length} characters)` : value;
  if (Array.isArray(value)) return value.map(shorten);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One playground session against the simulated server: connects, sends
 * `set_task`, waits for the task to run, streams the clip or the microphone
 * in real time, plays the translated speech, and records what it did.
 */
export class Runner {
  state: RunnerState = initialState;
  readonly #listeners = new Set<(state: RunnerState) => void>();
  #socket: SimulatedSocket | null = null;
  #startedAt = 0;
  #audioStartedAt = 0;
  #audioSeconds = 0;
  #nextId = 1;
  #player: SpeechPlayer | null = null;
  #microphone: Microphone | null = null;
  #clip: Promise<Clip> | null = null;
  #settle: ((started: boolean) => void) | null = null;
  #stopAudio = false;
  #recording: RecordedRun | null = null;
  #pollTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set while a `get_task` waits for its reply; the reply schedules the next poll. */
  #pollReplied: (() => void) | null = null;
  readonly #unsubscribe: () => void;

  constructor(
    readonly wsUrl: string,
    readonly apiBaseUrl: string,
  ) {
    this.#unsubscribe = onViolation((text) => this.#log('note', 'contract', 0, text));
  }

  subscribe(listener: (state: RunnerState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(patch: Partial<RunnerState>): void {
    this.state = {...this.state, ...patch};
    for (const listener of this.#listeners) listener(this.state);
  }

  #log(direction: Direction, type: string, size: number, text: string, code?: string): void {
    const entry = {id: this.#nextId++, at: Math.round(performance.now() - this.#startedAt), direction, type, size, text, code};
    this.#set({log: [...this.state.log, entry]});
  }

  /** A line of the playground's own in the log (not a frame). */
  note(text: string): void {
    this.#log('note', 'playground', 0, text);
  }

  get connected(): boolean {
    return this.#socket?.readyState === SimulatedSocket.OPEN;
  }

  /** The token to connect with and where it comes from: the one given, else a new simulated session's. */
  async #token(given: string): Promise<{token: string; wsUrl: string}> {
    if (!given) {
      const session = await createSession(this.wsUrl, this.apiBaseUrl);
      this.#log(
        'note',
        'session',
        0,
        `POST /session-storage/session (simulated) → 201: session ${session.id}, publisher token valid until ${session.expires_at}`,
      );
      return {token: session.publisher, wsUrl: session.ws_url};
    }
    const sessions = sharedSessions();
    acceptConsoleSessions(sessions, this.apiBaseUrl);
    const holder = sessions.find((session) => session.publisher === given || session.subscriber.includes(given));
    const role = holder?.publisher === given ? 'publisher' : 'subscriber';
    this.#log(
      'note',
      'session',
      0,
      holder
        ? `The ${role} token of session ${holder.id}, created in the API console, valid until ${holder.expires_at}`
        : 'The token given above; no session of this tab holds it.',
    );
    return {token: given, wsUrl: this.wsUrl};
  }

  /**
   * Opens the socket with `token`, or with a new simulated session's when it
   * is empty; resolves false when the handshake is refused.
   */
  async connect(scenario: Scenario, language: string, token = ''): Promise<boolean> {
    if (this.#socket) return this.connected;
    this.#startedAt = performance.now();
    this.#player?.close();
    this.#player = new SpeechPlayer(language);
    void this.#player.resume();
    this.#player.onChange = (player) => this.#set({player});
    this.#recording = null;
    this.#set({...initialState, phase: 'connecting', player: {...this.#player.stats}});
    selectScript(clipScript);
    const chosen = await this.#token(token.trim());
    const sent = scenario.badToken ? `${chosen.token.slice(0, -6)}AAAAAA` : chosen.token;
    const url = `${chosen.wsUrl}?token=${encodeURIComponent(sent)}`;
    this.#log('note', 'handshake', 0, `GET ${chosen.wsUrl}?token=${sent.slice(0, 12)}… (WebSocket upgrade)`);
    const socket = new SimulatedSocket(url);
    this.#socket = socket;
    return new Promise((resolve) => {
      socket.onopen = () => {
        this.#log('note', 'open', 0, '101 Switching Protocols: the socket is open; send set_task next.');
        this.#set({phase: 'open'});
        resolve(true);
      };
      socket.onrefused = (status, body) => {
        const parsed = JSON.parse(body);
        this.#log(
          'received',
          `HTTP ${status}`,
          body.length,
          JSON.stringify(parsed, null, 2),
          String(parsed.errors?.[0]?.error_code ?? status),
        );
        this.#log(
          'note',
          'refused',
          0,
          'A browser WebSocket sees only close code 1006 here; a server-side client gets the status and this body.',
        );
        resolve(false);
      };
      socket.onmessage = ({data}) => this.#receive(data);
      socket.onclose = ({code, reason}) => {
        this.#log('note', 'close', 0, `The socket closed with code ${code}${reason ? ` (${reason})` : ''}.`, `close-${code}`);
        this.#finishAudio();
        clearTimeout(this.#pollTimer);
        this.#settle?.(false);
        this.#socket = null;
        if (this.#recording && this.state.recorded !== this.#recording && code === 1000) this.#set({recorded: this.#recording});
        this.#set({phase: 'closed', close: {code, reason}, source: null});
      };
    });
  }

  /** Sends a client message as the reader wrote it; returns false when the socket is not open. */
  send(message: {message_type?: unknown; data?: unknown} | string): boolean {
    if (!this.connected) return false;
    const frame = typeof message === 'string' ? message : JSON.stringify(message);
    this.#socket!.send(frame);
    let parsed: SchemaChecked = null;
    try {
      parsed = JSON.parse(frame);
    } catch {
      parsed = null;
    }
    const type = typeof parsed?.message_type === 'string' ? parsed.message_type : '(not a message)';
    this.#log('sent', type, frame.length, parsed ? JSON.stringify(shorten(parsed), null, 2) : frame);
    if (this.#recording && type !== 'input_audio_data' && type !== 'end_task' && parsed && this.#audioStartedAt > 0) {
      this.#recording.steps.push({at: Math.round(this.#audioSeconds * 100) / 100, message: parsed});
    }
    if (type === 'end_task' && this.#recording && parsed?.data) this.#recording.endTask = parsed.data;
    return true;
  }

  /** Sends `set_task`, then polls `get_task` until the task runs. */
  async startTask(settings: TaskData, chunkMs: number, scenario: Scenario): Promise<boolean> {
    this.#recording = {
      settings: structuredClone(settings),
      steps: [],
      endTask: {eos_timeout: EOS_TIMEOUT_S},
      chunkMs,
      apiBaseUrl: this.apiBaseUrl,
    };
    this.#audioStartedAt = 0;
    this.#audioSeconds = 0;
    this.#set({phase: 'starting'});
    const running = new Promise<boolean>((resolve) => {
      this.#settle = resolve;
      const poll = (delay: number) => {
        this.#pollTimer = setTimeout(() => {
          if (!this.connected || this.state.phase !== 'starting') return resolve(false);
          this.#pollReplied = () => poll(POLL_MS);
          this.send({message_type: 'get_task', data: {}});
        }, delay);
      };
      poll(FIRST_POLL_MS);
    });
    this.send({message_type: 'set_task', data: settings});
    if (scenario.secondSetTaskAfterMs !== undefined) {
      await sleep(scenario.secondSetTaskAfterMs);
      this.send({message_type: 'set_task', data: settings});
    }
    const started = await running;
    this.#settle = null;
    this.#pollReplied = null;
    clearTimeout(this.#pollTimer);
    if (!started) this.#recording = null;
    return started;
  }

  #clipAudio(): Promise<Clip> {
    this.#clip ??= loadClip(CLIP_URL).catch((error) => {
      this.#clip = null;
      throw error;
    });
    return this.#clip;
  }

  /** Streams the bundled clip as the scenario says, at real-time pace unless it says otherwise. */
  async streamClip(settings: TaskData, chunkMs: number, scenario: Scenario): Promise<void> {
    const clip = await this.#clipAudio();
    const source = settings.input_stream.source;
    const rate = Number(source.sample_rate);
    const channels = Number(source.channels);
    let bytes: Uint8Array;
    if (scenario.wavDeclaredAs) {
      bytes = clip.file;
    } else {
      const mono = pcmAt(clip, rate);
      const silence = new Uint8Array(chunkBytes(rate, 1, TRAILING_SILENCE_S * 1000));
      const joined = new Uint8Array(mono.length + silence.length);
      joined.set(mono);
      joined.set(silence, mono.length);
      bytes = channels === 2 ? toStereo(joined) : joined;
    }
    const size = chunkBytes(scenario.wavDeclaredAs ? clip.sampleRate : rate, channels, chunkMs);
    this.#set({phase: 'streaming', source: 'clip'});
    this.#stopAudio = false;
    this.#audioStartedAt = performance.now();
    let next = performance.now();
    let sentSeconds = 0;
    for (let offset = 0, index = 0; offset < bytes.length; offset += size, index++) {
      if (this.#stopAudio || !this.connected) return;
      while (this.state.phase === 'paused') {
        await sleep(100);
        next = performance.now();
      }
      if (scenario.pause && sentSeconds >= scenario.pause.afterS && sentSeconds < scenario.pause.afterS + chunkMs / 1000) {
        this.#log('note', 'scenario', 0, `Sending no audio for ${scenario.pause.forS} s.`);
        await sleep(scenario.pause.forS * 1000);
        next = performance.now();
      }
      this.#sendAudio(bytes.subarray(offset, offset + size), chunkMs / 1000);
      sentSeconds += chunkMs / 1000;
      if (!scenario.burst) {
        next += chunkMs;
        await sleep(Math.max(0, next - performance.now()));
      }
    }
  }

  #sendAudio(chunk: Uint8Array, seconds: number): void {
    if (this.send({message_type: 'input_audio_data', data: {data: toBase64(chunk)}})) this.#audioSeconds += seconds;
  }

  /** Streams the microphone, resampled to the declared rate, in chunks of `chunkMs`. */
  async streamMicrophone(settings: TaskData, chunkMs: number): Promise<void> {
    const rate = Number(settings.input_stream.source.sample_rate);
    const chunker = new Chunker(chunkBytes(rate, 1, chunkMs));
    let resampler: Resampler | null = null;
    this.#stopAudio = false;
    this.#microphone = await openMicrophone((samples) => {
      if (this.#stopAudio || this.state.phase === 'paused') return;
      resampler ??= new Resampler(this.#microphone?.sampleRate ?? rate, rate);
      for (const chunk of chunker.push(floatToPcm16(resampler.push(samples)))) this.#sendAudio(chunk, chunkMs / 1000);
    });
    this.#audioStartedAt = performance.now();
    this.#log(
      'note',
      'microphone',
      0,
      `Microphone open at ${this.#microphone.sampleRate} Hz, resampled to ${rate} Hz, ${chunkMs} ms per chunk.`,
    );
    this.#set({phase: 'streaming', source: 'microphone'});
  }

  #finishAudio(): void {
    this.#stopAudio = true;
    this.#microphone?.stop();
    this.#microphone = null;
  }

  pause(): void {
    if (this.state.phase !== 'streaming') return;
    this.send({message_type: 'pause_task', data: {}});
    this.#set({phase: 'paused'});
  }

  /** After `pause_task`, `set_task` with the same settings resumes the task. */
  resume(): void {
    if (this.state.phase !== 'paused' || !this.#recording) return;
    this.send({message_type: 'set_task', data: this.#recording.settings});
    this.#set({phase: 'streaming'});
  }

  endTask(): void {
    if (!this.connected) return;
    this.#finishAudio();
    this.send({message_type: 'end_task', data: {eos_timeout: EOS_TIMEOUT_S}});
    this.#set({phase: 'ending'});
  }

  disconnect(): void {
    this.#finishAudio();
    this.#socket?.close(1000, 'client closed');
  }

  set language(language: string) {
    if (this.#player) this.#player.language = language;
  }

  set muted(muted: boolean) {
    if (this.#player) this.#player.muted = muted;
  }

  dispose(): void {
    this.disconnect();
    this.#player?.close();
    this.#unsubscribe();
  }

  #takePollReply(): void {
    const next = this.#pollReplied;
    this.#pollReplied = null;
    next?.();
  }

  #receive(frame: string): void {
    const message = JSON.parse(frame);
    const type: string = message.message_type;
    const data = message.data;
    const code = type === 'error' || type === 'warning' ? data.code : undefined;
    this.#log('received', type, frame.length, JSON.stringify(shorten(message), null, 2), code);
    const since = this.#audioStartedAt > 0 ? Math.round(performance.now() - this.#audioStartedAt) : undefined;
    const latency = {...this.state.latency};
    switch (type) {
      case 'current_task':
        this.#pollReplied = null;
        if (this.state.phase === 'starting') this.#settle?.(true);
        break;
      case 'error':
        // A rejected set_task leaves no task to wait for.
        if (this.state.phase === 'starting' && data.code === 'VALIDATION_ERROR') this.#settle?.(false);
        else if (answersGetTask(type, data)) this.#takePollReply();
        break;
      case 'partial_transcription':
      case 'validated_transcription':
      case 'translated_transcription':
      case 'partial_translated_transcription': {
        if (type === 'partial_transcription') latency.partial ??= since;
        if (type === 'translated_transcription') latency.translated ??= since;
        const {transcription} = data;
        const key = type.includes('translated') ? transcription.language : 'source';
        const list = [...(this.state.transcripts[key] ?? [])];
        const at = list.findIndex((item) => item.id === transcription.transcription_id);
        const item = {id: transcription.transcription_id, text: transcription.text, final: !type.startsWith('partial')};
        if (at >= 0) list[at] = item;
        else list.push(item);
        this.#set({transcripts: {...this.state.transcripts, [key]: list}});
        break;
      }
      case 'output_audio_data':
        latency.speech ??= since;
        this.#player?.push(data);
        break;
    }
    if (since !== undefined) this.#set({latency});
  }
}

function toStereo(mono: Uint8Array): Uint8Array {
  const stereo = new Uint8Array(mono.length * 2);
  for (let i = 0; i < mono.length; i += 2) {
    stereo.set(mono.subarray(i, i + 2), i * 2);
    stereo.set(mono.subarray(i, i + 2), i * 2 + 2);
  }
  return stereo;
}
