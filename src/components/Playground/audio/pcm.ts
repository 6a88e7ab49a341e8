/** Bytes in one chunk of `ms` milliseconds of 16-bit PCM: whole frames only. */
export function chunkBytes(sampleRate: number, channels: number, ms: number): number {
  return Math.round((sampleRate * ms) / 1000) * channels * 2;
}

/** Float samples in [-1, 1] as 16-bit little-endian PCM. */
export function floatToPcm16(samples: Float32Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return bytes;
}

/** 16-bit little-endian PCM as float samples in [-1, 1]. */
export function pcm16ToFloat(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(Math.floor(bytes.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 0x8000;
  return samples;
}

/**
 * Converts a mono stream from one sample rate to another, block by block.
 * Going down, each output sample is the mean of the input samples it covers
 * (a cheap low-pass against aliasing); going up, it interpolates linearly.
 */
export class Resampler {
  readonly #step: number;
  #position = 0;
  #carry = new Float32Array(0);

  constructor(
    readonly from: number,
    readonly to: number,
  ) {
    this.#step = from / to;
  }

  push(block: Float32Array): Float32Array {
    if (this.from === this.to) return block;
    const input = new Float32Array(this.#carry.length + block.length);
    input.set(this.#carry);
    input.set(block, this.#carry.length);
    const out: number[] = [];
    const half = this.#step / 2;
    while (this.#position + Math.max(1, half) < input.length) {
      if (this.#step > 1) {
        const start = Math.max(0, Math.floor(this.#position - half));
        const end = Math.min(input.length, Math.ceil(this.#position + half));
        let sum = 0;
        for (let i = start; i < end; i++) sum += input[i];
        out.push(sum / Math.max(1, end - start));
      } else {
        const i = Math.floor(this.#position);
        const t = this.#position - i;
        out.push(input[i] * (1 - t) + input[Math.min(i + 1, input.length - 1)] * t);
      }
      this.#position += this.#step;
    }
    // Keep what the next output samples still need.
    const keepFrom = Math.max(0, Math.floor(this.#position - half) - 1);
    this.#carry = input.slice(keepFrom);
    this.#position -= keepFrom;
    return Float32Array.from(out);
  }
}

/** Cuts a byte stream into chunks of one size; `flush` returns the rest. */
export class Chunker {
  #pending = new Uint8Array(0);

  constructor(readonly size: number) {}

  push(bytes: Uint8Array): Uint8Array[] {
    const joined = new Uint8Array(this.#pending.length + bytes.length);
    joined.set(this.#pending);
    joined.set(bytes, this.#pending.length);
    const chunks: Uint8Array[] = [];
    let at = 0;
    for (; at + this.size <= joined.length; at += this.size) chunks.push(joined.slice(at, at + this.size));
    this.#pending = joined.slice(at);
    return chunks;
  }

  flush(): Uint8Array | null {
    const rest = this.#pending;
    this.#pending = new Uint8Array(0);
    return rest.length > 0 ? rest : null;
  }
}
