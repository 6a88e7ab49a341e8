import clsx from 'clsx';
import React, {useId, useState} from 'react';
import inputAudio from '@site/.generated/data/input-audio.json';
import styles from './styles.module.css';

/*
 * Limits of WebSocket input audio, generated from specs/asyncapi.yaml by
 * `npm run gen` (scripts/generators/input-audio.mjs): `InputSource` (sample rate, channels)
 * and `x-chunk-duration-ms` of the `input_audio_data` message.
 */
const {sampleRate: SAMPLE_RATE, chunkDurationMs: CHUNK_MS, channels: CHANNELS} = inputAudio;
const BYTES_PER_SAMPLE = 2; // pcm_s16le: 16-bit little-endian samples

const COMMON_SAMPLE_RATES = [16000, 22050, 24000, 32000, 44100, 48000].filter(
  (rate) => rate >= SAMPLE_RATE.minimum && rate <= SAMPLE_RATE.maximum,
);
const CHANNEL_LABELS: Record<number, string> = {1: '1 (mono)', 2: '2 (stereo)'};

/** Fixed locale so the server-rendered HTML matches the first client render. */
const numberFormat = new Intl.NumberFormat('en-US');
const format = (value: number): string => numberFormat.format(value);

type Props = {
  /** Initial sample rate in Hz; the spec's recommended rate by default. */
  defaultSampleRate?: number;
  /** Initial channel count, 1 or 2. */
  defaultChannels?: number;
  /** Initial chunk duration in milliseconds; the spec's recommended duration by default. */
  defaultChunkMs?: number;
};

type Result =
  | {ok: false; problems: string[]}
  | {
      ok: true;
      samplesPerChannel: number;
      wholeSamples: boolean;
      bytes: number;
      base64Chars: number;
      chunksPerMinute: number;
    };

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
  const rate = checkRange('Sample rate', sampleRateText, SAMPLE_RATE.minimum, SAMPLE_RATE.maximum, 'Hz');
  const chunk = checkRange('Chunk duration', chunkMsText, CHUNK_MS.minimum, CHUNK_MS.maximum, 'ms');
  const problems = [rate.problem, chunk.problem].filter((p): p is string => p !== null);
  if (rate.value === null || chunk.value === null) {
    return {ok: false, problems};
  }
  // Multiply before dividing so that, for example, 44,100 Hz × 320 ms stays an exact integer.
  const exactSamples = (rate.value * chunk.value) / 1000;
  const samplesPerChannel = Math.floor(exactSamples);
  const bytes = samplesPerChannel * channels * BYTES_PER_SAMPLE;
  return {
    ok: true,
    samplesPerChannel,
    wholeSamples: Number.isInteger(exactSamples),
    bytes,
    base64Chars: 4 * Math.ceil(bytes / 3),
    chunksPerMinute: 60000 / chunk.value,
  };
}

type NumberFieldProps = {
  id: string;
  label: string;
  limits: {minimum: number; maximum: number; recommended: number};
  /** The typed text and its setter. */
  state: [string, (value: string) => void];
  /** Suggested values offered by the browser. */
  suggestions?: number[];
};

function NumberField({id, label, limits, state: [value, setValue], suggestions}: NumberFieldProps): React.ReactNode {
  const invalid = checkRange(label, value, limits.minimum, limits.maximum, '').value === null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={clsx('form-control', styles.input)}
        type="number"
        inputMode="numeric"
        min={limits.minimum}
        max={limits.maximum}
        step={1}
        list={suggestions && `${id}-list`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
      />
      {suggestions && (
        <datalist id={`${id}-list`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <span id={`${id}-hint`} className={styles.hint}>
        {format(limits.minimum)} to {format(limits.maximum)}; {format(limits.recommended)} recommended
      </span>
    </div>
  );
}

/**
 * Works out how large one `input_audio_data` chunk of pcm_s16le audio is, before
 * and after base64 encoding: bytes = sample rate × seconds × channels × 2.
 */
export default function ChunkSizeCalculator({
  defaultSampleRate = SAMPLE_RATE.recommended,
  defaultChannels = CHANNELS[0],
  defaultChunkMs = CHUNK_MS.recommended,
}: Props): React.ReactNode {
  const id = useId();
  const ids = {rate: `${id}-rate`, channels: `${id}-channels`, chunk: `${id}-chunk`, title: `${id}-title`};

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
        <NumberField
          id={ids.rate}
          label="Sample rate (Hz)"
          limits={SAMPLE_RATE}
          state={[sampleRate, setSampleRate]}
          suggestions={COMMON_SAMPLE_RATES}
        />
        <div className={styles.field}>
          <label htmlFor={ids.channels}>Channels</label>
          <select
            id={ids.channels}
            className={clsx('form-control', styles.input)}
            value={channels}
            onChange={(event) => setChannels(Number(event.target.value))}>
            {CHANNELS.map((count) => (
              <option key={count} value={count}>
                {CHANNEL_LABELS[count] ?? count}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id={ids.chunk}
          label="Chunk duration (ms)"
          limits={CHUNK_MS}
          state={[chunkMs, setChunkMs]}
        />
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
