/**
 * Flattens a schema into one row per field, nested fields written as dotted
 * paths (`data.subscriber_count`, `data.outputs[].url`), so that every field
 * of a request or response is plain text in the page.
 */
import type {Schema} from './types';

export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  constraints: string[];
  description?: string;
  enumValues?: unknown[];
  defaultValue?: unknown;
  flags: string[];
  /** The `anyOf`/`oneOf` alternative the row belongs to, when there is one. */
  variant?: string;
  /** Set when this object's fields are listed earlier on the same page. */
  sameAs?: ListedAt;
}

export interface ListedAt {
  path: string;
  /** Which table: "the request body", "the 201 Created reply". */
  where: string;
}

/**
 * Remembers which named object schemas a page has already listed, and where,
 * so a schema repeated on the page (a pipeline in both request and reply) is
 * listed once and referred to afterwards.
 */
export class ListedSchemas {
  private readonly first = new Map<string, ListedAt>();

  /** Which table the next rows belong to. */
  where = 'the request body';

  /** Where `schema` was listed before, or undefined after recording `path` as its first listing. */
  claim(schema: Schema, path: string): ListedAt | undefined {
    const name = schema.title;
    if (!name || !schema.properties) return undefined;
    const earlier = this.first.get(name);
    if (earlier) return earlier;
    this.first.set(name, {path, where: this.where});
    return undefined;
  }
}

/** Nesting deeper than this is summarised instead of listed (guards against cycles). */
const MAX_DEPTH = 12;

/** Merges `allOf` parts into one schema; keys written beside `allOf` win. */
export function normalize(schema: Schema | undefined): Schema {
  if (!schema || typeof schema !== 'object') return {};
  if (!schema.allOf) return schema;
  const {allOf, ...outer} = schema;
  const merged: Schema = {};
  for (const part of allOf.map(normalize)) {
    const {properties, required, ...rest} = part;
    for (const [key, value] of Object.entries(rest)) {
      if (!(key in merged)) (merged as Record<string, unknown>)[key] = value;
    }
    if (properties) merged.properties = {...merged.properties, ...properties};
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  const result: Schema = {...merged, ...outer};
  if (merged.properties || outer.properties) result.properties = {...merged.properties, ...outer.properties};
  if (merged.required || outer.required)
    result.required = [...new Set([...(merged.required ?? []), ...(outer.required ?? [])])];
  return result;
}

function alternatives(schema: Schema): Schema[] | undefined {
  return schema.oneOf ?? schema.anyOf;
}

function isObjectLike(schema: Schema): boolean {
  return schema.type === 'object' || (!schema.type && !!schema.properties);
}

function enumType(values: unknown[]): string | undefined {
  const types = new Set(values.filter((v) => v !== null).map((v) => (Number.isInteger(v) ? 'integer' : typeof v)));
  return types.size === 1 ? [...types][0] : undefined;
}

function variantName(schema: Schema, index: number): string {
  return normalize(schema).title ?? `option ${index + 1}`;
}

/** `string (date-time)`, `array of object`, `one of: TaskSettings, EndTaskPayload`, `… or null`. */
export function typeLabel(input: Schema | undefined): string {
  const schema = normalize(input);
  const options = alternatives(schema);
  let label: string;
  if (typeof input === 'string') {
    label = 'object';
  } else if (options) {
    label = `one of: ${options.map(variantName).join(', ')}`;
  } else if (schema.type === 'array') {
    label = `array of ${typeLabel(schema.items)}`;
  } else if (isObjectLike(schema) && schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
    label = `map of ${typeLabel(schema.additionalProperties)}`;
  } else {
    const base = schema.type ?? (schema.enum ? enumType(schema.enum) : undefined) ?? (schema.properties ? 'object' : 'any');
    label = schema.format ? `${base} (${schema.format})` : base;
  }
  const nullable = schema.nullable || schema.enum?.includes(null);
  return nullable ? `${label} or null` : label;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}${suffix}` : `${min}–${max}${suffix}`;
  if (min !== undefined) return `≥ ${min}${suffix}`;
  if (max !== undefined) return `≤ ${max}${suffix}`;
  return undefined;
}

/** Human-readable limits: lengths, ranges, item counts, patterns. */
export function constraintsOf(input: Schema | undefined): string[] {
  const schema = normalize(input);
  const out: string[] = [];
  const length = range(schema.minLength, schema.maxLength, 'characters');
  if (length) out.push(length);
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    const lower = schema.minimum === undefined ? undefined : `${schema.exclusiveMinimum === true ? '>' : '≥'} ${schema.minimum}`;
    const upper = schema.maximum === undefined ? undefined : `${schema.exclusiveMaximum === true ? '<' : '≤'} ${schema.maximum}`;
    const inclusive = schema.exclusiveMinimum !== true && schema.exclusiveMaximum !== true;
    out.push(lower && upper && inclusive ? `${schema.minimum}–${schema.maximum}` : [lower, upper].filter(Boolean).join(', '));
  }
  if (typeof schema.exclusiveMinimum === 'number') out.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.exclusiveMaximum === 'number') out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  const items = range(schema.minItems, schema.maxItems, 'items');
  if (items) out.push(items);
  if (schema.uniqueItems) out.push('unique items');
  const properties = range(schema.minProperties, schema.maxProperties, 'properties');
  if (properties) out.push(properties);
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  return out;
}

function flagsOf(schema: Schema): string[] {
  return [
    schema.deprecated ? 'deprecated' : undefined,
    schema.readOnly ? 'read-only' : undefined,
    schema.writeOnly ? 'write-only' : undefined,
  ].filter((flag): flag is string => !!flag);
}

function rowFor(path: string, input: Schema, required: boolean, variant?: string, sameAs?: ListedAt): FieldRow {
  const schema = normalize(input);
  const enumValues = schema.enum?.filter((value) => value !== null);
  return {
    path,
    type: typeLabel(input),
    required,
    constraints: constraintsOf(schema),
    description: schema.description,
    enumValues: enumValues?.length ? enumValues : undefined,
    defaultValue: schema.default,
    flags: flagsOf(schema),
    variant,
    sameAs,
  };
}

/**
 * The rows nested under a field: object properties, array items, map values,
 * alternatives. `sameAs` is set instead when the object was listed earlier.
 */
function expand(
  schema: Schema,
  path: string,
  listed: ListedSchemas,
  depth: number,
  variant?: string,
): {rows: FieldRow[]; sameAs?: ListedAt} {
  if (depth > MAX_DEPTH || typeof schema !== 'object') return {rows: []};
  const options = alternatives(schema);
  if (options) {
    const rows = options.flatMap((option, index) => {
      const name = variantName(option, index);
      const {rows: nested, sameAs} = expand(normalize(option), path, listed, depth + 1, name);
      return sameAs ? [{...rowFor(path, option, false, name, sameAs), path: `${path} (${name})`}] : nested;
    });
    return {rows};
  }
  if (schema.type === 'array' && schema.items) {
    return expand(normalize(schema.items), `${path}[]`, listed, depth + 1, variant);
  }
  if (schema.properties) {
    const sameAs = listed.claim(schema, path);
    return sameAs ? {rows: [], sameAs} : {rows: fieldRows(schema, path, listed, depth + 1, variant)};
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return expand(normalize(schema.additionalProperties), `${path}.<key>`, listed, depth + 1, variant);
  }
  return {rows: []};
}

/** Every field of an object schema, each followed by its nested fields. */
export function fieldRows(
  input: Schema | undefined,
  prefix: string,
  listed: ListedSchemas,
  depth = 0,
  variant?: string,
): FieldRow[] {
  const schema = normalize(input);
  const required = new Set(schema.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const {rows: nested, sameAs} = expand(normalize(property), path, listed, depth, variant);
    rows.push(rowFor(path, property, required.has(name), variant, sameAs), ...nested);
  }
  return rows;
}

/** True when the schema is a JSON object whose fields can be tabled. */
export function hasFields(input: Schema | undefined): boolean {
  const schema = normalize(input);
  return !!schema.properties || !!alternatives(schema) || (schema.type === 'array' && hasFields(schema.items));
}

/** Rows for a whole body: object fields, or the items of a top-level array. */
export function bodyRows(input: Schema | undefined, listed: ListedSchemas): FieldRow[] {
  const schema = normalize(input);
  if (schema.properties) return fieldRows(schema, '', listed);
  return expand(schema, '', listed, 0).rows;
}
