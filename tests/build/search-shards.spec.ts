import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {test, expect} from '@playwright/test';
import {buildDir, readBuildFile} from '../support/paths';
import {builtSearchEngine, engineRanking} from '../support/search-engine';
import {
  DocKind,
  FIRST_LETTERS,
  SEARCH_POINTER,
  firstLetterOf,
  type DocShard,
  type SearchManifest,
  type SearchPointer,
} from '../../src/plugins/search-index/shared/format';
import {SEARCH_SUGGESTION_LIMIT} from '../../config/constants';
import {partOf} from '../../src/plugins/search-index/shared/packedIndex';
import {lunr} from '../../src/plugins/search-index/shared/lunrSetup';
import {ASPECTS, SYNONYMS} from '../../src/plugins/search-index/client/synonyms';
import {READER_VOCABULARY} from '../../src/plugins/search-index/shared/vocabulary';

// The search index as the build writes it: a manifest and parts loaded on demand.

const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

test('the index is a hashed manifest and hashed parts, under a name of its own', () => {
  const {manifest} = builtSearchEngine();
  const file = JSON.parse(readBuildFile(manifest)) as SearchManifest;
  expect(manifest).toMatch(/^assets\/search\/manifest\.[0-9a-f]{12}\.json$/);
  expect(file.shards.length).toBeGreaterThan(1);
  expect(file.docs.length).toBeGreaterThan(1);
  expect(file.names.length).toBeGreaterThan(1);
  for (const part of [...file.shards, ...file.docs, ...file.names, {file: file.vocabulary}]) {
    expect(part.file).toMatch(/^assets\/search\/(terms|docs|names|vocabulary)\.[0-9a-f]{12}\.json$/);
    expect(fs.existsSync(path.join(buildDir, part.file)), part.file).toBe(true);
  }
  // The search plugin's own index file is read after the build and not served.
  expect(SEARCH_POINTER).not.toBe('search-index.json');
  expect(fs.existsSync(path.join(buildDir, 'search-index.json'))).toBe(false);
});

test('a query whose words live in two term shards loads both and finds its page first', async () => {
  const search = builtSearchEngine();
  const file = JSON.parse(readBuildFile(search.manifest)) as SearchManifest;
  const starts = file.shards.map((part) => part.from);
  const shardOf = (word: string) => partOf(starts, file.terms.indexOf(stem(word)));
  // Far apart in the sorted vocabulary, so in different shards.
  expect(shardOf('upload')).not.toBe(shardOf('glossary'));

  const urls = await engineRanking(search, 'upload glossary', 8);
  expect(urls[0]).toBe('/api/upload-glossary-file');
  const termFiles = search.loaded.filter((loaded) => loaded.includes('/terms.'));
  expect(termFiles).toEqual(expect.arrayContaining([file.shards[shardOf('upload')].file, file.shards[shardOf('glossary')].file]));
  // Only what the query reads: not every shard, not every document or name file.
  expect(new Set(termFiles).size).toBeLessThan(file.shards.length);
  expect(search.loaded.filter((loaded) => loaded.includes('/docs.')).length).toBeLessThan(file.docs.length);
  expect(search.loaded.filter((loaded) => loaded.includes('/names.')).length).toBeLessThan(file.names.length);
});

test('the reader vocabulary loads for a question or a word the docs never use, not while a word of theirs is typed', async () => {
  const search = builtSearchEngine();
  const file = JSON.parse(readBuildFile(search.manifest)) as SearchManifest;
  const vocabularyLoads = () => search.loaded.filter((loaded) => loaded === file.vocabulary).length;
  for (const typed of ['v', 'vo', 'voi', 'voic', 'voice', 'voices']) await engineRanking(search, typed, SEARCH_SUGGESTION_LIMIT);
  expect(vocabularyLoads()).toBe(0);
  // "Chatbot" is in no page; the vocabulary says readers mean the LLM output that the TTS socket reads aloud.
  expect(file.terms.some((term) => term.startsWith('chatbot'))).toBe(false);
  const urls = await engineRanking(search, 'chatbot', SEARCH_SUGGESTION_LIMIT);
  expect(vocabularyLoads()).toBe(1);
  expect(urls[0]).toMatch(/^\/docs\/streaming_api\/?#streaming-llm-output$/);
  await engineRanking(search, 'lip sync', SEARCH_SUGGESTION_LIMIT);
  expect(vocabularyLoads()).toBe(1);
});

test("every docs word of the reader's vocabulary is a term of the index, as the engine queries it", () => {
  const {manifest} = builtSearchEngine();
  const terms = new Set((JSON.parse(readBuildFile(manifest)) as SearchManifest).terms);
  // The engine queries a docs word through lunr's search pipeline (the stemmer alone): one written as the page
  // writes it ("LLM", "en-GB", "Retry-After") would match nothing.
  const unmatched = [...SYNONYMS, ...ASPECTS, ...READER_VOCABULARY].flatMap(([reader, docs]) =>
    docs
      .split(' ')
      .filter((word) => !terms.has(stem(word)))
      .map((word) => `${reader} → ${word}`),
  );
  expect(unmatched).toEqual([]);
});

test('each reader phrase has one entry across the synonyms and the vocabulary', () => {
  // Two entries whose words stem alike ("lag", "lagging") would both apply, each with half of the docs' words.
  const byStems = new Map<string, string[]>();
  for (const [reader] of [...SYNONYMS, ...READER_VOCABULARY]) {
    const key = reader.split(' ').map(stem).join(' ');
    byStems.set(key, [...(byStems.get(key) ?? []), reader]);
  }
  expect([...byStems.values()].filter((readers) => readers.length > 1)).toEqual([]);
});

test('the manifest holds no anchor or text of a section or row: a query loads those of the results it shows', async () => {
  const search = builtSearchEngine();
  const manifestText = readBuildFile(search.manifest);
  const file = JSON.parse(manifestText) as SearchManifest;
  const docs = file.docs.flatMap((part) => JSON.parse(readBuildFile(part.file)) as DocShard);
  expect(docs.length).toBe(file.kinds.length);
  const below = docs.filter((_, i) => file.kinds[i] !== String(DocKind.Page));
  const inManifest = below.filter(
    ([, hash, text]) => (hash && manifestText.includes(JSON.stringify(hash))) || (text.length > 20 && manifestText.includes(text)),
  );
  expect(inManifest.slice(0, 5)).toEqual([]);

  const urls = await engineRanking(search, 'transports', 8);
  expect(urls).toContain('/docs/overview#transports');
  expect(search.loaded.filter((loaded) => loaded.includes('/docs.')).length).toBeGreaterThan(0);
  expect(search.loaded.filter((loaded) => loaded.includes('/names.')).length).toBeGreaterThan(0);
});

test('no index term is two words that markup ran together: a label and its options, a name and its badges, a range', () => {
  const {manifest} = builtSearchEngine();
  const {terms} = JSON.parse(readBuildFile(manifest)) as SearchManifest;
  // "Source language" then "Arabic (ar)", "Bashkir (ba)": "languagearab", "ar)bashkir"; "message_typerequiredstring"; "1–256".
  expect(terms.filter((term) => /\)[a-z]|language(arab|s?array)|requiredstr|–/.test(term))).toEqual([]);
  expect(terms).toEqual(expect.arrayContaining(['256', '16000', 'arab']));
});

test("a row's snippet keeps a cell's lines apart: the status, then the note under it", async () => {
  const {engine, load} = builtSearchEngine();
  const results = await engine.complete((search) => search.plain('4004', 8), load);
  const row = results.find((result) => result.document.u === '/docs/error_codes' && result.document.h === '#4004');
  expect(row?.document.t).toContain("runtime (422) In a voice's processing_result");
});

test("a section made of a table shows its cells apart in its snippet, and its rows ended by '; '", async () => {
  const $ = cheerio.load(readBuildFile('docs/voices/index.html'));
  const rows = $('#voice-types')
    .nextAll('div')
    .first()
    .find('tr')
    .map((_, row) =>
      $(row)
        .children('th, td')
        .map((_, cell) => $(cell).text().replace(/\s+/g, ' ').trim())
        .get()
        .join(' · '),
    )
    .get();
  expect(rows.length).toBeGreaterThan(2);
  const {engine, load} = builtSearchEngine();
  const results = await engine.complete((search) => search.plain('voice types', 8), load);
  const section = results.find((result) => result.document.u === '/docs/voices' && result.document.h === '#voice-types');
  const snippet = section?.snippet.text.replace(/ …$/, '') ?? '';
  expect(snippet.length).toBeGreaterThan(60);
  expect(rows.join('; ').startsWith(snippet), snippet).toBe(true);
});

test('a query that only excludes a word lists documents without it (lunr enumerates every document vector)', async () => {
  const {engine, load} = builtSearchEngine();
  const {results} = await engine.complete((search) => search.page('-glossary', 20), load);
  expect(results.length).toBeGreaterThan(0);
  for (const result of results) expect(`${result.document.t} ${result.document.u}`).not.toMatch(/glossar/i);
});

test("the first keystroke's answers are files of their own, each what the engine answers for that letter", async () => {
  const {firstLetters} = JSON.parse(readBuildFile(SEARCH_POINTER)) as SearchPointer;
  expect(firstLetters.limit).toBe(SEARCH_SUGGESTION_LIMIT);
  expect(firstLetters.folder).toMatch(/^assets\/search\/letters\.[0-9a-f]{12}\/$/);
  expect(
    fs
      .readdirSync(path.join(buildDir, firstLetters.folder))
      .filter((file) => file.endsWith('.json'))
      .sort(),
  ).toEqual([...FIRST_LETTERS].map((letter) => `${letter}.json`).sort());
  const {engine, load} = builtSearchEngine();
  const answer = (input: string) => engine.complete((search) => search.plain(input, SEARCH_SUGGESTION_LIMIT), load);
  const differing: string[] = [];
  for (const letter of FIRST_LETTERS) {
    const written = JSON.parse(readBuildFile(`${firstLetters.folder}${letter}.json`)) as unknown;
    if (JSON.stringify(written) !== JSON.stringify(await answer(letter))) differing.push(letter);
  }
  expect(differing).toEqual([]);
  const v = JSON.parse(readBuildFile(`${firstLetters.folder}v.json`)) as {document: {u: string}}[];
  expect(v).toHaveLength(SEARCH_SUGGESTION_LIMIT);
  // The dropdown takes a file for whatever the engine reads as that one letter.
  for (const typed of ['V', ' v', 'v ']) {
    expect(firstLetterOf(typed)).toBe('v');
    expect(JSON.stringify(await answer(typed))).toBe(JSON.stringify(v));
  }
  for (const typed of ['vo', '_', '-', '']) expect(firstLetterOf(typed)).toBeUndefined();
});

test('every section of the index is a heading a reader can link to, listed once: no card title, no heading inside a component', () => {
  const {manifest} = builtSearchEngine();
  const file = JSON.parse(readBuildFile(manifest)) as SearchManifest;
  const docs = file.docs.flatMap((part) => JSON.parse(readBuildFile(part.file)) as DocShard);
  const pages = new Map<string, cheerio.CheerioAPI>();
  const pageOf = (route: string) => {
    if (!pages.has(route)) pages.set(route, cheerio.load(readBuildFile(path.join(route.slice(1), 'index.html'))));
    return pages.get(route)!;
  };
  const seen = new Set<string>();
  const wrong: string[] = [];
  let route = '';
  let page = -1;
  const intros = new Map<string, string>();
  const trails: {route: string; title: string; trail: string[]}[] = [];
  docs.forEach(([title, hash, text], i) => {
    if (file.kinds[i] === String(DocKind.Page)) {
      route = file.pages[++page][0];
      intros.set(route, text);
      trails.push({route, title, trail: (docs[i][3] ?? []) as string[]});
    }
    if (file.kinds[i] !== String(DocKind.Section)) return;
    const key = `${route}${hash}`;
    const heading = hash ? pageOf(route)(`:is(h2, h3, h4)[id="${hash.slice(1)}"]`) : undefined;
    if (!heading?.length || !heading.children('a.hash-link').length || seen.has(key)) wrong.push(`${key} (${title})`);
    seen.add(key);
  });
  expect(seen.size).toBeGreaterThan(500);
  expect(wrong).toEqual([]);
  // Every page has the title a reader sees, blog listings (archive, authors) included, after its ancestors alone.
  expect(file.pages.filter(([, title]) => !title.trim())).toEqual([]);
  expect(trails.filter(({title, trail}) => trail.at(-1) === title)).toEqual([]);
  // A page row's path line names where the page lives: its ancestors, or the navbar's name for its part of the site,
  // unless that name is the page's own title.
  expect(trails.filter(({trail}) => trail.length === 0).map(({title}) => title)).toEqual(['API reference']);
  const trailOf = (wanted: string) => trails.find(({route}) => route === wanted)?.trail;
  expect(trailOf('/api/introduction')).toEqual(['API reference']);
  expect(trailOf('/docs/voices')).toEqual(['Docs']);
  expect(trailOf('/blog/archive')).toEqual(['Blog']);
  // A page of cards reads as its own first paragraph, not as the text of its last card.
  for (const route of ['/api/', '/docs/broadcaster/']) {
    const first = pageOf(route)('article p').first().text().replace(/\s+/g, ' ').trim();
    expect(intros.get(route), route).toBe(`${first.slice(0, intros.get(route)!.length - 1)}…`);
  }
});

test('every field row links to the section that holds it, an h4 setting group included, or to its own anchor', async () => {
  const {manifest} = builtSearchEngine();
  const file = JSON.parse(readBuildFile(manifest)) as SearchManifest;
  const docs = file.docs.flatMap((part) => JSON.parse(readBuildFile(part.file)) as DocShard);
  const routeOf: string[] = [];
  let page = -1;
  for (let i = 0; i < docs.length; i += 1) {
    if (file.kinds[i] === String(DocKind.Page)) page += 1;
    routeOf.push(file.pages[page][0]);
  }
  const misplaced: string[] = [];
  const routesWithFields = new Set(routeOf.filter((_, i) => file.kinds[i] === String(DocKind.Field)));
  expect(routesWithFields).toContain('/docs/streaming_api/translation_settings_breakdown');
  for (const route of routesWithFields) {
    const $ = cheerio.load(readBuildFile(path.join(route.slice(1), 'index.html')));
    // Per anchor, the names in the first cells of the rows between it and the next heading, or the anchor itself.
    const heldBy = new Map<string, Set<string>>();
    // Rows above the first heading belong to the top of the page.
    let current = new Set<string>();
    heldBy.set('', current);
    // A section runs from its anchored h2–h4 to the next one; an h5 or a heading without an anchor is part of it.
    $('article')
      .find('h2, h3, h4, tr')
      .each((_, element) => {
        const id = $(element).attr('id');
        if (element.tagName !== 'tr') {
          if (!id) return;
          current = new Set();
          heldBy.set(`#${id}`, current);
          return;
        }
        const first = $(element).children('td, th').first();
        current.add(first.find('code').first().text().trim());
        const own = first.find('[id]').first().attr('id');
        if (own) heldBy.set(`#${own}`, new Set([first.find('code').first().text().trim()]));
      });
    docs.forEach(([title, hash], i) => {
      if (routeOf[i] !== route || file.kinds[i] !== String(DocKind.Field)) return;
      if (!heldBy.get(hash)?.has(title)) misplaced.push(`${route}: ${title} → ${hash}`);
    });
  }
  expect(misplaced).toEqual([]);
  const urls = await engineRanking(builtSearchEngine(), 'voice_cloning', SEARCH_SUGGESTION_LIMIT);
  expect(urls[0]).toBe('/docs/streaming_api/translation_settings_breakdown#speech_generation');
});
