// Turning a description's schemas into what a JSON Schema validator checks:
// OpenAPI 3.0 bounds as JSON Schema 2019, a strict copy that reports unknown
// fields, and a copy for request bodies. The site's validators (compiled by
// `npm run gen`) and the test stand-ins use the same functions.

const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * OpenAPI 3.0 writes `minimum: 0, exclusiveMinimum: true`; JSON Schema 2019 wants `exclusiveMinimum: 0`.
 * @template T
 * @param {T} node
 * @returns {T}
 */
export function fromOpenApi30(node) {
  if (Array.isArray(node)) return /** @type {T} */ (node.map(fromOpenApi30));
  if (!node || typeof node !== 'object') return node;
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, value] of Object.entries(node)) copy[key] = fromOpenApi30(value);
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ]) {
    if (typeof copy[exclusive] !== 'boolean') continue;
    if (copy[exclusive]) copy[exclusive] = copy[bound];
    else delete copy[exclusive];
    if (copy[exclusive] !== undefined) delete copy[bound];
  }
  return /** @type {T} */ (copy);
}

/**
 * Names of the component schemas that appear as `allOf` members (`{allOf: [{$ref: '#/components/schemas/X'}]}`).
 * @param {unknown} tree
 * @param {Set<string>} [found]
 */
function allOfMembers(tree, found = new Set()) {
  if (Array.isArray(tree)) tree.forEach((item) => allOfMembers(item, found));
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      if (key === 'allOf' && Array.isArray(value)) {
        for (const member of value) {
          const ref = member?.$ref;
          if (typeof ref === 'string') found.add(/** @type {string} */ (ref.split('/').pop()));
        }
      }
      allOfMembers(value, found);
    }
  }
  return found;
}

/**
 * A copy of one schema with unknown properties refused; `isPart` for a member of an `allOf`.
 * @param {unknown} schema
 * @param {boolean} isPart
 * @returns {unknown}
 */
function strictSchema(schema, isPart) {
  if (Array.isArray(schema)) return schema.map((item) => strictSchema(item, isPart));
  if (!schema || typeof schema !== 'object') return schema;
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = DATA_KEYS.has(key) ? value : strictSchema(value, key === 'allOf');
  }
  if ((copy.properties || copy.allOf) && !isPart && copy.additionalProperties === undefined && copy.patternProperties === undefined) {
    copy.unevaluatedProperties = false;
  }
  return copy;
}

/**
 * A copy of a document's `components` in which every object schema that
 * lists its `properties` (and says nothing about extra ones) rejects
 * properties it does not evaluate. The API ignores unknown fields, so a
 * misspelt optional field would pass unnoticed; validators use this copy to
 * report it. A member of an `allOf` sees only its own properties, so the rule
 * goes on the schema that holds the `allOf`, which sees what every member
 * evaluates; component schemas used as `allOf` members are left open.
 * @template T
 * @param {T} components
 * @returns {T}
 */
export function strictCopy(components) {
  const members = allOfMembers(components);
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, value] of Object.entries(/** @type {Record<string, unknown>} */ (components))) {
    copy[key] =
      key === 'schemas' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, strictSchema(schema, members.has(name))]))
        : strictSchema(value, false);
  }
  return /** @type {T} */ (copy);
}

/**
 * A copy in which `readOnly` properties are not required: what a request body has to satisfy.
 * @template T
 * @param {T} schema
 * @returns {T}
 */
export function writableCopy(schema) {
  if (Array.isArray(schema)) return /** @type {T} */ (schema.map(writableCopy));
  if (!schema || typeof schema !== 'object') return schema;
  /** @type {Record<string, any>} */
  const copy = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = DATA_KEYS.has(key) ? value : writableCopy(value);
  if (Array.isArray(copy.required) && copy.properties) {
    copy.required = copy.required.filter((/** @type {string} */ name) => !copy.properties[name]?.readOnly);
  }
  return /** @type {T} */ (copy);
}

const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'deprecated', 'readOnly', 'writeOnly', 'xml']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'schemas']);

/**
 * A copy without what a validator does not check (descriptions, titles,
 * examples, `x-` extensions), so compiled validators stay small.
 * @template T
 * @param {T} schema
 * @param {boolean} [isMap] `schema` maps names to schemas (`properties`)
 * @returns {T}
 */
export function withoutAnnotations(schema, isMap = false) {
  if (Array.isArray(schema)) return /** @type {T} */ (schema.map((item) => withoutAnnotations(item)));
  if (!schema || typeof schema !== 'object') return schema;
  /** @type {Record<string, unknown>} */
  const copy = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!isMap && (ANNOTATIONS.has(key) || key.startsWith('x-'))) continue;
    copy[key] = !isMap && DATA_KEYS.has(key) ? value : withoutAnnotations(value, !isMap && SCHEMA_MAPS.has(key));
  }
  return /** @type {T} */ (copy);
}

/**
 * A copy whose local references (`#/components/...`) point into the document registered under `base`.
 * @template T
 * @param {T} schema
 * @param {string} base
 * @returns {T}
 */
export function rebased(schema, base) {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${base}#/`));
}
