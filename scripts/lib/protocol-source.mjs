// Reading `specs/asyncapi.yaml` for the generators: YAML loading with
// file:line:column errors, and local `$ref` resolution.

import {readFileSync} from 'node:fs';
import {dirname, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseDocument} from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_INPUT = resolve(ROOT, 'specs/asyncapi.yaml');

/** A problem the author can fix; the generators print its message without a stack. */
export class GeneratorError extends Error {}

/** Shows a path relative to the project when it is inside it. */
export function display(file) {
  const rel = relative(ROOT, file);
  return rel.startsWith('..') ? file : rel;
}

const MAX_YAML_ERRORS = 5;

/** Parses a YAML file into a plain object; syntax errors name the file, line and column. */
export function loadYaml(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new GeneratorError(`cannot read ${display(file)}: ${error.message}`);
  }
  const doc = parseDocument(text, {prettyErrors: true, uniqueKeys: true});
  if (doc.errors.length > 0) {
    const shown = doc.errors.slice(0, MAX_YAML_ERRORS).map((error) => {
      const where = error.linePos?.[0] ? `:${error.linePos[0].line}:${error.linePos[0].col}` : '';
      const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '');
      return `  ${display(file)}${where}: ${message}`;
    });
    const more = doc.errors.length - shown.length;
    if (more > 0) shown.push(`  …and ${more} more (the first one usually causes the rest)`);
    throw new GeneratorError(`${display(file)} is not valid YAML:\n${shown.join('\n')}`);
  }
  const spec = doc.toJS({maxAliasCount: 1000});
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new GeneratorError(`${display(file)} does not contain a YAML mapping at the top level.`);
  }
  return spec;
}

/** Follows a local JSON Pointer reference such as `#/components/schemas/Pipeline`. */
export function lookup(spec, ref, file) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) {
    throw new GeneratorError(`${display(file)}: only local references are supported, found "${ref}".`);
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
export function deref(spec, schema, file, seen = []) {
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

/**
 * Parses `--name value` options against a table of defaults and flags.
 * Unknown arguments fail with the usage line.
 */
export function parseOptions(argv, {script, usage, values = {}, flags = []}) {
  const options = {...values};
  for (const flag of flags) options[flag] = false;
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].replace(/^--/, '');
    if (argv[i].startsWith('--') && flags.includes(name)) {
      options[name] = true;
    } else if (argv[i].startsWith('--') && name in values && argv[i + 1]) {
      options[name] = resolve(process.cwd(), argv[i + 1]);
      i += 1;
    } else {
      throw new GeneratorError(`unknown argument "${argv[i]}". Usage: node scripts/${script}.mjs ${usage}`);
    }
  }
  return options;
}

/** Runs a generator's main function and turns a GeneratorError into a one-line failure. */
export function runGenerator(script, main) {
  try {
    main();
  } catch (error) {
    if (error instanceof GeneratorError) {
      console.error(`${script}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
