#!/usr/bin/env node
// Generates the data behind the settings tables of the Streaming API guides.
//
// Reads the AsyncAPI description (`openapi/asyncapi.yaml`), resolves its local
// `$ref`s, walks `components.schemas.TaskSettings` (the `data` of `set_task`) and
// writes `src/data/generated/task-settings.json`: a flat list of rows, one per
// setting, in schema order. The Translation Settings Breakdown page renders its
// tables from that file, so a default changed in the schema changes the page.
//
// Usage: node scripts/generate-protocol-data.mjs [--input <yaml>] [--output <json>]
// Plain Node ESM; the only dependency is the `yaml` package.

import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseDocument} from 'yaml';

const SCRIPT = 'generate-protocol-data';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT_SCHEMA = '#/components/schemas/TaskSettings';

// Each row: {path, type, default, hasDefault, allowed, constraints, description, required, deprecated};
// src/data/generated/README.md documents the fields.
// `default` is the schema default as a JSON value (null when there is none; `hasDefault` tells
// a `null` default apart from no default). `allowed` is the enum of the field or of its array
// items, or null. `constraints` are ranges, lengths and conditions in words.

class GeneratorError extends Error {}

function parseArgs(argv) {
  const options = {
    input: resolve(ROOT, 'openapi/asyncapi.yaml'),
    output: resolve(ROOT, 'src/data/generated/task-settings.json'),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if ((arg === '--input' || arg === '--output') && value) {
      options[arg.slice(2)] = resolve(process.cwd(), value);
      i += 1;
    } else {
      throw new GeneratorError(
        `unknown argument "${arg}". Usage: node scripts/${SCRIPT}.mjs [--input <yaml>] [--output <json>]`,
      );
    }
  }
  return options;
}

/** Shows a path relative to the project when it is inside it. */
function display(file) {
  const rel = relative(ROOT, file);
  return rel.startsWith('..') ? file : rel;
}

function loadYaml(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read ${display(file)}: ${error.message}`);
  }
  const doc = parseDocument(text, {prettyErrors: true, uniqueKeys: true});
  if (doc.errors.length > 0) {
    const details = doc.errors
      .map((error) => `  ${error.message.split('\n')[0].replace(/:$/, '')}`)
      .join('\n');
    throw new GeneratorError(`${display(file)} is not valid YAML:\n${details}`);
  }
  const spec = doc.toJS({maxAliasCount: 1000});
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new GeneratorError(`${display(file)} does not contain a YAML mapping at the top level.`);
  }
  return spec;
}

/** Follows a local JSON Pointer reference such as `#/components/schemas/Pipeline`. */
function lookup(spec, ref, file) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) {
    throw new GeneratorError(
      `${display(file)}: only local references are supported, found "${ref}".`,
    );
  }
  let node = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new GeneratorError(`${display(file)}: the reference "${ref}" points to nothing.`);
    }
    node = node[key];
  }
  return node;
}

/** Resolves a chain of `$ref`s; returns the schema and the name of the last reference. */
function deref(spec, schema, file, seen = []) {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref)) {
      throw new GeneratorError(`${display(file)}: circular reference ${[...seen, schema.$ref].join(' -> ')}.`);
    }
    const target = lookup(spec, schema.$ref, file);
    const resolved = deref(spec, target, file, [...seen, schema.$ref]);
    return {schema: resolved.schema, ref: resolved.ref ?? schema.$ref};
  }
  return {schema: schema ?? {}, ref: null};
}

const oneLine = (text) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');

function typeList(schema) {
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

function walk(spec, file, schemaIn, prefix, rows, stack) {
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
      description: descriptionOverride ?? oneLine(resolved.description),
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
      walk(spec, file, resolved, path, rows, nextStack);
    } else if (types.includes('array') && resolved.items) {
      const item = deref(spec, resolved.items, file);
      if (item.schema.properties) {
        const itemStack = item.ref ? [...nextStack, item.ref] : nextStack;
        walk(spec, file, item.schema, `${path}[]`, rows, itemStack);
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
    const {resolved, ref, path} = addRow('<key>', extraSchema, false, [], description);
    if (!sameAs) descend(resolved, ref, path);
  }
}

function generate({input, output}) {
  const spec = loadYaml(input);
  const schemas = spec.components?.schemas;
  if (!schemas || typeof schemas !== 'object' || !schemas.TaskSettings) {
    throw new GeneratorError(
      `${display(input)} has no components.schemas.TaskSettings, so the settings tables cannot be generated.`,
    );
  }
  const rows = [];
  walk(spec, input, {$ref: ROOT_SCHEMA}, '', rows, [ROOT_SCHEMA]);
  if (rows.length === 0) {
    throw new GeneratorError(`${display(input)}: components.schemas.TaskSettings has no properties.`);
  }
  mkdirSync(dirname(output), {recursive: true});
  writeFileSync(output, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(`${SCRIPT}: wrote ${rows.length} settings rows to ${display(output)}`);
}

try {
  generate(parseArgs(process.argv.slice(2)));
} catch (error) {
  if (error instanceof GeneratorError) {
    console.error(`${SCRIPT}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
