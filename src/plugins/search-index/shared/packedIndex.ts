import {lunr, BM25} from './lunrSetup';
import type {TermShard} from './format';

/**
 * A lunr index in a fraction of lunr's JSON: per term and field, the
 * documents holding it with the weight lunr's builder gives the pair (BM25,
 * field boost, rounded to thousandths as lunr rounds it). Lunr's serialised
 * form carries the same weights as field vectors; `PartialIndex` rebuilds them
 * in the worker from the postings of the terms it has loaded.
 */
export interface PackedIndex {
  fields: string[];
  docCount: number;
  terms: string[];
  /** Per term, one list per field: document numbers as deltas from the previous one, each followed by its weight × 1000. */
  postings: TermShard;
}

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
  const boosts = fields.map((field) => internals._fields[field].boost ?? 1);
  const docCount = internals.documentCount;
  const length = (doc: number, field: string) => internals.fieldLengths[`${field}/${doc}`] ?? 0;
  const average = fields.map((field) => {
    let sum = 0;
    for (let doc = 0; doc < docCount; doc += 1) sum += length(doc, field);
    return sum / docCount;
  });
  const byTerm = new Map<string, [number, number][][]>();
  for (let doc = 0; doc < docCount; doc += 1) {
    fields.forEach((field, f) => {
      for (const [term, tf] of Object.entries(internals.fieldTermFrequencies[`${field}/${doc}`] ?? {})) {
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
  const postings = terms.map((term) => {
    const lists = byTerm.get(term)!;
    // As lunr.idf counts it: a document holding the term in two fields counts twice.
    const documentsWithTerm = lists.reduce((sum, list) => sum + list.length, 0);
    const idf = Math.log(1 + Math.abs((docCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5)));
    return lists.map((list, f) => {
      let previous = 0;
      return list.flatMap(([doc, tf]) => {
        const delta = doc - previous;
        previous = doc;
        const score = (idf * ((BM25.k1 + 1) * tf)) / (BM25.k1 * (1 - BM25.b + BM25.b * (length(doc, fields[f]) / average[f])) + tf);
        return [delta, Math.round(score * boosts[f] * 1000)];
      });
    });
  });
  return {fields, docCount, terms, postings};
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
 * The terms as a trie of lunr token sets, for lunr's wildcard and typo expansion. `TokenSet.fromArray` also
 * minimises the graph, which costs far more than the trie (most of the time to a first suggestion); expansion
 * walks both alike.
 */
type TrieNode = lunr.TokenSet & {final: boolean; edges: Record<string, TrieNode>};

function termTrie(terms: string[]): lunr.TokenSet {
  const root = new lunr.TokenSet() as TrieNode;
  for (const term of terms) {
    let node = root;
    for (const character of term) node = node.edges[character] ??= new lunr.TokenSet() as TrieNode;
    node.final = true;
  }
  return root;
}

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
  /** Each document's vector per field (`doc * fields + field`), made when a loaded shard or a query first needs it. */
  private readonly vectors: (lunr.Vector | undefined)[];

  constructor(
    private readonly fields: string[],
    docCount: number,
    private readonly terms: string[],
    /** First term (its position in `terms`) of each shard. */
    private readonly shardStarts: number[],
  ) {
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
    this.vectors = new Array<lunr.Vector | undefined>(docCount * fields.length);
    const pipeline = new lunr.Pipeline();
    pipeline.add(lunr.stemmer);
    this.index = new lunr.Index({
      invertedIndex: this.invertedIndex,
      fieldVectors: this.fieldVectors(docCount),
      tokenSet: termTrie(terms),
      fields,
      pipeline,
    } as unknown as lunr.Index.Attributes);
  }

  private vector(slot: number): lunr.Vector {
    return (this.vectors[slot] ??= new lunr.Vector([]));
  }

  /**
   * Lunr's `fieldVectors` ("title/12" → vector) over `vectors`, without making one vector per document and field up
   * front: a query reads the vectors of the documents it matched, and enumerates them all only when it is negated.
   */
  private fieldVectors(docCount: number): Record<string, lunr.Vector> {
    const {fields} = this;
    const slotOf = (key: string | symbol): number | undefined => {
      if (typeof key !== 'string') return undefined;
      const slash = key.lastIndexOf('/');
      const field = fields.indexOf(key.slice(0, slash));
      const doc = Number(key.slice(slash + 1));
      return field >= 0 && Number.isInteger(doc) && doc >= 0 && doc < docCount ? doc * fields.length + field : undefined;
    };
    const present = (slot: number | undefined): slot is number => slot !== undefined;
    return new Proxy(Object.create(null) as Record<string, lunr.Vector>, {
      get: (_, key) => {
        const slot = slotOf(key);
        return present(slot) ? this.vector(slot) : undefined;
      },
      has: (_, key) => present(slotOf(key)),
      ownKeys: () =>
        Array.from({length: docCount * fields.length}, (_, slot) => `${fields[slot % fields.length]}/${Math.floor(slot / fields.length)}`),
      getOwnPropertyDescriptor: (_, key) => {
        const slot = slotOf(key);
        return present(slot) ? {value: this.vector(slot), enumerable: true, configurable: true, writable: false} : undefined;
      },
    });
  }

  get shardCount(): number {
    return this.shardStarts.length;
  }

  /** Adds a shard's postings: each document's weight goes into its field vector as lunr's builder puts it there. */
  addShard(shard: number, postings: TermShard): void {
    if (this.loaded.has(shard)) return;
    this.loaded.add(shard);
    const {fields, terms} = this;
    const first = this.shardStarts[shard];
    postings.forEach((lists, offset) => {
      const termIndex = first + offset;
      const posting: Record<string, unknown> = Object.create(null);
      posting._index = termIndex;
      fields.forEach((field, f) => {
        const refs: Record<string, object> = Object.create(null);
        const list = lists[f];
        let doc = 0;
        for (let i = 0; i < list.length; i += 2) {
          doc += list[i];
          // Lunr only reads metadata keys here, so every posting can share one empty object.
          refs[doc] = NO_METADATA;
          this.vector(doc * fields.length + f).upsert(termIndex, list[i + 1] / 1000, (_, value) => value);
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
    for (const field of this.fields) for (const ref of Object.keys(posting[field] as object)) docs.add(ref);
    return docs;
  }

  has(term: string): boolean {
    return term in this.invertedIndex;
  }

  /** Whether a query since the last `takeMissing` read a term whose shard is not loaded. */
  hasMissing(): boolean {
    for (const shard of this.missing) if (!this.loaded.has(shard)) return true;
    return false;
  }

  /** The missing shards recorded since the last call, and forgets them. */
  takeMissing(): number[] {
    const shards = [...this.missing].filter((shard) => !this.loaded.has(shard));
    this.missing.clear();
    return shards;
  }
}
