// Loading an API description: YAML with file:line:column errors, duplicate keys
// refused, every local `$ref` and every schema (./schema-check.mjs) checked
// before anything reads the document, and the schemas it imports from other
// files under specs/ (./imports.mjs) bundled in.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {externalRefs, importTarget, importedFile, isImportSlot, reachable, spliceImports} from './imports.mjs';
import {firstSchemaProblem} from './schema-check.mjs';

/**
 * The project folder: the nearest one up from the working directory that holds
 * `specs/`. (Not `import.meta`: the test runner loads this file as CommonJS.)
 */
function projectRoot(start = process.cwd()) {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'specs', 'openapi.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start);
  }
}

export const ROOT = projectRoot();

/** The descriptions the site is built from. */
export const SPEC_FILES = {
  openapi: path.join(ROOT, 'specs', 'openapi.yaml'),
  asyncapi: path.join(ROOT, 'specs', 'asyncapi.yaml'),
  /** The settings of a task (`set_task`), imported by both. */
  taskSettings: path.join(ROOT, 'specs', 'task-settings.yaml'),
};

/** A path relative to the project when it is inside it. */
export function display(file) {
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') ? file : relative;
}

/** A problem an author can fix; the generators print its message without a stack. */
export class GeneratorError extends Error {}

/** A problem in a description; `message` is `file:line:column: reason`. */
export class SpecError extends GeneratorError {
  /** @param {string} file @param {{line: number, col: number} | undefined} position @param {string} reason */
  constructor(file, position, reason) {
    super(`${display(file)}${position ? `:${position.line}:${position.col}` : ''}: ${reason}`);
    this.name = 'SpecError';
    this.file = file;
    this.line = position?.line;
    this.column = position?.col;
  }
}

/** Lists local `$ref`s (`#/...`) with the YAML path that holds each one. */
function* localRefs(value, at = []) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* localRefs(item, [...at, index]);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/')) yield {ref: item, at: [...at, key]};
      else yield* localRefs(item, [...at, key]);
    }
  }
}

/** Follows a JSON Pointer such as `#/components/schemas/Pipeline`; undefined when it points nowhere. */
export function pointer(document, ref) {
  let target = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!target || typeof target !== 'object' || !(key in target)) return undefined;
    target = target[key];
  }
  return target;
}

/** Over-indenting a line makes the parser blame the end of the line before it. */
const BLAMES_PREVIOUS_LINE = new Set(['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY']);

/** Where an author should look: the offending line, not the one the parser stopped on. */
function errorOffset(text, error) {
  const [offset] = error.pos;
  if (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) {
    // An unclosed quote is noticed at the end of the file; the author wants the line that opened it.
    const opening = [...text.slice(0, offset).matchAll(/(?:^|[:\-[,{]\s+)(["'])/gm)].at(-1);
    return opening ? opening.index + opening[0].length - 1 : offset;
  }
  if (!BLAMES_PREVIOUS_LINE.has(error.code)) return offset;
  const next = /\n[ \t]*(?=\S)/g;
  next.lastIndex = offset;
  const match = next.exec(text);
  return match ? match.index + match[0].length : offset;
}

/** A problem at the node found by following `at` from the document root. */
function errorAt(parsed, at, reason) {
  const node = parsed.document.getIn(at, true);
  const position = node?.range ? parsed.lineCounter.linePos(node.range[0]) : undefined;
  return new SpecError(parsed.file, position, reason);
}

/**
 * Parses one YAML file; throws SpecError at the first syntax problem, dangling
 * local `$ref` or broken schema. `sharedSchemas`: the file is a map of schemas
 * that descriptions import, not a description.
 */
function parseYaml(text, file, sharedSchemas = false) {
  const lineCounter = new YAML.LineCounter();
  const document = YAML.parseDocument(text, {lineCounter, uniqueKeys: true});
  const [first] = document.errors;
  if (first) {
    const position = lineCounter.linePos(errorOffset(text, first));
    const reason = first.message
      .split('\n')[0]
      .replace(/ at line \d+, column \d+:?$/, '')
      .replace(/:$/, '');
    throw new SpecError(file, position, reason);
  }
  const value = document.toJS({maxAliasCount: 1000});
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new SpecError(file, {line: 1, col: 1}, 'the file holds no YAML mapping');
  }
  const parsed = {file, text, document, lineCounter, value};
  for (const {ref, at} of localRefs(value)) {
    if (pointer(value, ref) === undefined) throw errorAt(parsed, at, `$ref "${ref}" points to nothing`);
  }
  // A shared schema file holds OpenAPI 3.0 schemas by name; it is checked as the components of a description.
  const problem = sharedSchemas ? firstSchemaProblem({openapi: '3.0.3', components: {schemas: value}}) : firstSchemaProblem(value);
  if (problem) {
    const where = sharedSchemas ? problem.path.slice(2) : problem.path;
    const node = problem.key
      ? /** @type {any} */ (document.getIn(where.slice(0, -1), true))?.items?.find(
          (/** @type {any} */ pair) => pair.key?.value === where.at(-1),
        )?.key
      : document.getIn(where, true);
    const position = node?.range ? lineCounter.linePos(node.range[0]) : undefined;
    throw new SpecError(file, position, problem.reason);
  }
  return parsed;
}

/** The text of a file; SpecError when it cannot be read. */
export const readText = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new SpecError(file, undefined, `cannot read the file (${error.code ?? error.message})`);
  }
};

/**
 * Parses a description and the schema files it imports (spec-toolkit/imports.mjs).
 * Returns the bundled document and its text: the description itself when it
 * imports nothing. `read` gives the text of an imported file (deploy-time
 * substitutions must keep line numbers). Throws SpecError at the first problem,
 * in whichever file holds it.
 * @param {string} text @param {string} file @param {{read?: (file: string) => string}} [options]
 * @returns {{spec: any, text: string, files: string[]}} `files`: the description and every file it imports.
 */
export function bundleSpec(text, file, {read = readText} = {}) {
  const host = parseYaml(text, file);
  const sources = new Map();
  const imports = [];
  for (const {ref, at} of externalRefs(host.value)) {
    const target = importTarget(ref);
    if (!isImportSlot(host.value, at) || !target || target.name !== at[2]) {
      throw errorAt(
        host,
        at,
        `$ref "${ref}": import a shared schema as the whole of components.schemas.<Name>, written "./file.yaml#/<Name>"`,
      );
    }
    const shared = importedFile(file, target.file);
    if (!sources.has(shared)) {
      const source = parseYaml(read(shared), shared, true);
      const [nested] = externalRefs(source.value);
      if (nested) throw errorAt(source, nested.at, `$ref "${nested.ref}": an imported file cannot import others`);
      sources.set(shared, source);
    }
    if (!(target.name in sources.get(shared).value)) throw errorAt(host, at, `$ref "${ref}" points to nothing`);
    imports.push({name: target.name, file: shared});
  }
  if (imports.length === 0) return {spec: host.value, text, files: [file]};
  const ownSchemas = host.value.components.schemas;
  for (const [shared, source] of sources) {
    const names = reachable(
      source.value,
      imports.filter((entry) => entry.file === shared).map((entry) => entry.name),
    );
    for (const name of names) {
      if (name in ownSchemas && !imports.some((entry) => entry.name === name && entry.file === shared)) {
        const schemas = /** @type {YAML.YAMLMap<YAML.Scalar, unknown>} */ (host.document.getIn(['components', 'schemas'], true));
        const key = schemas.items.find((pair) => pair.key.value === name).key;
        const reason = `components.schemas.${name} is also defined in ${display(shared)}; import it with $ref: './${path.relative(path.dirname(file), shared)}#/${name}'`;
        throw new SpecError(file, host.lineCounter.linePos(key.range[0]), reason);
      }
    }
  }
  spliceImports(host, imports, sources);
  const bundled = host.document.toString({lineWidth: 0, flowCollectionPadding: false});
  return {spec: host.document.toJS({maxAliasCount: 1000}), text: bundled, files: [file, ...sources.keys()]};
}

/**
 * Parses the YAML `text` read from `file`, with its imported schemas bundled in.
 * Throws SpecError at the first problem.
 * @param {string} text @param {string} file @param {{read?: (file: string) => string}} [options]
 */
export function parseSpec(text, file, options) {
  return bundleSpec(text, file, options).spec;
}

/** One YAML file as written, its imports not bundled (for checks of the sources themselves). */
export function readYamlFile(file) {
  const text = readText(file);
  return parseYaml(text, file, !/^(openapi|asyncapi):/m.test(text)).value;
}

/** @param {string} file @param {{read?: (file: string) => string}} [options] */
export function readSpec(file, options) {
  return parseSpec(readText(file), file, options);
}
