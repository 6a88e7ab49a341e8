import {lunr, type FieldName} from '../shared/lunrSetup';
import {
  DocKind,
  ROW_SEPARATOR,
  keyName,
  normalizeKey,
  titleName,
  type DocShard,
  type IndexPart,
  type NamePart,
  type NameShard,
  type SearchManifest,
  type ShippedDoc,
  type TermShard,
  type VocabularyPart,
} from '../shared/format';
import {PartialIndex, partOf, type QueryClause, type QueryMatch} from '../shared/packedIndex';
import {sectionOf, type SectionId} from '../shared/sections';
import {ASPECTS, FRAMING, RELATED, SYMPTOM_WORDS, SYNONYMS} from './synonyms';

/** Document types as the search plugin's templates know them. */
const ResultType = {Title: 0, Heading: 1, Content: 4} as const;

/** A result in the shape the search plugin's dropdown renders. */
export interface SearchResult {
  document: {i: number; t: string; u: string; h?: string; s?: string; b?: string[]; p?: number};
  type: number;
  page: SearchResult['document'] | undefined;
  metadata: Record<string, Record<string, {position: [number, number][]}>>;
  tokens: string[];
  score: number;
  /** The doc's text with the matched words' positions: for a page or a heading, its opening text. */
  snippet: {text: string; position: [number, number][]};
}

export interface SyntaxError {
  kind: 'field' | 'term' | 'editDistance' | 'boost' | 'other';
  message: string;
}

export interface PageResponse {
  results: SearchResult[];
  /** How many distinct targets matched, `results` being the first of them. */
  total: number;
  error?: SyntaxError;
  /** The query with unknown words replaced by the nearest known ones. */
  suggestion?: string;
}

/** How the index terms a query word expanded to count for that word. */
interface WordMatch {
  position: number;
  /** The term is the word, its stem, its correction, a completion of the word being typed, or a concept it names. */
  full: (term: string) => boolean;
  concept: (term: string) => boolean;
}

interface Ranked {
  results: SearchResult[];
  total: number;
}

/** The hits a ranking keeps, before their texts are read. */
interface Picked {
  hits: Hit[];
  total: number;
}

interface Hit {
  ref: number;
  score: number;
  /** Which query words (by position) this doc matched, each with its credit (1, or WEAK_MATCH), and how many of them in its title. */
  words: Map<number, number>;
  titleWords: number;
  /** A concept the reader named (SYNONYMS) is in the doc's title or identifiers: the doc is that concept's home. */
  conceptHome: boolean;
  /** Index terms that matched, and the fields they matched in (a bit per field, `PartialIndex#fieldBits`). */
  terms: Set<string>;
  fields: number;
}

/** Coordination: a doc that matches every word beats one that matches some. */
const COVERAGE_POWER = 2;
/** A known word matched only by a near spelling or as the start of a longer word ("sent" → "set") covers it in part. */
const WEAK_MATCH = 0.4;
/** What a hit's score is multiplied by when the condition in each comment holds: above 1 lifts, below 1 lowers. */
const SCORE_FACTOR = {
  /** The doc is the home of a concept the reader named in other words ("interrupts" → flush_task). */
  conceptHome: 2,
  /**
   * What the framing of a question asks about ("how many" → limits) lifts a doc that answers the rest, more when its
   * title names it; it finds no doc on its own.
   */
  aspectInTitle: 4,
  aspectInText: 2,
  /** A heading that many pages share (`SearchManifest.boilerplate`): its title matches say little. */
  boilerplateHeading: 0.25,
  /** A query that states a problem ("… is rejected", "… does not exist") is answered by a catalogue row: an error code, a status. */
  symptomRow: 4,
  /** A troubleshooting table answers a problem; a query that states none is answered by the concept's own section. */
  troubleshootingWithoutSymptom: 0.5,
  /** In a query written as prose, a field row whose description happens to hold its words is seldom the answer. */
  fieldInProse: 0.3,
  /** The query names the doc's identifier: its anchor, slug or code (a row with its own anchor is a code's home). */
  key: 4,
  /** The query names a field of a table row that links to its section (only when typed as an identifier). */
  fieldKey: 2,
  /** A page whose title matches is the broadest answer. */
  pageTitle: 1.5,
  /** A section or row on a page whose title holds a query word: two "Supported languages" sections, the one on "Languages" wins. */
  pageContext: 1.2,
  /** The query is the doc's title. */
  exactTitle: 2,
} as const;
const symptoms = new Set(SYMPTOM_WORDS);
/** A field or heading already ranked higher on another page counts for this much less each time it repeats. */
const REPEAT = 0.5;
/**
 * How much the docs words a query word stands for count against the word itself (10): a concept the reader named in
 * other words (SYNONYMS, the reader vocabulary), a word of like meaning (RELATED).
 */
const ALTERNATIVE_BOOST = {concept: 6, related: 4} as const;
/** A docs word a query word stands for; `concept`: a doc naming it is that concept's home (SYNONYMS, the reader vocabulary). */
interface Alternative {
  term: string;
  boost: number;
  concept: boolean;
}
/** Results per page in short lists, so one long page cannot fill the dropdown. */
const PER_PAGE_IN_SHORT_LISTS = 3;
const SHORT_LIST = 10;

/** Document numbers from a list of gaps (`SearchManifest.boilerplate`, `troubleshooting`, `repeats`). */
function undeltas(gaps: number[]): number[] {
  let at = 0;
  return gaps.map((gap) => (at += gap));
}
const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

/** An entry of `SYNONYMS`, `ASPECTS` or the reader vocabulary: the reader's words as stems, and the docs' words. */
type ReaderEntry = readonly [reader: string[], docs: string[]];
const readerEntries = (list: [reader: string, docs: string][]): ReaderEntry[] =>
  list.map(([reader, docs]) => [reader.split(' ').map(stem), docs.split(' ')]);
const pageStems = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\w]+/)
    .filter(Boolean)
    .map(stem);
const isStopWord = (word: string) => lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;
const framing = FRAMING.map((phrase) => phrase.split(' '));

/** The words that say what the query is about: without lunr's stop words and the framing of a question (FRAMING). */
function meaningfulWords(words: string[]): string[] {
  const framed = new Set<number>();
  words.forEach((_, start) => {
    for (const phrase of framing) {
      if (phrase.every((part, i) => words[start + i] === part)) phrase.forEach((_, i) => framed.add(start + i));
    }
  });
  return words.filter((word, i) => !framed.has(i) && !isStopWord(word));
}

/** Words of a plain query: lower case, split where the index splits words, identifiers kept whole. */
export function queryWords(input: string): string[] {
  return input
    .toLowerCase()
    .split(lunr.tokenizer.separator)
    .map((word) => word.replace(/^[^\w]+|[^\w]+$/g, '').replace(/\*/g, ''))
    .filter(Boolean);
}

/** `+must`, `-exclude`, `field:term`, `term~N` and `term^N` switch to the lunr query syntax. */
export function isSyntaxQuery(input: string): boolean {
  return /(^|\s)[+-]|[:~^]/.test(input);
}

/** Lunr's parse errors, in the words of the product specification. */
export function describeSyntaxError(message: string): SyntaxError {
  const field = /^unrecognised field '([^']*)'/.exec(message);
  if (field && field[1]) {
    return {kind: 'field', message: `Unrecognised field '${field[1]}'. Use title: or content:.`};
  }
  if (field || /expect(ed|ing) (either a field or a term|term or field|term)/.test(message)) {
    return {
      kind: 'term',
      message: 'Expected either a field or a term: put a word after +, - or a field name, as in +voice or title:voice.',
    };
  }
  if (/edit distance must be numeric/.test(message)) {
    return {kind: 'editDistance', message: 'The edit distance must be numeric: put a number after ~, as in voice~1.'};
  }
  if (/boost must be numeric/.test(message)) {
    return {kind: 'boost', message: 'The boost must be numeric: put a number after ^, as in voice^10.'};
  }
  return {kind: 'other', message: `This query could not be read (${message}).`};
}

/** Damerau–Levenshtein distance (adjacent transpositions count as one edit). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** What ranking reads of every document; the rest (`ShippedDoc`) loads with the results shown. */
interface Doc {
  k: DocKind;
  /** Its page's document. */
  p: number;
  /** Its page's route. */
  u: string;
  /** The first document that links where this one does (itself, or the section of a field row). */
  target: number;
  /** The part of the site its page is in. */
  section: SectionId | undefined;
  /** Where its results list: reference and guides (0) before the blog (1). */
  tier: number;
}

const NOT_LOADED: ShippedDoc = ['', '', ''];

/**
 * The site's search over the manifest and the parts of the index loaded so
 * far. A search reads what it needs; whatever was not loaded yet is listed by
 * `takeMissing()`, and `complete()` loads it and searches again, so that
 * every answer is the one the whole index gives.
 */
export class SearchEngine {
  private readonly partial: PartialIndex;
  /** Fields that name a doc (its title, its identifiers), and the title alone, as bits (`PartialIndex#fieldBits`). */
  private readonly namingBits: number;
  private readonly titleBit: number;
  private readonly docs: Doc[];
  /** Title of each page, by its document. */
  private readonly pageTitles = new Map<number, string>();
  /** The stems of each page's title, by its document, once a search needed them. */
  private readonly pageTitleStems = new Map<number, string[]>();
  private readonly words: [string, number][];
  private readonly known: Set<string>;
  private readonly shards: IndexPart[];
  private readonly docParts: IndexPart[];
  private readonly docStarts: number[];
  private readonly docShards: (DocShard | undefined)[];
  private readonly missingDocs = new Set<number>();
  private readonly nameParts: NamePart[];
  private readonly nameShards: (Map<string, number[]> | undefined)[];
  private readonly missingNames = new Set<number>();
  /** Sections whose heading many pages share (`SearchManifest.boilerplate`). */
  private readonly boilerplate: Set<number>;
  /** Symptom tables (`SearchManifest.troubleshooting`). */
  private readonly troubleshooting: Set<number>;
  /** Per doc, the group of docs (not pages) it shares its name with (`SearchManifest.repeats`), or -1. */
  private readonly repeatGroup: Int32Array;

  /**
   * The last complete ranking of a plain query, by query, limit and section: loading the texts of its results does
   * not change it, so the search that runs again once they arrive only reads them.
   */
  private lastRanking: {key: string; picked: Picked; tokens: string[]} | undefined;

  private readonly synonyms = readerEntries(SYNONYMS);
  private readonly related = readerEntries(RELATED);
  /** The reader vocabulary's file, and its entries once loaded (`needsVocabulary`). */
  private readonly vocabularyFile: string;
  private vocabulary: ReaderEntry[] | undefined;
  private missingVocabulary = false;
  private readonly terms: string[];
  private readonly aspects = readerEntries(ASPECTS);

  constructor(manifest: SearchManifest) {
    this.shards = manifest.shards;
    const docCount = manifest.kinds.length;
    this.partial = new PartialIndex(
      manifest.fields,
      docCount,
      manifest.terms,
      manifest.shards.map((part) => part.from),
    );
    this.namingBits = this.partial.fieldBits(['title', 'keys']);
    this.titleBit = this.partial.fieldBits(['title']);
    this.docs = new Array<Doc>(docCount);
    let page = -1;
    let route = '';
    let section: SectionId | undefined;
    for (let i = 0; i < docCount; i += 1) {
      const k = Number(manifest.kinds[i]) as DocKind;
      if (k === DocKind.Page) {
        page = i;
        const [pageRoute, title] = manifest.pages[this.pageTitles.size];
        route = pageRoute;
        section = sectionOf(route);
        this.pageTitles.set(i, title);
      }
      this.docs[i] = {k, p: page, u: route, target: i, section, tier: section === 'blog' ? 1 : 0};
    }
    const runs = manifest.sameTarget;
    for (let r = 0, end = 0; r < runs.length; r += 3) {
      const start = end + runs[r];
      end = start + runs[r + 1];
      for (let i = start; i < end; i += 1) this.docs[i].target = start - runs[r + 2];
    }
    this.words = manifest.words;
    this.terms = manifest.terms;
    this.vocabularyFile = manifest.vocabulary;
    this.known = new Set(manifest.words.map(([word]) => word));
    this.docParts = manifest.docs;
    this.docStarts = manifest.docs.map((part) => part.from);
    this.docShards = manifest.docs.map(() => undefined);
    this.nameParts = manifest.names;
    this.nameShards = manifest.names.map(() => undefined);
    this.boilerplate = new Set(undeltas(manifest.boilerplate));
    this.troubleshooting = new Set(undeltas(manifest.troubleshooting));
    this.repeatGroup = new Int32Array(docCount).fill(-1);
    manifest.repeats.forEach((group, id) => {
      for (const doc of undeltas(group)) this.repeatGroup[doc] = id;
    });
  }

  private titleStems(page: number): string[] {
    let stems = this.pageTitleStems.get(page);
    if (!stems) {
      stems = pageStems(this.pageTitles.get(page)!);
      this.pageTitleStems.set(page, stems);
    }
    return stems;
  }

  /** Files that searches since the last call needed and did not have; forgets them. */
  takeMissing(): string[] {
    const files = [
      ...this.partial.takeMissing().map((shard) => this.shards[shard].file),
      ...[...this.missingNames].map((part) => this.nameParts[part].file),
      ...[...this.missingDocs].map((part) => this.docParts[part].file),
      ...(this.missingVocabulary ? [this.vocabularyFile] : []),
    ];
    this.missingNames.clear();
    this.missingDocs.clear();
    this.missingVocabulary = false;
    return files;
  }

  /** Adds a file that `takeMissing` named. */
  addPart(file: string, content: unknown): void {
    if (file === this.vocabularyFile) {
      this.lastRanking = undefined;
      this.vocabulary ??= readerEntries(content as VocabularyPart);
      return;
    }
    const shard = this.shards.findIndex((part) => part.file === file);
    if (shard >= 0) {
      this.lastRanking = undefined;
      return this.partial.addShard(shard, content as TermShard);
    }
    const names = this.nameParts.findIndex((part) => part.file === file);
    if (names >= 0) {
      this.lastRanking = undefined;
      this.nameShards[names] ??= new Map(content as NameShard);
      return;
    }
    const docs = this.docParts.findIndex((part) => part.file === file);
    if (docs < 0) throw new Error(`${file} is not a part of this search index`);
    this.docShards[docs] ??= content as DocShard;
  }

  /**
   * Runs `search` until it read only loaded parts of the index, loading the
   * missing ones with `load` (by site-relative path) between runs.
   */
  async complete<T>(search: (engine: this) => T, load: (file: string) => Promise<unknown>): Promise<T> {
    const loaded = new Set<string>();
    for (;;) {
      const result = search(this);
      const files = this.takeMissing();
      if (!files.length) return result;
      if (files.some((file) => loaded.has(file))) throw new Error(`The search index did not take ${files.join(', ')}`);
      await Promise.all(
        files.map(async (file) => {
          loaded.add(file);
          this.addPart(file, await load(file));
        }),
      );
    }
  }

  /** What a result shows of a doc; empty while its file is not loaded (which is then recorded as missing). */
  private shipped(ref: number): ShippedDoc {
    const part = partOf(this.docStarts, ref);
    const docs = this.docShards[part];
    if (docs) return docs[ref - this.docStarts[part]];
    this.missingDocs.add(part);
    return NOT_LOADED;
  }

  /** A doc's text: a snippet of its content (for table rows, the cells after the first). */
  private text(ref: number): string {
    return this.shipped(ref)[2];
  }

  /** The docs named exactly `name` (`keyName`, `titleName`); none while its file is not loaded (which is then recorded as missing). */
  private named(name: string): Set<number> {
    if (!this.nameParts.length || name < this.nameParts[0].from) return new Set();
    let low = 0;
    let high = this.nameParts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.nameParts[middle].from <= name) low = middle;
      else high = middle - 1;
    }
    const names = this.nameShards[low];
    if (names) return new Set(names.get(name));
    this.missingNames.add(low);
    return new Set();
  }

  /** Whether the searches so far read a part of the index that is not loaded: their results are not final. */
  private incomplete(): boolean {
    return this.partial.hasMissing() || this.missingNames.size > 0 || this.missingVocabulary;
  }

  /** What the dropdown shows: plain words, forgiving of typos and unfinished words. */
  plain(input: string, limit: number, section?: SectionId): SearchResult[] {
    return this.ranked(input, limit, section).results;
  }

  private ranked(input: string, limit: number, section?: SectionId): Ranked {
    const rankingKey = [input, limit, section ?? ''].join('\0');
    if (this.lastRanking?.key === rankingKey) return this.results(this.lastRanking.picked, this.lastRanking.tokens);
    const words = queryWords(input);
    const meaningful = meaningfulWords(words);
    const used = meaningful.length ? meaningful : words;
    if (!used.length) return {results: [], total: 0};
    const typedAsIdentifier = /[_.\d]/.test(input);
    // Read first, so that the first pass names the name files along with the postings.
    const keyed = this.named(keyName(normalizeKey(words.join('_'))));
    const titled = this.named(titleName(input.trim().toLowerCase()));
    const hits = new Map<number, Hit>();
    const alternatives = this.alternatives(words, used);
    used.forEach((word, position) => {
      const last = position === used.length - 1;
      // A word the site never uses is a typo: its near words count as much as an exact match would.
      const known = this.partial.has(stem(word)) || this.partial.has(word);
      const nearest = known ? undefined : this.nearestWord(word);
      const exact = new Set([word, stem(word), ...(nearest ? [nearest, stem(nearest)] : [])]);
      const concepts = new Set(alternatives[position].filter((alternative) => alternative.concept).map(({term}) => stem(term)));
      const others = new Set(alternatives[position].map(({term}) => stem(term)));
      const match: WordMatch = {
        position,
        // The word being typed is matched by its completions; a typo by whatever is near it.
        full: (term) => !known || exact.has(term) || others.has(term) || (last && term.startsWith(word)),
        concept: (term) => concepts.has(term),
      };
      const clauses: QueryClause[] = [{term: word, boost: 10}];
      if (nearest) clauses.push({term: nearest, boost: 8});
      for (const {term, boost} of alternatives[position]) clauses.push({term, boost});
      // The word being typed is a prefix, even its first letter.
      if (word.length >= 2 || last) {
        const prefix = {term: word, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: last ? 3 : 1};
        // One letter starts too many words to score every document that holds one: titles and identifiers only.
        const firstLetterFields: FieldName[] = ['title', 'keys'];
        clauses.push(word.length === 1 ? {...prefix, fields: firstLetterFields} : prefix);
      }
      if (word.length >= 4) {
        // Nearer words weigh more: one edit, then two for long words.
        for (const form of new Set([word, stem(word)])) {
          clauses.push({term: form, usePipeline: false, editDistance: 1, boost: known ? 1 : 8});
          if (word.length >= 8) clauses.push({term: form, usePipeline: false, editDistance: 2, boost: known ? 0.5 : 2});
        }
      }
      for (const result of this.partial.query(clauses)) this.collect(hits, result, match);
    });
    this.addAspects(hits, words);
    if (this.incomplete()) return {results: [], total: 0};
    const stems = new Set(used.map(stem));
    // Rare words say more about what the reader wants than common ones: coverage counts each word by its IDF.
    const weights = used.map((word) => this.weight(word));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const covered = (words: Map<number, number>) =>
      [...words].reduce((sum, [position, credit]) => sum + weights[position] * credit, 0) / total;
    // A page answers the words its sections match: a question's words are often spread over one page.
    const pageWords = new Map<number, Map<number, number>>();
    for (const hit of hits.values()) {
      const page = this.docs[hit.ref].p;
      const union = pageWords.get(page) ?? new Map<number, number>();
      for (const [position, credit] of hit.words) union.set(position, Math.max(credit, union.get(position) ?? 0));
      pageWords.set(page, union);
    }
    const prose = !typedAsIdentifier && words.length >= 3;
    const symptom = words.some((word) => symptoms.has(word));
    for (const hit of hits.values()) {
      const doc = this.docs[hit.ref];
      const coverage = doc.k === DocKind.Page ? (covered(hit.words) + covered(pageWords.get(hit.ref)!)) / 2 : covered(hit.words);
      hit.score *= coverage ** (COVERAGE_POWER + Math.min(used.length - 1, 1));
      // Each query word found in the title lifts the doc: "translation settings" prefers a title with both.
      hit.score *= 1 + hit.titleWords / used.length;
      if (keyed.has(hit.ref)) {
        if (doc.k !== DocKind.Field) hit.score *= SCORE_FACTOR.key;
        else if (typedAsIdentifier) hit.score *= SCORE_FACTOR.fieldKey;
      }
      if (titled.has(hit.ref)) hit.score *= SCORE_FACTOR.exactTitle;
      if (doc.k === DocKind.Page && hit.fields & this.titleBit) hit.score *= SCORE_FACTOR.pageTitle;
      if (doc.k !== DocKind.Page && this.titleStems(doc.p).some((term) => stems.has(term))) hit.score *= SCORE_FACTOR.pageContext;
      if (hit.conceptHome) hit.score *= SCORE_FACTOR.conceptHome;
      if (prose && doc.k === DocKind.Field) hit.score *= SCORE_FACTOR.fieldInProse;
      if (symptom && doc.k === DocKind.Row) hit.score *= SCORE_FACTOR.symptomRow;
      if (!symptom && this.troubleshooting.has(hit.ref)) hit.score *= SCORE_FACTOR.troubleshootingWithoutSymptom;
      if (this.boilerplate.has(hit.ref) && hit.fields & this.titleBit) hit.score *= SCORE_FACTOR.boilerplateHeading;
    }
    const picked = this.pick(hits, limit, section, prose ? used.length : 0);
    if (!picked) return {results: [], total: 0};
    this.lastRanking = {key: rankingKey, picked, tokens: used};
    return this.results(picked, used);
  }

  /** What the search page shows: plain queries as in the dropdown, lunr syntax otherwise. */
  page(input: string, limit: number, section?: SectionId): PageResponse {
    if (!isSyntaxQuery(input)) {
      const ranked = this.ranked(input, limit, section);
      return {...ranked, suggestion: ranked.results.length ? undefined : this.suggest(input)};
    }
    const words = queryWords(
      input
        .replace(/(^|\s)[+-]/g, ' ')
        .replace(/[\w-]*:/g, ' ')
        .replace(/[~^]\S*/g, ' '),
    );
    let results: lunr.Index.Result[];
    try {
      results = this.partial.search(input);
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'QueryParseError') throw error;
      // The page stays useful: the words of the query, read as a plain query.
      return {...this.ranked(words.join(' '), limit, section), error: describeSyntaxError(error.message)};
    }
    const hits = new Map<number, Hit>();
    for (const result of results) this.collect(hits, this.asMatch(result));
    const picked = this.pick(hits, limit, section);
    const ranked = picked ? this.results(picked, words) : {results: [], total: 0};
    return {...ranked, suggestion: ranked.results.length ? undefined : this.suggest(input)};
  }

  /**
   * Per used word, the doc words of the entries (SYNONYMS, the reader vocabulary, RELATED) whose reader words the
   * query holds, in order though not necessarily adjacent ("how long does cloning take"): a doc holding them matches
   * each of those words.
   */
  private alternatives(words: string[], used: string[]): Alternative[][] {
    const stems = words.map(stem);
    const usedStems = used.map(stem);
    const found = used.map((): Alternative[] => []);
    let entries = this.synonyms;
    if (this.needsVocabulary(words)) {
      if (this.vocabulary) entries = [...entries, ...this.vocabulary];
      else this.missingVocabulary = true;
    }
    const add = (list: readonly ReaderEntry[], boost: number, concept: boolean) => {
      for (const [reader, docs] of list) {
        if (!this.holds(stems, reader)) continue;
        const positions = reader.map((part) => usedStems.indexOf(part)).filter((position) => position >= 0);
        // Reader words that are all stop words ("said") stand beside the last word.
        for (const position of positions.length ? positions : [used.length - 1]) {
          found[position].push(...docs.map((term) => ({term, boost, concept})));
        }
      }
    };
    add(entries, ALTERNATIVE_BOOST.concept, true);
    add(this.related, ALTERNATIVE_BOOST.related, false);
    return found;
  }

  /**
   * Whether a query may hold a phrase of the reader vocabulary: one of two words or more, or one word that no
   * indexed term starts with (a word the docs never use, as readers' words often are). A word being typed starts
   * a term until the reader has typed past it, so the first keystrokes never wait for the vocabulary.
   */
  private needsVocabulary(words: string[]): boolean {
    if (!this.vocabularyFile || words.length === 0) return false;
    if (words.length > 1) return true;
    const [word] = words;
    return word.length >= 3 && !this.startsATerm(word) && !this.startsATerm(stem(word));
  }

  /** Whether an indexed term starts with `prefix` (the terms are sorted). */
  private startsATerm(prefix: string): boolean {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low < this.terms.length && this.terms[low].startsWith(prefix);
  }

  /** Whether the query's stems hold `reader` in order. */
  private holds(stems: string[], reader: string[]): boolean {
    let at = -1;
    for (const part of reader) {
      at = stems.indexOf(part, at + 1);
      if (at < 0) return false;
    }
    return true;
  }

  /** The framing of a question (ASPECTS: "how many" → limits) adds to the docs that matched its words. */
  private addAspects(hits: Map<number, Hit>, words: string[]): void {
    const stems = words.map(stem);
    const terms = this.aspects.filter(([reader]) => this.holds(stems, reader)).flatMap(([, docs]) => docs);
    // Queried even before any word matched: the first pass names every part of the index the query will read.
    if (!terms.length) return;
    for (const result of this.partial.query(terms.map((term) => ({term})))) {
      const hit = hits.get(result.ref);
      const named = [...result.terms.values()].some((mask) => mask & this.namingBits);
      if (hit) hit.score *= named ? SCORE_FACTOR.aspectInTitle : SCORE_FACTOR.aspectInText;
    }
  }

  /** Inverse document frequency of a query word (of its nearest known word for a typo), as BM25 counts it. */
  private weight(word: string): number {
    const term = [stem(word), word, this.nearestWord(word)].find((candidate) => candidate !== undefined && this.partial.has(candidate));
    const found = term === undefined ? 0 : (this.partial.documents(term)?.size ?? 0);
    const count = this.docs.length;
    return Math.log(1 + (count - found + 0.5) / (found + 0.5));
  }

  /** The most frequent word of the site one edit away (two for long words), if any. */
  private nearestWord(word: string): string | undefined {
    const allowed = word.length >= 7 ? 2 : 1;
    return this.words.find(
      ([candidate]) => Math.abs(candidate.length - word.length) <= allowed && editDistance(word, candidate) <= allowed,
    )?.[0];
  }

  /** The query with each unknown word replaced by its nearest known word. */
  suggest(input: string): string | undefined {
    let changed = false;
    const suggestion = input.replace(/[a-z][a-z0-9_]{2,}/gi, (word) => {
      const lower = word.toLowerCase();
      if (this.known.has(lower) || this.partial.has(stem(lower))) return word;
      const best = this.nearestWord(lower);
      if (!best) return word;
      changed = true;
      return best;
    });
    return changed ? suggestion : undefined;
  }

  private collect(hits: Map<number, Hit>, result: QueryMatch, match?: WordMatch): void {
    const {ref} = result;
    const hit = hits.get(ref) ?? {
      ref,
      score: 0,
      words: new Map<number, number>(),
      titleWords: 0,
      conceptHome: false,
      terms: new Set<string>(),
      fields: 0,
    };
    hit.score += result.score;
    if (match) {
      let full = false;
      let fullNamed = false;
      for (const [term, fields] of result.terms) {
        const named = (fields & this.namingBits) !== 0;
        if (match.full(term)) {
          full = true;
          fullNamed ||= named;
        }
        if (named && match.concept(term)) hit.conceptHome = true;
      }
      hit.words.set(match.position, Math.max(full ? 1 : WEAK_MATCH, hit.words.get(match.position) ?? 0));
      if (fullNamed) hit.titleWords += 1;
    }
    for (const [term, fields] of result.terms) {
      hit.terms.add(term);
      hit.fields |= fields;
    }
    hits.set(ref, hit);
  }

  /** A result of lunr's own search as `PartialIndex#query` gives one. */
  private asMatch(result: lunr.Index.Result): QueryMatch {
    const terms = new Map<string, number>();
    for (const [term, fields] of Object.entries(result.matchData.metadata)) terms.set(term, this.partial.fieldBits(Object.keys(fields)));
    return {ref: Number(result.ref), score: result.score, terms};
  }

  /**
   * Reference and guides before the blog, best score first, one result per
   * target (rows of one section share its anchor), a few results per page in
   * short lists; undefined while postings or names it needs are not loaded.
   * `proseWords`: how many words a query written as prose counts (0 for other queries).
   */
  private pick(hits: Map<number, Hit>, limit: number, section?: SectionId, proseWords = 0): Picked | undefined {
    // Ranked without all its postings and names, a list would load the texts of results it does not keep.
    if (this.incomplete()) return undefined;
    const {docs} = this;
    const order = (a: Hit, b: Hit) => docs[a.ref].tier - docs[b.ref].tier || b.score - a.score || a.ref - b.ref;
    const ordered = [...hits.values()].filter((hit) => !section || this.docs[hit.ref].section === section).sort(order);
    // The same field or heading on several pages (one object that several operations return): each repeat counts for less.
    const repeats = new Map<number, number>();
    for (const hit of ordered) {
      const group = this.repeatGroup[hit.ref];
      if (group < 0) continue;
      const count = repeats.get(group) ?? 0;
      repeats.set(group, count + 1);
      hit.score *= REPEAT ** count;
    }
    ordered.sort(order);
    const perPage = new Map<number, number>();
    const targets = new Set<number>();
    const picked: Hit[] = [];
    for (const hit of ordered) {
      const doc = this.docs[hit.ref];
      const target = doc.target;
      if (targets.has(target)) continue;
      targets.add(target);
      if (picked.length >= limit) continue;
      const count = perPage.get(doc.p) ?? 0;
      if (limit <= SHORT_LIST && count >= PER_PAGE_IN_SHORT_LISTS) continue;
      perPage.set(doc.p, count + 1);
      picked.push(hit);
    }
    if (proseWords > 0) {
      // A question is answered by a part of a page, unless the page's title says most of it ("how do i clone a voice"):
      // a page's row trades places with the page's best part, or gives its place to it when that part did not make the list.
      for (let i = 0; i < picked.length; i++) {
        const page = picked[i];
        if (docs[page.ref].k !== DocKind.Page || page.titleWords * 2 >= proseWords) continue;
        const best = ordered.find((hit) => hit !== page && docs[hit.ref].p === page.ref && docs[hit.ref].target !== docs[page.ref].target);
        if (!best) continue;
        const at = picked.indexOf(best);
        if (at >= 0 && at < i) continue;
        if (at > i) [picked[i], picked[at]] = [best, page];
        else if (!picked.some((hit) => docs[hit.ref].target === docs[best.ref].target)) picked[i] = best;
      }
    }
    // A page followed by its own sections: they answer more closely, so the page's row goes after them.
    for (let i = 0; i + 1 < picked.length; i++) {
      const [page, next] = [picked[i], picked[i + 1]];
      if (docs[page.ref].k === DocKind.Page && docs[next.ref].k !== DocKind.Page && docs[next.ref].p === page.ref) {
        [picked[i], picked[i + 1]] = [next, page];
      }
    }
    return {hits: picked, total: targets.size};
  }

  private results(picked: Picked, tokens: string[]): Ranked {
    return {results: picked.hits.map((hit) => this.toResult(hit, tokens)), total: picked.total};
  }

  private toResult(hit: Hit, tokens: string[]): SearchResult {
    const doc = this.docs[hit.ref];
    const [title, hash, text, within] = this.shipped(hit.ref);
    const breadcrumbs = this.shipped(doc.p)[3];
    const page = {i: doc.p, t: this.pageTitles.get(doc.p)!, u: doc.u, b: Array.isArray(breadcrumbs) ? breadcrumbs : []};
    const named = (hit.fields & this.namingBits) !== 0;
    let document: SearchResult['document'];
    let type: number;
    if (doc.k === DocKind.Page && named) {
      document = page;
      type = ResultType.Title;
    } else if (doc.k === DocKind.Section && named) {
      document = {i: hit.ref, t: title, u: doc.u, h: hash, p: doc.p};
      type = ResultType.Heading;
    } else {
      const isRow = doc.k === DocKind.Row || doc.k === DocKind.Field;
      const section = isRow && typeof within === 'string' ? within : '';
      document = {
        i: hit.ref,
        t: isRow ? `${title}${ROW_SEPARATOR}${text}` : text || title,
        s: isRow ? [section, title].filter(Boolean).join(' › ') : title,
        u: doc.u,
        h: hash,
        p: doc.p,
      };
      type = ResultType.Content;
    }
    const snippet = type === ResultType.Content ? document.t : text || this.text(doc.p);
    return {
      document,
      type,
      page: type === ResultType.Title ? undefined : page,
      metadata: {'': {t: {position: this.positions(document.t, hit.terms)}}},
      snippet: {text: snippet, position: this.positions(snippet, hit.terms)},
      tokens: [...tokens].sort((a, b) => b.length - a.length),
      score: hit.score,
    };
  }

  /** Where the matched terms occur in the shown text, for highlighting. */
  private positions(text: string, terms: Set<string>): [number, number][] {
    const found: [number, number][] = [];
    for (const token of lunr.tokenizer(text)) {
      const word = token.toString().replace(/^\W+|\W+$/g, '');
      if (word && (terms.has(stem(word)) || terms.has(word))) {
        const [start] = (token as unknown as {metadata: {position: [number, number]}}).metadata.position;
        const offset = token.toString().indexOf(word);
        found.push([start + offset, word.length]);
      }
    }
    return found.length ? found : [[0, 0]];
  }
}
