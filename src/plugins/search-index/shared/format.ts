// mdx.mjs alone: the toolkit's index also loads files with Node modules.
import {fieldAnchor} from '../../../../spec-toolkit/mdx.mjs';

/**
 * The files the search-index plugin writes after the build and the worker reads.
 *
 * `search-manifest.json` (served no-cache) names the manifest; the manifest
 * and the parts it names live under /assets/search/ with a content hash in
 * their names, so a CDN may cache them for good. The first search loads the
 * manifest: the vocabulary, the "did you mean" words and a few bytes per
 * document and per page, so that it grows slowly with the site. A query then
 * loads the term shards of the terms it expands to (postings with their BM25
 * weights), the name files that tell which documents its words name exactly,
 * and the document files of the results it shows.
 */
export const SEARCH_POINTER = 'search-manifest.json';

export interface SearchPointer {
  version: 3;
  /** Site-relative path of the manifest, e.g. "assets/search/manifest.3f2a9c1b0d.json". */
  manifest: string;
  /**
   * The dropdown's answers to a box holding one of `FIRST_LETTERS`, ranked by the engine when the index is built:
   * `${folder}${letter}.json` holds the results for `limit` suggestions. One letter starts a large share of the
   * vocabulary, so the engine would load several term shards and document files to answer it; the first
   * keystroke loads one small file instead, and needs no index.
   */
  firstLetters: {limit: number; folder: string};
}

/** The characters whose dropdown answers the build writes ahead (`SearchPointer.firstLetters`). */
export const FIRST_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The letter a box holds when it holds one of `FIRST_LETTERS` alone: the engine answers "V", " v" and "v" alike. */
export function firstLetterOf(input: string): string | undefined {
  const letter = input.trim().toLowerCase();
  return letter.length === 1 && FIRST_LETTERS.includes(letter) ? letter : undefined;
}

/** A file holding a contiguous range of terms (by position in the sorted vocabulary) or of documents. */
export interface IndexPart {
  /** Position of its first term or document. */
  from: number;
  /** Site-relative path. */
  file: string;
}

/** A file of the sorted name table (`NameShard`). */
export interface NamePart {
  /** Its first name. */
  from: string;
  file: string;
}

export interface SearchManifest {
  version: 3;
  /** Index fields, in the order of a term's postings. */
  fields: string[];
  /** The sorted vocabulary: what wildcards and typo tolerance expand over. */
  terms: string[];
  /** One digit per document: its `DocKind`. Documents are grouped by page, each group opened by its page. */
  kinds: string;
  /** Per page, in document order: route and title. */
  pages: [route: string, title: string][];
  /**
   * Runs of documents that link where an earlier document does (field rows
   * link to their section): flat triples of (first document, as a delta from
   * the previous run's end; length; distance back to that earlier document).
   */
  sameTarget: number[];
  /**
   * Sections whose heading (lower-cased) BOILERPLATE_PAGES or more pages
   * share, as gaps between document numbers: the first from 0.
   */
  boilerplate: number[];
  /** Sections whose heading starts with "Troubleshooting" (symptom tables), as gaps between document numbers. */
  troubleshooting: number[];
  /**
   * Documents other than pages that share a name (the lower-cased title's
   * last dotted part) with another: per name, gaps between their numbers.
   */
  repeats: number[][];
  /** Words seen in the site with their counts, for "did you mean". */
  words: [string, number][];
  /** Postings of the sorted vocabulary, a range of terms per file; each file is a `TermShard`. */
  shards: IndexPart[];
  /** Documents' titles, anchors and texts, a range of documents per file; each file is a `DocShard`. */
  docs: IndexPart[];
  /** The name table, a range of sorted names per file. */
  names: NamePart[];
  /** Site-relative path of the reader vocabulary (`VocabularyPart`), which few queries need. */
  vocabulary: string;
}

/** The reader vocabulary (shared/vocabulary.ts): reader words, and the docs' words a query holding them also searches for. */
export type VocabularyPart = [reader: string, docs: string][];

/**
 * The postings of one range of terms, in vocabulary order: per term one list
 * per field of (document as a delta from the previous one, its weight × 1000).
 */
export type TermShard = number[][][];

/**
 * What a result shows of a document: title, anchor (with '#', resolved for
 * field rows), text, and for table rows their section's title; for pages the
 * breadcrumbs instead.
 */
export type ShippedDoc = [title: string, hash: string, text: string, within?: string | string[]];
export type DocShard = ShippedDoc[];

/**
 * Exact names of documents: `k` + an identifier key (`docKeys`) and `t` +
 * the lower-cased title, each with the documents it names, sorted by name.
 */
export type NameShard = [name: string, docs: number[]][];
export const keyName = (key: string) => `k${key}`;
export const titleName = (title: string) => `t${title.toLowerCase()}`;
/** A heading that this many pages share names a part of the page's layout ("Request", "See also"), not its subject. */
export const BOILERPLATE_PAGES = 4;

/** Between a table row's first cell and the rest of the row, in the text the dropdown shows. */
export const ROW_SEPARATOR = ' · ';

/** A page, an h2/h3 section, a table row with its own anchor, a table row naming a field. */
export const DocKind = {Page: 0, Section: 1, Row: 2, Field: 3} as const;
export type DocKind = (typeof DocKind)[keyof typeof DocKind];

/** One searchable unit: a page (its title and intro), a section (h2/h3) or a table row. Its identifier keys come from `docKeys`. */
export interface IndexedDoc {
  /** Kind. */
  k: DocKind;
  /** Title: page title, heading text or the row's first cell. */
  t: string;
  /** Route of the page (in the file only on pages; the worker copies it to the page's other docs). */
  u: string;
  /** Anchor with '#', empty for a page (and in the file for a field row, which takes its section's). */
  h: string;
  /** Index of the page's own doc (pages point to themselves). */
  p: number;
  /** Breadcrumbs (pages only). */
  b?: string[];
  /** Index of the section doc a row belongs to. */
  s?: number;
  /** Set on a field row with an anchor of its own, which `fieldAnchor` derives from its section and name. */
  a?: 1;
  /** Text shown as the snippet, cut to a bounded length (for rows: the cells after the first). */
  x: string;
}

const slugOf = (route: string) => decodeURIComponent(route.replace(/\/$/, '').split('/').pop() ?? '');

/** `VALIDATION_ERROR`, `validation-error` and "validation error" all become `validation_error`. */
export function normalizeKey(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/^#/, '')
    .replace(/[\s\-_]+/g, '_');
}

/** Keys of an anchor: the whole id, and the code of ids like `http-401` or `close-1008`. */
function anchorKeys(id: string): string[] {
  const keys = [normalizeKey(id)];
  const code = /^[a-z]+-(\d{3,4})$/i.exec(id);
  if (code) keys.push(code[1]);
  return keys;
}

/**
 * Identifiers that make a doc the home of a term: a page's slug (a message
 * type, an operation id), a section's or row's anchor (an error code, an HTTP
 * status), a field row's field name (whole and its last dotted part).
 */
export function docKeys(doc: Pick<IndexedDoc, 'k' | 't' | 'u' | 'h'>): string[] {
  switch (doc.k) {
    case DocKind.Page:
      return [normalizeKey(slugOf(doc.u))];
    case DocKind.Field:
      return [...new Set([normalizeKey(doc.t), normalizeKey(doc.t.split('.').pop() ?? doc.t)])];
    default:
      return anchorKeys(doc.h.slice(1));
  }
}

/** The anchor a field row links to: its own when it has one (a folded API field), else its section's. */
export function fieldHash(doc: Pick<IndexedDoc, 'a' | 't'>, sectionHash: string): string {
  return doc.a ? `#${fieldAnchor(sectionHash.slice(1), doc.t)}` : sectionHash;
}
