#!/usr/bin/env node
// Generates the data behind the settings tables of the Streaming API guides.
//
// Reads the AsyncAPI description (`specs/asyncapi.yaml`), resolves its local
// `$ref`s, walks `components.schemas.TaskSettings` (the `data` of `set_task`) and
// writes `src/data/generated/task-settings.json`: a flat list of rows, one per
// setting, in schema order. The Translation Settings Breakdown page renders its
// tables from that file, so a default changed in the schema changes the page.
//
// Usage: node scripts/generate-protocol-data.mjs [--input <yaml>] [--output <json>]
// Plain Node ESM; the only dependency is the `yaml` package.

import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {DEFAULT_INPUT, GeneratorError, ROOT, display, loadYaml, parseOptions, runGenerator} from './lib/protocol-source.mjs';
import {fieldRows} from './lib/schema-fields.mjs';

const SCRIPT = 'generate-protocol-data';
const ROOT_SCHEMA = '#/components/schemas/TaskSettings';

function generate({input, output}) {
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
  console.log(`${SCRIPT}: wrote ${rows.length} settings rows to ${display(output)}`);
}

runGenerator(SCRIPT, () =>
  generate(
    parseOptions(process.argv.slice(2), {
      script: SCRIPT,
      usage: '[--input <yaml>] [--output <json>]',
      values: {input: DEFAULT_INPUT, output: resolve(ROOT, 'src/data/generated/task-settings.json')},
    }),
  ),
);
