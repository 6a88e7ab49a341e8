// @ts-check
// The schemas of an API description, checked when it loads: a misspelt type
// (`type: strng`), a misspelt keyword (`requried:`) or a keyword with a value of
// the wrong kind fails `npm run gen` with the file, line and column, instead of
// passing gen and the build and turning into wrong reference pages.
// Schemas are found where the descriptions put them: `components.schemas`,
// every `schema` (OpenAPI parameters, headers and media types) and every
// message `payload` (AsyncAPI), and inside them, every subschema.

/** Types JSON Schema knows; OpenAPI 3.0 has no `null` (it uses `nullable`). */
const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];

/** @typedef {'number' | 'integer' | 'boolean' | 'string' | 'array' | 'mapping' | 'schema' | 'schemas' | 'schema list' | 'schema or list' | 'schema or boolean' | 'any'} Kind */

/** Keywords of OpenAPI 3.0 Schema Objects and of JSON Schema (AsyncAPI), with the kind of value each takes. */
const KEYWORDS = /** @type {Record<string, Kind>} */ ({
  type: 'any', // checked on its own
  title: 'string',
  description: 'string',
  format: 'string',
  pattern: 'string',
  contentEncoding: 'string',
  contentMediaType: 'string',
  $comment: 'string',
  $id: 'string',
  $schema: 'string',
  $ref: 'string',
  default: 'any',
  example: 'any',
  examples: 'any',
  const: 'any',
  enum: 'array',
  required: 'array',
  multipleOf: 'number',
  minimum: 'number',
  maximum: 'number',
  exclusiveMinimum: 'any', // a boolean in OpenAPI 3.0, a number in JSON Schema
  exclusiveMaximum: 'any',
  minLength: 'integer',
  maxLength: 'integer',
  minItems: 'integer',
  maxItems: 'integer',
  minProperties: 'integer',
  maxProperties: 'integer',
  minContains: 'integer',
  maxContains: 'integer',
  uniqueItems: 'boolean',
  nullable: 'boolean',
  deprecated: 'boolean',
  readOnly: 'boolean',
  writeOnly: 'boolean',
  discriminator: 'any',
  xml: 'mapping',
  externalDocs: 'mapping',
  properties: 'schemas',
  patternProperties: 'schemas',
  definitions: 'schemas',
  $defs: 'schemas',
  dependentSchemas: 'schemas',
  dependencies: 'mapping',
  dependentRequired: 'mapping',
  items: 'schema or list',
  additionalItems: 'schema or boolean',
  additionalProperties: 'schema or boolean',
  unevaluatedProperties: 'schema or boolean',
  unevaluatedItems: 'schema or boolean',
  propertyNames: 'schema',
  contains: 'schema',
  not: 'schema',
  if: 'schema',
  then: 'schema',
  else: 'schema',
  allOf: 'schema list',
  anyOf: 'schema list',
  oneOf: 'schema list',
});

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** @param {unknown} value @param {Kind} kind */
function hasKind(value, kind) {
  switch (kind) {
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value) && /** @type {number} */ (value) >= 0;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'mapping':
    case 'schema':
    case 'schemas':
      return isMapping(value);
    case 'schema list':
      return Array.isArray(value) && value.every(isMapping);
    case 'schema or list':
      return isMapping(value) || (Array.isArray(value) && value.every(isMapping));
    case 'schema or boolean':
      return isMapping(value) || typeof value === 'boolean';
    default:
      return true;
  }
}

const KIND_WORDS = /** @type {Record<Kind, string>} */ ({
  number: 'a number',
  integer: 'a whole number of 0 or more',
  boolean: 'true or false',
  string: 'text',
  array: 'a list',
  mapping: 'a mapping',
  schema: 'a schema (a mapping)',
  schemas: 'a mapping of names to schemas',
  'schema list': 'a list of schemas',
  'schema or list': 'a schema or a list of schemas',
  'schema or boolean': 'a schema or true/false',
  any: 'a value',
});

/**
 * @typedef {{path: (string | number)[], reason: string, key?: boolean}} SchemaProblem  `key`: the problem is the key at `path`, not its value
 * @param {Record<string, unknown>} spec the parsed description
 * @returns {SchemaProblem | null} the first problem, with the YAML path of the offending value
 */
export function firstSchemaProblem(spec) {
  const openapi = typeof spec.openapi === 'string';
  const types = openapi ? TYPES.filter((type) => type !== 'null') : TYPES;

  /** @param {unknown} type @returns {string | null} */
  const typeProblem = (type) => {
    const names = Array.isArray(type) && !openapi ? type : [type];
    const wrong = names.find((name) => typeof name !== 'string' || !types.includes(name));
    if (wrong === undefined) return null;
    return `type ${JSON.stringify(wrong)} is not a schema type: use ${types.join(', ')}${openapi ? ' (OpenAPI 3.0 writes null as nullable: true)' : ''}`;
  };

  /** @param {unknown} schema @param {(string | number)[]} at @returns {SchemaProblem | null} */
  const checkSchema = (schema, at) => {
    if (!isMapping(schema)) return typeof schema === 'boolean' && !openapi ? null : {path: at, reason: 'a schema must be a mapping'};
    if ('$ref' in schema) return null;
    for (const [keyword, value] of Object.entries(schema)) {
      const here = [...at, keyword];
      if (keyword.startsWith('x-')) continue;
      const kind = KEYWORDS[keyword];
      if (!kind) return {path: here, key: true, reason: `"${keyword}" is not a schema keyword (a misspelling? extensions start with x-)`};
      if (keyword === 'type') {
        const reason = typeProblem(value);
        if (reason) return {path: here, reason};
        continue;
      }
      if (!hasKind(value, kind)) return {path: here, reason: `"${keyword}" takes ${KIND_WORDS[kind]}`};
      if (kind === 'array' && keyword === 'required' && !(/** @type {unknown[]} */ (value).every((name) => typeof name === 'string'))) {
        return {path: here, reason: '"required" lists field names as text'};
      }
      const children =
        kind === 'schemas'
          ? Object.entries(/** @type {Record<string, unknown>} */ (value)).map(([name, child]) => [child, [...here, name]])
          : kind === 'schema' || (kind !== 'schema list' && isMapping(value) && kind.startsWith('schema'))
            ? [[value, here]]
            : kind.startsWith('schema') && Array.isArray(value)
              ? value.map((child, index) => [child, [...here, index]])
              : [];
      for (const [child, where] of /** @type {[unknown, (string | number)[]][]} */ (children)) {
        const problem = checkSchema(child, where);
        if (problem) return problem;
      }
    }
    return null;
  };

  /** Walks the document outside schemas; examples and extensions hold data, not schemas. @param {unknown} node @param {(string | number)[]} at @returns {SchemaProblem | null} */
  const walk = (node, at) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) {
        const problem = walk(item, [...at, index]);
        if (problem) return problem;
      }
      return null;
    }
    if (!isMapping(node)) return null;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
      const here = [...at, key];
      const schemaMap = key === 'schemas' && at.length === 1 && at[0] === 'components';
      const problem = schemaMap
        ? Object.entries(isMapping(value) ? value : {}).reduce(
            (/** @type {SchemaProblem | null} */ found, [name, child]) => found ?? checkSchema(child, [...here, name]),
            null,
          )
        : key === 'schema' || key === 'payload'
          ? checkSchema(value, here)
          : walk(value, here);
      if (problem) return problem;
    }
    return null;
  };

  return walk(spec, []);
}
