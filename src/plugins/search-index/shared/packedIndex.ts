import {lunr, BM25} from './lunrSetup';

/**
 * A lunr index in a fraction of lunr's JSON: term frequencies per document
 * and field as delta-coded postings, and field lengths. Lunr's serialised form
 * also carries every field vector (one float per term and document), which
 * `unpackIndex` recomputes in the worker exactly as lunr's builder does.
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
  postings: number[][][];
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
  const docCount = internals.documentCount;
  const lengths: number[] = [];
  const byTerm = new Map<string, [number, number][][]>();
  for (let doc = 0; doc < docCount; doc += 1) {
    fields.forEach((field, f) => {
      const ref = `${field}/${doc}`;
      lengths.push(internals.fieldLengths[ref] ?? 0);
      for (const [term, tf] of Object.entries(internals.fieldTermFrequencies[ref] ?? {})) {
        if (!byTerm.has(term)) byTerm.set(term, fields.map(() => []));
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

const NO_METADATA = Object.freeze(Object.create(null));

/** Rebuilds the lunr index: inverted index, BM25 field vectors (lunr's formula and rounding) and token set. */
export function unpackIndex(packed: PackedIndex): lunr.Index {
  const {fields, boosts, docCount, lengths, terms, postings} = packed;
  const average = fields.map((_, f) => {
    let sum = 0;
    for (let doc = 0; doc < docCount; doc += 1) sum += lengths[doc * fields.length + f];
    return sum / docCount;
  });
  const invertedIndex: Record<string, Record<string, unknown>> = Object.create(null);
  const elements: number[][] = Array.from({length: docCount * fields.length}, () => []);
  terms.forEach((term, termIndex) => {
    const posting: Record<string, unknown> = Object.create(null);
    posting._index = termIndex;
    const parts = postings[termIndex];
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
        const score = (idf * ((BM25.k1 + 1) * tf)) / (BM25.k1 * (1 - BM25.b + BM25.b * (length / average[f])) + tf);
        elements[doc * fields.length + f].push(termIndex, Math.round(score * boosts[f] * 1000) / 1000);
      }
      posting[field] = refs;
    });
    invertedIndex[term] = posting;
  });
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  for (let doc = 0; doc < docCount; doc += 1) {
    fields.forEach((field, f) => {
      fieldVectors[`${field}/${doc}`] = new lunr.Vector(elements[doc * fields.length + f]);
    });
  }
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  return new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: (lunr.TokenSet as unknown as {fromArray(terms: string[]): lunr.TokenSet}).fromArray(terms),
    fields,
    pipeline,
  } as unknown as lunr.Index.Attributes);
}
