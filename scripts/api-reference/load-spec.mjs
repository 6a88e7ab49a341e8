// Reads a YAML API description and fails with the file and line of the first
// problem: a YAML syntax error or a local $ref that points nowhere.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export class SpecError extends Error {
  /** @param {string} file @param {number | undefined} line @param {string} reason */
  constructor(file, line, reason) {
    const relative = path.relative(process.cwd(), file);
    const shown = relative.startsWith('..') ? file : relative;
    super(`${shown}${line ? `:${line}` : ''}: ${reason}`);
    this.name = 'SpecError';
    this.file = file;
    this.line = line;
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

/** @param {unknown} root @param {string} ref */
function resolves(root, ref) {
  let target = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!target || typeof target !== 'object' || !(key in target)) return false;
    target = target[key];
  }
  return true;
}

/**
 * Parses YAML text that came from `file` (the text may already carry
 * deploy-time substitutions that keep line numbers). Throws SpecError.
 * @param {string} text @param {string} file
 */
export function parseSpec(text, file) {
  const lineCounter = new YAML.LineCounter();
  const document = YAML.parseDocument(text, {lineCounter, uniqueKeys: true});
  const [first] = document.errors;
  if (first) {
    const line = first.linePos?.[0]?.line;
    throw new SpecError(file, line, first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''));
  }
  const spec = document.toJS();
  if (!spec || typeof spec !== 'object') throw new SpecError(file, 1, 'the file holds no mapping');
  for (const {ref, at} of localRefs(spec)) {
    if (!resolves(spec, ref)) {
      const node = document.getIn(at, true);
      const line = node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
      throw new SpecError(file, line, `$ref "${ref}" points to nothing`);
    }
  }
  return spec;
}

/** @param {string} file */
export function readSpec(file) {
  return parseSpec(fs.readFileSync(file, 'utf8'), file);
}
