// `npm ci` in a folder with a lockfile of its own, once at a time. Used by scripts/install-projects.mjs and by
// the tests that need an installed folder. (Not `import.meta`: the test runner loads this file as CommonJS.)
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';

const WAIT_MS = 600_000;

/** @param {string} root @param {string} dir */
function installed(root, dir) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/check-install.mjs'), dir]).status === 0;
}

/**
 * Runs `npm ci` in `dir` unless its node_modules matches its lockfile (`scripts/check-install.mjs` of the project
 * in `root`). Concurrent callers (test workers, scripts/install-projects.mjs) take turns through a lock folder, or
 * two `npm ci` would race.
 * @param {string} root @param {string} dir
 */
export function ensureInstalled(root, dir) {
  if (installed(root, dir)) return;
  const lock = path.join(dir, '.install-lock');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`${lock} is still held after 10 minutes; remove it if no test is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    if (installed(root, dir)) return;
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'pipe',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', NUXT_TELEMETRY_DISABLED: '1'},
      timeout: WAIT_MS,
    });
  } finally {
    fs.rmSync(lock, {recursive: true, force: true});
  }
}
