import React, {useId, useState} from 'react';
import styles from './styles.module.css';

/** Limits for WebSocket input audio (design brief §2.13 and §4.7). */
const SAMPLE_RATE_MIN = 16000;
const SAMPLE_RATE_MAX = 48000;
const CHUNK_MS_MIN = 20;
const CHUNK_MS_MAX = 1000;
const BYTES_PER_SAMPLE = 2; // pcm_s16le: 16-bit little-endian samples

const COMMON_SAMPLE_RATES = [16000, 22050, 24000, 32000, 44100, 48000];

/** Fixed locale so the server-rendered HTML matches the first client render. */
const numberFormat = new Intl.NumberFormat('en-US');
const format = (value: number): string => numberFormat.format(value);

type Props = {
  /** Initial sample rate in Hz. The recommended WebSocket input is 24,000 Hz mono. */
  defaultSampleRate?: number;
  /** Initial channel count, 1 or 2. */
  defaultChannels?: 1 | 2;
  /** Initial chunk duration in milliseconds; 320 ms is the recommended value. */
  defaultChunkMs?: number;
};

type Result = {rateInvalid: boolean; chunkInvalid: boolean} & (
  | {ok: false; problems: string[]}
  | {
      ok: true;
      samplesPerChannel: number;
      wholeSamples: boolean;
      bytes: number;
      base64Chars: number;
      chunksPerMinute: number;
    }
);

/** Parses a whole number typed by the user; returns null when it is not one. */
function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    return null;
  }
  return Number(trimmed);
}

function checkRange(
  label: string,
  text: string,
  min: number,
  max: number,
  unit: string,
): {value: number | null; problem: string | null} {
  const value = parseWholeNumber(text);
  if (value === null) {
    return {
      value: null,
      problem: `${label} must be a whole number between ${format(min)} and ${format(max)} ${unit}.`,
    };
  }
  if (value < min || value > max) {
    return {
      value: null,
      problem: `${label} of ${format(value)} ${unit} is out of range: use ${format(min)} to ${format(max)} ${unit}.`,
    };
  }
  return {value, problem: null};
}

function calculate(sampleRateText: string, channels: number, chunkMsText: string): Result {
  const rate = checkRange('Sample rate', sampleRateText, SAMPLE_RATE_MIN, SAMPLE_RATE_MAX, 'Hz');
  const chunk = checkRange('Chunk duration', chunkMsText, CHUNK_MS_MIN, CHUNK_MS_MAX, 'ms');
  const problems = [rate.problem, chunk.problem].filter((p): p is string => p !== null);
  const flags = {rateInvalid: rate.value === null, chunkInvalid: chunk.value === null};
  if (rate.value === null || chunk.value === null) {
    return {...flags, ok: false, problems};
  }
  // Multiply before dividing so that, for example, 44,100 Hz × 320 ms stays an exact integer.
  const exactSamples = (rate.value * chunk.value) / 1000;
  const samplesPerChannel = Math.floor(exactSamples);
  const bytes = samplesPerChannel * channels * BYTES_PER_SAMPLE;
  return {
    ...flags,
    ok: true,
    samplesPerChannel,
    wholeSamples: Number.isInteger(exactSamples),
    bytes,
    base64Chars: 4 * Math.ceil(bytes / 3),
    chunksPerMinute: 60000 / chunk.value,
  };
}

/**
 * Works out how large one `input_audio_data` chunk of pcm_s16le audio is, before
 * and after base64 encoding: bytes = sample rate × seconds × channels × 2.
 */
export default function ChunkSizeCalculator({
  defaultSampleRate = 24000,
  defaultChannels = 1,
  defaultChunkMs = 320,
}: Props): React.ReactNode {
  const id = useId();
  const ids = {
    rate: `${id}-rate`,
    rateHint: `${id}-rate-hint`,
    rateList: `${id}-rate-list`,
    channels: `${id}-channels`,
    chunk: `${id}-chunk`,
    chunkHint: `${id}-chunk-hint`,
    title: `${id}-title`,
  };

  const [sampleRate, setSampleRate] = useState(String(defaultSampleRate));
  const [channels, setChannels] = useState<number>(defaultChannels);
  const [chunkMs, setChunkMs] = useState(String(defaultChunkMs));

  const result = calculate(sampleRate, channels, chunkMs);

  return (
    <section className={styles.calculator} aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.title}>
        Chunk size calculator (pcm_s16le)
      </h3>
      <form className={styles.fields} onSubmit={(event) => event.preventDefault()} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.rate}>Sample rate (Hz)</label>
          <input
            id={ids.rate}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={SAMPLE_RATE_MIN}
            max={SAMPLE_RATE_MAX}
            step={1}
            list={ids.rateList}
            value={sampleRate}
            onChange={(event) => setSampleRate(event.target.value)}
            aria-invalid={result.rateInvalid}
            aria-describedby={ids.rateHint}
          />
          <datalist id={ids.rateList}>
            {COMMON_SAMPLE_RATES.map((rate) => (
              <option key={rate} value={rate} />
            ))}
          </datalist>
          <span id={ids.rateHint} className={styles.hint}>
            {format(SAMPLE_RATE_MIN)} to {format(SAMPLE_RATE_MAX)}
          </span>
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.channels}>Channels</label>
          <select
            id={ids.channels}
            className={styles.input}
            value={channels}
            onChange={(event) => setChannels(Number(event.target.value))}>
            <option value={1}>1 (mono)</option>
            <option value={2}>2 (stereo)</option>
          </select>
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.chunk}>Chunk duration (ms)</label>
          <input
            id={ids.chunk}
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={CHUNK_MS_MIN}
            max={CHUNK_MS_MAX}
            step={1}
            value={chunkMs}
            onChange={(event) => setChunkMs(event.target.value)}
            aria-invalid={result.chunkInvalid}
            aria-describedby={ids.chunkHint}
          />
          <span id={ids.chunkHint} className={styles.hint}>
            {CHUNK_MS_MIN} to {format(CHUNK_MS_MAX)}; 320 recommended
          </span>
        </div>
      </form>

      <output
        className={result.ok ? styles.output : `${styles.output} ${styles.error}`}
        htmlFor={`${ids.rate} ${ids.channels} ${ids.chunk}`}
        aria-live="polite">
        {result.ok ? (
          <>
            <span className={styles.line}>
              <strong>{format(result.bytes)} bytes</strong> of audio per chunk
            </span>
            <span className={styles.line}>
              <strong>{format(result.base64Chars)} characters</strong> once base64-encoded
            </span>
            <span className={styles.line}>
              {format(Number(result.chunksPerMinute.toFixed(1)))} chunks per minute at real-time pace
            </span>
            {!result.wholeSamples && (
              <span className={styles.line}>
                Note: this duration is not a whole number of samples at this rate, so the
                figures are rounded down to {format(result.samplesPerChannel)} samples per
                channel. Pick a duration that divides evenly.
              </span>
            )}
          </>
        ) : (
          result.problems.map((problem) => (
            <span key={problem} className={styles.line}>
              {problem}
            </span>
          ))
        )}
      </output>
    </section>
  );
}
