import {overWebSocket, presets} from '@site/src/utils/presets';
import {languages} from '@site/src/components/LanguageMatrix/data';
import clipData from '@site/shared/data/playground-clip.json';
import type {SchemaChecked} from '@site/src/engines/validation';

/** The data of a set_task message, as the settings validator checked it. */
export type TaskData = SchemaChecked;

export const PRESETS = presets.map(({name, label}) => ({name, label}));
export const SOURCE_LANGUAGES = languages.filter((language) => language.source);
export const TARGET_LANGUAGES = languages.filter((language) => language.target);
/** Targets the sample clip has canned translations for; others come back as the source text marked with the code. */
export const CLIP_TARGETS = Object.keys(clipData.segments[0].translations);
export const SAMPLE_RATES = [16000, 24000, 48000];

export type TaskChoice = {preset: string; source: string; targets: string[]; sampleRate: number};

export const defaultChoice: TaskChoice = {preset: 'default', source: clipData.language, targets: [CLIP_TARGETS[0]], sampleRate: 24000};

/** The `set_task` data of a preset over WebSocket, with the chosen languages and input rate. */
export function settingsFor(choice: TaskChoice): TaskData {
  const preset = presets.find((candidate) => candidate.name === choice.preset) ?? presets[0];
  const data = structuredClone(overWebSocket(preset.message).data) as TaskData;
  data.input_stream.source.sample_rate = choice.sampleRate;
  data.pipeline.transcription.source_language = choice.source;
  const template = data.pipeline.translations[0];
  data.pipeline.translations = choice.targets.map((target) => ({...structuredClone(template), target_language: target}));
  return data;
}
