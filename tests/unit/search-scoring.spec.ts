import {test, expect} from '@playwright/test';
import {lunr, FIELDS, configureBuilder} from '../../src/plugins/search-index/shared/lunrSetup';
import {packIndex, PartialIndex, type QueryClause} from '../../src/plugins/search-index/shared/packedIndex';

// The dropdown scores the packed postings itself (PartialIndex#query) instead of through lunr's query, which
// allocates per match. Its scores and matched terms must be lunr's own, or every ranking factor built on them drifts.
const DOCS = [
  {title: 'Voices', content: 'Pick a built-in voice or clone the speaker voice for each target language.', keys: 'voices'},
  {title: 'Clone a voice', content: 'Upload a sample; voice cloning takes a minute. Check the processing status.', keys: 'clone-voice-api'},
  {title: 'set_task', content: 'Creates the translation task with source and target languages and voice settings.', keys: 'set_task'},
  {title: 'Rate limits', content: 'Too many requests return 429 with code 8001. Retry after the Retry-After header.', keys: '8001 429'},
  {title: 'Glossaries', content: 'A glossary file keeps product names and terms as you want them translated.', keys: 'glossaries'},
  {title: 'Latency', content: 'The speed preset trades latency for quality; voice cloning adds latency.', keys: 'latency speed'},
  {title: 'Close codes', content: 'The server closes the socket with 1008 when the session token expired.', keys: 'close-1008'},
  {title: 'Validation', content: 'A voice_timbre_detection value outside the allowed range is rejected.', keys: 'validation_error'},
];

function builder(docs: {title: string; content: string; keys: string}[] = DOCS): lunr.Builder {
  const build = new lunr.Builder();
  configureBuilder(build);
  build.ref('i');
  for (const [field, boost] of Object.entries(FIELDS)) build.field(field, {boost});
  docs.forEach((doc, i) => build.add({i: String(i), ...doc}));
  return build;
}

/** The packed index in two shards, both loaded, as the worker holds it once a query's parts arrived. */
function partialIndex(): PartialIndex {
  const packed = packIndex(builder());
  const middle = Math.floor(packed.terms.length / 2);
  const partial = new PartialIndex(packed.fields, packed.docCount, packed.terms, [0, middle]);
  partial.addShard(0, packed.postings.slice(0, middle));
  partial.addShard(1, packed.postings.slice(middle));
  return partial;
}

const QUERIES: Record<string, QueryClause[]> = {
  'one word, stemmed': [{term: 'voices', boost: 10}],
  'word, prefix and typo clauses': [
    {term: 'voic', boost: 10},
    {term: 'voic', usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 3},
    {term: 'voic', usePipeline: false, editDistance: 1, boost: 8},
  ],
  'a first letter in titles and keys only': [
    {term: 'v', usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 3, fields: ['title', 'keys']},
  ],
  'several words and an identifier': [{term: 'latency'}, {term: 'clone', boost: 6}, {term: 'set_task', boost: 2}],
  'the same term twice': [{term: 'glossary'}, {term: 'glossaries', boost: 4}],
};

for (const [name, clauses] of Object.entries(QUERIES)) {
  test(`the dropdown's scoring equals lunr's: ${name}`, () => {
    const reference = builder()
      .build()
      .query((query) => {
        for (const clause of clauses) query.term(clause.term, {...clause});
      });
    const index = partialIndex();
    const ours = index.query(clauses).sort((a, b) => b.score - a.score || a.ref - b.ref);
    expect(reference.length, 'the query matches something').toBeGreaterThan(0);
    expect(ours.map((match) => match.ref)).toEqual(
      [...reference].sort((a, b) => b.score - a.score || Number(a.ref) - Number(b.ref)).map((result) => Number(result.ref)),
    );
    for (const result of reference) {
      const match = ours.find((candidate) => candidate.ref === Number(result.ref))!;
      expect(match.score).toBeCloseTo(result.score, 9);
      const terms = Object.fromEntries(
        Object.entries(result.matchData.metadata).map(([term, fields]) => [term, Object.keys(fields).sort()]),
      );
      expect(Object.fromEntries([...match.terms].map(([term, mask]) => [term, index.fieldNames(mask).sort()]))).toEqual(terms);
    }
  });
}

test('a term whose shard is not loaded matches nothing and names its shard', () => {
  const packed = packIndex(builder());
  const middle = Math.floor(packed.terms.length / 2);
  const partial = new PartialIndex(packed.fields, packed.docCount, packed.terms, [0, middle]);
  partial.addShard(0, packed.postings.slice(0, middle));
  const late = packed.terms[packed.terms.length - 1];
  expect(partial.query([{term: late, usePipeline: false}])).toEqual([]);
  expect(partial.takeMissing()).toEqual([1]);
  partial.addShard(1, packed.postings.slice(middle));
  expect(partial.query([{term: late, usePipeline: false}]).length).toBeGreaterThan(0);
  expect(partial.takeMissing()).toEqual([]);
});

test('punctuation between words is no term: a table text with its separators indexes its words alone', () => {
  const {terms} = packIndex(
    builder([{title: 'Voice types', content: 'Kind · voice_type · What it is; Built in — default → atlas', keys: 'voice-types'}]),
  );
  expect(terms).not.toContain('');
  expect(terms).toEqual(expect.arrayContaining(['kind', 'voice_typ', 'built', 'default', 'atla']));
});

test('a range is its two numbers, a possessive also its word, a number with thousands separators also its digits', () => {
  const {terms} = packIndex(
    builder([{title: 'Limits', content: "1–256 characters at 8,000–48,000 Hz in the speaker's voice", keys: 'limits'}]),
  );
  expect(terms).toEqual(expect.arrayContaining(['1', '256', '8,000', '8000', '48,000', '48000', 'speaker', "speaker'"]));
  expect(terms.filter((term) => term.includes('–'))).toEqual([]);
});
