import lunr from 'lunr';

/**
 * Index fields and their weights. `title` and `content` are the fields a
 * reader may name in a query (`title:voice`); `keys` holds identifiers
 * (anchors, slugs, codes) so that an identifier finds its home.
 */
export const FIELDS = {title: 6, content: 1, keys: 8} as const;
export type FieldName = keyof typeof FIELDS;
/** BM25 parameters of the product specification (site-spec: search ranking b and k1; lunr's defaults). */
export const BM25 = {k1: 1.2, b: 0.75} as const;

/**
 * Words end at spaces, hyphens and dashes: a range ("1–256 characters", "8,000–48,000 Hz") is its two numbers, as
 * readers type them. The query parser splits terms the same way.
 */
lunr.tokenizer.separator = /[\s\-\u2013\u2014]+/;
(lunr as unknown as {QueryLexer: {termSeparator: RegExp}}).QueryLexer.termSeparator = lunr.tokenizer.separator;

/**
 * Identifiers such as `set_task` or `data.subscriber_count` are indexed whole
 * and by their parts, so "subscriber count" finds them as well.
 */
function splitIdentifiers(token: lunr.Token): lunr.Token | lunr.Token[] {
  const value = token.toString();
  if (!/[_.]/.test(value)) return token;
  const parts = value.split(/[_.]+/).filter((part) => part.length > 1);
  return [token, ...parts.map((part) => token.clone(() => part))];
}
/** A possessive ("speaker's") is also indexed as its word ("speaker"): lunr's stemmer would keep only "speaker'". */
function possessiveForms(token: lunr.Token): lunr.Token | lunr.Token[] {
  const value = token.toString();
  if (!/['\u2019]s$/.test(value)) return token;
  return [token, token.clone(() => value.slice(0, -2))];
}
/** A number written with thousands separators ("16,000") is also indexed as readers may type it ("16000"). */
function plainNumbers(token: lunr.Token): lunr.Token | lunr.Token[] {
  const value = token.toString();
  if (!/^\d{1,3}(,\d{3})+$/.test(value)) return token;
  return [token, token.clone(() => value.replace(/,/g, ''))];
}
/** Punctuation between words ("·", "—", "→") is no word: trimmed to nothing, it would be indexed as the empty term. */
function dropEmpty(token: lunr.Token): lunr.Token | null {
  return token.toString() ? token : null;
}
// Registered once per lunr instance (the build may load this module more than once); a pipeline must
// hold the registered function itself, or lunr warns that the index may not serialise.
const registered = (lunr.Pipeline as unknown as {registeredFunctions: Record<string, lunr.PipelineFunction>}).registeredFunctions;
if (!('splitIdentifiers' in registered)) lunr.Pipeline.registerFunction(splitIdentifiers, 'splitIdentifiers');
if (!('dropEmpty' in registered)) lunr.Pipeline.registerFunction(dropEmpty, 'dropEmpty');
if (!('possessiveForms' in registered)) lunr.Pipeline.registerFunction(possessiveForms, 'possessiveForms');
if (!('plainNumbers' in registered)) lunr.Pipeline.registerFunction(plainNumbers, 'plainNumbers');
const identifierSplitter = registered.splitIdentifiers;
const emptyDropper = registered.dropEmpty;
const possessiveSplitter = registered.possessiveForms;
const numberPlainer = registered.plainNumbers;

/**
 * The lunr build pipeline: trim, drop what is left empty and stop words, add the word of a possessive, split
 * identifiers, add plain forms of numbers, stem.
 */
export function configureBuilder(builder: lunr.Builder): void {
  builder.pipeline.reset();
  builder.pipeline.add(
    lunr.trimmer,
    emptyDropper,
    lunr.stopWordFilter,
    possessiveSplitter,
    identifierSplitter,
    numberPlainer,
    lunr.stemmer,
  );
  builder.searchPipeline.reset();
  builder.searchPipeline.add(lunr.stemmer);
  builder.k1(BM25.k1);
  builder.b(BM25.b);
}

export {lunr};
