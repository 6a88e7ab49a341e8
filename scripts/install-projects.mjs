#!/usr/bin/env node
// `npm ci` in each folder of this repository that has its own lockfile (the TypeScript and Nuxt examples, the typed
// client fixture), unless its node_modules already matches the lockfile (scripts/check-install.mjs). The tests that
// need a folder call `ensureInstalled` themselves; scripts/test.sh runs this during the site build so that those
// tests find the folders installed. One install per folder at a time: a second caller waits for the first.
// Usage: node scripts/install-projects.mjs [dir ...]
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The folders with a lockfile of their own. */
export const PROJECTS = ['examples/ts', 'examples/nuxt', 'tests/fixtures/typed-client'];
const WAIT_MS = 600_000;

/** @param {string} dir */
function installed(dir) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/check-install.mjs'), dir]).status === 0;
}

/**
 * Runs `npm ci` in `dir` unless its node_modules matches its lockfile. Concurrent callers (test workers, this
 * script) take turns through a lock folder, or two `npm ci` would race.
 * @param {string} dir
 */
export function ensureInstalled(dir) {
  if (installed(dir)) return;
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
    if (installed(dir)) return;
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : PROJECTS.map((dir) => path.join(root, dir));
  let failed = 0;
  for (const dir of dirs) {
    const started = Date.now();
    try {
      ensureInstalled(dir);
      console.log(`${path.relative(root, path.resolve(dir)) || '.'}: installed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    } catch (error) {
      failed += 1;
      const detail = /** @type {{stderr?: Buffer, message: string}} */ (error);
      console.error(`${path.relative(root, path.resolve(dir))}: ${String(detail.stderr ?? '').trim().split('\n').slice(-5).join('\n') || detail.message}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
