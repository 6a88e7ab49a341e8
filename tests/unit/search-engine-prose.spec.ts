import {test, expect} from '@playwright/test';
import {lunr, FIELDS, configureBuilder} from '../../src/plugins/search-index/shared/lunrSetup';
import {packIndex} from '../../src/plugins/search-index/shared/packedIndex';
import {DocKind, type SearchManifest, type ShippedDoc, type VocabularyPart} from '../../src/plugins/search-index/shared/format';
import {SearchEngine} from '../../src/plugins/search-index/client/engine';

// How the dropdown's engine reads a question written as prose, on a small index of pages: the words of any English
// sentence weigh nothing, and a verb the docs do not use finds the one they use.

interface Page {
  route: string;
  title: string;
  content: string;
}

/**
 * The engine over `pages` (one document each), its parts served from memory, with `vocabulary` as the reader vocabulary
 * and the pages numbered in `troubleshooting` as symptom tables.
 */
function engineOver(pages: Page[], vocabulary: VocabularyPart = [], troubleshooting: number[] = []) {
  const builder = new lunr.Builder();
  configureBuilder(builder);
  builder.ref('i');
  for (const [field, boost] of Object.entries(FIELDS)) builder.field(field, {boost});
  pages.forEach((page, i) => builder.add({i: String(i), title: page.title, content: page.content, keys: page.route.split('/').pop()}));
  const {fields, terms, postings} = packIndex(builder);
  const files: Record<string, unknown> = {
    terms: postings,
    docs: pages.map((page): ShippedDoc => [page.title, '', page.content, []]),
    names: [],
    vocabulary,
  };
  const manifest: SearchManifest = {
    version: 3,
    fields,
    terms,
    kinds: pages.map(() => DocKind.Page).join(''),
    pages: pages.map((page) => [page.route, page.title]),
    sameTarget: [],
    boilerplate: [],
    troubleshooting: troubleshooting.map((doc, i) => doc - (i ? troubleshooting[i - 1]! : 0)),
    repeats: [],
    words: [],
    shards: [{from: 0, file: 'terms'}],
    docs: [{from: 0, file: 'docs'}],
    names: [{from: 'a', file: 'names'}],
    vocabulary: 'vocabulary',
  };
  const engine = new SearchEngine(manifest);
  return async (query: string) => {
    const results = await engine.complete(
      (search) => search.plain(query, 8),
      async (file) => files[file],
    );
    return results.map((result) => result.document.u);
  };
}

test("the words of any sentence ('even though', 'comes back') do not lift a page that holds them over the question's subject", async () => {
  const search = engineOver([
    {route: '/docs/errors', title: 'Invalid credentials', content: 'A request fails with 401 when the secret does not match the key.'},
    {
      route: '/docs/getting-help',
      title: 'Getting help',
      content: 'Even though most requests succeed, one that comes back with an error has a request id.',
    },
    {route: '/docs/voices', title: 'Voices', content: 'Pick a voice for each target language.'},
  ]);
  expect((await search('getting 401 back even though the secret is right'))[0]).toBe('/docs/errors');
});

test('a verb the docs do not use finds the one they use: change finds update', async () => {
  const search = engineOver([
    {route: '/api/update-broadcast', title: 'Update a broadcast', content: 'Sends new outputs for a broadcast that is running.'},
    {route: '/docs/broadcast-outputs', title: 'Broadcast outputs', content: 'Each output of a running broadcast carries one language.'},
  ]);
  expect((await search('change the outputs of a running broadcast'))[0]).toBe('/api/update-broadcast');
});

test('a troubleshooting table gives way to the concept when the question states no problem', async () => {
  const pages = [
    {route: '/docs/eos', title: 'End of stream', content: 'The server sends eos once the translated audio has gone out.'},
    {
      route: '/docs/audio#troubleshooting-audio',
      title: 'Troubleshooting playback',
      content: 'Translated audio sent too fast is dropped, and translated audio sent before the task runs has been lost.',
    },
  ];
  const search = engineOver(pages, [], [1]);
  expect((await search('when all the translated audio has been sent'))[0]).toBe('/docs/eos');
  // The same index without the mark: the table's many words win the plain question.
  expect((await engineOver(pages)('when all the translated audio has been sent'))[0]).toBe('/docs/audio#troubleshooting-audio');
});
