// Flattens a schema into table rows, one per field, nested fields written as
// dotted paths (`data.subscriber_count`, `pipeline.translations[].target_language`).
// Works on OpenAPI 3.0 schemas and JSON Schema draft-07 alike, with `$ref`s
// either already resolved or followed here when `spec` is given.
import {codeSpan as code, oneLine} from './mdx.mjs';
import {deref, refName} from './refs.mjs';

/**
 * @typedef {object} ListedAt
 * @property {string} path
 * @property {string} where Which table: "the request body", "the 201 Created reply".
 *
 * @typedef {object} FieldRow
 * @property {string} path `data.outputs[].url`; a map's free keys are `<key>`.
 * @property {string} type `string (date-time)`, `array of object`, `integer or null`.
 * @property {boolean} required
 * @property {string[]} constraints Limits in Markdown: `1–64 characters`, `≥ 0`, "pattern `^a`".
 * @property {string} description Markdown.
 * @property {unknown[] | null} allowed The enum or const of the field or of its array items.
 * @property {unknown} default The default as a JSON value (null when there is none).
 * @property {boolean} hasDefault Tells a `null` default apart from no default.
 * @property {boolean} deprecated
 * @property {string[]} flags `deprecated`, `read-only`, `write-only`.
 * @property {string} [variant] The `oneOf`/`anyOf` alternative the row belongs to.
 * @property {ListedAt} [sameAs] Set when this object's fields were listed earlier on the page.
 */

/** Nesting deeper than this is not listed (a guard against cycles the refs do not show). */
const MAX_DEPTH = 12;

/**
 * Remembers which named object schemas a page has listed, and where, so a
 * schema repeated on a page is listed once and referred to afterwards.
 */
export class ListedSchemas {
  #first = new Map();
  /** Which table the next rows belong to. */
  where = 'the request body';

  /** Where the schema named `name` was listed before, or undefined after recording this listing. */
  claim(name, path) {
    if (!name) return undefined;
    const earlier = this.#first.get(name);
    if (earlier) return earlier;
    this.#first.set(name, {path, where: this.where});
    return undefined;
  }
}

/** Merges `allOf` parts into one schema; keys written beside `allOf` win. */
export function normalize(input, spec) {
  const {schema} = deref(spec, input);
  if (!schema || typeof schema !== 'object') return {};
  if (!schema.allOf) return schema;
  const {allOf, ...outer} = schema;
  const merged = {};
  for (const part of allOf.map((item) => normalize(item, spec))) {
    const {properties, required, ...rest} = part;
    for (const [key, value] of Object.entries(rest)) if (!(key in merged)) merged[key] = value;
    if (properties) merged.properties = {...merged.properties, ...properties};
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  const result = {...merged, ...outer};
  if (merged.properties || outer.properties) result.properties = {...merged.properties, ...outer.properties};
  if (merged.required || outer.required) result.required = [...new Set([...(merged.required ?? []), ...(outer.required ?? [])])];
  return result;
}

const alternatives = (schema) => schema.oneOf ?? schema.anyOf;

function typeList(schema) {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  if (Array.isArray(schema.enum)) {
    const kinds = new Set(schema.enum.filter((v) => v !== null).map((v) => (Number.isInteger(v) ? 'integer' : typeof v)));
    return kinds.size === 1 ? [...kinds] : [];
  }
  if ('const' in schema) return [Number.isInteger(schema.const) ? 'integer' : typeof schema.const];
  return [];
}

/** The name shown for a schema: its title, else the component its reference names. */
function schemaName(input, spec) {
  const {schema, ref} = deref(spec, input);
  return schema.title ?? (ref ? refName(ref) : undefined);
}

const variantName = (option, index, spec) => schemaName(option, spec) ?? `option ${index + 1}`;

/** `string (date-time)`, `array of object`, `map of string`, `one of: A, B`, `… or null`. */
export function typeLabel(input, spec) {
  const schema = normalize(input, spec);
  const options = alternatives(schema);
  const types = typeList(schema);
  const nullable = schema.nullable === true || types.includes('null') || (schema.enum ?? []).includes(null);
  let label;
  if (options) {
    label = `one of: ${options.map((option, index) => variantName(option, index, spec)).join(', ')}`;
  } else if (types.includes('array')) {
    label = schema.items ? `array of ${typeLabel(schema.items, spec)}` : 'array';
  } else if (
    types.includes('object') &&
    !schema.properties &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object'
  ) {
    label = `map of ${typeLabel(schema.additionalProperties, spec)}`;
  } else {
    const named = types.filter((type) => type !== 'null');
    const base = named.length ? named.join(' or ') : 'any';
    label = schema.format ? `${base} (${schema.format})` : base;
  }
  return nullable && !label.endsWith(' or null') ? `${label} or null` : label;
}

const plain = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

function range(min, max, unit = '') {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${plain(min)}${suffix}` : `${plain(min)}–${plain(max)}${suffix}`;
  if (min !== undefined) return `≥ ${plain(min)}${suffix}`;
  if (max !== undefined) return `≤ ${plain(max)}${suffix}`;
  return undefined;
}

/**
 * Limits in words and symbols, as Markdown: ranges, lengths, item counts, patterns.
 * @returns {string[]}
 */
export function constraintsOf(input, spec) {
  const schema = normalize(input, spec);
  /** @type {string[]} */
  const out = [];
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    if (!exclusiveMin && !exclusiveMax) out.push(range(schema.minimum, schema.maximum) ?? '');
    else {
      const lower = schema.minimum === undefined ? undefined : `${exclusiveMin ? '>' : '≥'} ${schema.minimum}`;
      const upper = schema.maximum === undefined ? undefined : `${exclusiveMax ? '<' : '≤'} ${schema.maximum}`;
      out.push([lower, upper].filter(Boolean).join(', '));
    }
  }
  if (typeof schema.exclusiveMinimum === 'number') out.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.exclusiveMaximum === 'number') out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  const length = range(schema.minLength, schema.maxLength, 'characters');
  if (length) out.push(length);
  if (schema.maxItems === 0) out.push('must be empty');
  else {
    const items = range(schema.minItems, schema.maxItems, 'items');
    if (items) out.push(items);
  }
  if (schema.uniqueItems) out.push('unique items');
  const properties = range(schema.minProperties, schema.maxProperties, 'properties');
  if (properties) out.push(properties);
  if (schema.pattern) out.push(`pattern ${code(schema.pattern)}`);
  if (schema.contentEncoding) out.push(`${schema.contentEncoding}-encoded`);
  if (typeList(schema).includes('array') && schema.items) {
    const item = normalize(schema.items, spec);
    const itemLength = range(item.minLength, item.maxLength, 'characters');
    if (itemLength) out.push(`each item ${itemLength}`);
    if (item.pattern) out.push(`each item matches ${code(item.pattern)}`);
  }
  return out;
}

/** The enum or const of a field, or of its array items. */
function allowedValues(schema, spec) {
  const own = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : null;
  if (own) return own.filter((value) => value !== null);
  if (typeList(schema).includes('array') && schema.items) {
    const item = normalize(schema.items, spec);
    if (Array.isArray(item.enum)) return item.enum.filter((value) => value !== null);
    if ('const' in item) return [item.const];
  }
  return null;
}

/** `if`/`then` requirements on an object: "required when `type` is `ws`", keyed by property. */
function conditionalRequirements(schema) {
  const notes = new Map();
  const condition = schema.if?.properties;
  const required = schema.then?.required;
  if (!condition || !Array.isArray(required)) return notes;
  const parts = Object.entries(condition)
    .filter(([, rule]) => rule && typeof rule === 'object' && 'const' in rule)
    .map(([key, rule]) => `${code(key)} is ${code(plain(rule.const))}`);
  if (parts.length) for (const name of required) notes.set(name, `required when ${parts.join(' and ')}`);
  return notes;
}

/** Everything `fieldRows` carries down the tree. */
class Walk {
  constructor(spec, listed, describe) {
    this.spec = spec;
    this.listed = listed;
    this.describe = describe;
  }

  /**
   * @param {string} path @param {object} input @param {boolean} required
   * @param {{variant?: string; sameAs?: string; extra?: string[]; description?: string}} [options]
   */
  row(path, input, required, {variant, sameAs, extra = [], description} = {}) {
    const schema = normalize(input, this.spec);
    const hasDefault = Object.prototype.hasOwnProperty.call(schema, 'default');
    const allowed = allowedValues(schema, this.spec);
    const flags = [schema.deprecated && 'deprecated', schema.readOnly && 'read-only', schema.writeOnly && 'write-only'].filter(Boolean);
    return {
      path,
      type: typeLabel(input, this.spec),
      required,
      constraints: [...constraintsOf(schema, this.spec), ...extra],
      description: description ?? this.describe(schema),
      allowed: allowed?.length ? allowed : null,
      default: hasDefault ? schema.default : null,
      hasDefault,
      deprecated: schema.deprecated === true,
      flags,
      ...(variant ? {variant} : {}),
      ...(sameAs ? {sameAs} : {}),
    };
  }

  /** The rows nested under a field; `sameAs` instead when the object was listed earlier. */
  nested(input, path, depth, stack, variant) {
    const {ref} = deref(this.spec, input);
    if (depth > MAX_DEPTH || (ref && stack.includes(ref))) return {rows: []};
    const next = ref ? [...stack, ref] : stack;
    const schema = normalize(input, this.spec);
    const options = alternatives(schema);
    if (options) {
      const rows = options.flatMap((option, index) => {
        const name = variantName(option, index, this.spec);
        const inner = this.nested(option, path, depth + 1, next, name);
        return inner.sameAs ? [{...this.row(`${path} (${name})`, option, false, {variant: name, sameAs: inner.sameAs})}] : inner.rows;
      });
      return {rows};
    }
    if (typeList(schema).includes('array') && schema.items) return this.nested(schema.items, `${path}[]`, depth + 1, next, variant);
    if (schema.properties) {
      const sameAs = this.listed?.claim(schemaName(input, this.spec), path);
      return sameAs ? {rows: [], sameAs} : {rows: this.fields(input, path, depth + 1, next, variant)};
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return {rows: this.mapRows(schema, path, depth, next, variant, new Map())};
    }
    return {rows: []};
  }

  /** The row of a map's free-form keys (`<key>`), e.g. per-target overrides keyed by language. */
  mapRows(schema, prefix, depth, stack, variant, namedRefs) {
    const extra = schema.additionalProperties;
    const path = prefix ? `${prefix}.<key>` : '<key>';
    const sameAsField = extra.$ref ? namedRefs.get(extra.$ref) : undefined;
    const keyPattern = schema.propertyNames?.pattern;
    const description = sameAsField
      ? `Any other key: an entry with the same fields as ${code(sameAsField)}. ${oneLine(schema.description)}`.trim()
      : undefined;
    const row = this.row(path, extra, false, {variant, description, extra: keyPattern ? [`each key matches ${code(keyPattern)}`] : []});
    if (sameAsField) return [row];
    return [row, ...this.nested(extra, path, depth + 1, stack, variant).rows];
  }

  fields(input, prefix, depth, stack, variant) {
    const schema = normalize(input, this.spec);
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const conditional = conditionalRequirements(schema);
    const namedRefs = new Map();
    const rows = [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (property && typeof property === 'object' && property.$ref) namedRefs.set(property.$ref, name);
      const inner = this.nested(property, path, depth, stack, variant);
      const extra = conditional.has(name) ? [conditional.get(name)] : [];
      rows.push(this.row(path, property, required.has(name), {variant, sameAs: inner.sameAs, extra}), ...inner.rows);
    }
    if (schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      rows.push(...this.mapRows(schema, prefix, depth, stack, variant, namedRefs));
    }
    return rows;
  }
}

/**
 * Every field below `schema`, each followed by its nested fields; a top-level
 * array or `oneOf` lists its items' or alternatives' fields.
 * @param {unknown} schema
 * @param {{spec?: object, prefix?: string, listed?: ListedSchemas, describe?: (schema: any) => string}} [options]
 *   `spec` to follow `$ref`s; `describe` turns a field's schema into its description (one line by default).
 * @returns {FieldRow[]}
 */
export function fieldRows(schema, {spec, prefix = '', listed, describe = (s) => oneLine(s.description)} = {}) {
  const walk = new Walk(spec, listed, describe);
  const {ref} = deref(spec, schema);
  const stack = ref ? [ref] : [];
  const resolved = normalize(schema, spec);
  if (resolved.properties || (resolved.additionalProperties && typeof resolved.additionalProperties === 'object')) {
    return walk.fields(schema, prefix, 0, stack);
  }
  return walk.nested(schema, prefix, 0, []).rows;
}

/** True when the schema is a JSON object (or array or choice of objects) whose fields can be tabled. */
export function hasFields(input, spec) {
  const schema = normalize(input, spec);
  return (
    !!schema.properties || !!alternatives(schema) || (typeList(schema).includes('array') && !!schema.items && hasFields(schema.items, spec))
  );
}
