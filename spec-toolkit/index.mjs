// The spec toolkit: every generator, the site config, the test stand-ins and
// the tests read the API descriptions through these functions.
export {
  GeneratorError,
  ROOT,
  SPEC_FILES,
  SpecError,
  bundleSpec,
  display,
  parseSpec,
  pointer,
  readSpec,
  readText,
  readYamlFile,
} from './load.mjs';
export {deref, inline, refName, resolve} from './refs.mjs';
/** @typedef {import('./fields.mjs').FieldRow} FieldRow */
/** @typedef {import('./fields.mjs').ListedAt} ListedAt */
export {ListedSchemas, constraintsOf, fieldRows, hasFields, normalize, typeLabel} from './fields.mjs';
export {
  LONG_VALUE_LIST,
  attribute,
  fieldAnchor,
  cell,
  code,
  codeBlock,
  codeSpan,
  frontMatterValue,
  linkMentions,
  literal,
  mdxText,
  oneLine,
  plainSummary,
  table,
} from './mdx.mjs';
export {HTTP_METHODS, operations} from './openapi.mjs';
/** @typedef {import('./examples.mjs').NamedExample} NamedExample */
export {examplesOf, firstExample, parameterValue} from './examples.mjs';
