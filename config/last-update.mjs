// @ts-check
// Whether the build can date its pages. Plain JavaScript: the site config and
// `npm run gen` (which dates the generated message pages) share it.
import {execFileSync} from 'node:child_process';

/** @typedef {'full' | 'shallow' | 'none'} GitHistory */

/**
 * How much git history the build can see. Last-updated dates come from
 * `git log`: without a repository there is nothing to read, and a shallow
 * clone would date every page to its one commit.
 * @param {string} [cwd]
 * @returns {GitHistory}
 */
export function gitHistory(cwd = process.cwd()) {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    }).trim();
    return shallow === 'false' ? 'full' : 'shallow';
  } catch {
    return 'none';
  }
}

/** Dates are shown only when they can be right; otherwise pages leave the line out. @param {GitHistory} history */
export const showLastUpdateTime = (history) => history === 'full';

/**
 * The day `file` last changed (YYYY-MM-DD) for a page generated from it, which
 * git cannot date: today while the file has uncommitted edits, else its last
 * commit; null when dates are not shown.
 * @param {string} file @param {string} [cwd]
 * @returns {string | null}
 */
export function lastChanged(file, cwd = process.cwd()) {
  if (!showLastUpdateTime(gitHistory(cwd))) return null;
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', args, {cwd, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8'}).trim();
  if (git('status', '--porcelain', '--', file)) return new Date().toISOString().slice(0, 10);
  return git('log', '-1', '--format=%cs', '--', file) || null;
}
