import {OUTPUT_RATE, fromBase64} from '@site/src/engines/stream';
import {pcm16ToFloat} from './pcm';

/** One `output_audio_data` payload. */
export type SpeechChunk = {data: string; language: string; transcription_id: string; last_chunk: boolean};

/** Speech held back before a phrase starts, so that a late chunk does not leave a gap. */
const JITTER_S = 0.15;
/** Lead time when scheduling on an idle output. */
const START_LEAD_S = 0.05;

type Phrase = {id: string; buffered: Float32Array[]; seconds: number; ended: boolean; started: boolean};

export type PlayerStats = {phrasesStarted: number; phrasesComplete: number; chunksPlayed: number; gaps: number};

/**
 * Plays the translated speech of one target language as it arrives.
 * Phrases (one `transcription_id` each) play one after another in the order
 * their first chunk arrived, each chunk right after the previous one; a phrase
 * starts once `JITTER_S` of it is buffered or its `last_chunk` is in. Chunks of
 * other languages are ignored.
 */
export class SpeechPlayer {
  readonly stats: PlayerStats = {phrasesStarted: 0, phrasesComplete: 0, chunksPlayed: 0, gaps: 0};
  onChange?: (stats: PlayerStats) => void;
  readonly #context: AudioContext;
  readonly #output: GainNode;
  readonly #queue: Phrase[] = [];
  readonly #phrases = new Map<string, Phrase>();
  #playhead = 0;

  /** `context`: the output; tests pass a recording stand-in. */
  constructor(
    public language: string,
    context: AudioContext = new AudioContext(),
  ) {
    this.#context = context;
    this.#output = this.#context.createGain();
    this.#output.connect(this.#context.destination);
  }

  /** Browsers start audio only after a click: call from one. */
  resume(): Promise<void> {
    return this.#context.resume();
  }

  set muted(muted: boolean) {
    this.#output.gain.value = muted ? 0 : 1;
  }

  push(chunk: SpeechChunk): void {
    if (chunk.language !== this.language) return;
    let phrase = this.#phrases.get(chunk.transcription_id);
    if (!phrase) {
      phrase = {id: chunk.transcription_id, buffered: [], seconds: 0, ended: false, started: false};
      this.#phrases.set(phrase.id, phrase);
      this.#queue.push(phrase);
    }
    const bytes = fromBase64(chunk.data);
    if (bytes && bytes.length > 0) {
      const samples = pcm16ToFloat(bytes);
      phrase.buffered.push(samples);
      phrase.seconds += samples.length / OUTPUT_RATE;
    }
    phrase.ended ||= chunk.last_chunk;
    this.#pump();
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      const phrase = this.#queue[0];
      if (!phrase.started && !phrase.ended && phrase.seconds < JITTER_S) return;
      const continuing = phrase.started;
      if (!phrase.started) {
        phrase.started = true;
        this.stats.phrasesStarted += 1;
      }
      phrase.buffered.splice(0).forEach((samples, index) => this.#schedule(samples, continuing || index > 0));
      if (!phrase.ended) break;
      this.#queue.shift();
      this.stats.phrasesComplete += 1;
    }
    this.onChange?.({...this.stats});
  }

  /** `continuing`: the samples follow others of the same phrase, so a late start is an audible gap. */
  #schedule(samples: Float32Array, continuing: boolean): void {
    const now = this.#context.currentTime;
    if (this.#playhead < now) {
      if (continuing) this.stats.gaps += 1;
      this.#playhead = now + START_LEAD_S;
    }
    const buffer = this.#context.createBuffer(1, samples.length, OUTPUT_RATE);
    buffer.getChannelData(0).set(samples);
    const source = this.#context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.#output);
    source.start(this.#playhead);
    this.#playhead += buffer.duration;
    this.stats.chunksPlayed += 1;
  }

  close(): void {
    void this.#context.close();
  }
}
