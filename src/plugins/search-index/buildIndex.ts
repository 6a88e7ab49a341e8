import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type * as cheerio from 'cheerio';
import type {Props} from '@docusaurus/types';
import type {BuiltPage} from '../post-build/pages';
import {parseSearchPage, searchedPages, type PageType, type ParsedPage, type ProcessedOptions} from '../../internals/search-local-server';
import {lunr, FIELDS, configureBuilder} from './shared/lunrSetup';
import {packIndex} from './shared/packedIndex';
import {SearchEngine} from './client/engine';
import {
  BOILERPLATE_PAGES,
  DocKind,
  FIRST_LETTERS,
  SEARCH_POINTER,
  docKeys,
  fieldHash,
  keyName,
  titleName,
  type IndexPart,
  type IndexedDoc,
  type SearchManifest,
  type SearchPointer,
  type ShippedDoc,
  type VocabularyPart,
} from './shared/format';
import {READER_VOCABULARY} from './shared/vocabulary';

/** A page to index that the plugin does not see (test fixtures): parsed from the built HTML. */
export interface ExtraPage {
  route: string;
  breadcrumbs: string[];
}

/** A part of the site a page can belong to, as the navbar names it ("Docs", "API reference", "Blog"). */
export interface SiteArea {
  label: string;
  contains: (route: string) => boolean;
}

interface Source {
  doc: IndexedDoc;
  content: string;
  /** For rows: the anchor of their section. */
  section?: string;
  /** Words indexed with the title besides it: a catalogue row's name (its Title or Meaning cell). */
  name?: string;
}

const SNIPPET_LENGTH = 100;
const ROW_SNIPPET_LENGTH = 64;
const MAX_WORDS = 1200;
const SEARCH_DIR = 'assets/search';
/**
 * About this much JSON per term shard, document file and name file: a query loads a few of each. A query's results
 * and names lie scattered over their files, so these are smaller: the first search loads 11–15 KB less than with
 * 16 KB files, in a few more requests.
 */
const SHARD_BYTES = 24_000;
const DOC_BYTES = 8_000;
const NAME_BYTES = 8_000;
/** The headings that open a section of their own (the plugin stops at h3; settings pages put one group per h4). */
const HEADINGS = 'h1, h2, h3, h4';
const BLOCKS =
  'caption, li, p, div, br, dt, dd, summary, details, pre, blockquote, figcaption, h1, h2, h3, h4, h5, h6, option, label, legend';
/** Between the cells of a table row in a doc's text, and after each row of a table that stays in its section's text. */
const CELL_SEPARATOR = ' · ';
const ROW_END = '; ';
/** Where a row ends, until sectionText writes ROW_END there: a character no page holds. */
const ROW_MARK = '\u241e';
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, length = SNIPPET_LENGTH) => (text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')} …` : text);

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * A section's anchor as the plugin keeps it: a link to the page itself loses the path; false for a link elsewhere.
 */
function trimmedHash(hash: string, url: string): string | false {
  if (!hash || hash.startsWith('#') || !hash.includes('#')) return hash;
  return hash.startsWith(url) && hash[url.length] === '#' ? hash.slice(url.length) : false;
}

/**
 * Whether a heading opens a section a reader can link to: it has an id and the anchor link that goes with it. The
 * titles of cards on index pages and of blog posts in a list have no id (they lead to other pages), and the headings
 * inside a component (the chunk size calculator, the playground's panels) have an id from `useId` but no anchor link:
 * their words belong to the section the component sits in.
 */
function opensSection($heading: cheerio.Cheerio<cheerio.Element>): boolean {
  return Boolean($heading.attr('id')) && $heading.children('a.hash-link').length > 0;
}

/**
 * A page and its sections as the plugin reads them: the text before the first heading is the page's intro, and a
 * section is a heading of `linkable` (the plugin reads every h2 and h3).
 */
function pageSources({pageTitle, description, sections}: ParsedPage, url: string, trail: string[], linkable: Set<string>): Source[] {
  const texts = new Map<string, string>();
  for (const section of sections) {
    const hash = trimmedHash(section.hash, url);
    if (hash !== false && section.content && !texts.has(hash)) texts.set(hash, section.content);
  }
  return [
    pageSource(pageTitle, url, trail, texts.get('') ?? '', description),
    ...sections.flatMap((section) => {
      const hash = trimmedHash(section.hash, url);
      return section.title === pageTitle || hash === false || !linkable.has(hash)
        ? []
        : [sectionSource(section.title, url, hash, texts.get(hash) ?? '')];
    }),
  ];
}

function pageSource(title: string, route: string, breadcrumbs: string[], intro: string, description: string): Source {
  return {
    doc: {k: DocKind.Page, t: clean(title), u: route, h: '', p: -1, b: breadcrumbs, x: cut(clean(intro || description))},
    content: `${description} ${intro}`,
  };
}

function sectionSource(title: string, route: string, hash: string, text: string): Source {
  return {
    doc: {k: DocKind.Section, t: clean(title), u: route, h: hash, p: -1, x: cut(clean(text))},
    content: text,
  };
}

const FIELD_NAME = /^[\w.[\]]+$/;
/** Columns that name what a catalogue row stands for ("Invalid credentials", "session expired"): a symptom is worded like them. */
const NAME_COLUMNS = /^(title|reason|reason text|meaning)$/i;

/**
 * Table rows become docs of their own: a row with an id (error codes, HTTP
 * statuses) links to itself; a row whose first cell names a field links to
 * its section. A code or a field then finds its row, not every page that
 * mentions it.
 */
function rowsOf($: cheerio.CheerioAPI, route: string, seen: Set<string>): Source[] {
  const rows: Source[] = [];
  // The nearest heading above the row that opens a section, and the nearest h2 or h3: an API field's own anchor
  // derives from the latter even under an h4 ("Response body").
  let section = {hash: ''};
  let outer = section;
  const nameColumns = (row: cheerio.Cheerio<cheerio.Element>) => {
    const headings = row.closest('table').find('thead th');
    return headings
      .map((i, cell) => (NAME_COLUMNS.test(clean($(cell).text())) ? i : -1))
      .get()
      .filter((i: number) => i > 0);
  };
  $('article')
    .find(`${HEADINGS}, tr`)
    .each((_, element) => {
      const $el = $(element);
      if (element.tagName !== 'tr') {
        const id = opensSection($el) ? $el.attr('id') : undefined;
        if (id) section = {hash: `#${id}`};
        if (id && element.tagName !== 'h4') outer = section;
        return;
      }
      const cells = $el.children('td, th');
      if (cells.length < 2 || $el.parent().is('thead')) return;
      const first = cells.first();
      const id = $el.attr('id');
      const code = clean(first.find('code').first().text());
      const label = id ? clean(first.text()) : code;
      if (!label || (!id && !FIELD_NAME.test(label))) return;
      // A field row with the anchor its section and name give it (API fields, which may be folded) links to itself.
      const own = first.find('[id]').first().attr('id');
      const ownAnchorIn = (candidate: {hash: string}) =>
        !id && own !== undefined && `#${own}` === fieldHash({t: label, a: 1}, candidate.hash);
      const home = !ownAnchorIn(section) && ownAnchorIn(outer) ? outer : section;
      const anchored = ownAnchorIn(home);
      const hash = id ? `#${id}` : home.hash;
      const rest = clean(
        cells
          .slice(1)
          .map((_, cell) => $(cell).text())
          .get()
          .join(CELL_SEPARATOR),
      );
      // The same field with the same text on several pages (one response
      // object returned by several operations) is indexed once.
      const key = id ? `${route}${hash}` : `${label} ${rest}`;
      if (seen.has(key)) return;
      seen.add(key);
      $el.attr('data-search-row', '');
      rows.push({
        doc: {
          k: id ? DocKind.Row : DocKind.Field,
          t: label,
          u: route,
          h: hash,
          p: -1,
          x: cut(rest, ROW_SNIPPET_LENGTH),
          ...(anchored ? {a: 1 as const} : {}),
        },
        content: rest,
        section: home.hash,
        ...(id
          ? {
              name: nameColumns($el)
                .map((i: number) => clean(cells.eq(i).text()))
                .join(' '),
            }
          : {}),
      });
    });
  // Their text now lives in the rows' docs; sections keep their prose only.
  $('tr[data-search-row]').remove();
  return rows;
}

/**
 * Tables whose rows are not docs of their own stay in their section's text, read as the dropdown shows a row: "Kind ·
 * voice_type · What it is; Built-in · …", not "Kind voice_type What it is Built-in …".
 */
function separateCells($: cheerio.CheerioAPI): void {
  $('table tr').each((_, row) => {
    const cells = $(row).children('td, th');
    cells.slice(0, -1).append(CELL_SEPARATOR);
    cells.last().append(ROW_MARK);
  });
}

/** A section's text, its table rows ended by ROW_END but where the text ends. */
const sectionText = (text: string) =>
  clean(text)
    .replace(new RegExp(`\\s*${ROW_MARK}$`), '')
    .replace(new RegExp(`\\s*${ROW_MARK}\\s*`, 'g'), ROW_END)
    .trim();

/**
 * Title and text of each h2–h4 section by anchor, read after the rows were
 * taken out. The plugin stops at h3; settings pages put one setting group
 * per h4.
 */
function sectionTexts($: cheerio.CheerioAPI): Map<string, {title: string; text: string}> {
  const sections = new Map<string, {title: string; text: string}>();
  $('article')
    .find('h2, h3, h4')
    .each((_, element) => {
      const $h = $(element);
      if (!opensSection($h)) return;
      sections.set(`#${$h.attr('id')}`, {
        title: clean($h.contents().not('a.hash-link').text()),
        text: sectionText($h.nextUntil(HEADINGS).text()),
      });
    });
  return sections;
}

/** Title and h2/h3 sections of a page the plugin does not index. */
function extraPageSources($: cheerio.CheerioAPI, extra: ExtraPage, trail: (title: string) => string[]): Source[] {
  const $article = $('article').length ? $('article').first() : $('main').first();
  const title = clean($article.find('h1').first().text());
  const sources = [pageSource(title, extra.route, trail(title), '', '')];
  $article.find('h2, h3').each((_, element) => {
    const $h = $(element);
    if (!opensSection($h)) return;
    const text = sectionText($h.nextUntil('h2, h3').text());
    sources.push(sectionSource(clean($h.contents().not('a.hash-link').text()), extra.route, `#${$h.attr('id')}`, text));
  });
  return sources;
}

function countWords(sources: Source[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const {doc, content} of sources) {
    for (const word of `${doc.t} ${content}`.toLowerCase().match(/[a-z][a-z0-9_]{2,}/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .filter(([word, count]) => count > 1 && lunr.stopWordFilter(new lunr.Token(word, {})) !== undefined)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_WORDS);
}

/**
 * The site's search index, built from the pages of the post-build pipeline: each page the search plugin
 * indexes is read by the plugin's own parser (title, breadcrumbs, sections), then its table rows become
 * docs of their own and its h4 sections join. `write` ranks them into the manifest and its parts.
 */
export class SearchIndexBuilder {
  /** The pages the plugin indexes, by file, in its order. */
  private searched = new Map<string, {url: string; type: PageType}>();
  private readonly pages = new Map<string, Source[]>();
  private readonly rows = new Map<string, Source[]>();
  private readonly extras = new Map<string, Source[]>();
  private readonly seenRows = new Set<string>();

  constructor(
    private readonly options: ProcessedOptions,
    private readonly extraPages: ExtraPage[],
    private readonly areas: SiteArea[],
  ) {}

  /**
   * The path line of a page's row: its ancestors, or for a page at the top of its part of the site, that part's
   * name. A category's own page closes its breadcrumb with its own name ("Docs › Glossaries" for Glossaries), and
   * a section's path adds the page title after the trail, so the trail never holds the page itself (the API
   * reference's own page has no path line).
   */
  private trailOf(breadcrumb: string[], title: string, route: string): string[] {
    const trail = breadcrumb.at(-1) === title ? breadcrumb.slice(0, -1) : breadcrumb;
    if (trail.length > 0) return trail;
    const area = this.areas.find((candidate) => candidate.contains(route));
    return area && area.label !== title ? [area.label] : [];
  }

  start(props: Props): void {
    this.searched = new Map(searchedPages(props, this.options).flatMap(({paths}) => paths.map((page) => [page.filePath, page] as const)));
  }

  /** A copy of the page to read text from: ignored parts removed, adjacent cells and blocks kept apart. */
  private textOf(page: BuiltPage): cheerio.CheerioAPI {
    const $ = page.copy();
    for (const selector of this.options.ignoreCssSelectors) $(selector).remove();
    // Keep words of adjacent blocks apart in .text() ("23 values" then "ar, cs", not "23 valuesar, cs"); table cells are
    // kept apart by separateCells once the rows are read.
    $(BLOCKS).append(' ');
    return $;
  }

  page(page: BuiltPage): void {
    const extra = this.extraPages.find((candidate) => candidate.route === page.route);
    if (extra) {
      const $extra = this.textOf(page);
      separateCells($extra);
      this.extras.set(
        extra.route,
        extraPageSources($extra, extra, (title) => this.trailOf(extra.breadcrumbs, title, extra.route)),
      );
    }
    const searched = this.searched.get(page.file);
    if (!searched) return;
    // The plugin reads the copy whose blocks are kept apart too ("Source language" then "Arabic", not "languageArabic").
    const parsed = parseSearchPage(this.textOf(page).root()[0], searched.type, searched.url, this.options);
    if (!parsed) return;
    const route = searched.url;
    const $ = this.textOf(page);
    const linkable = new Set(
      $('article')
        .find('h2, h3')
        .filter((_, heading) => opensSection($(heading)))
        .map((_, heading) => `#${$(heading).attr('id')}`)
        .get(),
    );
    // The plugin finds no title on blog listings (archive, authors); their h1 is the title a reader sees.
    const pageTitle = clean(parsed.pageTitle) || clean($('h1').first().text());
    const sources = pageSources({...parsed, pageTitle}, route, this.trailOf(parsed.breadcrumb, pageTitle, route), linkable);
    this.pages.set(page.file, sources);
    const rows = rowsOf($, route, this.seenRows);
    separateCells($);
    const sections = sectionTexts($);
    for (const source of sources.filter((candidate) => candidate.doc.k === DocKind.Section)) {
      const section = sections.get(source.doc.h);
      if (!section) continue;
      source.content = section.text;
      source.doc.x = cut(section.text);
      sections.delete(source.doc.h);
    }
    for (const [hash, {title, text}] of sections) rows.push(sectionSource(title, route, hash, text));
    this.rows.set(page.file, rows);
  }

  /** Turns the pages' docs into the slimmer, ranked index the worker loads. */
  async write(outDir: string) {
    const files = [...this.searched.keys()];
    const sources: Source[] = [
      ...files.flatMap((file) => this.pages.get(file) ?? []),
      ...this.extraPages.flatMap((extra) => this.extras.get(extra.route) ?? []),
      ...files.flatMap((file) => this.rows.get(file) ?? []),
    ];
    // Validated options: the plugin's schema gives the limit a default.
    const {searchResultLimits} = this.options;
    if (searchResultLimits === undefined) throw new Error('search-index: searchResultLimits is not set');
    return writeIndex(outDir, sources, searchResultLimits);
  }
}

async function writeIndex(outDir: string, sources: Source[], suggestionLimit: number) {
  // Group each page's docs behind it and point every doc at its page.
  const order = new Map([...new Set(sources.map((source) => source.doc.u))].map((route, i) => [route, i]));
  sources.sort((a, b) => order.get(a.doc.u)! - order.get(b.doc.u)! || a.doc.k - b.doc.k);
  let pageIndex = -1;
  const sectionIndex = new Map<string, number>();
  sources.forEach(({doc}, i) => {
    if (doc.k === DocKind.Page) pageIndex = i;
    if (doc.k === DocKind.Section) sectionIndex.set(`${doc.u}${doc.h}`, i);
    doc.p = pageIndex;
  });
  const shipped = sources.map(({doc, section}): IndexedDoc => {
    const s = section ? sectionIndex.get(`${doc.u}${section}`) : undefined;
    // A field row links to its section: its anchor is the section's.
    const h = doc.k === DocKind.Field && s !== undefined ? '' : doc.h;
    return {...doc, u: doc.k === DocKind.Page ? doc.u : '', h, ...(s === undefined ? {} : {s})};
  });

  const builder = new lunr.Builder();
  configureBuilder(builder);
  builder.ref('i');
  for (const [field, boost] of Object.entries(FIELDS)) builder.field(field, {boost});
  sources.forEach(({doc, content, name}, i) =>
    builder.add({i: String(i), title: name ? `${doc.t} ${name}` : doc.t, content, keys: docKeys(doc).join(' ')}),
  );

  const {postings, fields, terms} = packIndex(builder);
  await fs.rm(path.join(outDir, SEARCH_DIR), {recursive: true, force: true});
  await fs.mkdir(path.join(outDir, SEARCH_DIR), {recursive: true});
  const hashOf = (body: string) => crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
  const written = new Map<string, string>();
  const write = async (name: string, content: unknown) => {
    const body = JSON.stringify(content);
    const relative = `${SEARCH_DIR}/${name}.${hashOf(body)}.json`;
    await fs.writeFile(path.join(outDir, relative), body);
    written.set(relative, body);
    return relative;
  };
  const route = (i: number) => shipped[shipped[i].p].u;
  // The anchor a result links to, as the engine would derive it with every doc at hand.
  const hashes = shipped.map((doc) => doc.h || (doc.k === DocKind.Field && doc.s !== undefined ? fieldHash(doc, shipped[doc.s].h) : doc.h));
  const names = new Map<string, number[]>();
  const name = (key: string, i: number) => {
    const list = names.get(key) ?? [];
    if (list.at(-1) !== i) list.push(i);
    names.set(key, list);
  };
  sources.forEach(({doc}, i) => {
    for (const key of docKeys({...doc, u: route(i)})) name(keyName(key), i);
    name(titleName(doc.t), i);
  });
  const sortedNames = [...names.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const nameParts = await writeParts(sortedNames, NAME_BYTES, (part) => write('names', part));
  const manifest: SearchManifest = {
    version: 3,
    fields,
    terms,
    kinds: shipped.map((doc) => doc.k).join(''),
    pages: shipped.filter((doc) => doc.k === DocKind.Page).map((doc) => [doc.u, doc.t]),
    sameTarget: sameTargetRuns(shipped.map((_, i) => `${route(i)}${hashes[i]}`)),
    ...nameFigures(shipped),
    words: countWords(sources),
    shards: await writeParts(postings, SHARD_BYTES, (part) => write('terms', part)),
    docs: await writeParts(
      shipped.map((doc, i): ShippedDoc => {
        const within = doc.k === DocKind.Page ? (doc.b ?? []) : doc.s === undefined ? undefined : shipped[doc.s].t;
        return within === undefined ? [doc.t, hashes[i], doc.x] : [doc.t, hashes[i], doc.x, within];
      }),
      DOC_BYTES,
      (part) => write('docs', part),
    ),
    names: nameParts.map((part) => ({from: sortedNames[part.from][0], file: part.file})),
    vocabulary: await write('vocabulary', READER_VOCABULARY satisfies VocabularyPart),
  };
  // The first keystroke's answers, ranked by the engine the worker runs, over the parts just written.
  const engine = new SearchEngine(manifest);
  const answers: [letter: string, body: string][] = [];
  for (const letter of FIRST_LETTERS) {
    const results = await engine.complete(
      (search) => search.plain(letter, suggestionLimit),
      async (file) => JSON.parse(written.get(file)!) as unknown,
    );
    answers.push([letter, JSON.stringify(results)]);
  }
  const folder = `${SEARCH_DIR}/letters.${hashOf(answers.map(([, body]) => body).join('\n'))}/`;
  await fs.mkdir(path.join(outDir, folder));
  for (const [letter, body] of answers) await fs.writeFile(path.join(outDir, folder, `${letter}.json`), body);
  const pointer: SearchPointer = {
    version: 3,
    manifest: await write('manifest', manifest),
    firstLetters: {limit: suggestionLimit, folder},
  };
  await fs.writeFile(path.join(outDir, SEARCH_POINTER), JSON.stringify(pointer));
  return {manifest: pointer.manifest, docs: sources.length, shards: manifest.shards.length, texts: manifest.docs.length};
}

/**
 * `SearchManifest.boilerplate`, `troubleshooting` and `repeats`: what the engine ranks by from headings and field names
 * it does not load.
 */
function nameFigures(shipped: IndexedDoc[]): Pick<SearchManifest, 'boilerplate' | 'troubleshooting' | 'repeats'> {
  const gaps = (docs: number[]) => docs.map((doc, i) => doc - (i ? docs[i - 1] : 0));
  const sections = shipped.flatMap((doc, i) => (doc.k === DocKind.Section ? [{i, heading: doc.t.toLowerCase(), page: doc.p}] : []));
  const pagesByHeading = groupBy(sections, (section) => section.heading);
  const shared = (heading: string) => new Set(pagesByHeading.get(heading)!.map((section) => section.page)).size >= BOILERPLATE_PAGES;
  const byName = groupBy(
    shipped.flatMap((doc, i) => (doc.k === DocKind.Page ? [] : [{i, name: doc.t.toLowerCase().split('.').pop()!}])),
    (doc) => doc.name,
  );
  return {
    boilerplate: gaps(sections.filter((section) => shared(section.heading)).map((section) => section.i)),
    troubleshooting: gaps(sections.filter((section) => section.heading.startsWith('troubleshooting')).map((section) => section.i)),
    repeats: [...byName.values()].filter((docs) => docs.length > 1).map((docs) => gaps(docs.map((doc) => doc.i))),
  };
}

/** `SearchManifest.sameTarget` of the docs' targets (route and anchor). */
function sameTargetRuns(targets: string[]): number[] {
  const first = new Map<string, number>();
  const same = targets.map((target, i) => {
    if (!first.has(target)) first.set(target, i);
    return first.get(target)!;
  });
  const runs: number[] = [];
  let end = 0;
  for (let i = 0; i < same.length; i += 1) {
    if (same[i] === i) continue;
    let j = i;
    while (j + 1 < same.length && same[j + 1] === same[i]) j += 1;
    runs.push(i - end, j - i + 1, i - same[i]);
    end = j + 1;
    i = j;
  }
  return runs;
}

/** Splits `items` into files of about `bytes` of JSON each, in order. */
async function writeParts<T>(items: T[], bytes: number, write: (part: T[]) => Promise<string>): Promise<IndexPart[]> {
  const parts: IndexPart[] = [];
  let from = 0;
  let size = 0;
  for (let i = 0; i <= items.length; i += 1) {
    if (i > from && (i === items.length || size >= bytes)) {
      parts.push({from, file: await write(items.slice(from, i))});
      from = i;
      size = 0;
    }
    if (i < items.length) size += JSON.stringify(items[i]).length + 1;
  }
  return parts;
}
