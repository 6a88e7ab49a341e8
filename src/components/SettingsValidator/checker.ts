import {useEffect, useState} from 'react';
import type {ValidateFunction} from 'ajv';
import {describeErrors, fieldWarnings, parseJson, type Problem} from './validation';

export type Checker = {validate: ValidateFunction; schema: object};

export type Result =
  | {state: 'loading'}
  | {state: 'load-failed'; message: string}
  | {state: 'syntax'; line: number; column: number; message: string}
  | {state: 'unchecked'; message: string}
  | {state: 'checked'; problems: Problem[]; warnings: Problem[]};

/** Waits this long after the last keystroke before checking again. */
const DEBOUNCE_MS = 250;

/** The `set_task` schema and its validator, compiled at build time; loaded on demand so that only this page pays for them. */
export async function loadChecker(): Promise<Checker> {
  const [{default: validate}, {default: schema}] = await Promise.all([
    import('@site/.generated/data/set-task-validator.js'),
    import('@site/.generated/data/set-task-schema.json'),
  ]);
  return {validate: validate as ValidateFunction, schema};
}

/** The verdict on `text`; never throws, so a failed check cannot leave an earlier verdict on screen. */
export function check(checker: Checker, text: string): Result {
  try {
    return checkOrThrow(checker, text);
  } catch (error) {
    const tooDeep = error instanceof RangeError;
    return {state: 'unchecked', message: tooDeep ? 'The text is nested too deeply to check.' : `The check failed: ${error instanceof Error ? error.message : String(error)}`};
  }
}

function checkOrThrow(checker: Checker, text: string): Result {
  const parsed = parseJson(text);
  if (!parsed.ok) return {state: 'syntax', line: parsed.line, column: parsed.column, message: parsed.message};
  const valid = checker.validate(parsed.value);
  return {
    state: 'checked',
    problems: valid ? [] : describeErrors(checker.validate.errors, parsed.value),
    warnings: fieldWarnings(parsed.value, checker.schema),
  };
}

/** The verdict on `text`, checked again a moment after it stops changing. */
export function useSetTaskCheck(text: string): Result {
  const [checker, setChecker] = useState<Checker | null>(null);
  const [result, setResult] = useState<Result>({state: 'loading'});

  useEffect(() => {
    let active = true;
    loadChecker().then(
      (loaded) => active && setChecker(loaded),
      (error: unknown) => active && setResult({state: 'load-failed', message: error instanceof Error ? error.message : String(error)}),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!checker) return undefined;
    const timer = window.setTimeout(() => setResult(check(checker, text)), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [checker, text]);

  return result;
}
