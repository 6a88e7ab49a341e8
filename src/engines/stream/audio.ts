/** Sample rate of the translated speech (`output_stream.target.sample_rate` is fixed). */
export const OUTPUT_RATE = 24_000;

/** `seconds` of a sine tone as mono pcm_s16le. */
export function tone(seconds: number, frequency: number, rate = OUTPUT_RATE): Uint8Array {
  const samples = Math.round(seconds * rate);
  const pcm = new Uint8Array(samples * 2);
  const view = new DataView(pcm.buffer);
  for (let i = 0; i < samples; i++) view.setInt16(i * 2, Math.round(8000 * Math.sin((2 * Math.PI * frequency * i) / rate)), true);
  return pcm;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Decodes standard base64; null when the text is not base64. */
export function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export type WavFormat = {sampleRate: number; channels: number; bitsPerSample: number; dataOffset: number};

/** The format chunk of a RIFF/WAVE header, or null when the bytes do not start with one. */
export function readWavHeader(bytes: Uint8Array): WavFormat | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 44 || text(0) !== 'RIFF' || text(8) !== 'WAVE') return null;
  let format: Omit<WavFormat, 'dataOffset'> | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ')
      format = {
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    if (id === 'data') return format ? {...format, dataOffset: at + 8} : null;
    at += 8 + size + (size % 2);
  }
  return null;
}
