/**
 * Translates the microphone live and plays the Spanish speech on the speakers.
 *
 *   npx tsx live-translate.ts                                    # microphone → speakers (needs SoX)
 *   npx tsx live-translate.ts --input talk.wav --output heard.wav  # a WAV file as microphone and as speaker
 *
 * Needs API_CLIENT_ID and API_CLIENT_SECRET (an API key) and, optionally, API_BASE_URL.
 * Ctrl+C stops the microphone; the phrases in flight are still translated and played.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {readFile, writeFile} from 'node:fs/promises';
import {setTimeout as sleep} from 'node:timers/promises';
import {parseArgs} from 'node:util';
import {
  CHUNK_MS,
  OUTPUT_SAMPLE_RATE,
  SOURCE_LANGUAGE,
  TARGET_LANGUAGE,
  TRAILING_SILENCE_MS,
  TranslationSocket,
  VOICE_ID,
  Wakeup,
  inSession,
  readConfig,
  runProgram,
  taskSettings,
} from './translate-file.ts';
import {parseWav, wavFile, type PcmAudio} from './wav.ts';

// What the pipeline sends: the API's recommended input, 24 kHz mono pcm_s16le in 320 ms chunks.
const INPUT_SAMPLE_RATE = 24_000;
const CHUNK_BYTES = Math.round((INPUT_SAMPLE_RATE * CHUNK_MS) / 1000) * 2;
// A phrase starts playing once this much of it is buffered (or all of it has arrived).
const PREBUFFER_MS = 200;
// A phrase that gets no audio for this long, while later audio waits, is played as far as it came.
const STALL_MS = 3000;

// #region devices
// #region interfaces
export interface Microphone {
  readonly sampleRate: number;
  readonly channels: number;
  /** Interleaved 16-bit little-endian samples, as the device delivers them, until stop(). */
  blocks(): AsyncIterable<Buffer>;
  stop(): void;
}

export interface Speaker {
  /** Queues 24 kHz mono 16-bit samples; may wait while the device's buffer is full. */
  play(pcm: Buffer): Promise<void>;
  /** Waits until everything queued has been played. */
  close(): Promise<void>;
}
// #endregion

/** Starts SoX; a missing `sox` command becomes a clear message instead of a crash. */
function sox(args: string[], stdio: ['ignore', 'pipe', 'inherit'] | ['pipe', 'ignore', 'inherit']): ChildProcess {
  const child = spawn('sox', ['-q', ...args], {stdio});
  child.on('error', (error: NodeJS.ErrnoException) => {
    const hint =
      error.code === 'ENOENT'
        ? 'Install SoX (apt install sox, brew install sox) or run with --input and --output WAV files.'
        : error.message;
    console.error(`Error: cannot start sox. ${hint}`);
    process.exit(1);
  });
  return child;
}

const RAW = (rate: number) => ['-t', 'raw', '-r', String(rate), '-e', 'signed-integer', '-b', '16', '-c', '1'];

/** The default input device, through SoX, as 48 kHz mono. */
class SoxMicrophone implements Microphone {
  readonly sampleRate = 48_000;
  readonly channels = 1;
  readonly #sox = sox(['-d', ...RAW(this.sampleRate), '-'], ['ignore', 'pipe', 'inherit']);

  blocks(): AsyncIterable<Buffer> {
    return this.#sox.stdout!;
  }

  stop(): void {
    this.#sox.kill('SIGTERM');
  }
}

/** The default output device, through SoX, at 24 kHz mono. */
class SoxSpeaker implements Speaker {
  readonly #sox = sox([...RAW(OUTPUT_SAMPLE_RATE), '-', '-d'], ['pipe', 'ignore', 'inherit']);

  async play(pcm: Buffer): Promise<void> {
    if (!this.#sox.stdin!.write(pcm)) await once(this.#sox.stdin!, 'drain');
  }

  async close(): Promise<void> {
    this.#sox.stdin!.end();
    await once(this.#sox, 'close');
  }
}

/** A WAV file that delivers its audio like a device: 20 ms blocks at real-time pace. */
class WavMicrophone implements Microphone {
  static readonly BLOCK_MS = 20;
  #stopped = false;

  private constructor(readonly audio: PcmAudio) {}

  static async open(path: string): Promise<WavMicrophone> {
    return new WavMicrophone(parseWav(await readFile(path), path));
  }

  get sampleRate() {
    return this.audio.sampleRate;
  }

  get channels() {
    return this.audio.channels;
  }

  async *blocks(): AsyncIterable<Buffer> {
    const block = Math.round((this.sampleRate * WavMicrophone.BLOCK_MS) / 1000) * this.channels * 2;
    const start = performance.now();
    for (let index = 0, offset = 0; offset < this.audio.pcm.length && !this.#stopped; index++, offset += block) {
      const delay = start + (index + 1) * WavMicrophone.BLOCK_MS - performance.now();
      if (delay > 0) await sleep(delay);
      yield this.audio.pcm.subarray(offset, offset + block);
    }
  }

  stop(): void {
    this.#stopped = true;
  }
}

/** Records what would be played into a 24 kHz mono WAV file. */
class WavSpeaker implements Speaker {
  readonly #played: Buffer[] = [];

  constructor(readonly path: string) {}

  async play(pcm: Buffer): Promise<void> {
    this.#played.push(pcm);
  }

  async close(): Promise<void> {
    await writeFile(this.path, wavFile({sampleRate: OUTPUT_SAMPLE_RATE, channels: 1, pcm: Buffer.concat(this.#played)}));
  }
}
// #endregion

// #region resample
/** Turns interleaved 16-bit audio at any rate and channel count into 24 kHz mono, block by block. */
export class Resampler {
  readonly #step: number; // input samples per output sample
  #position = 0; // where the next output sample falls in #pending
  #pending: number[] = []; // mono input samples not yet used up

  constructor(
    sampleRate: number,
    readonly channels: number,
  ) {
    this.#step = sampleRate / INPUT_SAMPLE_RATE;
  }

  convert(block: Buffer): Buffer {
    const frames = Math.floor(block.length / (2 * this.channels));
    for (let frame = 0; frame < frames; frame++) {
      let sum = 0; // downmix: the mean of the channels of each frame
      for (let c = 0; c < this.channels; c++) sum += block.readInt16LE((frame * this.channels + c) * 2);
      this.#pending.push(Math.trunc(sum / this.channels));
    }
    const out: number[] = [];
    // Linear interpolation between the two input samples around each output instant.
    while (this.#position + 1 < this.#pending.length) {
      const i = Math.floor(this.#position);
      const fraction = this.#position - i;
      out.push(Math.round(this.#pending[i]! + (this.#pending[i + 1]! - this.#pending[i]!) * fraction));
      this.#position += this.#step;
    }
    const used = Math.floor(this.#position);
    this.#pending = this.#pending.slice(used);
    this.#position -= used;
    const pcm = Buffer.alloc(out.length * 2);
    out.forEach((sample, i) => pcm.writeInt16LE(sample, i * 2));
    return pcm;
  }
}
// #endregion

// #region jitter-buffer
/**
 * Puts translated phrases in spoken order and hands their audio to the player.
 * A phrase is the audio of one transcription_id, from its first chunk to the one with
 * last_chunk. Phrases play in the order their translated_transcription arrived, even when
 * the chunks of a later phrase arrive first.
 */
export class JitterBuffer {
  readonly #order: string[] = []; // transcription ids in spoken order, the playing one first
  readonly #chunks = new Map<string, Buffer[]>();
  readonly #complete = new Set<string>();
  readonly #lastArrival = new Map<string, number>();
  #playing: string | undefined;
  #ended = false;
  /** Woken when audio arrives or the buffer ends. */
  readonly #arrival = new Wakeup();

  /** A phrase was translated: its audio follows and plays after the phrases before it. */
  expect(transcriptionId: string): void {
    if (this.#chunks.has(transcriptionId)) return;
    this.#order.push(transcriptionId);
    this.#chunks.set(transcriptionId, []);
    this.#lastArrival.set(transcriptionId, Date.now());
  }

  add(transcriptionId: string, pcm: Buffer, lastChunk: boolean): void {
    this.expect(transcriptionId);
    this.#chunks.get(transcriptionId)!.push(pcm);
    this.#lastArrival.set(transcriptionId, Date.now());
    if (lastChunk) this.#complete.add(transcriptionId);
    this.#arrival.wake();
  }

  /** No more audio will come (eos or the connection closed). */
  end(): void {
    this.#ended = true;
    this.#arrival.wake();
  }

  #ready(head: string): boolean {
    const queued = this.#chunks.get(head)!;
    const bufferedMs = (queued.reduce((sum, chunk) => sum + chunk.length, 0) / (OUTPUT_SAMPLE_RATE * 2)) * 1000;
    return queued.length > 0 && (head === this.#playing || this.#complete.has(head) || this.#ended || bufferedMs >= PREBUFFER_MS);
  }

  #finished(head: string): boolean {
    if (this.#chunks.get(head)!.length > 0) return false;
    const stalled = Date.now() - this.#lastArrival.get(head)! > STALL_MS && this.#order.length > 1;
    return this.#complete.has(head) || this.#ended || stalled;
  }

  /** The next piece of audio to play; undefined once everything has been played. */
  async nextAudio(): Promise<Buffer | undefined> {
    for (;;) {
      while (this.#order.length > 0 && this.#finished(this.#order[0]!)) {
        this.#chunks.delete(this.#order.shift()!);
        this.#playing = undefined;
      }
      const head = this.#order[0];
      if (head === undefined && this.#ended) return undefined;
      if (head !== undefined && this.#ready(head)) {
        this.#playing = head;
        return this.#chunks.get(head)!.shift();
      }
      await this.#arrival.wait(STALL_MS);
    }
  }
}

/** Plays the buffered phrases in order until the buffer ends; returns the seconds played. */
async function play(buffer: JitterBuffer, speaker: Speaker): Promise<number> {
  let played = 0;
  for (let pcm = await buffer.nextAudio(); pcm; pcm = await buffer.nextAudio()) {
    await speaker.play(pcm);
    played += pcm.length;
  }
  await speaker.close();
  return played / (OUTPUT_SAMPLE_RATE * 2);
}
// #endregion

// #region stream-microphone
/** Resamples the microphone to 24 kHz mono and sends 320 ms chunks, never ahead of real time. */
async function streamMicrophone(socket: TranslationSocket, microphone: Microphone): Promise<void> {
  const resampler = new Resampler(microphone.sampleRate, microphone.channels);
  let pending = Buffer.alloc(0);
  const start = performance.now();
  let sent = 0;
  const sendChunk = async (chunk: Buffer) => {
    // Chunk n goes out no earlier than start + n × 320 ms, even if the device delivers a backlog at once.
    const delay = start + sent * CHUNK_MS - performance.now();
    if (delay > 0) await sleep(delay);
    socket.send({message_type: 'input_audio_data', data: {data: chunk.toString('base64')}});
    sent += 1;
  };

  for await (const block of microphone.blocks()) {
    pending = Buffer.concat([pending, resampler.convert(block)]);
    while (pending.length >= CHUNK_BYTES) {
      await sendChunk(pending.subarray(0, CHUNK_BYTES));
      pending = pending.subarray(CHUNK_BYTES);
    }
  }
  // The rest of the last chunk, then silence, lets the server finish the last phrase.
  let silence = Buffer.concat([pending, Buffer.alloc(CHUNK_BYTES - pending.length)]);
  for (let i = 0; i <= Math.round(TRAILING_SILENCE_MS / CHUNK_MS); i++) {
    await sendChunk(silence);
    silence = Buffer.alloc(CHUNK_BYTES);
  }
}
// #endregion

// #region run
async function live(socket: TranslationSocket, microphone: Microphone, speaker: Speaker): Promise<number> {
  const buffer = new JitterBuffer();
  socket.onSpeech = (pcm, audio) => buffer.add(audio.transcription_id, pcm, audio.last_chunk);
  socket.onMessage = (message) => {
    if (message.message_type === 'translated_transcription' && message.data.transcription.language === TARGET_LANGUAGE) {
      buffer.expect(message.data.transcription.transcription_id);
    }
  };
  const player = play(buffer, speaker);
  try {
    await socket.startTask(taskSettings({sampleRate: INPUT_SAMPLE_RATE, channels: 1}));
    socket.print(`Task running: ${SOURCE_LANGUAGE} → ${TARGET_LANGUAGE}, voice ${VOICE_ID}. Speak now; Ctrl+C stops.`);
    await streamMicrophone(socket, microphone);
    await socket.finish();
  } finally {
    buffer.end();
  }
  return player; // the phrases still buffered play to the end
}

async function main(args: string[]): Promise<void> {
  const {values} = parseArgs({args, options: {input: {type: 'string'}, output: {type: 'string'}}});
  const config = readConfig();
  const microphone = values.input ? await WavMicrophone.open(values.input) : new SoxMicrophone();
  const speaker = values.output ? new WavSpeaker(values.output) : new SoxSpeaker();

  await inSession(config, async (session) => {
    const socket = await TranslationSocket.connect(session);
    process.once('SIGINT', () => microphone.stop());
    try {
      const seconds = await live(socket, microphone, speaker);
      console.log(`Played ${seconds.toFixed(1)} s of ${TARGET_LANGUAGE} speech${values.output ? ` into ${values.output}` : ''}.`);
    } finally {
      socket.close('Finished.');
    }
  });
}
// #endregion

runProgram(import.meta.url, main);
