import fs from 'node:fs';
import path from 'node:path';
import {readSpec} from '../../spec-toolkit/index.mjs';
import {test, expect} from '@playwright/test';
import {asyncapiPath} from '../support/asyncapi';
import {buildDir, builtPageFor, root} from '../support/paths';

/*
 * The message reference, the settings tables and the validator's form are in
 * the static HTML, so they are there with JavaScript off. These tests read the
 * built files only.
 */

type Row = {path: string; type: string; default: unknown; hasDefault: boolean};

const asyncapi = readSpec(asyncapiPath);
const messages = asyncapi.components.messages as Record<string, {name: string; examples?: unknown[]; payload: unknown}>;
const ttsKeys = Object.values(asyncapi.channels.textToSpeech.messages as Record<string, {$ref: string}>).map((ref) =>
  ref.$ref.split('/').pop(),
);
const reference = '/docs/streaming_api/messages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const decode = (html: string) =>
  html
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function page(route: string): string {
  const file = builtPageFor(route);
  expect(file, `${route} is built`).toBeTruthy();
  return decode(fs.readFileSync(file!, 'utf8'));
}

/** The text a settings table shows as a default (see SchemaFieldCells' formatValue). */
function shownDefault(value: unknown, type: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && /\bnumber\b/.test(type)) return value.toFixed(1);
  if (Array.isArray(value)) return `[${value.map((item) => shownDefault(item, type.replace(/^array of /, ''))).join(', ')}]`;
  return JSON.stringify(value);
}

test('every message page is in the static HTML with its facts, fields, examples and errors', () => {
  for (const [key, message] of Object.entries(messages)) {
    const route = `${reference}/${ttsKeys.includes(key) ? 'realtime-tts/' : ''}${message.name}`;
    const html = page(route);
    // The title's text starts with the name, whatever break points a long name carries.
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, ''), route).toMatch(new RegExp(`^${escape(message.name)}\\b`));
    expect(html, route).toMatch(/Client → server|Server → client/);
    expect(html, route).toContain(`Fields of ${message.name}`);
    const properties = Object.keys((message.payload as {properties?: object}).properties ?? {});
    for (const property of properties) expect(html, `${route} lists ${property}`).toMatch(new RegExp(`title="?${property}[" >]`));
    expect((html.match(/<pre/g) ?? []).length, `${route} examples`).toBeGreaterThanOrEqual(message.examples?.length ?? 0);
  }
  const setTask = page(`${reference}/set_task`);
  expect(setTask).toContain('data.pipeline.transcription.source_language');
  expect(setTask).toMatch(/>1 per 2 s \(<code>.*?x-rate-limit:.*?<\/code>\); more are dropped/);
  expect(setTask).toContain('VOICE_NOT_READY');
  expect(setTask).toMatch(/href="?\/docs\/error_codes#validation-error/);
});

test('the index and the sequence page are in the static HTML and link every message', () => {
  const index = page(reference);
  expect(index).toMatch(/<h1[^>]*>Messages at a glance/);
  const sequence = page(`${reference}/session-sequence`);
  expect(sequence).toMatch(/<h1[^>]*>Session sequence/);
  expect(sequence).toContain('Step by step');
  for (const [key, message] of Object.entries(messages)) {
    const href = `${reference}/${ttsKeys.includes(key) ? 'realtime-tts/' : ''}${message.name}`;
    expect(index, `index links ${href}`).toMatch(new RegExp(`href="?${href}["> ]`));
  }
});

test('the settings breakdown shows the schema default of every setting', () => {
  const rows = JSON.parse(fs.readFileSync(path.join(root, '.generated/data/task-settings.json'), 'utf8')) as Row[];
  const html = page('/docs/streaming_api/translation_settings_breakdown');
  const wrong: string[] = [];
  for (const row of rows.filter((r) => r.hasDefault)) {
    const start = html.search(new RegExp(`<code title="?${escape(row.path)}[" >]`));
    if (start < 0) {
      wrong.push(`${row.path}: not shown`);
      continue;
    }
    const cells = html.slice(start, html.indexOf('</tr>', start));
    const expected = `<code>${shownDefault(row.default, row.type)}</code>`;
    if (!cells.includes(expected)) wrong.push(`${row.path}: expected ${expected}`);
  }
  expect(wrong).toEqual([]);
});

test('the validator page serves its form in the static HTML and loads ajv only on demand', () => {
  const html = page('/docs/streaming_api/settings-validator');
  const editorId = /<textarea[^>]*\sid="?([^" >]+)/.exec(html)?.[1];
  expect(editorId).toBeTruthy();
  expect(html).toMatch(new RegExp(`<label[^>]*for="?${escape(editorId!)}"?[^>]*>set_task message \\(JSON\\)`));
  expect(html).toContain('"message_type": "set_task"');
  expect((html.match(/<option/g) ?? []).length).toBe(6);

  const scripts = fs.readdirSync(path.join(buildDir, 'assets/js'));
  const withAjv = scripts.filter((file) =>
    fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8').includes('must be equal to one of the allowed values'),
  );
  expect(withAjv.length).toBeGreaterThan(0);
  expect(withAjv.filter((file) => /^(main|runtime)/.test(file))).toEqual([]);
});
