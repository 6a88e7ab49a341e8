import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {asyncapiPath} from '../support/asyncapi';
import {changeDefault, modifiedSpecs, runGen, scratchDir} from '../support/generators';
import {SPEC_FILES, readSpec} from '../../spec-toolkit/index.mjs';
import {settingsRows} from '../../scripts/generators/settings-rows.mjs';
import {inputAudioLimits} from '../../scripts/generators/input-audio.mjs';
import {writeMessagePages} from '../../scripts/generators/message-pages/index.mjs';
import {root} from '../support/paths';
import {streamingCodeHref} from '../../shared/error-anchors.mjs';

type Row = {path: string; default: unknown; hasDefault: boolean};

const asyncapi = readSpec(asyncapiPath);
const messages = asyncapi.components.messages as Record<string, {name: string; 'x-errors'?: {code: string}[]; 'x-warnings'?: {code: string}[]}>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

type Changes = Parameters<typeof modifiedSpecs>[1];
const loadChanged = (changes: Changes) => {
  const file = modifiedSpecs(scratchDir('protocol'), changes).asyncapi;
  return {file, spec: readSpec(file)};
};

test('a default changed in the shared settings file changes the settings rows and the set_task page', () => {
  const {file, spec} = loadChanged({taskSettings: (text) => changeDefault(text, 'Preprocessing', 'vad_threshold', '0.65')});
  const before = settingsRows(readSpec(asyncapiPath), asyncapiPath) as Row[];
  const after = settingsRows(spec, file) as Row[];
  const differing = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
  expect(differing.map((row) => [row.path, row.default])).toEqual([['pipeline.preprocessing.vad_threshold', 0.65]]);

  const pages = path.join(path.dirname(file), 'pages');
  writeMessagePages(spec, file, pages);
  const setTask = fs.readFileSync(path.join(pages, 'set_task.mdx'), 'utf8');
  expect(setTask).toContain('"path":"data.pipeline.preprocessing.vad_threshold","type":"number"');
  expect(setTask).toMatch(/"path":"data\.pipeline\.preprocessing\.vad_threshold"[^}]*"default":0\.65/);
});

test('the input audio limits of the chunk size calculator come from the spec', () => {
  const {file, spec} = loadChanged({
    asyncapi: (text) =>
      text.replace('      x-chunk-duration-ms:\n        minimum: 20\n        maximum: 1000\n', '      x-chunk-duration-ms:\n        minimum: 40\n        maximum: 2000\n'),
    taskSettings: (text) => text.replace('      minimum: 16000\n      maximum: 48000\n', '      minimum: 8000\n      maximum: 96000\n'),
  });
  expect(inputAudioLimits(spec, file)).toEqual({
    sampleRate: {minimum: 8000, maximum: 96000, recommended: 24000},
    channels: [1, 2],
    chunkDurationMs: {minimum: 40, maximum: 2000, recommended: 320},
  });
  const broken = loadChanged({asyncapi: (text) => text.replace('      x-chunk-duration-ms:\n', '      x-chunk-length:\n')});
  expect(() => inputAudioLimits(broken.spec, broken.file)).toThrow('InputAudioData x-chunk-duration-ms');
});

/** Runs the generator on copies of the descriptions with one line of `name` indented by a space. */
function genWithBrokenLine(name: 'asyncapi' | 'taskSettings', schema: string, property: string) {
  const lines = fs.readFileSync(SPEC_FILES[name], 'utf8').split('\n');
  // Over-indenting a key makes the YAML parser blame the line before; the report names the broken line.
  const schemaLine = lines.findIndex((line) => line.trim() === `${schema}:`);
  const target = lines.findIndex((line, index) => index > schemaLine && line.trim() === `${property}:`) + 1;
  const copies = modifiedSpecs(scratchDir(`protocol-broken-${name}`), {
    [name]: (text: string) => {
      const copy = text.split('\n');
      copy[target - 1] = ` ${copy[target - 1]}`;
      return copy.join('\n');
    },
  });
  const marker = path.join(root, '.generated', 'data', 'task-settings.json');
  const before = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : undefined;
  const result = runGen(['--asyncapi', copies.asyncapi, '--openapi', copies.openapi]);
  expect(result.status).toBe(1);
  const shown = path.relative(root, copies[name]).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  expect(result.stderr).toMatch(new RegExp(`^gen: ${shown}:${target}:\\d+: `, 'm'));
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : undefined).toBe(before);
}

test('npm run gen stops with file:line:column at the line that breaks the YAML, and writes nothing', () => {
  genWithBrokenLine('asyncapi', 'Transcription', 'text');
});

test('a broken line in the shared settings file is reported with that file, line and column', () => {
  genWithBrokenLine('taskSettings', 'Preprocessing', 'vad_threshold');
});

test('the message generator rejects an error code that the protocol does not define', () => {
  const {file, spec} = loadChanged({asyncapi: (text) => text.replace('        - code: VOICE_NOT_READY\n', '        - code: VOICE_NOT_READIED\n')});
  expect(() => writeMessagePages(spec, file, path.join(path.dirname(file), 'pages'))).toThrow('"VOICE_NOT_READIED" is not a StreamErrorCode code');
});

test.describe('the generated message reference', () => {
  const dir = path.join(root, 'docs/docs/streaming_api/messages');
  const sidebar = path.join(root, '.generated/data/message-sidebar.json');

  test('has a page for every message, an index and a sequence page, all in the sidebar', () => {
    const files = fs.readdirSync(dir, {recursive: true}).map(String).filter((file) => file.endsWith('.mdx'));
    expect(files).toContain('index.mdx');
    expect(files).toContain('session-sequence.mdx');
    expect(files).toHaveLength(Object.keys(messages).length + 2);
    const listed = JSON.stringify(readJson(sidebar));
    for (const file of files.filter((f) => f !== 'index.mdx')) {
      expect(listed, file).toContain(`"docs/streaming_api/messages/${file.replace(/\.mdx$/, '')}"`);
    }
  });

  test('every page names its direction, transports and rate limit, and every command its errors', () => {
    const ttsKeys = Object.values(asyncapi.channels.textToSpeech.messages as Record<string, {$ref: string}>).map((ref) => ref.$ref.split('/').pop());
    for (const [key, message] of Object.entries(messages)) {
      const file = path.join(dir, ...(ttsKeys.includes(key) ? ['realtime-tts'] : []), `${message.name}.mdx`);
      const text = fs.readFileSync(file, 'utf8');
      expect(text, key).toMatch(/\| Direction \| (Client → server|Server → client)/);
      expect(text, key).toMatch(/\| Transports \| /);
      expect(text, key).toMatch(/\| Rate limit \| /);
      expect(text, key).toContain(`components.messages.${key}`);
      expect(text, key).toContain('<MessageFieldTable');
      for (const entry of [...(message['x-errors'] ?? []), ...(message['x-warnings'] ?? [])]) {
        expect(text, `${key} lists ${entry.code}`).toContain(`[\`${entry.code}\`](${streamingCodeHref(entry.code)})`);
      }
    }
  });

  test('the sequence page holds Mermaid diagrams that name only real messages', () => {
    const text = fs.readFileSync(path.join(dir, 'session-sequence.mdx'), 'utf8');
    const diagrams = [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(diagrams.length).toBeGreaterThanOrEqual(3);
    const names = new Set(Object.values(messages).map((message) => message.name));
    // Arrows between the client and a streaming server carry messages; the others carry REST calls and hand-offs.
    const arrows = diagrams.flatMap((diagram) => [...diagram.matchAll(/(?:C->>[ST]|[ST]-->>C): ([a-z_]+)(?=[\s,]|$)/gm)].map((match) => match[1]));
    expect(arrows.length).toBeGreaterThan(10);
    expect(arrows.filter((name) => name.includes('_') && !names.has(name))).toEqual([]);
  });
});
