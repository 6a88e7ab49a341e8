// Cuts one schema out of the AsyncAPI document as a self-contained JSON Schema
// (draft-07): every `#/components/schemas/X` it reaches is copied under
// `definitions` and the references are rewritten to `#/definitions/X`.
// Annotations that validation does not need are dropped to keep it small.

import {GeneratorError, display, pointer} from '../../spec-toolkit/index.mjs';

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const DROPPED = new Set(['description', 'title', 'examples', 'externalDocs']);
const COMPONENT = /^#\/components\/schemas\/([^/]+)$/;

export function bundleSchema(spec, file, root) {
  const definitions = {};
  const pending = [];

  const schemaOf = (node) => {
    if (Array.isArray(node) || node === null || typeof node !== 'object') return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (DROPPED.has(key)) continue;
      if (key === '$ref') {
        const match = COMPONENT.exec(value);
        if (!match)
          throw new GeneratorError(`${display(file)}: cannot bundle the reference "${value}"; only components.schemas are supported.`);
        if (!(match[1] in definitions) && !pending.includes(match[1])) pending.push(match[1]);
        out.$ref = `#/definitions/${match[1]}`;
      } else if (SCHEMA_MAPS.has(key)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, schemaOf(child)]));
      } else if (SCHEMA_VALUES.has(key)) {
        out[key] = typeof value === 'object' ? schemaOf(value) : value;
      } else if (SCHEMA_LISTS.has(key)) {
        out[key] = value.map(schemaOf);
      } else {
        out[key] = value;
      }
    }
    return out;
  };

  const bundled = schemaOf(root);
  while (pending.length > 0) {
    const name = pending.shift();
    definitions[name] = null;
    definitions[name] = schemaOf(pointer(spec, `#/components/schemas/${name}`));
  }
  const sorted = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((name) => [name, definitions[name]]),
  );
  return {$schema: 'http://json-schema.org/draft-07/schema#', ...bundled, definitions: sorted};
}
