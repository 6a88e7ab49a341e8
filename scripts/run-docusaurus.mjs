#!/usr/bin/env node
// `npm start` and `npm run build`: runs `npm run gen`, then `docusaurus <command>`
// with the extra arguments, without Docusaurus' update notice, stopping when npm
// stops (scripts/stop-with-parent.mjs). When a build fails on broken links or
// anchors, prints one line per link with the file that holds it
// (scripts/broken-links.mjs) instead of Docusaurus' route list and stack trace.
// Usage: node scripts/run-docusaurus.mjs <start|build> [options] [--no-gen]
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import {describeBrokenLinks} from './broken-links.mjs';
import {forwardStopSignals} from './stop-with-parent.mjs';

const GENERATE = ['npm', ['run', 'gen']];
const [command, ...rest] = process.argv.slice(2);
const args = rest.filter((arg) => arg !== '--no-gen');
const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
const docusaurus = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');

/** Runs a child with the given stdio; resolves with its exit code once it and its output have ended. */
function run(file, argv, stdio, onErrorOutput) {
  const child = spawn(file, argv, {stdio, env});
  forwardStopSignals(child);
  const outputDone = child.stderr
    ? new Promise((resolve) => readline.createInterface({input: child.stderr}).on('line', onErrorOutput).on('close', resolve))
    : Promise.resolve();
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return Promise.all([exited, outputDone]).then(([code]) => code);
}

async function main() {
  if (!['start', 'build'].includes(command)) {
    console.error('Usage: node scripts/run-docusaurus.mjs <start|build> [options] [--no-gen]');
    return 2;
  }
  if (!rest.includes('--no-gen')) {
    const generated = await run(GENERATE[0], GENERATE[1], 'inherit');
    if (generated !== 0) return generated;
  }
  if (command === 'start') return run(process.execPath, [docusaurus, 'start', ...args], 'inherit');

  // Warnings pass straight through; from the first error on, the output is
  // held back until it is known whether it is a broken-link report.
  let held = '';
  const code = await run(process.execPath, [docusaurus, 'build', ...args], ['inherit', 'inherit', 'pipe'], (line) => {
    if (held || line.startsWith('[ERROR]')) held += `${line}\n`;
    else process.stderr.write(`${line}\n`);
  });
  const lines = code === 0 ? [] : describeBrokenLinks(held, process.cwd());
  if (lines.length === 0) process.stderr.write(held);
  else process.stderr.write(`${lines.join('\n')}\nThe build failed: ${lines.length} broken link(s) or anchor(s), listed above.\n`);
  return code;
}

main().then((code) => process.exit(code));
