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

/** A term of a query as lunr's `Query.term` takes it. */
export interface QueryClause {
  term: string;
  boost?: number;
  /** Whether the term is stemmed first (default true; wildcards and edit distances are not). */
  usePipeline?: boolean;
  /** `lunr.Query.wildcard.TRAILING`: the term is a prefix. */
  wildcard?: number;
  editDistance?: number;
  fields?: string[];
}

/** A document a query matched: its score as lunr gives it, and which fields (a bit per field) each index term matched in. */
export interface QueryMatch {
  ref: number;
  score: number;
  terms: Map<string, number>;
}

/**
 * A lunr index whose postings arrive in shards (contiguous ranges of the
 * sorted vocabulary). The token set holds every term, so wildcards and edit
 * distances expand as over the whole index; a term whose shard is not loaded
 * yet matches nothing and records its shard in `missing`, and once that shard
 * is added the same query scores exactly as over the whole index (lunr
 * normalises by the query vector only, so a document's vector needs just the
 * terms loaded so far).
 *
 * Plain queries (`query`) score the packed postings directly, as lunr's
 * `Index#query` would: per field, the dot product of the query's term boosts
 * with the document's term weights over the query vector's length, summed over
 * fields. Lunr's own postings and vectors, which its query syntax needs, are
 * made from the loaded shards only when `search` first runs.
 */
export class PartialIndex {
  /** Shards that queries read since the last `takeMissing`, but that are not loaded. */
  private readonly missing = new Set<number>();
  private readonly loaded = new Set<number>();
  private readonly shards: (TermShard | undefined)[];
  private readonly termIndexes = new Map<string, number>();
  private readonly tokenSet: lunr.TokenSet;
  private readonly pipeline: lunr.Pipeline;
  /** Lunr's index over the loaded shards, made when a query in lunr's syntax first needs it. */
  private lunr: {index: lunr.Index; invertedIndex: Record<string, Record<string, unknown>>; inLunr: Set<number>} | undefined;
  /** Each document's vector per field (`doc * fields + field`), made when a loaded shard or a query first needs it. */
  private readonly vectors: (lunr.Vector | undefined)[];

  constructor(
    private readonly fields: string[],
    private readonly docCount: number,
    private readonly terms: string[],
    /** First term (its position in `terms`) of each shard. */
    private readonly shardStarts: number[],
  ) {
    terms.forEach((term, i) => this.termIndexes.set(term, i));
    this.shards = shardStarts.map(() => undefined);
    this.vectors = new Array<lunr.Vector | undefined>(docCount * fields.length);
    this.pipeline = new lunr.Pipeline();
    this.pipeline.add(lunr.stemmer);
    this.tokenSet = termTrie(terms);
  }

  private lunrIndex(): NonNullable<PartialIndex['lunr']> {
    if (this.lunr) return this.lunr;
    const {missing, shardStarts, fields} = this;
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
    const invertedIndex: Record<string, Record<string, unknown>> = Object.create(null);
    this.terms.forEach((term, i) => {
      invertedIndex[term] = new Pending(i) as unknown as Record<string, unknown>;
    });
    const index = new lunr.Index({
      invertedIndex,
      fieldVectors: this.fieldVectors(this.docCount),
      tokenSet: this.tokenSet,
      fields,
      pipeline: this.pipeline,
    } as unknown as lunr.Index.Attributes);
    this.lunr = {index, invertedIndex, inLunr: new Set()};
    return this.lunr;
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

  /** Adds a shard's postings. */
  addShard(shard: number, postings: TermShard): void {
    if (this.loaded.has(shard)) return;
    this.loaded.add(shard);
    this.shards[shard] = postings;
  }

  /** The postings of a loaded term, one list per field (document deltas, each followed by its weight × 1000). */
  private postings(termIndex: number): number[][] | undefined {
    const shard = partOf(this.shardStarts, termIndex);
    return this.shards[shard]?.[termIndex - this.shardStarts[shard]];
  }

  /** A query in lunr's syntax over lunr's own index, to which the shards loaded so far are first added as lunr's builder would add them. */
  search(input: string): lunr.Index.Result[] {
    const {fields, terms} = this;
    const {index, invertedIndex, inLunr} = this.lunrIndex();
    for (const shard of this.loaded) {
      if (inLunr.has(shard)) continue;
      inLunr.add(shard);
      const first = this.shardStarts[shard];
      this.shards[shard]!.forEach((lists, offset) => {
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
        invertedIndex[terms[termIndex]] = posting;
      });
    }
    return index.search(input);
  }

  /** The index terms a clause expands to, as lunr expands it. */
  private expand(clause: QueryClause, fields: string[]): string[] {
    let term = clause.term;
    if (clause.wildcard && clause.wildcard & lunr.Query.wildcard.TRAILING && !term.endsWith('*')) term = `${term}*`;
    if (clause.wildcard && clause.wildcard & lunr.Query.wildcard.LEADING && !term.startsWith('*')) term = `*${term}`;
    // @types/lunr leaves out runString's second argument and these two token set factories.
    const pipeline = this.pipeline as unknown as {runString(term: string, metadata: {fields: string[]}): string[]};
    const tokenSets = lunr.TokenSet as unknown as {
      fromString(term: string): lunr.TokenSet;
      fromFuzzyString(term: string, editDistance: number): lunr.TokenSet;
    };
    const forms = clause.usePipeline === false ? [term] : pipeline.runString(term, {fields});
    return forms.flatMap((form) =>
      this.tokenSet
        .intersect(clause.editDistance ? tokenSets.fromFuzzyString(form, clause.editDistance) : tokenSets.fromString(form))
        .toArray(),
    );
  }

  /**
   * The documents matching any clause, scored as lunr's `Index#query` scores them; a term whose shard is not
   * loaded matches nothing and records the shard as missing.
   */
  query(clauses: QueryClause[]): QueryMatch[] {
    const {fields} = this;
    // Per field, the query vector: term → summed boost.
    const boosts = fields.map(() => new Map<number, number>());
    for (const clause of clauses) {
      const clauseFields = clause.fields ?? fields;
      const boost = clause.boost ?? 1;
      for (const term of this.expand(clause, clauseFields)) {
        const termIndex = this.termIndexes.get(term)!;
        const shard = partOf(this.shardStarts, termIndex);
        if (!this.loaded.has(shard)) this.missing.add(shard);
        for (const field of clauseFields) {
          const f = fields.indexOf(field);
          boosts[f].set(termIndex, (boosts[f].get(termIndex) ?? 0) + boost);
        }
      }
    }
    const matches = new Map<number, QueryMatch>();
    boosts.forEach((vector, f) => {
      let squares = 0;
      for (const value of vector.values()) squares += value * value;
      const length = Math.sqrt(squares);
      if (!length) return;
      const bit = 1 << f;
      // Per document, its score in this field; summed into its match after the field, as lunr adds field scores.
      const fieldScores = new Map<number, number>();
      for (const [termIndex, boost] of vector) {
        const list = this.postings(termIndex)?.[f];
        if (!list?.length) continue;
        const term = this.terms[termIndex];
        let doc = 0;
        for (let i = 0; i < list.length; i += 2) {
          doc += list[i];
          fieldScores.set(doc, (fieldScores.get(doc) ?? 0) + boost * (list[i + 1] / 1000));
          let match = matches.get(doc);
          if (!match) {
            match = {ref: doc, score: 0, terms: new Map()};
            matches.set(doc, match);
          }
          match.terms.set(term, (match.terms.get(term) ?? 0) | bit);
        }
      }
      for (const [doc, dot] of fieldScores) matches.get(doc)!.score += dot / length;
    });
    return [...matches.values()];
  }

  /** The bits of the fields named, as `QueryMatch.terms` holds them. */
  fieldBits(names: string[]): number {
    return this.fields.reduce((bits, field, f) => (names.includes(field) ? bits | (1 << f) : bits), 0);
  }

  /** Bits of `fieldMask` (`QueryMatch.terms`) as field names. */
  fieldNames(mask: number): string[] {
    return this.fields.filter((_, f) => mask & (1 << f));
  }

  /** The documents holding `term` in any field; undefined (and its shard recorded as missing) while its shard is not loaded. */
  documents(term: string): Set<number> | undefined {
    const termIndex = this.termIndexes.get(term);
    if (termIndex === undefined) return new Set();
    const lists = this.postings(termIndex);
    if (!lists) return undefined;
    const docs = new Set<number>();
    for (const list of lists) {
      let doc = 0;
      for (let i = 0; i < list.length; i += 2) docs.add((doc += list[i]));
    }
    return docs;
  }

  has(term: string): boolean {
    return this.termIndexes.has(term);
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
