import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {test, expect} from '@playwright/test';
import {asyncapiPath} from '../support/asyncapi';
import {changeDefault, modifiedAsyncApi, runScript, scratchDir} from '../support/generators';
import {root} from '../support/paths';
import {streamingCodeHref} from '../../src/utils/errorAnchors.mjs';

type Row = {path: string; default: unknown; hasDefault: boolean};

const asyncapi = YAML.parse(fs.readFileSync(asyncapiPath, 'utf8'));
const messages = asyncapi.components.messages as Record<string, {name: string; 'x-errors'?: {code: string}[]; 'x-warnings'?: {code: string}[]}>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

test('a default changed in the schema changes the settings table data and the set_task page', () => {
  const dir = scratchDir('protocol-default');
  const input = modifiedAsyncApi(dir, (text) => changeDefault(text, 'Preprocessing', 'vad_threshold', '0.65'));

  const original = runScript('generate-protocol-data.mjs', ['--output', path.join(dir, 'original.json'), '--audio', path.join(dir, 'audio.json')]);
  const changed = runScript('generate-protocol-data.mjs', ['--input', input, '--output', path.join(dir, 'changed.json'), '--audio', path.join(dir, 'audio.json')]);
  expect(original.status, original.stderr).toBe(0);
  expect(changed.status, changed.stderr).toBe(0);
  const before = readJson(path.join(dir, 'original.json')) as Row[];
  const after = readJson(path.join(dir, 'changed.json')) as Row[];
  const differing = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
  expect(differing.map((row) => [row.path, row.default])).toEqual([['pipeline.preprocessing.vad_threshold', 0.65]]);

  const pages = runScript('generate-message-pages.mjs', ['--input', input, '--out-dir', path.join(dir, 'pages'), '--sidebar', path.join(dir, 'sidebar.json')]);
  expect(pages.status, pages.stderr).toBe(0);
  const setTask = fs.readFileSync(path.join(dir, 'pages', 'set_task.mdx'), 'utf8');
  expect(setTask).toContain('"path":"data.pipeline.preprocessing.vad_threshold","type":"number","default":0.65');
});

test('the input audio limits of the chunk size calculator come from the spec', () => {
  const dir = scratchDir('protocol-audio');
  const input = modifiedAsyncApi(dir, (text) =>
    text
      .replace('      x-chunk-duration-ms:\n        minimum: 20\n        maximum: 1000\n', '      x-chunk-duration-ms:\n        minimum: 40\n        maximum: 2000\n')
      .replace('          minimum: 16000\n          maximum: 48000\n', '          minimum: 8000\n          maximum: 96000\n'),
  );
  const result = runScript('generate-protocol-data.mjs', ['--input', input, '--output', path.join(dir, 'rows.json'), '--audio', path.join(dir, 'audio.json')]);
  expect(result.status, result.stderr).toBe(0);
  expect(readJson(path.join(dir, 'audio.json'))).toEqual({
    sampleRate: {minimum: 8000, maximum: 96000, recommended: 24000},
    channels: [1, 2],
    chunkDurationMs: {minimum: 40, maximum: 2000, recommended: 320},
  });

  const broken = modifiedAsyncApi(dir, (text) => text.replace('      x-chunk-duration-ms:\n', '      x-chunk-length:\n'));
  const failed = runScript('generate-protocol-data.mjs', ['--input', broken, '--output', path.join(dir, 'rows.json'), '--audio', path.join(dir, 'audio.json')]);
  expect(failed.status).toBe(1);
  expect(failed.stderr).toContain('InputAudioData x-chunk-duration-ms');
});

test('the gen step fails with the file, line and column when the YAML does not parse', () => {
  const dir = scratchDir('protocol-broken');
  const line = fs.readFileSync(asyncapiPath, 'utf8').split('\n').indexOf('defaultContentType: application/json') + 1;
  const input = modifiedAsyncApi(dir, (text) => text.replace('defaultContentType: application/json\n', 'defaultContentType: [application/json\n'));
  for (const script of ['generate-protocol-data.mjs', 'generate-validator-schema.mjs', 'generate-message-pages.mjs']) {
    const outputs =
      script === 'generate-message-pages.mjs'
        ? ['--out-dir', path.join(dir, 'pages'), '--sidebar', path.join(dir, 's.json')]
        : ['--output', path.join(dir, 'out.json')];
    const result = runScript(script, ['--input', input, ...outputs]);
    expect(result.status, script).toBe(1);
    const shown = path.relative(root, input).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(result.stderr, script).toMatch(new RegExp(`is not valid YAML:\\n {2}${shown}:\\d+:\\d+: `));
    const reported = Number(/yaml:(\d+):/.exec(result.stderr)?.[1]);
    expect(reported, script).toBeGreaterThanOrEqual(line);
    expect(result.stderr, script).not.toMatch(/\n\s+at /);
  }
});

test('the message generator rejects an error code that the protocol does not define', () => {
  const dir = scratchDir('protocol-code');
  const input = modifiedAsyncApi(dir, (text) => text.replace('        - code: VOICE_NOT_READY\n', '        - code: VOICE_NOT_READIED\n'));
  const result = runScript('generate-message-pages.mjs', ['--input', input, '--out-dir', path.join(dir, 'pages'), '--sidebar', path.join(dir, 's.json')]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('"VOICE_NOT_READIED" is not a StreamErrorCode code');
});

test.describe('the generated message reference', () => {
  const dir = path.join(root, 'docs/docs/streaming_api/messages');
  const sidebar = path.join(root, 'src/data/generated/message-sidebar.json');

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
