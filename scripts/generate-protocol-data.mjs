#!/usr/bin/env node
// Generates the data behind the settings tables of the Streaming API guides.
//
// Reads the AsyncAPI description (`specs/asyncapi.yaml`), resolves its local
// `$ref`s, walks `components.schemas.TaskSettings` (the `data` of `set_task`) and
// writes `src/data/generated/task-settings.json`: a flat list of rows, one per
// setting, in schema order. The Translation Settings Breakdown page renders its
// tables from that file, so a default changed in the schema changes the page.
// It also writes `src/data/generated/input-audio.json`: the WebSocket input
// limits (sample rate, channels, chunk duration) the chunk size calculator uses.
//
// Usage: node scripts/generate-protocol-data.mjs [--input <yaml>] [--output <json>] [--audio <json>]
// Plain Node ESM; the only dependency is the `yaml` package.

import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {DEFAULT_INPUT, GeneratorError, ROOT, deref, display, loadYaml, parseOptions, runGenerator} from './lib/protocol-source.mjs';
import {fieldRows} from './lib/schema-fields.mjs';

const SCRIPT = 'generate-protocol-data';
const ROOT_SCHEMA = '#/components/schemas/TaskSettings';

/** Sample rate and channels from `InputSource`, chunk duration from `x-chunk-duration-ms` of `InputAudioData`. */
function inputAudioLimits(spec, input) {
  const source = deref(spec, spec.components?.schemas?.InputSource, input).schema;
  const rate = deref(spec, source.properties?.sample_rate, input).schema;
  const channels = deref(spec, source.properties?.channels, input).schema;
  const chunk = spec.components?.messages?.InputAudioData?.['x-chunk-duration-ms'];
  const limits = {
    sampleRate: {minimum: rate.minimum, maximum: rate.maximum, recommended: source.examples?.[0]?.sample_rate},
    channels: channels.enum,
    chunkDurationMs: chunk,
  };
  const numbers = [limits.sampleRate.minimum, limits.sampleRate.maximum, limits.sampleRate.recommended, chunk?.minimum, chunk?.maximum, chunk?.recommended];
  if (!numbers.every(Number.isInteger) || !Array.isArray(limits.channels)) {
    throw new GeneratorError(
      `${display(input)} needs InputSource.sample_rate minimum/maximum, InputSource.channels enum, a sample_rate in InputSource's first example and InputAudioData x-chunk-duration-ms {minimum, maximum, recommended}.`,
    );
  }
  return limits;
}

function generate({input, output, audio}) {
  const spec = loadYaml(input);
  const schemas = spec.components?.schemas;
  if (!schemas || typeof schemas !== 'object' || !schemas.TaskSettings) {
    throw new GeneratorError(
      `${display(input)} has no components.schemas.TaskSettings, so the settings tables cannot be generated.`,
    );
  }
  const rows = fieldRows(spec, input, {$ref: ROOT_SCHEMA});
  if (rows.length === 0) {
    throw new GeneratorError(`${display(input)}: components.schemas.TaskSettings has no properties.`);
  }
  mkdirSync(dirname(output), {recursive: true});
  writeFileSync(output, `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(audio, `${JSON.stringify(inputAudioLimits(spec, input), null, 2)}\n`);
  console.log(`${SCRIPT}: wrote ${rows.length} settings rows to ${display(output)} and the input audio limits to ${display(audio)}`);
}

runGenerator(SCRIPT, () =>
  generate(
    parseOptions(process.argv.slice(2), {
      script: SCRIPT,
      usage: '[--input <yaml>] [--output <json>] [--audio <json>]',
      values: {
        input: DEFAULT_INPUT,
        output: resolve(ROOT, 'src/data/generated/task-settings.json'),
        audio: resolve(ROOT, 'src/data/generated/input-audio.json'),
      },
    }),
  ),
);
