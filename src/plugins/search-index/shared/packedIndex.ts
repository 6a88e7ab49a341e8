import {lunr, BM25} from './lunrSetup';

/**
 * A lunr index in a fraction of lunr's JSON: term frequencies per document
 * and field as delta-coded postings, and field lengths. Lunr's serialised form
 * also carries every field vector (one float per term and document), which
 * `PartialIndex` recomputes in the worker exactly as lunr's builder does.
 */
export interface PackedIndex {
  fields: string[];
  boosts: number[];
  docCount: number;
  /** Field lengths (terms after the pipeline), docCount × fields. */
  lengths: number[];
  terms: string[];
  /**
   * Per term, one list per field: document numbers as deltas from the previous
   * one; a term frequency above 1 follows its document as a negative number.
   */
  postings: TermPostings[];
}
export type TermPostings = number[][];
/** What a search needs before it knows its terms: the vocabulary and the field lengths. */
export type IndexHead = Omit<PackedIndex, 'postings'>;

interface BuilderInternals {
  _fields: Record<string, {boost?: number}>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  documentCount: number;
}

/** Packs a builder to which documents with refs "0", "1", … were added (do not call build()). */
export function packIndex(builder: lunr.Builder): PackedIndex {
  const internals = builder as unknown as BuilderInternals;
  const fields = Object.keys(internals._fields);
  const docCount = internals.documentCount;
  const lengths: number[] = [];
  const byTerm = new Map<string, [number, number][][]>();
  for (let doc = 0; doc < docCount; doc += 1) {
    fields.forEach((field, f) => {
      const ref = `${field}/${doc}`;
      lengths.push(internals.fieldLengths[ref] ?? 0);
      for (const [term, tf] of Object.entries(internals.fieldTermFrequencies[ref] ?? {})) {
        if (!byTerm.has(term))
          byTerm.set(
            term,
            fields.map(() => []),
          );
        byTerm.get(term)![f].push([doc, tf]);
      }
    });
  }
  const terms = [...byTerm.keys()].sort();
  const postings = terms.map((term) =>
    byTerm.get(term)!.map((list) => {
      let previous = 0;
      return list.flatMap(([doc, tf]) => {
        const delta = doc - previous;
        previous = doc;
        return tf > 1 ? [delta, -tf] : [delta];
      });
    }),
  );
  return {fields, boosts: fields.map((field) => internals._fields[field].boost ?? 1), docCount, lengths, terms, postings};
}

/** Index of the part that holds `index`, given each part's first index in ascending order. */
export function partOf(starts: number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}

const NO_METADATA = Object.freeze(Object.create(null));
const NO_DOCUMENTS = Object.freeze(Object.create(null));

/**
 * A lunr index whose postings arrive in shards (contiguous ranges of the
 * sorted vocabulary). The token set holds every term, so wildcards and edit
 * distances expand as over the whole index; a term whose shard is not loaded
 * yet matches nothing and records its shard in `missing`, and once that shard
 * is added the same query scores exactly as over the whole index (lunr
 * normalises by the query vector only, so a document's vector needs just the
 * terms loaded so far).
 */
export class PartialIndex {
  readonly index: lunr.Index;
  /** Shards that queries read since the last `takeMissing`, but that are not loaded. */
  private readonly missing = new Set<number>();
  private readonly loaded = new Set<number>();
  private readonly invertedIndex: Record<string, Record<string, unknown>>;
  private readonly vectors: lunr.Vector[];
  private readonly average: number[];

  constructor(
    private readonly head: IndexHead,
    /** First term (its position in `head.terms`) of each shard. */
    private readonly shardStarts: number[],
  ) {
    const {fields, docCount, lengths, terms} = head;
    this.average = fields.map((_, f) => {
      let sum = 0;
      for (let doc = 0; doc < docCount; doc += 1) sum += lengths[doc * fields.length + f];
      return sum / docCount;
    });
    const missing = this.missing;
    // Lunr reads `_index` of every term it expands, then the term's postings per field.
    const Pending = function (this: {term: number}, term: number) {
      this.term = term;
    } as unknown as new (term: number) => {term: number};
    Object.defineProperty(Pending.prototype, '_index', {
      get(this: {term: number}) {
        missing.add(partOf(shardStarts, this.term));
        return this.term;
      },
    });
    for (const field of fields) Object.defineProperty(Pending.prototype, field, {value: NO_DOCUMENTS});
    this.invertedIndex = Object.create(null);
    terms.forEach((term, i) => {
      this.invertedIndex[term] = new Pending(i) as unknown as Record<string, unknown>;
    });
    this.vectors = Array.from({length: docCount * fields.length}, () => new lunr.Vector([]));
    const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
    for (let doc = 0; doc < docCount; doc += 1) {
      fields.forEach((field, f) => {
        fieldVectors[`${field}/${doc}`] = this.vectors[doc * fields.length + f];
      });
    }
    const pipeline = new lunr.Pipeline();
    pipeline.add(lunr.stemmer);
    this.index = new lunr.Index({
      invertedIndex: this.invertedIndex,
      fieldVectors,
      tokenSet: (lunr.TokenSet as unknown as {fromArray(terms: string[]): lunr.TokenSet}).fromArray(terms),
      fields,
      pipeline,
    } as unknown as lunr.Index.Attributes);
  }

  get shardCount(): number {
    return this.shardStarts.length;
  }

  /** Adds a shard's postings: the BM25 weights of its terms as lunr's builder computes them (formula and rounding). */
  addShard(shard: number, postings: TermPostings[]): void {
    if (this.loaded.has(shard)) return;
    this.loaded.add(shard);
    const {fields, boosts, docCount, lengths, terms} = this.head;
    const first = this.shardStarts[shard];
    postings.forEach((parts, offset) => {
      const termIndex = first + offset;
      const posting: Record<string, unknown> = Object.create(null);
      posting._index = termIndex;
      const documentsWithTerm = parts.reduce((sum, list) => sum + list.filter((value) => value >= 0).length, 0);
      const idf = Math.log(1 + Math.abs((docCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5)));
      fields.forEach((field, f) => {
        const refs: Record<string, object> = Object.create(null);
        const list = parts[f];
        let doc = 0;
        for (let i = 0; i < list.length; i += 1) {
          doc += list[i];
          const tf = list[i + 1] < 0 ? -list[(i += 1)] : 1;
          // Lunr only reads metadata keys here, so every posting can share one empty object.
          refs[doc] = NO_METADATA;
          const length = lengths[doc * fields.length + f];
          const score = (idf * ((BM25.k1 + 1) * tf)) / (BM25.k1 * (1 - BM25.b + BM25.b * (length / this.average[f])) + tf);
          this.vectors[doc * fields.length + f].upsert(termIndex, Math.round(score * boosts[f] * 1000) / 1000, (_, value) => value);
        }
        posting[field] = refs;
      });
      this.invertedIndex[terms[termIndex]] = posting;
    });
  }

  /** The documents holding `term` in any field; undefined (and its shard recorded as missing) while its shard is not loaded. */
  documents(term: string): Set<string> | undefined {
    const posting = this.invertedIndex[term];
    if (!posting) return new Set();
    const termIndex = posting._index as number;
    if (!this.loaded.has(partOf(this.shardStarts, termIndex))) return undefined;
    const docs = new Set<string>();
    for (const field of this.head.fields) for (const ref of Object.keys(posting[field] as object)) docs.add(ref);
    return docs;
  }

  has(term: string): boolean {
    return term in this.invertedIndex;
  }

  /** The missing shards recorded since the last call, and forgets them. */
  takeMissing(): number[] {
    const shards = [...this.missing].filter((shard) => !this.loaded.has(shard));
    this.missing.clear();
    return shards;
  }
}
