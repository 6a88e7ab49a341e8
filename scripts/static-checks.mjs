#!/usr/bin/env node
// Runs the static checks of scripts/lib/static-checks.mjs one after the other and writes what each printed ('' when it
// passed) to a JSON report. scripts/test.sh runs this beside the site build and names the report in
// STATIC_CHECKS_REPORT, which tests/unit/project.spec.ts reads instead of running the checks among the browser tests.
// Usage: node scripts/static-checks.mjs --report <file.json>
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {STATIC_CHECKS, runCheck} from './lib/static-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--report');
const report = at > 0 ? process.argv[at + 1] : undefined;
if (!report) {
  console.error('Usage: node scripts/static-checks.mjs --report <file.json>');
  process.exit(2);
}
/** @type {Partial<Record<import('./lib/static-checks.mjs').CheckName, string>>} */
const results = {};
for (const name of /** @type {import('./lib/static-checks.mjs').CheckName[]} */ (Object.keys(STATIC_CHECKS))) {
  const started = Date.now();
  results[name] = runCheck(root, name);
  console.log(`${name}: ${results[name] ? 'problems' : 'clean'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
// Written whole, then renamed: a reader never sees half a report.
fs.writeFileSync(`${report}.part`, JSON.stringify(results));
fs.renameSync(`${report}.part`, report);
