import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {describeErrors, dottedPath, fieldWarnings, parseJson} from '../../src/components/SettingsValidator/validation';
import {findJsonError} from '../../src/components/SettingsValidator/jsonSyntax';
import {check} from '../../src/components/SettingsValidator/checker';
import {presets} from '../../src/utils/presets';
import type {ValidateFunction} from 'ajv';

/** What `npm run gen` writes and the settings validator page loads: the schema and its validator compiled at build time. */
const GENERATED = path.join(root, '.generated/data');
const schema = JSON.parse(fs.readFileSync(path.join(GENERATED, 'set-task-schema.json'), 'utf8'));
const validate: ValidateFunction = require(path.join(GENERATED, 'set-task-validator.js')).default;
const preset = () => JSON.parse(JSON.stringify(presets[0].message));

function problemsOf(message: unknown) {
  validate(message);
  return describeErrors(validate.errors, message);
}

test('the bundled schema is generated from the AsyncAPI set_task payload', () => {
  expect(schema.$comment).toContain('components.messages.SetTask.payload');
  expect(schema.properties.data.$ref).toBe('#/definitions/TaskSettings');
  expect(Object.keys(schema.definitions)).toContain('TranscriptionSettings');
  expect(validate(preset())).toBe(true);
});

test('errors name the field path and say what is wrong in plain words', () => {
  const message = preset();
  message.data.pipeline.transcription.source_language = 'xx';
  message.data.pipeline.preprocessing.vad_threshold = 'high';
  message.data.pipeline.preprocessing.vad_left_padding = 9;
  delete message.data.pipeline.translations[0].target_language;
  message.data.input_stream.source = {type: 'ws'};
  const problems = problemsOf(message);
  const byPath = Object.fromEntries(problems.map((problem) => [problem.path, problem]));
  expect(byPath['data.pipeline.transcription.source_language'].message).toBe('"xx" is not an allowed value.');
  expect(byPath['data.pipeline.transcription.source_language'].allowed).toContain('en');
  expect(byPath['data.pipeline.preprocessing.vad_threshold'].message).toBe('Wrong type: it must be a number, but it is the text "high".');
  expect(byPath['data.pipeline.preprocessing.vad_left_padding'].message).toBe('Out of range: it must be at most 5, but it is 9.');
  expect(byPath['data.pipeline.translations[0].target_language'].message).toBe('This required field is missing.');
  for (const field of ['format', 'sample_rate', 'channels']) {
    expect(byPath[`data.input_stream.source.${field}`].message).toBe('This required field is missing.');
  }
  expect(problems.some((problem) => problem.message.includes('"then"'))).toBe(false);
});

test('the message type, list sizes and nullable types are explained', () => {
  const message = preset();
  message.message_type = 'get_task';
  message.data.pipeline.translations = [];
  message.data.pipeline.transcription.speakers_total = 'two';
  const problems = problemsOf(message).map((problem) => `${problem.path}: ${problem.message}`);
  expect(problems).toContain('message_type: Must be "set_task", but it is the text "get_task".');
  expect(problems).toContain('data.pipeline.translations: Must have at least 1 item, but it has 0.');
  expect(problems).toContain(
    'data.pipeline.transcription.speakers_total: Wrong type: it must be a whole number or null, but it is the text "two".',
  );
});

test('unknown and deprecated fields are reported as warnings', () => {
  const message = preset();
  message.data.pipeline.transcription.sourse_language = 'en';
  message.data.pipeline.preprocessing.auto_tempo = true;
  message.data.pipeline.translation_queue_configs.es = {max_tempo: 1.4, tempo: 2};
  const warnings = fieldWarnings(message, schema).map((warning) => warning.path);
  expect(warnings).toEqual([
    'data.pipeline.preprocessing.auto_tempo',
    'data.pipeline.transcription.sourse_language',
    'data.pipeline.translation_queue_configs.es.tempo',
  ]);
  expect(fieldWarnings(preset(), schema)).toEqual([]);
});

test('invalid JSON is reported with its line and column', () => {
  // As the validator words it: "Invalid JSON at line 3, column 1: …".
  const parsed = (text: string) => {
    const result = parseJson(text);
    return result.ok ? result.value : `line ${result.line}, column ${result.column}: ${result.message}`;
  };
  expect(parsed('{\n  "a": 1,\n}')).toBe('line 3, column 1: Remove the comma before the closing brace }: JSON allows no trailing comma.');
  expect(parsed('{\n  "a": tru\n}')).toMatch(/^line 2, column 8: /);
  expect(parsed('{\n  "a": 1\n  "b": 2\n}')).toBe('line 3, column 3: Expected a comma or a closing brace }, but found a double quote.');
  expect(parsed('{"a": "x')).toMatch(/^line 1, column 7: /);
  expect(parsed('')).toMatch(/^line 1, column 1: /);
  expect(parsed('{"a": [1, 2]}')).toEqual({a: [1, 2]});
});

test('the JSON scanner agrees with JSON.parse', () => {
  const samples = [
    '{}',
    '[]',
    '"x"',
    '1.5e3',
    '-0',
    'null',
    '{"a":[true,false,null,{"b":"\\u00e9\\n"}]}',
    '01',
    '1.',
    '{"a" 1}',
    '[1,]',
    '"\\x"',
    'nul',
    "{'a': 1}",
    '{"a":1} x',
  ];
  for (const sample of samples) {
    let parses = true;
    try {
      JSON.parse(sample);
    } catch {
      parses = false;
    }
    expect(findJsonError(sample) === null, sample).toBe(parses);
  }
});

/** A repeatable stream of numbers in [0, 1), so that a failing case can be run again. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

test.describe('fuzzed input: every text gets a verdict of its own, never a thrown error', () => {
  const checker = {validate, schema};
  const preset = JSON.stringify(presets[0].message, null, 2);

  /**
   * What is wrong with the verdict on `text`, or null: it must match what JSON.parse says about the
   * text, and a syntax error must point inside it. (Collected and asserted once: one expect per case
   * would make each round a reported step.)
   */
  function wrongVerdict(text: string): string | null {
    let result;
    try {
      result = check(checker, text);
    } catch (error) {
      return `the check threw ${error}`;
    }
    if (parses(text)) return result.state === 'syntax' ? 'valid JSON reported as a syntax error' : null;
    if (result.state !== 'syntax') return `invalid JSON got the verdict ${JSON.stringify(result).slice(0, 200)}`;
    const lines = text.split('\n');
    const line = lines[result.line - 1];
    if (line === undefined || result.column < 1 || result.column > line.length + 1)
      return `line ${result.line}, column ${result.column} is outside the text`;
    if ((findJsonError(text) === null) !== parses(text)) return 'the scanner and JSON.parse disagree';
    return null;
  }

  const problems = (cases: [string, string][]) =>
    cases.flatMap(([label, text]) => {
      const problem = wrongVerdict(text);
      return problem ? [`${label}: ${problem} (${JSON.stringify(text.slice(0, 120))})`] : [];
    });

  test('deep nesting, open or closed, inside and outside the message', () => {
    for (const depth of [1_000, 3_000, 20_000, 100_000]) {
      const samples = {
        'open brackets': '['.repeat(depth),
        'open objects': '{"a":'.repeat(depth),
        'closed brackets': '['.repeat(depth) + ']'.repeat(depth),
        'closed brackets, one missing': '['.repeat(depth) + ']'.repeat(depth - 1),
        'deep data': `{"message_type": "set_task", "data": ${'['.repeat(depth)}${']'.repeat(depth)}}`,
        'deep, then a syntax error': `${'[{"a":'.repeat(depth)} x`,
      };
      expect(problems(Object.entries(samples).map(([name, text]) => [`${name} × ${depth}`, text]))).toEqual([]);
    }
  });

  test('random edits of a preset', () => {
    const random = seeded(25);
    const alphabet = '{}[]",:\\ \n\t\'0123456789-+.eEtrufalsn\u00e9\u2028\u0000';
    const cases: [string, string][] = [];
    for (let round = 0; round < 3_000; round += 1) {
      const chars = [...preset];
      for (let edit = 1 + Math.floor(random() * 4); edit > 0; edit -= 1) {
        const at = Math.floor(random() * (chars.length + 1));
        const char = alphabet[Math.floor(random() * alphabet.length)];
        const kind = random();
        if (kind < 1 / 3) chars.splice(at, 1);
        else if (kind < 2 / 3) chars.splice(at, 0, char);
        else chars[at] = char;
      }
      cases.push([`round ${round}`, chars.join('')]);
    }
    expect(problems(cases)).toEqual([]);
  });

  test('random token soup', () => {
    const random = seeded(2025);
    const tokens = ['{', '}', '[', ']', ',', ':', '"a"', '"', '1', '-', 'true', 'nul', ' ', '\n', '"\\u12"', '"\\q"', "'x'"];
    const cases: [string, string][] = [];
    for (let round = 0; round < 3_000; round += 1) {
      const length = Math.floor(random() * 40);
      cases.push([`round ${round}`, Array.from({length}, () => tokens[Math.floor(random() * tokens.length)]).join('')]);
    }
    expect(problems(cases)).toEqual([]);
  });
});

test('paths are written with dots and array indexes', () => {
  expect(dottedPath('/data/pipeline/translations/0/target_language')).toBe('data.pipeline.translations[0].target_language');
  expect(dottedPath('/data/input_stream/source', 'format')).toBe('data.input_stream.source.format');
  expect(dottedPath('', 'data')).toBe('data');
});
