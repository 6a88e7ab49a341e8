// Schemas shared between the descriptions. A description imports a schema of
// another file under `components.schemas`, by the same name:
//
//   components:
//     schemas:
//       TaskSettings:
//         $ref: './task-settings.yaml#/TaskSettings'
//
// Loading puts the schema, and every schema of that file it reaches, into
// `components.schemas`, written in the dialect of the importing description:
// the shared file holds OpenAPI 3.0 Schema Objects; an AsyncAPI description
// gets JSON Schema (`nullable` → a `null` type, `example` → `examples`, and the
// keywords under `x-json-schema` merged in).
import path from 'node:path';
import YAML from 'yaml';

const SCHEMAS = ['components', 'schemas'];
/** Keywords whose value is a schema, a list of schemas or a map of schemas. */
const SCHEMA_VALUE = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else']);
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_MAP = new Set(['properties']);
const JSON_SCHEMA_ONLY = 'x-json-schema';

/** `./task-settings.yaml#/TaskSettings` → {file, name}; undefined for any other form. */
export function importTarget(ref) {
  const match = /^([^#]+)#\/([^/]+)$/.exec(ref);
  return match ? {file: match[1], name: match[2]} : undefined;
}

/** Every `$ref` that leaves the document, with the YAML path that holds it. */
export function* externalRefs(value, at = []) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* externalRefs(item, [...at, index]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && !item.startsWith('#')) yield {ref: item, at: [...at, key]};
      else yield* externalRefs(item, [...at, key]);
    }
  }
}

/** True when `at` is `components.schemas.<name>.$ref` and the schema holds nothing else. */
export function isImportSlot(value, at) {
  if (at.length !== 4 || at[0] !== SCHEMAS[0] || at[1] !== SCHEMAS[1] || at[3] !== '$ref') return false;
  const schema = value.components.schemas[at[2]];
  return Object.keys(schema).length === 1;
}

/** The names of the shared file reached from `names` through its `#/Name` references. */
export function reachable(shared, names) {
  const found = new Set();
  const pending = [...names];
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (key === '$ref' && typeof item === 'string' && item.startsWith('#/')) pending.push(item.slice(2).split('/')[0]);
        else visit(item);
      }
    }
  };
  while (pending.length > 0) {
    const name = pending.shift();
    if (found.has(name)) continue;
    found.add(name);
    visit(shared[name]);
  }
  return found;
}

function rewriteRefs(node) {
  YAML.visit(node, {
    Pair(_, pair) {
      if (YAML.isScalar(pair.key) && pair.key.value === '$ref' && YAML.isScalar(pair.value) && String(pair.value.value).startsWith('#/')) {
        pair.value.value = `#/components/schemas/${String(pair.value.value).slice(2)}`;
      }
    },
  });
}

/** Rewrites one schema node (and the schemas inside it) for the importing description. */
function toDialect(node, document, jsonSchema) {
  if (!YAML.isMap(node)) return;
  const extra = node.get(JSON_SCHEMA_ONLY, true);
  node.delete(JSON_SCHEMA_ONLY);
  if (jsonSchema) {
    if (node.get('nullable') === true) {
      node.delete('nullable');
      const type = node.get('type');
      if (typeof type === 'string') node.set('type', document.createNode([type, 'null'], {flow: true}));
    }
    if (node.has('example')) {
      const example = node.get('example', true);
      node.delete('example');
      const list = new YAML.YAMLSeq();
      list.items.push(example);
      node.set('examples', list);
    }
    if (YAML.isMap(extra)) for (const pair of extra.items) node.set(pair.key, pair.value);
  }
  for (const pair of node.items) {
    const key = YAML.isScalar(pair.key) ? String(pair.key.value) : '';
    if (SCHEMA_VALUE.has(key)) toDialect(pair.value, document, jsonSchema);
    else if (SCHEMA_LIST.has(key) && YAML.isSeq(pair.value)) pair.value.items.forEach((item) => toDialect(item, document, jsonSchema));
    else if (SCHEMA_MAP.has(key) && YAML.isMap(pair.value)) pair.value.items.forEach((item) => toDialect(item.value, document, jsonSchema));
  }
}

/**
 * Replaces the import slots of `host.document` with the shared schemas.
 * `sources` maps each imported file (absolute) to its parsed form
 * `{document, value}`; `imports` lists the slots `{name, file}` in order.
 */
export function spliceImports(host, imports, sources) {
  const jsonSchema = 'asyncapi' in host.value;
  const schemas = host.document.getIn(SCHEMAS, true);
  const slots = new Map(imports.map((entry) => [entry.name, entry.file]));
  const placed = new Set();
  const items = [];
  for (const pair of schemas.items) {
    const file = slots.get(pair.key.value);
    if (!file) {
      items.push(pair);
      continue;
    }
    if (placed.has(file)) continue;
    placed.add(file);
    const source = sources.get(file);
    const wanted = reachable(
      source.value,
      imports.filter((entry) => entry.file === file).map((entry) => entry.name),
    );
    let first = true;
    for (const shared of source.document.contents.items) {
      if (!wanted.has(shared.key.value)) continue;
      const copy = shared.clone();
      rewriteRefs(copy.value);
      toDialect(copy.value, host.document, jsonSchema);
      if (first) {
        // The file's opening comment is about the file; the bundle names where these schemas come from.
        const section = (copy.key.commentBefore ?? '').split('\n\n').slice(1).join('\n\n');
        copy.key.commentBefore = [` Bundled from ${path.basename(file)} by npm run gen.`, section].filter(Boolean).join('\n');
        first = false;
      }
      items.push(copy);
    }
  }
  schemas.items = items;
}

/** The absolute path of an imported file, relative to the description that imports it. */
export const importedFile = (hostFile, relative) => path.resolve(path.dirname(hostFile), relative);
