#!/usr/bin/env node
// Exits 0 when node_modules holds exactly what package-lock.json locks, and 1
// with the first difference otherwise. npm records what it installed in
// node_modules/.package-lock.json on every `npm ci` and `npm install`, so the
// two files are compared package by package (version, resolved, integrity).
// Usage: node scripts/check-install.mjs [dir]
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? '.');
const FIELDS = ['version', 'resolved', 'integrity', 'link'];

function installedPackages(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).packages ?? {};
  } catch {
    return null;
  }
}

const report = /** @type {{header?: {glibcVersionRuntime?: string}} | undefined} */ (process.report?.getReport());
const libc = report?.header?.glibcVersionRuntime ? 'glibc' : 'musl';

/** Whether a locked package's `os`, `cpu` and `libc` lists (entries may be negated with `!`) admit this machine. */
function forThisPlatform({os, cpu, libc: libcs}) {
  const admits = (list, value) =>
    !list || list.includes(value) || (list.every((entry) => entry.startsWith('!')) && !list.includes(`!${value}`));
  return admits(os, process.platform) && admits(cpu, process.arch) && (process.platform !== 'linux' || admits(libcs, libc));
}

function firstDifference() {
  const locked = installedPackages('package-lock.json');
  if (!locked) return 'package-lock.json is missing or unreadable';
  const installed = installedPackages('node_modules/.package-lock.json');
  if (!installed) return 'node_modules has no record of an npm install';
  for (const [name, want] of Object.entries(locked)) {
    if (name === '') continue;
    const have = installed[name];
    if (!have) {
      // npm leaves out optional and extraneous packages, and packages for other platforms.
      if (want.optional || want.extraneous || !forThisPlatform(want)) continue;
      return `${name} is not installed`;
    }
    const field = FIELDS.find((key) => want[key] !== have[key]);
    if (field) return `${name}: ${field} ${have[field] ?? '(none)'} installed, ${want[field] ?? '(none)'} locked`;
  }
  const extra = Object.keys(installed).find((name) => !(name in locked));
  return extra ? `${extra} is installed but not locked` : null;
}

const difference = firstDifference();
if (difference) {
  console.log(`node_modules does not match package-lock.json: ${difference}`);
  process.exit(1);
}
