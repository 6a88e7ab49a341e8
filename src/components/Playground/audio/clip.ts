import {readWavHeader} from '@site/src/engines/stream';
import {Resampler, floatToPcm16, pcm16ToFloat} from './pcm';

export type Clip = {sampleRate: number; channels: number; pcm: Uint8Array; file: Uint8Array};

/** Fetches a 16-bit PCM WAV file from the site. */
export async function loadClip(url: string): Promise<Clip> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  const file = new Uint8Array(await response.arrayBuffer());
  const header = readWavHeader(file);
  if (!header || header.bitsPerSample !== 16) throw new Error(`${url} is not a 16-bit PCM WAV file.`);
  return {sampleRate: header.sampleRate, channels: header.channels, pcm: file.subarray(header.dataOffset), file};
}

/** The clip's PCM at another sample rate (mono). */
export function pcmAt(clip: Clip, sampleRate: number): Uint8Array {
  if (clip.sampleRate === sampleRate) return clip.pcm;
  const resampler = new Resampler(clip.sampleRate, sampleRate);
  // A little silence pushes the last samples through.
  const samples = pcm16ToFloat(clip.pcm);
  const tail = new Float32Array(Math.ceil(clip.sampleRate / 100));
  const head = resampler.push(samples);
  const rest = resampler.push(tail);
  const out = new Float32Array(head.length + rest.length);
  out.set(head);
  out.set(rest, head.length);
  return floatToPcm16(out);
}
