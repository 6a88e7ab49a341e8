// The project's static checks: TypeScript (the site, then the scripts and the spec toolkit through
// tsconfig.scripts.json), ESLint and Prettier, each a script run by this Node.js from the root of the checkout.
// Run by scripts/static-checks.mjs and by tests/unit/project.spec.ts. (Not `import.meta`: the test runner loads this
// file as CommonJS.)
import fs from 'node:fs';
import {execFileSync} from 'node:child_process';

/** @typedef {'typescript' | 'typescript-scripts' | 'eslint' | 'prettier'} CheckName */

/** @type {Record<CheckName, string[]>} */
export const STATIC_CHECKS = {
  typescript: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'],
  'typescript-scripts': ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.scripts.json'],
  eslint: ['node_modules/eslint/bin/eslint.js', '.'],
  prettier: ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '**/*.{js,mjs,cjs,ts,tsx,css}'],
};

/** What a check printed when it failed; '' when it passed. @param {string} root @param {CheckName} name */
export function runCheck(root, name) {
  try {
    execFileSync(process.execPath, STATIC_CHECKS[name], {cwd: root, encoding: 'utf8', stdio: 'pipe'});
    return '';
  } catch (error) {
    const e = /** @type {{stdout?: string; stderr?: string; message: string}} */ (error);
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

/**
 * A check's result from the report of a run under way: waits until the report is written, up to `timeoutMs`.
 * @param {string} report @param {CheckName} name @param {number} timeoutMs
 * @returns {Promise<string>}
 */
export async function reportedResult(report, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(report)) {
    if (Date.now() > deadline) throw new Error(`No static-check report at ${report} after ${timeoutMs / 1000} s (see ${report}.log)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  /** @type {Partial<Record<CheckName, string>>} */
  const results = JSON.parse(fs.readFileSync(report, 'utf8'));
  const result = results[name];
  if (result === undefined) throw new Error(`${report} has no result for ${name}`);
  return result;
}
