#!/usr/bin/env node
// @ts-check
// An upgrade rehearsal: copies this checkout (the files git tracks or would
// track, never node_modules or builds) into a scratch folder, moves every
// `@docusaurus/*` package to the newest 3.x release that
// docusaurus-plugin-openapi-docs accepts, installs, builds with the test
// fixtures and runs the build tests there. The checkout itself stays on its
// own versions. Exits 0 when all of it passes.
// Usage: npm run check:upgrade [-- --version 3.9.2] [--keep] [--dir FOLDER]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({
  options: {
    version: {type: 'string'},
    dir: {type: 'string'},
    keep: {type: 'boolean', default: false},
  },
});

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const current = manifest.dependencies['@docusaurus/core'];

/** @param {string} spec @param {string} field */
function npmView(spec, field) {
  return JSON.parse(execFileSync('npm', ['view', spec, field, '--json'], {encoding: 'utf8'}));
}

/** The newest 3.x of @docusaurus/core inside every range the OpenAPI plugin and theme declare for @docusaurus packages. */
function targetVersion() {
  const ranges = ['docusaurus-plugin-openapi-docs', 'docusaurus-theme-openapi-docs'].flatMap((name) => {
    const peers = npmView(`${name}@${manifest.dependencies[name]}`, 'peerDependencies') ?? {};
    return Object.entries(peers)
      .filter(([peer]) => peer.startsWith('@docusaurus/'))
      .map(([, range]) => String(range));
  });
  /** @type {string[]} */
  const versions = npmView('@docusaurus/core', 'versions');
  const fitting = versions.filter(
    (version) => semver.major(version) === 3 && !semver.prerelease(version) && ranges.every((range) => semver.satisfies(version, range)),
  );
  const newest = semver.maxSatisfying(fitting, '*');
  if (!newest) throw new Error(`no 3.x release of @docusaurus/core satisfies ${ranges.join(' and ')}`);
  return newest;
}

/** Every `@docusaurus/*` pin of `from` (dependencies, devDependencies, overrides) moved to `to`. @param {string} from @param {string} to */
function upgradedManifest(from, to) {
  const next = structuredClone(manifest);
  for (const field of ['dependencies', 'devDependencies', 'overrides']) {
    for (const [name, version] of Object.entries(next[field] ?? {})) {
      if (name.startsWith('@docusaurus/') && version === from) next[field][name] = to;
    }
  }
  return next;
}

/** The files git tracks or would track (ignored files left out), copied into `dir`. @param {string} dir */
function copyTree(dir) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(from, path.join(dir, file));
  }
  return files.length;
}

/** Runs a step in the scratch folder, its output shown as it comes; stops the rehearsal when it fails. @param {string} title @param {string} command @param {string[]} args @param {string} cwd @param {NodeJS.ProcessEnv} [env] */
function step(title, command, args, cwd, env = {}) {
  console.log(`\n==> ${title}`);
  const started = Date.now();
  const run = spawnSync(command, args, {cwd, stdio: 'inherit', env: {...process.env, ...env}});
  if (run.status !== 0) {
    console.error(`\nUpgrade rehearsal failed at "${title}" (exit ${run.status}). The scratch copy is kept in ${cwd}.`);
    process.exit(1);
  }
  console.log(`    ${title}: ${Math.round((Date.now() - started) / 1000)} s`);
}

const target = values.version ?? targetVersion();
if (!semver.valid(target)) throw new Error(`--version ${target} is not a version`);
const dir = path.resolve(values.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'docs-upgrade-')));
fs.mkdirSync(dir, {recursive: true});
console.log(`Rehearsing the upgrade of @docusaurus/* from ${current} to ${target} in ${dir}`);
console.log(`Copied ${copyTree(dir)} files.`);
fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(upgradedManifest(current, target), null, 2)}\n`);

step(`npm install (@docusaurus/* ${target})`, 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir, {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
const installed = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
if (installed !== target) {
  console.error(`npm installed @docusaurus/core ${installed}, not ${target}.`);
  process.exit(1);
}
step('build with the test fixtures', 'npm', ['run', 'build', '--silent'], dir, {DOCS_FIXTURES: '1', DOCUSAURUS_TELEMETRY_DISABLED: '1'});
step('build tests', 'npx', ['playwright', 'test', '--project=build'], dir, {TEST_BASE_URL: 'http://127.0.0.1:9'});
// Every deep import still resolves and every module swap still matches a file of the new packages.
step('internals', 'npx', ['playwright', 'test', '--project=unit', 'tests/unit/internals.spec.ts'], dir, {
  TEST_BASE_URL: 'http://127.0.0.1:9',
});

console.log(`\nThe site builds on @docusaurus/* ${target}, and its build and internals tests pass.`);
if (!values.keep && !values.dir) fs.rmSync(dir, {recursive: true, force: true});
