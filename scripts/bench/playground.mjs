// @ts-check
// The streaming playground (/docs/playground) in numbers: what its page
// downloads before and after Connect, next to the first load of a guide and an
// operation page, and the round trip of the streaming engine through both of
// its transports (the Web Worker the page uses, and `ws` in Node as the tests
// use it). `npm run bench -- --only playground`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import WebSocket from 'ws';

const ROUTE = '/docs/playground';
const ROUND_TRIPS = 100;

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Gzip size of the scripts a page asks for, from the built files.
 * @param {string} root @param {Iterable<string>} files
 */
export function gzipOf(root, files) {
  let total = 0;
  for (const file of files) total += zlib.gzipSync(fs.readFileSync(path.join(root, 'build', file)), {level: 9}).length;
  return total;
}

/**
 * Scripts the page requests until it is loaded and the network is idle, then the
 * scripts an action runs (and the round-trip times the action returns, if any).
 * `prefetched`: scripts only prefetched (for other routes), never run, in either phase.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {((page: import('playwright-core').Page) => Promise<number[] | void>) | undefined} action
 */
export async function scriptsOf(browser, url, action) {
  const page = await browser.newPage();
  /** @type {Set<string>} */
  const before = new Set();
  /** @type {Set<string>} */
  const after = new Set();
  /** @type {Set<string>} */
  const ran = new Set();
  /** @type {Set<string>} */
  const requested = new Set();
  let acted = false;
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (!pathname.endsWith('.js')) return;
    requested.add(pathname);
    const runs = request.resourceType() === 'script';
    if (runs) ran.add(pathname);
    if (!acted) before.add(pathname);
    else if (runs) after.add(pathname);
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Routes in view are prefetched once the page is idle.
  await page.waitForLoadState('networkidle');
  /** @type {number[]} */
  let trips = [];
  if (action) {
    acted = true;
    const times = await action(page);
    if (times) trips = times;
  }
  await page.close();
  for (const file of before) after.delete(file);
  return {before, after, trips, prefetched: new Set([...requested].filter((file) => !ran.has(file)))};
}

/**
 * Round trips through the page's Web Worker, as a reader makes them: Send in the
 * composer, timed from the sent frame to its answer in the message log.
 * @param {import('playwright-core').Page} page
 */
async function workerRoundTrips(page) {
  const log = page.getByRole('log', {name: 'Message log'});
  const send = page.getByRole('button', {name: 'Send', exact: true});
  for (let i = 0; i < ROUND_TRIPS; i += 1) {
    const received = await log.locator('li[data-direction="received"]').count();
    await send.click();
    await log.locator('li[data-direction="received"]').nth(received).waitFor({state: 'attached'});
  }
  return log.locator('li').evaluateAll((items) => {
    const at = (/** @type {Element} */ item) => Number(item.querySelector('summary')?.textContent?.match(/\+([\d.]+) s/)?.[1]) * 1000;
    /** @type {number[]} */
    const times = [];
    let sentAt = -1;
    for (const item of items) {
      const direction = item.getAttribute('data-direction');
      if (direction === 'sent') sentAt = at(item);
      else if (direction === 'received' && sentAt >= 0) {
        times.push(at(item) - sentAt);
        sentAt = -1;
      }
    }
    return times;
  });
}

/**
 * The same round trips over `ws` against the Node stand-in the tests use.
 * @param {string} root
 */
async function nodeRoundTrips(root) {
  const require = createRequire(import.meta.url);
  const load = require('jiti')(path.join(root, 'scripts/bench/playground.mjs'), {interopDefault: true});
  const {RestMock} = load(path.join(root, 'tests/support/stand-ins/rest-mock.ts'));
  const {StreamStandIn} = load(path.join(root, 'tests/support/stand-ins/stream-stand-in.ts'));
  const credentials = {clientId: 'bench', clientSecret: 'bench'};
  const rest = new RestMock(credentials);
  const stream = new StreamStandIn(rest);
  const baseUrl = await rest.start();
  await stream.start();
  try {
    const response = await fetch(`${baseUrl}/session-storage/session`, {
      method: 'POST',
      headers: {ClientId: credentials.clientId, ClientSecret: credentials.clientSecret, 'Content-Type': 'application/json'},
      body: JSON.stringify({data: {intent: 'api'}}),
    });
    const {data: session} = await response.json();
    const ws = new WebSocket(`${session.ws_url}?token=${session.publisher}`);
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    const times = [];
    for (let i = 0; i < ROUND_TRIPS; i += 1) {
      const answered = new Promise((resolve) => ws.once('message', resolve));
      const started = performance.now();
      ws.send(JSON.stringify({message_type: 'get_task', data: {}}));
      await answered;
      times.push(performance.now() - started);
    }
    ws.close();
    return times;
  } finally {
    await stream.stop();
    await rest.stop();
  }
}

/**
 * @param {{browser: import('playwright-core').Browser, origin: string, root: string, log: (message: string) => void, lighthouse: (route: string) => Record<'raw' | 'corrected', {performance: number, tbtMs: number}>}} options
 * @returns {Promise<{area: string, measure: string, value: string, target: string}[]>}
 */
export async function playgroundBench({browser, origin, root, log, lighthouse}) {
  /** @type {{area: string, measure: string, value: string, target: string}[]} */
  const rows = [];
  /** @param {string} measure @param {string} value @param {string} [target] */
  const add = (measure, value, target = '') => rows.push({area: 'Playground', measure, value, target});

  log('playground: scripts before and after Connect');
  const playground = await scriptsOf(browser, `${origin}${ROUTE}`, async (page) => {
    await page.getByRole('button', {name: 'Connect', exact: true}).click();
    await page.getByRole('status').filter({hasText: 'Connected'}).waitFor();
    return workerRoundTrips(page);
  });
  const guide = await scriptsOf(browser, `${origin}/docs/quick-start`, undefined);
  const operation = await scriptsOf(browser, `${origin}/api/create-a-new-glossary`, undefined);
  const own = [...playground.before].filter((file) => !guide.before.has(file));
  add('Page JS before Connect, all scripts (gzip)', kb(gzipOf(root, playground.before)));
  add("Page JS before Connect, the playground's own chunks (gzip)", kb(gzipOf(root, own)), '≤ 150 KB');
  add('JS loaded by Connect: engine and validators in the worker (gzip)', kb(gzipOf(root, playground.after)));
  add('Guide first-load JS (gzip), for comparison', kb(gzipOf(root, guide.before)));
  add('Operation first-load JS (gzip), for comparison', kb(gzipOf(root, operation.before)));
  // The engine's own words: they are in a script only when the engine is.
  const elsewhere = [...guide.before, ...operation.before].filter((file) =>
    fs.readFileSync(path.join(root, 'build', file), 'utf8').includes('engine bug: outgoing'),
  );
  add('Scripts of the engine loaded by a guide or an operation page', String(elsewhere.length), '0');

  const trips = playground.trips;
  if (trips.length > 0) {
    add(
      `Round trip through the Web Worker, Send to the answer in the log, p50 / p95 (${trips.length} get_task)`,
      `${percentile(trips, 50).toFixed(2)} / ${percentile(trips, 95).toFixed(2)} ms`,
    );
  }
  log('playground: engine round trips over ws in Node');
  const node = await nodeRoundTrips(root);
  add(
    `Engine round trip over ws in Node, p50 / p95 (${node.length} get_task)`,
    `${percentile(node, 50).toFixed(2)} / ${percentile(node, 95).toFixed(2)} ms`,
  );

  log('playground: Lighthouse mobile');
  const runs = [0, 1, 2].map(() => lighthouse(ROUTE));
  /** The median of three runs, raw (CPU-time corrected, as in the comparison with stock). @param {'performance' | 'tbtMs'} key */
  const median = (key) =>
    /** @type {const} */ (['raw', 'corrected']).map((kind) => Math.round(runs.map((run) => run[kind][key]).sort((a, b) => a - b)[1]));
  const [score, scoreCorrected] = median('performance');
  const [tbt, tbtCorrected] = median('tbtMs');
  add('Lighthouse mobile performance, raw (CPU-time corrected), median of 3', `${score} (**${scoreCorrected}**)`, '≥ 90 corrected');
  add('Lighthouse mobile TBT, raw (CPU-time corrected), median of 3', `${tbt} (**${tbtCorrected}**) ms`);
  return rows;
}
