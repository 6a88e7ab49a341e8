import {execFileSync} from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'none';

/**
 * How much git history the build can see. Last-updated dates come from
 * `git log`: without a repository there is nothing to read, and a shallow
 * clone would date every page to its one commit.
 */
export function gitHistory(cwd: string = process.cwd()): GitHistory {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8'}).trim();
    return shallow === 'false' ? 'full' : 'shallow';
  } catch {
    return 'none';
  }
}

/** Dates are shown only when they can be right; otherwise pages leave the line out. */
export const showLastUpdateTime = (history: GitHistory) => history === 'full';
