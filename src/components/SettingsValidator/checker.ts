import {useEffect, useState} from 'react';
import type {ValidateFunction} from 'ajv';
import {check, type Checker, type Verdict} from './validation';

export {check, type Checker};

export type Result = {state: 'loading'} | {state: 'load-failed'; message: string} | Verdict;

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
