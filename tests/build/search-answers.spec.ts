import {test, expect} from '@playwright/test';
import {answers} from '../../scripts/lib/search-relevance.mjs';
import {SEARCH_SUGGESTION_LIMIT} from '../../config/constants';
import {builtSearchEngine, engineRanking} from '../support/search-engine';

// What the dropdown suggests, ranked by the engine its worker runs, on the built index
// (tests/browser/search-relevance.spec.ts shows the dropdown lists the engine's order).
const suggestions = (query: string) => engineRanking(builtSearchEngine(), query, SEARCH_SUGGESTION_LIMIT);

test('identifiers, codes, operations, fields and tasks find their home first', async () => {
  const firstHits: Record<string, string> = {
    'delete glossary': '/api/delete-a-glossary-by-id',
    'supported languages': '/docs/languages',
    set_task: '/docs/streaming_api/messages/set_task',
    'verify command': '/api/verify-command',
    'translaton settings': '/docs/streaming_api/translation_settings_breakdown',
    VALIDATION_ERROR: '/docs/error_codes#validation-error',
    '401': '/docs/error_codes#http-401',
    ttl_seconds: '/api/update-session-expiration#query-parameters',
    'upload glossary file': '/api/upload-glossary-file',
  };
  const missed: string[] = [];
  for (const [query, home] of Object.entries(firstHits)) {
    const urls = await suggestions(query);
    if (!answers(urls[0] ?? '', home)) missed.push(`${query}: ${urls.join(', ')}`);
  }
  expect(missed).toEqual([]);
});

test('a one-edit typo still finds the page in the top three', async () => {
  const missed: string[] = [];
  for (const [query, home] of Object.entries({
    glosary: '/docs/glossaries',
    'translaton settings': '/docs/streaming_api/translation_settings_breakdown',
    webrct: '/docs/quick-start/webrtc',
  })) {
    const urls = await suggestions(query);
    if (!urls.slice(0, 3).some((url) => answers(url, home))) missed.push(`${query}: ${urls.join(', ')}`);
  }
  expect(missed).toEqual([]);
});

test('a blog post never outranks a guide or reference page', async () => {
  const outranking: string[] = [];
  for (const query of ['latency', 'sample rate', 'voice', 'glossary', 'broadcast']) {
    const urls = await suggestions(query);
    const firstBlog = urls.findIndex((url) => url.startsWith('/blog'));
    if (firstBlog >= 0 && urls.slice(firstBlog).some((url) => !url.startsWith('/blog'))) outranking.push(`${query}: ${urls.join(', ')}`);
  }
  expect(outranking).toEqual([]);
});

test('the search page explains each kind of syntax error in plain words', async () => {
  const {engine, load} = builtSearchEngine();
  const explained: Record<string, string | undefined> = {};
  for (const query of ['foo:bar', ':', 'voice +', 'term~x', 'term^y']) {
    explained[query] = (await engine.complete((search) => search.page(query, 10), load)).error?.message;
  }
  expect(explained).toEqual({
    'foo:bar': "Unrecognised field 'foo'. Use title: or content:.",
    ':': 'Expected either a field or a term: put a word after +, - or a field name, as in +voice or title:voice.',
    'voice +': 'Expected either a field or a term: put a word after +, - or a field name, as in +voice or title:voice.',
    'term~x': 'The edit distance must be numeric: put a number after ~, as in voice~1.',
    'term^y': 'The boost must be numeric: put a number after ^, as in voice^10.',
  });
});

test('a question lands on the part of a page that answers it, unless the page title asks it', async () => {
  // The page's row is first by the words of its sections; the row of its troubleshooting table answers.
  expect((await suggestions('captions appear but no sound plays on iphone safari'))[0]).toBe('/docs/quick-start/webrtc#troubleshooting');
  // "Clone voice with API" says most of the question: the page is the answer.
  expect((await suggestions('how do i clone a voice'))[0]).toBe('/docs/clone-voice-api');
  // Keywords keep the page first.
  expect((await suggestions('voices'))[0]).toBe('/docs/voices');
});

test("a page's own sections rank above its row: the section answers, the page follows", async () => {
  for (const [query, section] of Object.entries({
    'rotate api keys': '/docs/auth/using_api_keys#rotation-and-revocation',
    'broadcast statuses': '/docs/broadcaster/statuses#list-of-statuses',
  })) {
    const urls = await suggestions(query);
    expect(urls.slice(0, 2), query).toEqual([section, section.split('#')[0]]);
  }
});
