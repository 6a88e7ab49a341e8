// Flattens a JSON Schema into table rows, one per field, with dotted paths
// (`pipeline.translations[].target_language`). Used for the settings tables and
// the field tables of the message reference.
//
// Each row: {path, type, default, hasDefault, allowed, constraints, description, required, deprecated};
// src/data/generated/README.md documents the fields.
// `default` is the schema default as a JSON value (null when there is none; `hasDefault` tells
// a `null` default apart from no default). `allowed` is the enum of the field or of its array
// items, or null. `constraints` are ranges, lengths and conditions in words.

import {deref} from './protocol-source.mjs';

export const oneLine = (text) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');

export function typeList(schema) {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A readable type such as `string`, `integer or null`, `array of string`. */
function describeType(spec, schema, file) {
  const types = typeList(schema);
  const named = types.map((type) => {
    if (type === 'array' && schema.items) {
      const item = deref(spec, schema.items, file).schema;
      const itemTypes = typeList(item).filter((t) => t !== 'null');
      return itemTypes.length > 0 ? `array of ${itemTypes.join(' or ')}` : 'array';
    }
    return type;
  });
  return named.join(' or ') || 'any';
}

const plain = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Allowed values: the enum (or const) of the field, or of its array items. */
function allowedValues(spec, schema, file) {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  if (typeList(schema).includes('array') && schema.items) {
    const item = deref(spec, schema.items, file).schema;
    if (Array.isArray(item.enum)) return item.enum;
    if ('const' in item) return [item.const];
  }
  return null;
}

function range(min, max, unit = '') {
  if (min !== undefined && max !== undefined) return `${plain(min)}–${plain(max)}${unit}`;
  if (min !== undefined) return `at least ${plain(min)}${unit}`;
  if (max !== undefined) return `at most ${plain(max)}${unit}`;
  return null;
}

/** Constraints in words: ranges, lengths, item counts, patterns. */
function constraintsOf(spec, schema, file) {
  const out = [];
  const numeric = range(schema.minimum, schema.maximum);
  if (numeric) out.push(numeric);
  if (schema.exclusiveMinimum !== undefined) out.push(`greater than ${plain(schema.exclusiveMinimum)}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`less than ${plain(schema.exclusiveMaximum)}`);
  const length = range(schema.minLength, schema.maxLength, ' characters');
  if (length) out.push(length);
  if (schema.maxItems === 0) {
    out.push('must be empty');
  } else {
    const items = range(schema.minItems, schema.maxItems, ' items');
    if (items) out.push(items);
  }
  if (schema.uniqueItems) out.push('no duplicates');
  if (schema.pattern) out.push(`pattern \`${schema.pattern}\``);
  if (schema.contentEncoding) out.push(`${schema.contentEncoding}-encoded`);
  if (typeList(schema).includes('array') && schema.items) {
    const item = deref(spec, schema.items, file).schema;
    const itemLength = range(item.minLength, item.maxLength, ' characters');
    if (itemLength) out.push(`each item ${itemLength}`);
    if (item.pattern) out.push(`each item matches \`${item.pattern}\``);
  }
  return out;
}

/**
 * Conditional requirements written as `if`/`then` on an object, e.g. "with
 * `type: ws`, `format` is required". Returns a map from property name to text.
 */
function conditionalRequirements(schema) {
  const notes = new Map();
  const condition = schema.if?.properties;
  const required = schema.then?.required;
  if (!condition || !Array.isArray(required)) return notes;
  const parts = Object.entries(condition)
    .filter(([, rule]) => rule && typeof rule === 'object' && 'const' in rule)
    .map(([key, rule]) => `\`${key}\` is \`${plain(rule.const)}\``);
  if (parts.length === 0) return notes;
  for (const name of required) notes.set(name, `required when ${parts.join(' and ')}`);
  return notes;
}

function walk(spec, file, schemaIn, prefix, rows, stack, describe) {
  const {schema} = deref(spec, schemaIn, file);
  const properties = schema.properties ?? {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const conditional = conditionalRequirements(schema);

  const addRow = (name, propSchema, isRequired, extraConstraints = [], descriptionOverride) => {
    const {schema: resolved, ref} = deref(spec, propSchema, file);
    const path = prefix ? `${prefix}.${name}` : name;
    const hasDefault = Object.prototype.hasOwnProperty.call(resolved, 'default');
    rows.push({
      path,
      type: describeType(spec, resolved, file),
      default: hasDefault ? resolved.default : null,
      hasDefault,
      allowed: allowedValues(spec, resolved, file),
      constraints: [...constraintsOf(spec, resolved, file), ...extraConstraints],
      description: descriptionOverride ?? describe(resolved),
      required: isRequired,
      deprecated: resolved.deprecated === true,
    });
    return {resolved, ref, path};
  };

  const descend = (resolved, ref, path) => {
    if (ref && stack.includes(ref)) return; // recursive schema: stop here
    const nextStack = ref ? [...stack, ref] : stack;
    const types = typeList(resolved);
    if (types.includes('object') && (resolved.properties || resolved.additionalProperties)) {
      walk(spec, file, resolved, path, rows, nextStack, describe);
    } else if (types.includes('array') && resolved.items) {
      const item = deref(spec, resolved.items, file);
      if (item.schema.properties) {
        const itemStack = item.ref ? [...nextStack, item.ref] : nextStack;
        walk(spec, file, item.schema, `${path}[]`, rows, itemStack, describe);
      }
    }
  };

  const namedRefs = new Map();
  for (const [name, propSchema] of Object.entries(properties)) {
    const extra = conditional.has(name) ? [conditional.get(name)] : [];
    const {resolved, ref, path} = addRow(name, propSchema, required.has(name), extra);
    if (propSchema && typeof propSchema === 'object' && propSchema.$ref) namedRefs.set(propSchema.$ref, name);
    descend(resolved, ref, path);
  }

  // A map with free-form keys (for example per-target overrides keyed by a language code).
  const extraSchema = schema.additionalProperties;
  if (extraSchema && typeof extraSchema === 'object') {
    const sameAs = extraSchema.$ref ? namedRefs.get(extraSchema.$ref) : undefined;
    const parentText = oneLine(schema.description);
    const description = sameAs
      ? `Any other key: an entry with the same fields as \`${sameAs}\`. ${parentText}`.trim()
      : undefined;
    const keyPattern = schema.propertyNames?.pattern;
    const keyRule = keyPattern ? [`each key matches \`${keyPattern}\``] : [];
    const {resolved, ref, path} = addRow('<key>', extraSchema, false, keyRule, description);
    if (!sameAs) descend(resolved, ref, path);
  }
}


/**
 * Rows for every field below `schema`, in schema order. `describe` turns a
 * field's resolved schema into its description text (one line by default).
 */
export function fieldRows(spec, file, schema, {prefix = '', describe = (s) => oneLine(s.description)} = {}) {
  const rows = [];
  const start = schema && typeof schema === 'object' && typeof schema.$ref === 'string' ? [schema.$ref] : [];
  walk(spec, file, schema, prefix, rows, start, describe);
  return rows;
}
