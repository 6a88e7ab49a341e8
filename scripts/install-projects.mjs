#!/usr/bin/env node
// `npm ci` in each folder of this repository that has its own lockfile (the TypeScript and Nuxt examples, the typed
// client fixture), unless its node_modules already matches the lockfile (scripts/check-install.mjs). The tests that
// need a folder call `ensureInstalled` (scripts/lib/ensure-installed.mjs) themselves; scripts/test.sh runs this
// during the site build so that those tests find the folders installed. One install per folder at a time: a second
// caller waits for the first.
// Usage: node scripts/install-projects.mjs [dir ...]
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ensureInstalled} from './lib/ensure-installed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The folders with a lockfile of their own. */
const PROJECTS = ['examples/ts', 'examples/nuxt', 'tests/fixtures/typed-client'];

const dirs = process.argv.length > 2 ? process.argv.slice(2) : PROJECTS.map((dir) => path.join(root, dir));
let failed = 0;
for (const dir of dirs) {
  const started = Date.now();
  try {
    ensureInstalled(root, dir);
    console.log(`${path.relative(root, path.resolve(dir)) || '.'}: installed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    failed += 1;
    const detail = /** @type {{stderr?: Buffer, message: string}} */ (error);
    console.error(
      `${path.relative(root, path.resolve(dir))}: ${
        String(detail.stderr ?? '')
          .trim()
          .split('\n')
          .slice(-5)
          .join('\n') || detail.message
      }`,
    );
  }
}
process.exit(failed ? 1 : 0);
