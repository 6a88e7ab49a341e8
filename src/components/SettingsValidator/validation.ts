import type {ErrorObject, ValidateFunction} from 'ajv';
import {findJsonError} from './jsonSyntax';

/** One finding about the checked message, in plain words. */
export type Problem = {
  /** Dotted path of the field, e.g. `data.pipeline.translations[0].target_language`. */
  path: string;
  /** JSON Pointer of the field in the message, e.g. `/data/pipeline/translations/0/target_language`. */
  pointer: string;
  message: string;
  /** The allowed values, for an unknown enum value. */
  allowed?: unknown[];
};

export type JsonResult = {ok: true; value: unknown} | {ok: false; line: number; column: number; message: string};

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return {line: lines.length, column: lines[lines.length - 1].length + 1};
}

/** Parses JSON; on failure returns the line and column of the first syntax error, in plain words. */
export function parseJson(text: string): JsonResult {
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch {
    const problem = findJsonError(text) ?? {offset: text.length, message: 'The text is not valid JSON.'};
    return {ok: false, ...lineAndColumn(text, problem.offset), message: problem.message};
  }
}

/** A key as one JSON Pointer token (`a/b` → `a~1b`). */
const pointerToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** `/data/pipeline/translations/0/target_language` → `data.pipeline.translations[0].target_language`. */
export function dottedPath(pointer: string, child?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function valueAt(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** The value in words: `the string "high"`, `the number 1.7`, `an array`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the text ${JSON.stringify(value)}`;
    case 'number':
      return Number.isInteger(value) ? `the whole number ${value}` : `the number ${value}`;
    case 'boolean':
      return `the value ${value}`;
    case 'object':
      return 'an object';
    default:
      return 'nothing';
  }
}

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => ARTICLE[t] ?? t).join(' or ');
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function plainWords(error: ErrorObject, value: unknown): Omit<Problem, 'path' | 'pointer'> {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {message: 'This required field is missing.'};
    case 'type':
      return {message: `Wrong type: it must be ${typeWords(params.type)}, but it is ${describeValue(value)}.`};
    case 'enum':
      return {message: `${JSON.stringify(value)} is not an allowed value.`, allowed: params.allowedValues as unknown[]};
    case 'const':
      return {message: `Must be ${JSON.stringify(params.allowedValue)}, but it is ${describeValue(value)}.`};
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const low = error.keyword.endsWith('inimum');
      const strict = error.keyword.startsWith('exclusive');
      const bound = strict ? (low ? 'greater than' : 'less than') : low ? 'at least' : 'at most';
      return {message: `Out of range: it must be ${bound} ${params.limit}, but it is ${value}.`};
    }
    case 'minLength':
    case 'maxLength': {
      const length = typeof value === 'string' ? value.length : 0;
      const bound = error.keyword === 'minLength' ? 'at least' : 'at most';
      return {
        message: `Too ${error.keyword === 'minLength' ? 'short' : 'long'}: it must have ${bound} ${count(Number(params.limit), 'character')}, but it has ${length}.`,
      };
    }
    case 'minItems':
    case 'maxItems': {
      const length = Array.isArray(value) ? value.length : 0;
      if (error.keyword === 'maxItems' && params.limit === 0)
        return {message: `Must be an empty list, but it has ${count(length, 'item')}.`};
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most';
      return {message: `Must have ${bound} ${count(Number(params.limit), 'item')}, but it has ${length}.`};
    }
    case 'uniqueItems':
      return {message: `Contains a duplicate: items ${params.j} and ${params.i} are equal.`};
    case 'pattern':
      return {message: `${describeValue(value)} does not have the expected form (pattern ${params.pattern}).`.replace(/^t/, 'T')};
    default:
      return {message: `${error.message ?? 'Invalid value'}.`.replace(/^m/, 'M')};
  }
}

/**
 * Turns ajv errors into one problem per field, in plain words. `if` errors are
 * dropped: the `required` errors of the matching `then` already name the fields.
 */
export function describeErrors(errors: ErrorObject[] | null | undefined, root: unknown): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const missing = error.keyword === 'required' ? String((error.params as {missingProperty: string}).missingProperty) : undefined;
    const path = dottedPath(error.instancePath, missing) || '(the whole message)';
    const pointer = missing === undefined ? error.instancePath : `${error.instancePath}/${pointerToken(missing)}`;
    const problem = {path, pointer, ...plainWords(error, valueAt(root, error.instancePath))};
    const key = `${problem.path}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  deprecated?: boolean;
  definitions?: Record<string, Schema>;
};

/**
 * Fields the schema does not know, and deprecated fields. The server ignores
 * unknown fields, so a misspelt name silently keeps the default; this is the
 * check that catches it.
 */
export function fieldWarnings(value: unknown, schema: Schema): Problem[] {
  const definitions = schema.definitions ?? {};
  const resolve = (node: Schema): Schema => {
    let current = node;
    for (let hops = 0; current.$ref && hops < 20; hops += 1) {
      current = definitions[current.$ref.replace('#/definitions/', '')] ?? {};
    }
    return current;
  };
  const warnings: Problem[] = [];
  const visit = (node: unknown, nodeSchema: Schema, pointer: string) => {
    const resolved = resolve(nodeSchema);
    if (Array.isArray(node)) {
      if (resolved.items) node.forEach((item, index) => visit(item, resolved.items!, `${pointer}/${index}`));
      return;
    }
    if (node === null || typeof node !== 'object' || !resolved.properties) return;
    for (const [key, child] of Object.entries(node)) {
      const childPointer = `${pointer}/${pointerToken(key)}`;
      const known = resolved.properties[key];
      if (known) {
        if (resolve(known).deprecated)
          warnings.push({
            path: dottedPath(childPointer),
            pointer: childPointer,
            message: 'Deprecated: the server accepts this field but ignores it.',
          });
        visit(child, known, childPointer);
      } else if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object') {
        visit(child, resolved.additionalProperties, childPointer);
      } else if (resolved.additionalProperties !== true) {
        warnings.push({
          path: dottedPath(childPointer),
          pointer: childPointer,
          message: 'Unknown field: the server ignores it, so check the spelling and the level it sits at.',
        });
      }
    }
  };
  visit(value, schema, '');
  return warnings;
}

/** The compiled `set_task` validator and the schema it was compiled from. */
export type Checker = {validate: ValidateFunction; schema: object};

/** What the settings validator says about a text: where its JSON breaks, that it could not be checked, or its problems and warnings. */
export type Verdict =
  | {state: 'syntax'; line: number; column: number; message: string}
  | {state: 'unchecked'; message: string}
  | {state: 'checked'; problems: Problem[]; warnings: Problem[]};

/**
 * The settings validator's verdict on `text`, shared by the page and the docs
 * MCP server (mcp/); never throws, so a failed check cannot leave an earlier
 * verdict on screen.
 */
export function check(checker: Checker, text: string): Verdict {
  try {
    return checkOrThrow(checker, text);
  } catch (error) {
    const tooDeep = error instanceof RangeError;
    return {
      state: 'unchecked',
      message: tooDeep
        ? 'The text is nested too deeply to check.'
        : `The check failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function checkOrThrow(checker: Checker, text: string): Verdict {
  const parsed = parseJson(text);
  if (!parsed.ok) return {state: 'syntax', line: parsed.line, column: parsed.column, message: parsed.message};
  const valid = checker.validate(parsed.value);
  return {
    state: 'checked',
    problems: valid ? [] : describeErrors(checker.validate.errors, parsed.value),
    warnings: fieldWarnings(parsed.value, checker.schema),
  };
}
