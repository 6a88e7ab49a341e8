// @ts-check
// The bench's one Lighthouse runner: Lighthouse 12.8.2 (the devDependency) in
// the tests' Chromium, mobile or desktop preset, its artifacts and report kept
// in bench/tmp/lighthouse/<label>/.
//
// With `corrected`, the saved trace is audited a second time after every
// top-level task, and all that runs inside it, has been shrunk in place to the
// task's own thread CPU time. On a busy machine a task's wall time is mostly
// time spent waiting for a core, which inflates Total Blocking Time and the
// simulated paints far beyond the page's own work; the corrected score keeps
// what the page costs and drops what the neighbours cost. It still carries the
// slower CPU that contention brings (caches, clock), and Speed Index, read from
// screenshots, is not corrected.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {chromiumPath, env, log, root} from './common.mjs';

const LIGHTHOUSE_DIR = path.join(root, 'bench', 'tmp', 'lighthouse');
const BIN = path.join(root, 'node_modules', '.bin', 'lighthouse');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Chromium's names for a task the scheduler runs: the units Lighthouse cuts the main thread into. */
const TOP_LEVEL_TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);
const ATTEMPTS = 3;

/**
 * @typedef {{
 *   performance: number, cls: number, tbtMs: number, lcpMs: number, fcpMs: number, speedIndexMs: number,
 *   jsKb: number, domNodes: number, mainThreadMs: number, transferKb: number,
 *   categories: Record<string, number>, bootup: {file: string, ms: number}[],
 *   failing: string[],
 * }} Summary
 */

/** @param {string[]} args */
function lighthouseCli(args) {
  return spawnSync(BIN, args, {cwd: root, env: {...env, CHROME_PATH: chromiumPath}, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
}

/**
 * @param {string} url
 * @param {{label: string, buildDir: string, preset?: 'mobile' | 'desktop', categories?: string[], corrected?: boolean}} options
 * @returns {{raw: Summary, corrected?: Summary}}
 */
export function lighthouse(url, {label, buildDir, preset = 'mobile', categories = ['performance'], corrected = false}) {
  const dir = path.join(LIGHTHOUSE_DIR, label);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const common = [
    '--output=json',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // Lighthouse now and then fails to record the trace (NO_NAVSTART); such a run is tried again.
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    result = lighthouseCli([url, ...common, `--chrome-flags=${CHROME_FLAGS.join(' ')}`, `--gather-mode=${dir}`, `--audit-mode=${dir}`]);
    if (result.status === 0) break;
    log(`lighthouse failed for ${url} (attempt ${attempt} of ${ATTEMPTS}): ${result.stderr.trim().split('\n').pop()}`);
  }
  if (!result || result.status !== 0) throw new Error(`lighthouse failed for ${url}:\n${result?.stderr.slice(-1500)}`);
  fs.writeFileSync(path.join(dir, 'report.json'), result.stdout);
  const raw = summarise(JSON.parse(result.stdout), buildDir);
  if (!corrected) return {raw};

  shrinkTasksToThreadTime(path.join(dir, 'defaultPass.trace.json'));
  const audit = lighthouseCli([url, ...common, `--audit-mode=${dir}`]);
  if (audit.status !== 0) throw new Error(`lighthouse could not audit the CPU-time trace of ${url}:\n${audit.stderr.slice(-1500)}`);
  fs.writeFileSync(path.join(dir, 'report-cpu-time.json'), audit.stdout);
  return {raw, corrected: summarise(JSON.parse(audit.stdout), buildDir)};
}

/**
 * One run audited twice: as measured, and with every task shrunk to its CPU time (`corrected`).
 * @param {string} url
 * @param {{label: string, buildDir: string, preset?: 'mobile' | 'desktop', categories?: string[]}} options
 * @returns {{raw: Summary, corrected: Summary}}
 */
export function lighthouseCorrected(url, options) {
  const {raw, corrected} = lighthouse(url, {...options, corrected: true});
  if (!corrected) throw new Error(`lighthouse gave no CPU-time corrected report for ${url}`);
  return {raw, corrected};
}

/**
 * Rewrites a trace so that each top-level task lasts its thread time (`tdur`), and every event
 * of its thread inside it moves and shrinks by the same factor; gaps between tasks stay.
 * @param {string} file
 */
export function shrinkTasksToThreadTime(file) {
  const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
  /** @type {{ts: number, dur?: number, tdur?: number, ph: string, name: string, pid: number, tid: number}[]} */
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  /** @type {Map<string, {start: number, end: number, factor: number}[]>} */
  const tasksByThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || !TOP_LEVEL_TASKS.has(event.name) || !event.dur || event.tdur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!tasksByThread.has(key)) tasksByThread.set(key, []);
    tasksByThread.get(key)?.push({start: event.ts, end: event.ts + event.dur, factor: Math.min(1, event.tdur / event.dur)});
  }
  for (const tasks of tasksByThread.values()) {
    tasks.sort((a, b) => a.start - b.start);
    // A top-level name nested inside another task belongs to the outer one.
    let end = -Infinity;
    for (let i = 0; i < tasks.length; i += 1) {
      if (tasks[i].start < end) tasks.splice(i--, 1);
      else end = tasks[i].end;
    }
  }
  for (const event of events) {
    const tasks = tasksByThread.get(`${event.pid}:${event.tid}`);
    if (!tasks || typeof event.ts !== 'number') continue;
    let low = 0;
    let high = tasks.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const task = tasks[middle];
      if (event.ts < task.start) high = middle - 1;
      else if (event.ts > task.end) low = middle + 1;
      else {
        event.ts = task.start + (event.ts - task.start) * task.factor;
        if (typeof event.dur === 'number') event.dur *= task.factor;
        break;
      }
    }
  }
  fs.writeFileSync(file, JSON.stringify(trace));
}

/**
 * The figures of one report. First-load JavaScript is every script the page downloads, leaving out
 * `<link rel="prefetch">` requests for other routes (not scripts to Chromium), sized as the build's
 * .gz file of each (Chromium is sent brotli, a little smaller).
 * @param {any} report @param {string} buildDir
 * @returns {Summary}
 */
function summarise(report, buildDir) {
  /** @param {string} id */
  const audit = (id) => report.audits[id];
  /** @type {{url: string, resourceType: string, priority: string, transferSize: number}[]} */
  const requests = audit('network-requests').details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.priority !== 'Lowest');
  const builtGzip = (/** @type {string} */ url) => {
    const file = path.join(buildDir, `${new URL(url).pathname}.gz`);
    return fs.existsSync(file) ? fs.statSync(file).size : 0;
  };
  /** @type {{url: unknown, scripting: number}[]} */
  const bootupItems = audit('bootup-time').details?.items ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    categories: Object.fromEntries(
      Object.entries(report.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
    ),
    cls: audit('cumulative-layout-shift').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    speedIndexMs: audit('speed-index').numericValue,
    jsKb: scripts.reduce((sum, r) => sum + builtGzip(r.url), 0) / 1024,
    transferKb: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    domNodes: audit('dom-size').numericValue,
    // The audits that cost a category other than performance points (performance's are graded metrics).
    failing: Object.entries(report.categories)
      .filter(([key]) => key !== 'performance')
      .flatMap(([, category]) => /** @type {{id: string, weight: number}[]} */ (category.auditRefs))
      .filter(({id, weight}) => weight > 0 && typeof audit(id).score === 'number' && audit(id).score < 1)
      .map(({id}) => id),
    mainThreadMs: audit('mainthread-work-breakdown').numericValue,
    bootup: bootupItems
      .filter((item) => typeof item.url === 'string' && item.url.startsWith('http'))
      .map((item) => ({file: new URL(String(item.url)).pathname.split('/').pop() || 'document', ms: item.scripting})),
  };
}
