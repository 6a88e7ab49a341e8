import {test, expect} from '@playwright/test';
import {Chunker, Resampler, chunkBytes, floatToPcm16, pcm16ToFloat} from '../../src/components/Playground/audio/pcm';
import {SpeechPlayer} from '../../src/components/Playground/audio/player';
import {OUTPUT_RATE, toBase64, tone} from '../../src/engines/stream';

test('chunk sizes follow the documented formula: sample_rate × seconds × channels × 2', () => {
  expect(chunkBytes(24000, 1, 320)).toBe(15360);
  expect(chunkBytes(16000, 2, 320)).toBe(20480);
  expect(chunkBytes(48000, 1, 20)).toBe(1920);
});

test('the chunker cuts a stream into equal chunks whatever the block sizes, and returns the rest', () => {
  const chunker = new Chunker(6);
  const bytes = Uint8Array.from({length: 20}, (_, i) => i);
  const chunks = [...chunker.push(bytes.subarray(0, 4)), ...chunker.push(bytes.subarray(4, 13)), ...chunker.push(bytes.subarray(13))];
  expect(chunks.map((chunk) => [...chunk])).toEqual([
    [0, 1, 2, 3, 4, 5],
    [6, 7, 8, 9, 10, 11],
    [12, 13, 14, 15, 16, 17],
  ]);
  expect([...chunker.flush()!]).toEqual([18, 19]);
  expect(chunker.flush()).toBeNull();
});

/** Sign changes of a signal: twice its frequency per second. */
function crossings(samples: Float32Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1] < 0 !== samples[i] < 0) count++;
  return count;
}

for (const [from, to] of [
  [48000, 16000],
  [44100, 24000],
  [16000, 24000],
]) {
  test(`resampling ${from} Hz to ${to} Hz block by block keeps the length and the pitch`, () => {
    const seconds = 1;
    const input = Float32Array.from({length: from * seconds}, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / from));
    const resampler = new Resampler(from, to);
    const parts: Float32Array[] = [];
    for (let at = 0; at < input.length; at += 4096) parts.push(resampler.push(input.subarray(at, at + 4096)));
    const output = Float32Array.from(parts.flatMap((part) => [...part]));
    expect(Math.abs(output.length - to * seconds)).toBeLessThanOrEqual(2);
    expect(Math.abs(crossings(output) - 880)).toBeLessThanOrEqual(2);
    expect(Math.max(...output.map(Math.abs))).toBeGreaterThan(0.45);
  });
}

test('16-bit PCM round-trips through floats', () => {
  const samples = Float32Array.from([0, 0.5, -0.5, 1, -1]);
  const back = pcm16ToFloat(floatToPcm16(samples));
  back.forEach((value, i) => expect(value).toBeCloseTo(samples[i], 3));
});

/** An AudioContext that records what is scheduled instead of playing it. */
function recordingSpeaker() {
  const played: {start: number; duration: number; first: number}[] = [];
  const context = {
    currentTime: 0,
    destination: {},
    createGain: () => ({gain: {value: 1}, connect: () => undefined}),
    createBuffer: (_channels: number, length: number, rate: number) => {
      const data = new Float32Array(length);
      return {duration: length / rate, getChannelData: () => data};
    },
    createBufferSource: () => {
      const source = {
        buffer: null as null | {duration: number; getChannelData: () => Float32Array},
        connect: () => undefined,
        start: (at: number) => played.push({start: at, duration: source.buffer!.duration, first: source.buffer!.getChannelData()[1]}),
      };
      return source;
    },
    resume: async () => undefined,
    close: async () => undefined,
  };
  return {context: context as unknown as AudioContext, played};
}

const chunk = (id: string, frequency: number, last: boolean, language = 'es') => ({
  data: toBase64(tone(0.1, frequency)),
  language,
  transcription_id: id,
  last_chunk: last,
});

test('speech plays phrase after phrase, each chunk right after the last, from the last_chunk on', () => {
  const speaker = recordingSpeaker();
  const player = new SpeechPlayer('es', speaker.context);
  // Two phrases interleave on the wire, with a German chunk among them.
  player.push(chunk('seg_a', 300, false));
  expect(speaker.played).toHaveLength(0); // 100 ms buffered: below the jitter buffer
  player.push(chunk('seg_b', 600, false));
  player.push(chunk('seg_a', 300, false, 'de'));
  player.push(chunk('seg_a', 300, true));
  player.push(chunk('seg_b', 600, true));
  const firstOf = (frequency: number) => Math.round(8000 * Math.sin((2 * Math.PI * frequency) / OUTPUT_RATE)) / 0x8000;
  expect(speaker.played.map((p) => p.first)).toEqual(
    [firstOf(300), firstOf(300), firstOf(600), firstOf(600)].map((v) => expect.closeTo(v, 4)),
  );
  for (let i = 1; i < speaker.played.length; i++)
    expect(speaker.played[i].start).toBeCloseTo(speaker.played[i - 1].start + speaker.played[i - 1].duration, 6);
  expect(player.stats).toEqual({phrasesStarted: 2, phrasesComplete: 2, chunksPlayed: 4, gaps: 0});
});

test('a chunk that arrives after its phrase ran dry counts as a gap', () => {
  const speaker = recordingSpeaker();
  const player = new SpeechPlayer('es', speaker.context);
  player.push({...chunk('seg_a', 300, false), data: toBase64(tone(0.2, 300))});
  (speaker.context as unknown as {currentTime: number}).currentTime = 5;
  player.push(chunk('seg_a', 300, true));
  expect(player.stats.gaps).toBe(1);
  expect(player.stats.phrasesComplete).toBe(1);
});
