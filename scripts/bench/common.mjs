// @ts-check
// What every section of `npm run bench` shares: paths, the browser's settings,
// the static server, statistics, the results file and its tables.
import {withRows} from './table.mjs';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {spawn, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {cpus, loadavg} from 'node:os';
import {chromium as playwrightChromium} from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const buildDir = path.join(root, 'build');
/** @type {NodeJS.ProcessEnv} */
export const env = {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_TELEMETRY_DISABLED: '1'};

/** The Chromium the tests use (tests/support/chromium.json), in new headless mode. */
const chromium = JSON.parse(fs.readFileSync(path.join(root, 'tests/support/chromium.json'), 'utf8'));
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;
/** @type {string[]} */
const chromiumArgs = ['--headless=new', ...chromium.args];
/** Starts that Chromium for Playwright. */
export const launchChromium = () => playwrightChromium.launch({executablePath: chromiumPath, args: chromiumArgs});

/** @param {string} message */
export const log = (message) => process.stderr.write(`${message}\n`);
/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {string} file */
export const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {number[]} values @param {number} p */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** @param {string} dir */
export function dirSize(dir) {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true}).reduce((sum, entry) => {
    return entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum;
  }, 0);
}

/** Runs a command, its output on stderr, and fails naming it. @param {string} command @param {string[]} args @param {string} cwd */
export function run(command, args, cwd) {
  log(`$ ${command} ${args.join(' ')}  (in ${path.relative(root, cwd) || '.'})`);
  const result = spawnSync(command, args, {cwd, env, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * Resolves once `url` answers; fails after 15 s naming what did not start.
 * @param {string} url @param {string} what
 */
export async function waitForServer(url, what) {
  const deadline = Date.now() + 15000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not start (${url})`);
      await sleep(200);
    }
  }
}

/**
 * scripts/serve.mjs on a site folder, as `npm run serve` runs it.
 * @param {string} dir a folder relative to the repository or absolute @param {number} port
 */
export async function startServer(dir, port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {cwd: root, stdio: 'ignore'});
  await waitForServer(`http://127.0.0.1:${port}/`, `the server for ${dir}`);
  return server;
}

/** The date, machine and current 1-minute load average, for the heading of a section. */
export function machineLine() {
  const date = new Date().toISOString().slice(0, 10);
  return `${date} (${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)})`;
}

/** @typedef {import('./table.mjs').Row} Row */

/**
 * A Markdown table from a header and rows of cells.
 * @param {string[]} header @param {(string | number)[][]} rows
 */
export const markdownTable = (header, rows) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');

const RESULTS = path.join(root, 'bench', 'RESULTS.md');

/** @param {(previous: string) => string} update */
export function writeResults(update) {
  fs.mkdirSync(path.dirname(RESULTS), {recursive: true});
  const previous = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  fs.writeFileSync(RESULTS, update(previous));
}

/** Replaces the rows of `area` in the first table of bench/RESULTS.md (`withRows`). @param {string} area @param {Row[]} rows */
export function replaceRows(area, rows) {
  writeResults((text) => withRows(text, area, rows));
}

/**
 * Replaces the `## title` section of bench/RESULTS.md in place, or appends it; the others stay.
 * @param {string} title @param {string} body
 */
export function replaceSection(title, body) {
  writeResults((text) => {
    const block = `## ${title}\n\n${body.trimEnd()}\n`;
    const start = text.indexOf(`\n## ${title}\n`);
    if (start === -1) return `${text.trimEnd()}\n\n${block}`;
    const next = text.indexOf('\n## ', start + 1);
    return `${text.slice(0, start + 1)}${block}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
  });
}
