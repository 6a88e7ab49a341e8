#!/usr/bin/env node
// `npm start` and `npm run build`: runs `npm run gen`, then `docusaurus <command>`
// with the extra arguments, without Docusaurus' update notice, stopping when npm
// stops (scripts/stop-with-parent.mjs).
//
// start: watches specs/ and runs `npm run gen` again after each change, so that
// an edited description reaches the open page; a description that does not load
// prints gen's one-line error and the site keeps its last good pages.
//
// build: builds into a staging folder and moves the result into build/ (and the
// server include into build-nginx/) only when the whole build succeeded, so a
// failed build leaves the last good build, or none. When it fails on broken
// links or anchors, prints one line per link with the file that holds it
// (scripts/broken-links.mjs) instead of Docusaurus' route list and stack trace.
// Usage: node scripts/run-docusaurus.mjs <start|build> [options] [--no-gen]
import fs from 'node:fs';
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import {describeBrokenLinks} from './broken-links.mjs';
import {forwardStopSignals} from './stop-with-parent.mjs';
import {precompressDir} from './lib/precompress.mjs';
import {fileCountReport} from './lib/file-caps.mjs';
import {serverDirOf} from '../config/serving.mjs';

const SPECS_DIR = 'specs';
/** Where a build is made before it replaces build/; removed whatever the outcome. */
const STAGING_DIR = '.build-next';
/** A burst of saves (an editor writing a file twice) runs gen once. */
const SETTLE_MS = 300;

const [command, ...rest] = process.argv.slice(2);
const args = rest.filter((arg) => arg !== '--no-gen');
const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
// The site's own Docusaurus: the one installed for the working directory (the site being built).
const docusaurus = path.join(
  path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('@docusaurus/core/package.json')),
  'bin/docusaurus.mjs',
);

/**
 * Runs a child; resolves with its exit code once it and its output have ended. Output lines go to the handlers given.
 * @param {string} file @param {string[]} argv
 * @param {{onOutput?: (line: string) => void; onErrorOutput?: (line: string) => void}} [handlers]
 */
function run(file, argv, {onOutput, onErrorOutput} = {}) {
  const child = spawn(file, argv, {stdio: ['inherit', onOutput ? 'pipe' : 'inherit', onErrorOutput ? 'pipe' : 'inherit'], env});
  forwardStopSignals(child);
  const lines = (stream, handler) =>
    stream ? new Promise((resolve) => readline.createInterface({input: stream}).on('line', handler).on('close', resolve)) : null;
  const outputDone = Promise.all([lines(child.stdout, onOutput), lines(child.stderr, onErrorOutput)]);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return Promise.all([exited, outputDone]).then(([code]) => code);
}

/** Runs gen each time specs/ changes, one run at a time; a failed run prints gen's own error lines only. */
function watchSpecs() {
  if (!fs.existsSync(SPECS_DIR)) return;
  let timer;
  let running = false;
  let again = false;
  const regenerate = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    console.log(`[specs] ${SPECS_DIR}/ changed: running npm run gen`);
    let errors = '';
    const code = await run('npm', ['run', 'gen', '--silent'], {
      onOutput: (line) => console.log(`[specs] ${line}`),
      onErrorOutput: (line) => (errors += `${line}\n`),
    });
    if (code !== 0) {
      const reasons = errors.split('\n').filter((line) => line.startsWith('gen: '));
      console.error(`[specs] ${(reasons.length ? reasons : [errors.trim() || `npm run gen exited with ${code}`]).join('\n[specs] ')}`);
      console.error('[specs] The site keeps the pages of the last description that loaded; save a fix to try again.');
    }
    running = false;
    if (again) {
      again = false;
      regenerate();
    }
  };
  fs.watch(SPECS_DIR, {recursive: true}, () => {
    clearTimeout(timer);
    timer = setTimeout(regenerate, SETTLE_MS);
  }).unref();
}

/** The build folder the caller asked for (`--out-dir`), or build/. */
function requestedOutDir() {
  const index = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  if (index === -1) return {outDir: 'build', others: args};
  const value = args[index].includes('=') ? args[index].split('=').slice(1).join('=') : args[index + 1];
  const others = args.filter((_, i) => i !== index && !(i === index + 1 && !args[index].includes('=')));
  return {outDir: value, others};
}

/** Replaces `final` with `staged`, both sites and their server folders; the old ones go into the staging folder to be removed. */
function moveIntoPlace(staged, final) {
  for (const [from, to] of [
    [staged, final],
    [serverDirOf(staged), serverDirOf(final)],
  ]) {
    if (!fs.existsSync(from)) continue;
    const previous = path.join(STAGING_DIR, `previous-${path.basename(to)}`);
    if (fs.existsSync(to)) fs.renameSync(to, previous);
    fs.renameSync(from, to);
  }
}

/** When the site in `dir` was built, for messages. */
function builtAt(dir) {
  const page = path.join(dir, 'index.html');
  return fs.existsSync(page) ? fs.statSync(page).mtime.toLocaleString() : null;
}

async function build() {
  const {outDir, others} = requestedOutDir();
  const staged = path.join(STAGING_DIR, path.basename(path.resolve(outDir)));
  fs.rmSync(STAGING_DIR, {recursive: true, force: true});
  const shown = (line) => line.replaceAll(staged, outDir);
  // Warnings pass straight through; from the first error on, the output is
  // held back until it is known whether it is a broken-link report.
  let held = '';
  try {
    const code = await run(process.execPath, [docusaurus, 'build', ...others, '--out-dir', staged], {
      onOutput: (line) => console.log(shown(line)),
      onErrorOutput: (line) => {
        if (held || line.startsWith('[ERROR]')) held += `${line}\n`;
        else process.stderr.write(`${shown(line)}\n`);
      },
    });
    if (code === 0) {
      const compressed = await precompressDir(staged);
      console.log(`[precompress] wrote .br and .gz beside ${compressed} files`);
      const files = fileCountReport(staged);
      console.log(`[files] ${files.lines.join('; ')}`);
      moveIntoPlace(staged, outDir);
      return 0;
    }
    const lines = describeBrokenLinks(held, process.cwd());
    if (lines.length === 0) process.stderr.write(held);
    else process.stderr.write(`${lines.join('\n')}\nThe build failed: ${lines.length} broken link(s) or anchor(s), listed above.\n`);
    const last = builtAt(outDir);
    process.stderr.write(
      last
        ? `${outDir}/ is unchanged: it still holds the last good build (${last}), which \`npm run serve\` serves.\n`
        : `No ${outDir}/ was written: \`npm run serve\` has nothing to serve until a build succeeds.\n`,
    );
    return code;
  } finally {
    fs.rmSync(STAGING_DIR, {recursive: true, force: true});
  }
}

async function main() {
  if (!['start', 'build'].includes(command)) {
    console.error('Usage: node scripts/run-docusaurus.mjs <start|build> [options] [--no-gen]');
    return 2;
  }
  const generating = !rest.includes('--no-gen');
  if (generating) {
    const generated = await run('npm', ['run', 'gen']);
    if (generated !== 0) return generated;
  }
  if (command === 'start') {
    if (generating) watchSpecs();
    return run(process.execPath, [docusaurus, 'start', ...args]);
  }
  return build();
}

main().then((code) => process.exit(code));
