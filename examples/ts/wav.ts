// Reading and writing 16-bit PCM WAV files, with no dependencies.

export type PcmAudio = {
  sampleRate: number;
  channels: 1 | 2;
  /** Interleaved signed 16-bit little-endian samples. */
  pcm: Buffer;
};

/** The file cannot be sent as it is. */
export class WavError extends Error {}

const WAVE_FORMAT_PCM = 0x0001;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

/** Parses a RIFF/WAVE file and checks that the API can take its audio as it is. */
export function parseWav(file: Buffer, name: string): PcmAudio {
  if (file.length < 12 || file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new WavError(`${name} is not a WAV file (no RIFF/WAVE header).`);
  }
  let format: {tag: number; channels: number; sampleRate: number; bitsPerSample: number} | undefined;
  let offset = 12;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      let tag = file.readUInt16LE(body);
      if (tag === WAVE_FORMAT_EXTENSIBLE && size >= 26) tag = file.readUInt16LE(body + 24); // sub-format GUID
      format = {
        tag,
        channels: file.readUInt16LE(body + 2),
        sampleRate: file.readUInt32LE(body + 4),
        bitsPerSample: file.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new WavError(`${name} has its data before the "fmt " chunk.`);
      checkFormat(format, name);
      // Streamed WAV files may leave the size at 0xFFFFFFFF: read to the end of the file.
      const end = Math.min(body + size, file.length);
      return {sampleRate: format.sampleRate, channels: format.channels as 1 | 2, pcm: file.subarray(body, end)};
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new WavError(`${name} has no audio ("data" chunk).`);
}

// #region format-check
function checkFormat(format: {tag: number; channels: number; sampleRate: number; bitsPerSample: number}, name: string) {
  const fix = 'Convert it first, for example: ffmpeg -i in.wav -ac 1 -ar 24000 -c:a pcm_s16le out.wav';
  if (format.tag !== WAVE_FORMAT_PCM || format.bitsPerSample !== 16) {
    const kind = format.tag === WAVE_FORMAT_PCM ? `${format.bitsPerSample}-bit PCM` : `format tag ${format.tag}`;
    throw new WavError(`${name} is ${kind}; the example sends 16-bit PCM only. ${fix}`);
  }
  if (format.sampleRate < 16_000 || format.sampleRate > 48_000) {
    throw new WavError(`${name} is sampled at ${format.sampleRate} Hz; the API takes 16,000 to 48,000 Hz. ${fix}`);
  }
  if (format.channels !== 1 && format.channels !== 2) {
    throw new WavError(`${name} has ${format.channels} channels; the API takes mono or stereo. ${fix}`);
  }
}
// #endregion

// #region write
/** A WAV file around raw pcm_s16le samples. */
export function wavFile({sampleRate, channels, pcm}: PcmAudio): Buffer {
  const blockAlign = channels * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(WAVE_FORMAT_PCM, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28); // bytes per second
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
// #endregion
