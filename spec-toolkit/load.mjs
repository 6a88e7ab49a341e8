// Loading an API description: YAML with file:line:column errors, duplicate keys
// refused, every local `$ref` and every schema (./schema-check.mjs) checked
// before anything reads the document.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
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

/**
 * Parses the YAML `text` read from `file` (deploy-time substitutions must keep
 * line numbers). Throws SpecError at the first problem.
 * @param {string} text @param {string} file
 */
export function parseSpec(text, file) {
  const lineCounter = new YAML.LineCounter();
  const document = YAML.parseDocument(text, {lineCounter, uniqueKeys: true});
  const [first] = document.errors;
  if (first) {
    const position = lineCounter.linePos(errorOffset(text, first));
    const reason = first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '');
    throw new SpecError(file, position, reason);
  }
  const spec = document.toJS({maxAliasCount: 1000});
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new SpecError(file, {line: 1, col: 1}, 'the file holds no YAML mapping');
  }
  for (const {ref, at} of localRefs(spec)) {
    if (pointer(spec, ref) === undefined) {
      const node = document.getIn(at, true);
      const position = node?.range ? lineCounter.linePos(node.range[0]) : undefined;
      throw new SpecError(file, position, `$ref "${ref}" points to nothing`);
    }
  }
  const problem = firstSchemaProblem(spec);
  if (problem) {
    const node = problem.key
      ? /** @type {any} */ (document.getIn(problem.path.slice(0, -1), true))?.items?.find((/** @type {any} */ pair) => pair.key?.value === problem.path.at(-1))?.key
      : document.getIn(problem.path, true);
    const position = node?.range ? lineCounter.linePos(node.range[0]) : undefined;
    throw new SpecError(file, position, problem.reason);
  }
  return spec;
}

/** @param {string} file */
export function readSpec(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new SpecError(file, undefined, `cannot read the file (${error.code ?? error.message})`);
  }
  return parseSpec(text, file);
}
