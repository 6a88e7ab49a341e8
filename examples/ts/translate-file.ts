/**
 * Translates an English WAV file into Spanish speech over the streaming WebSocket.
 *
 *   npx tsx translate-file.ts input.wav output.wav
 *
 * Needs API_CLIENT_ID and API_CLIENT_SECRET (an API key) and, optionally, API_BASE_URL.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {pathToFileURL} from 'node:url';
import {setTimeout as sleep} from 'node:timers/promises';
import WebSocket from 'ws';
import type {ClientMessage, OutputAudio, ServerMessage, StreamError, TaskSettings} from './messages.ts';
import {WavError, parseWav, wavFile, type PcmAudio} from './wav.ts';

export const SOURCE_LANGUAGE = 'en';
export const TARGET_LANGUAGE = 'es';
export const VOICE_ID = 'default_low';
export const CHUNK_MS = 320; // recommended chunk length
export const TRAILING_SILENCE_MS = 2000; // lets the server finalise the last phrase
export const OUTPUT_SAMPLE_RATE = 24_000; // translated speech is always 24 kHz mono pcm_s16le
// get_task and set_task allow one message per 2 s each, counted where they arrive. Each poll
// goes 2.5 s after the reply to the previous one: a reply cannot come before its poll arrived.
const POLL_MS = 2500;

/** An expected failure: printed as a message, without a stack trace. */
export class ExampleError extends Error {}

// #region config
export type Config = {baseUrl: string; clientId: string; clientSecret: string};

export function readConfig(env = process.env): Config {
  const missing = ['API_CLIENT_ID', 'API_CLIENT_SECRET'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new ExampleError(
      `Missing environment variable ${missing.join(' and ')}. Export the Client ID and Client Secret of your API key first.`,
    );
  }
  return {
    baseUrl: (env.API_BASE_URL?.trim() || 'https://api.example.com').replace(/\/+$/, ''),
    clientId: env.API_CLIENT_ID!.trim(),
    clientSecret: env.API_CLIENT_SECRET!.trim(),
  };
}
// #endregion

// #region session
export type Session = {id: string; publisher: string; ws_url: string};

/** Calls the REST API with the API key headers. */
async function callApi(config: Config, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {ClientId: config.clientId, ClientSecret: config.clientSecret};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(config.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    throw new ExampleError(`Cannot reach ${config.baseUrl}: ${cause?.code ?? cause?.message ?? String(error)}`);
  }
}

/** Turns an error reply ({"ok": false, "errors": [ProblemDetail, ...]}) into one line. */
async function describeProblem(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const {errors} = JSON.parse(text) as {errors?: {error_code: number; title: string; detail: string}[]};
    if (errors?.length) {
      return `HTTP ${response.status}: ${errors.map((e) => `${e.title} (${e.error_code}): ${e.detail}`).join('; ')}`;
    }
  } catch {
    // not JSON: fall through to the bare status
  }
  return `HTTP ${response.status}`;
}

export async function createSession(config: Config): Promise<Session> {
  const response = await callApi(config, 'POST', '/session-storage/session', {
    data: {subscriber_count: 0, publisher_can_subscribe: true, intent: 'api', ttl_seconds: 900},
  });
  if (response.status !== 201) {
    throw new ExampleError(`Could not create a session. ${await describeProblem(response)}`);
  }
  const {data} = (await response.json()) as {ok: true; data: Session};
  return data;
}

export async function deleteSession(config: Config, sessionId: string): Promise<void> {
  const response = await callApi(config, 'DELETE', `/session-storage/sessions/${encodeURIComponent(sessionId)}`);
  // 204: deleted. 404: already cleaned up after end_task. Both are fine.
  if (response.status !== 204 && response.status !== 404) {
    throw new ExampleError(`Could not delete session ${sessionId}. ${await describeProblem(response)}`);
  }
}
// #endregion

// #region settings
export function taskSettings(audio: Pick<PcmAudio, 'sampleRate' | 'channels'>): TaskSettings {
  return {
    input_stream: {
      content_type: 'audio',
      // Declare the file's own format: no resampling needed on this side.
      source: {type: 'ws', format: 'pcm_s16le', sample_rate: audio.sampleRate, channels: audio.channels},
    },
    output_stream: {content_type: 'audio', target: {type: 'ws', format: 'pcm_s16le'}},
    pipeline: {
      transcription: {source_language: SOURCE_LANGUAGE},
      translations: [{target_language: TARGET_LANGUAGE, speech_generation: {voice_id: VOICE_ID}}],
    },
  };
}
// #endregion

function rejectedSetTask({code, desc, param, details}: StreamError): ExampleError {
  const fields = details?.map((detail) => `${detail.loc.join('.')}: ${detail.msg}`).join('; ');
  return new ExampleError(`The server rejected set_task: ${code} ${desc}${param ? ` [${param}]` : ''}${fields ? ` (${fields})` : ''}`);
}

/** A pause that ends after a time, or as soon as something it waits for happens (`wake()`). */
export class Wakeup {
  #wake: (() => void) | undefined;

  /** Resolves after `ms`, or earlier at the next `wake()`. */
  async wait(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.#wake = undefined;
  }

  wake(): void {
    this.#wake?.();
  }
}

/** One WebSocket connection running one translation task. */
export class TranslationSocket {
  /** Translated speech for TARGET_LANGUAGE, as it arrives. */
  readonly speech: Buffer[] = [];
  /** Where each chunk of TARGET_LANGUAGE speech goes: into `speech`, unless replaced. */
  onSpeech: (pcm: Buffer, audio: OutputAudio) => void = (pcm) => void this.speech.push(pcm);
  /** Sees every server message before it is handled. */
  onMessage: (message: ServerMessage) => void = () => {};
  #running = false;
  #setTaskDropped = false; // set_task hit its rate limit and must be sent again
  #pollReplies = 0; // replies to get_task so far: current_task, NOT_FOUND, or RATE_LIMIT_EXCEEDED for a dropped poll
  #rejection: StreamError | undefined;
  #failure: Error | undefined;
  #ending = false;
  /** Woken when a message arrives or the connection closes. */
  readonly #change = new Wakeup();
  #partialShown = false;
  readonly #closed: Promise<void>;
  readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    this.#closed = new Promise<void>((resolve, reject) => {
      ws.on('close', (code, reason) => {
        if (this.#ending && code === 1000) {
          resolve();
        } else {
          this.#failure ??= new ExampleError(
            `The connection closed unexpectedly (code ${code}${reason.length ? `, ${reason}` : ''}). ` +
              'A task does not resume by itself: run the example again to start over with a new session.',
          );
          reject(this.#failure);
        }
        this.#change.wake();
      });
    });
    this.#closed.catch(() => {}); // reported by whichever step is waiting
    ws.on('error', (error) => {
      this.#failure ??= new ExampleError(`WebSocket error: ${error.message}`);
    });
    ws.on('message', (raw) => {
      try {
        this.#handle(JSON.parse(raw.toString()) as ServerMessage);
      } catch (error) {
        this.print(`Ignored a message that is not valid JSON: ${(error as Error).message}`);
      }
      this.#change.wake();
    });
    this.#keepAlive();
  }

  // #region connect
  /** Opens ws_url?token=<publisher>. The API key is not used on this connection. */
  static connect(session: Session): Promise<TranslationSocket> {
    const url = new URL(session.ws_url);
    url.searchParams.set('token', session.publisher);
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new TranslationSocket(ws)));
      ws.once('unexpected-response', (request, response) => {
        // The handshake was refused; the body is a ProblemDetail envelope.
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => {
          request.destroy();
          const problem = (JSON.parse(body || '{}') as {errors?: {error_code: number; detail: string}[]}).errors?.[0];
          const reason = problem ? `: ${problem.detail} (${problem.error_code})` : '';
          reject(new ExampleError(`The stream server refused the connection with HTTP ${response.statusCode}${reason}`));
        });
      });
      ws.once('error', (error) => reject(new ExampleError(`Cannot connect to the stream server: ${error.message}`)));
    });
  }

  send(message: ClientMessage): void {
    this.#throwIfFailed();
    this.ws.send(JSON.stringify(message));
  }
  // #endregion

  // #region start-task
  /** Sends set_task, then polls get_task until the task runs, each poll 2.5 s after the previous reply. */
  async startTask(settings: TaskSettings): Promise<void> {
    this.send({message_type: 'set_task', data: settings});
    const deadline = Date.now() + 30_000;
    while (Date.now() + POLL_MS < deadline) {
      const replies = this.#pollReplies;
      this.send({message_type: 'get_task', data: {}});
      while (this.#pollReplies === replies && Date.now() < deadline) {
        await this.#change.wait(deadline - Date.now());
        this.#throwIfFailed();
      }
      // Errors about set_task arrive before the reply to a later get_task.
      if (this.#rejection) throw rejectedSetTask(this.#rejection);
      if (this.#running) return;
      await sleep(POLL_MS);
      if (this.#setTaskDropped) {
        this.#setTaskDropped = false;
        this.send({message_type: 'set_task', data: settings});
      }
    }
    throw new ExampleError('The task did not start within 30 s.');
  }
  // #endregion

  // #region stream
  /** Sends the audio in 320 ms chunks at real-time pace, then 2 s of silence. */
  async streamAudio(audio: PcmAudio): Promise<void> {
    const frameBytes = audio.channels * 2;
    const chunkBytes = Math.round((audio.sampleRate * CHUNK_MS) / 1000) * frameBytes;
    const whole = audio.pcm.length - (audio.pcm.length % frameBytes);
    const chunks = Math.ceil(whole / chunkBytes) + Math.ceil(TRAILING_SILENCE_MS / CHUNK_MS);
    // Pad with digital silence to whole chunks; the padding is the trailing silence.
    const pcm = Buffer.alloc(chunks * chunkBytes);
    audio.pcm.copy(pcm, 0, 0, whole);

    const start = performance.now();
    for (let index = 0; index < chunks; index++) {
      // Schedule each chunk against the clock (start + index × 320 ms) so delays do not add up.
      const delay = start + index * CHUNK_MS - performance.now();
      if (delay > 0) await sleep(delay);
      const chunk = pcm.subarray(index * chunkBytes, (index + 1) * chunkBytes);
      this.send({message_type: 'input_audio_data', data: {data: chunk.toString('base64')}});
    }
  }
  // #endregion

  // #region finish
  /** Sends end_task and waits for eos and the server's close (code 1000). */
  async finish(): Promise<void> {
    this.send({message_type: 'end_task', data: {force: false, eos_timeout: 5}});
    this.#ending = true;
    const timeout = sleep(60_000, undefined, {ref: false}).then(() => {
      throw new ExampleError('The server did not close the connection within 60 s of end_task.');
    });
    await Promise.race([this.#closed, timeout]);
  }
  // #endregion

  /** Closes the connection from this side, if it is still open (after a failure or Ctrl+C). */
  close(reason: string): void {
    this.#failure ??= new ExampleError(reason);
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.terminate();
  }

  // #region messages
  #handle(message: ServerMessage): void {
    this.onMessage(message);
    switch (message.message_type) {
      case 'current_task':
        this.#running = message.data.task_status === 'running';
        this.#pollReplies += 1;
        break;
      case 'partial_transcription':
        this.#showPartial(message.data.transcription.text);
        break;
      case 'validated_transcription':
      case 'translated_transcription': {
        const {language, text} = message.data.transcription;
        this.print(`[${language}] ${text}`);
        break;
      }
      case 'output_audio_data':
        if (message.data.language === TARGET_LANGUAGE) {
          this.onSpeech(Buffer.from(message.data.data, 'base64'), message.data);
        }
        break;
      case 'warning':
        this.print(`Warning ${message.data.code}: ${message.data.message}`);
        break;
      case 'error':
        if (message.data.code === 'RATE_LIMIT_EXCEEDED') {
          // The command was dropped, not refused: back off and send it again at the next slot.
          if (message.data.param === 'set_task') this.#setTaskDropped = true;
          if (message.data.param === 'get_task') this.#pollReplies += 1;
        } else if (!this.#running) {
          // Before the task runs, NOT_FOUND without a param only means "not started yet".
          if (message.data.code === 'NOT_FOUND' && !message.data.param) this.#pollReplies += 1;
          else this.#rejection = message.data;
        } else {
          this.print(`Error ${message.data.code}: ${message.data.desc}`);
        }
        break;
      case 'eos':
        this.print('End of stream.');
        break;
    }
  }
  // #endregion

  #showPartial(text: string): void {
    if (!process.stdout.isTTY) return; // only a terminal can rewrite the line in place
    process.stdout.write(`\r\x1b[2K  … ${text}`);
    this.#partialShown = true;
  }

  print(line: string): void {
    if (this.#partialShown) process.stdout.write('\r\x1b[2K');
    this.#partialShown = false;
    console.log(line);
  }

  #throwIfFailed(): void {
    if (this.#failure) throw this.#failure;
    if (this.ws.readyState !== WebSocket.OPEN && !this.#ending) {
      throw new ExampleError('The connection is closed.');
    }
  }

  /** Pings every 10 s; a connection without a pong for 30 s is dead. */
  #keepAlive(): void {
    let lastPong = Date.now();
    this.ws.on('pong', () => (lastPong = Date.now()));
    const timer = setInterval(() => {
      if (Date.now() - lastPong > 30_000) this.close('No pong from the server for 30 s.');
      else this.ws.ping();
    }, 10_000);
    this.ws.once('close', () => clearInterval(timer));
  }
}

// #region main
/** Creates a session, runs `work` with it and deletes the session afterwards, also after a failure. */
export async function inSession<T>(config: Config, work: (session: Session) => Promise<T>): Promise<T> {
  const session = await createSession(config);
  console.log(`Session ${session.id} created.`);
  try {
    return await work(session);
  } finally {
    await deleteSession(config, session.id).then(
      () => console.log(`Session ${session.id} deleted.`),
      (error: Error) => console.error(`Warning: ${error.message}`),
    );
  }
}

async function main([inputPath, outputPath = 'output.wav']: string[]): Promise<void> {
  if (!inputPath) throw new ExampleError('Usage: npx tsx translate-file.ts input.wav [output.wav]');
  const config = readConfig();
  const audio = parseWav(await readFile(inputPath), inputPath);
  const seconds = audio.pcm.length / (audio.sampleRate * audio.channels * 2);
  console.log(`${inputPath}: ${audio.sampleRate} Hz, ${audio.channels === 1 ? 'mono' : 'stereo'}, ${seconds.toFixed(1)} s`);

  await inSession(config, async (session) => {
    let socket: TranslationSocket | undefined;
    const interrupt = () => socket?.close('Interrupted.');
    process.once('SIGINT', interrupt);
    try {
      socket = await TranslationSocket.connect(session);
      await socket.startTask(taskSettings(audio));
      console.log(`Task running: ${SOURCE_LANGUAGE} → ${TARGET_LANGUAGE}, voice ${VOICE_ID}. Streaming in real time…`);
      await socket.streamAudio(audio);
      await socket.finish();

      const pcm = Buffer.concat(socket.speech);
      await writeFile(outputPath, wavFile({sampleRate: OUTPUT_SAMPLE_RATE, channels: 1, pcm}));
      console.log(`Saved ${(pcm.length / (OUTPUT_SAMPLE_RATE * 2)).toFixed(1)} s of ${TARGET_LANGUAGE} speech to ${outputPath}.`);
    } finally {
      process.off('SIGINT', interrupt);
      socket?.close('Finished.');
    }
  });
}
// #endregion

/** Runs `main` when this file is the program started; expected failures end it with one line on stderr. */
export function runProgram(moduleUrl: string, main: (args: string[]) => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main(process.argv.slice(2)).catch((error: unknown) => {
    const expected = error instanceof ExampleError || error instanceof WavError || (error as NodeJS.ErrnoException).code === 'ENOENT';
    console.error(expected ? `Error: ${(error as Error).message}` : error);
    process.exitCode = 1;
  });
}

runProgram(import.meta.url, main);
