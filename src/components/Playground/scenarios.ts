import {streamingCodeHref} from '@site/shared/error-anchors.mjs';
import type {TaskData} from './settings';

/** What a scenario is expected to show, and where the error catalogue explains it. */
export type Outcome = {kind: 'error' | 'warning'; code: string} | {kind: 'handshake'; status: number; code: number};

export type Scenario = {
  name: string;
  label: string;
  /** One sentence: what the client does wrong (or differently). */
  does: string;
  expect?: Outcome;
  /** Server messages that only this scenario brings out. */
  reveals?: string[];
  /** Changes to the `set_task` data before it is sent. */
  settings?: (data: TaskData) => void;
  /** Milliseconds of audio per chunk, instead of the chosen chunk length. */
  chunkMs?: number;
  /** Send the clip as a WAV file (header in the first chunk) while declaring this sample rate. */
  wavDeclaredAs?: number;
  /** Send every chunk at once instead of one per chunk duration. */
  burst?: boolean;
  /** Stop sending audio after this many seconds, for this many seconds. */
  pause?: {afterS: number; forS: number};
  /** Send a second `set_task` this many ms after the first. */
  secondSetTaskAfterMs?: number;
  /** Connect with a token that is not the session's. */
  badToken?: boolean;
};

const ALL_TYPES = ['partial_transcription', 'validated_transcription', 'translated_transcription', 'partial_translated_transcription', 'pipeline_timings', 'tts_buffer_stats'];

export const scenarios: Scenario[] = [
  {name: 'none', label: 'The sample as documented', does: 'Streams the clip at real-time pace with the settings above, then ends the task and waits for eos.'},
  {
    name: 'all-messages',
    label: 'Every server message',
    does: 'Turns on interim translations, pipeline_timings and tts_buffer_stats in allowed_message_types.',
    reveals: ['partial_translated_transcription', 'pipeline_timings', 'tts_buffer_stats'],
    settings: (data) => {
      data.pipeline.allowed_message_types = ALL_TYPES;
      for (const translation of data.pipeline.translations) translation.translate_partial_transcriptions = true;
    },
  },
  {name: 'chunk-too-long', label: 'Chunk too long', does: 'Sends 1,200 ms chunks; the API accepts 20 to 1,000 ms.', chunkMs: 1200, expect: {kind: 'error', code: 'AUDIO_FORMAT_ERROR'}},
  {
    name: 'wrong-sample-rate',
    label: 'Wrong sample rate',
    does: 'Sends a 16,000 Hz WAV file while set_task declares 24,000 Hz.',
    wavDeclaredAs: 24000,
    expect: {kind: 'error', code: 'AUDIO_FORMAT_ERROR'},
  },
  {name: 'set-task-too-fast', label: 'set_task too often', does: 'Sends a second set_task right after the first; the limit is one per 2 s.', secondSetTaskAfterMs: 0, expect: {kind: 'error', code: 'RATE_LIMIT_EXCEEDED'}},
  {
    name: 'invalid-setting',
    label: 'Unknown target language',
    does: 'Asks for the target language "xx", which the API does not know.',
    settings: (data) => {
      data.pipeline.translations[0].target_language = 'xx';
    },
    expect: {kind: 'error', code: 'VALIDATION_ERROR'},
  },
  {name: 'too-fast', label: 'No pacing', does: 'Sends the whole clip in one burst instead of one chunk per chunk duration.', burst: true, expect: {kind: 'warning', code: 'AUDIO_STREAM_TOO_FAST'}},
  {name: 'stalled', label: 'Audio stalls', does: 'Stops sending audio for 3.5 s in the middle of the clip while the task runs.', pause: {afterS: 1.5, forS: 3.5}, expect: {kind: 'warning', code: 'AUDIO_STREAM_STALLED'}},
  {name: 'bad-token', label: 'Bad token', does: 'Opens the socket with a token that belongs to no session.', badToken: true, expect: {kind: 'handshake', status: 401, code: 1006}},
];

export function scenarioNamed(name: string | null): Scenario {
  return scenarios.find((scenario) => scenario.name === name) ?? scenarios[0];
}

/** Where the error catalogue explains an outcome. */
export function outcomeHref(outcome: Outcome): string {
  return outcome.kind === 'handshake' ? `/docs/error_codes#${outcome.code}` : streamingCodeHref(outcome.code);
}

export function outcomeLabel(outcome: Outcome): string {
  return outcome.kind === 'handshake' ? `HTTP ${outcome.status} with error_code ${outcome.code}` : `${outcome.kind} ${outcome.code}`;
}
