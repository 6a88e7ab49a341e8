#!/usr/bin/env node
// Measures the site on this machine and prints one table, also written to
// bench/RESULTS.md: cold build time and memory (Faster vs webpack), output
// size, first-visit JS/CSS weight, Lighthouse scores and search latency; then
// nginx (deploy/nginx.conf) under a bounded loopback load, and search
// (scripts/lib/search-bench.mjs: relevance next to Pagefind, first-search
// download, time to first suggestions), each in its own section.
// The full run also checks the broken-link report of a real build and prints
// the last `npm test` run's time (scripts/bench-loop.mjs).
// Usage: npm run bench [-- --skip-build] [--skip-lighthouse] [--runs 3] [--only serve|search|perf|suite|links|playground|console|scale]
// `--only scale [--sizes 1,3,10]`: the site built at several times its content in scratch copies,
// with build time, memory, output and search figures per size (scripts/bench/scale.mjs).
// `--only console`: an operation page's first-load JS and what opening the API console loads (scripts/bench/console.mjs).
// `--only playground`: the streaming playground's weight before and after Connect, its Lighthouse
// mobile score and the engine's round trip (scripts/bench/playground.mjs).
// `--only suite` runs `npm test` and prints its times; `--only links` runs the broken-link check.
// `--only <section>` measures that section alone on the existing build/ and
// replaces only that section of bench/RESULTS.md.
// The perf section (also `--only perf`): Lighthouse mobile side by side with a
// stock Docusaurus 3.7 classic site scaffolded into bench/tmp/stock-site, both
// served by serve.mjs; it builds this site first unless --skip-build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {spawn, spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {cpus, loadavg} from 'node:os';
import {chromium as playwrightChromium} from 'playwright-core';
import autocannon from 'autocannon';
import {searchBench} from './lib/search-bench.mjs';
import {playgroundBench} from './bench/playground.mjs';
import {consoleBench} from './bench/console.mjs';
import {SCALE_SIZES, scaleBench} from './bench/scale.mjs';
import {brokenLinkBuild, runSuite, suiteRows} from './bench-loop.mjs';
import {precompressDir} from './lib/precompress.mjs';
import {headersFileOf, writeServerIncludes} from '../config/serving.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values: options} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    port: {type: 'string', default: '4300'},
    only: {type: 'string'},
    sizes: {type: 'string', default: SCALE_SIZES.join(',')},
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const origin = `http://127.0.0.1:${port}`;
const chromium = JSON.parse(fs.readFileSync(path.join(root, 'tests/support/chromium.json'), 'utf8'));
const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;
const chromiumArgs = ['--headless=new', ...chromium.args];
const pages = [
  {name: 'Home', route: '/'},
  {name: 'Guide', route: '/docs/quick-start'},
  {name: 'Operation', route: '/api/create-streaming-session'},
  {name: 'Search', route: '/search?q=session'},
];
const env = {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_TELEMETRY_DISABLED: '1'};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const log = (message) => process.stderr.write(`${message}\n`);

function dirSize(dir) {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true}).reduce((sum, entry) => {
    return entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum;
  }, 0);
}

/** One cold build: caches removed first; wall time and the largest process's peak memory. */
function coldBuild(faster) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  const gen = spawnSync('npm', ['run', 'gen', '--silent'], {cwd: root, env, stdio: 'ignore'});
  if (gen.status !== 0) throw new Error('npm run gen failed');
  const started = performance.now();
  const timed = fs.existsSync('/usr/bin/time');
  const command = timed ? '/usr/bin/time' : 'npx';
  const args = timed ? ['-f', '%M', 'npx', 'docusaurus', 'build'] : ['docusaurus', 'build'];
  const result = spawnSync(command, args, {
    cwd: root,
    env: {...env, DOCUSAURUS_FASTER: faster ? 'true' : 'false'},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr.slice(-2000)}`);
  const peakKb = timed ? Number(result.stderr.trim().split('\n').at(-1)) : NaN;
  return {seconds, peakMb: peakKb / 1024};
}

function startServer(dir = 'build', at = port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(at), '--dir', dir], {cwd: root, stdio: 'ignore'});
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15000;
    const poll = () =>
      fetch(`http://127.0.0.1:${at}/`).then(
        () => resolve(server),
        () => (Date.now() > deadline ? reject(new Error(`server for ${dir} did not start on port ${at}`)) : setTimeout(poll, 200)),
      );
    poll();
  });
}

/** JS and CSS a first visit downloads until the load event, sized as gzip of the built files. */
async function pageWeight(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'load'});
  await context.close();
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSize(path.join(root, 'build', asset));
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  return {js, css, files: assets.size};
}

function lighthouse(route, preset) {
  const scores = {performance: [], accessibility: [], 'best-practices': [], seo: []};
  for (let run = 0; run < runs; run += 1) {
    const args = [
      '--yes',
      'lighthouse@12.8.2',
      `${origin}${route}`,
      '--output=json',
      '--quiet',
      `--chrome-flags=${chromiumArgs.join(' ')}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ];
    const result = spawnSync('npx', args, {cwd: root, env: {...env, CHROME_PATH: chromiumPath}, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
    if (result.status !== 0) throw new Error(`lighthouse failed for ${route}:\n${result.stderr.slice(-1500)}`);
    const report = JSON.parse(result.stdout);
    for (const key of Object.keys(scores)) scores[key].push(Math.round((report.categories[key]?.score ?? 0) * 100));
  }
  return Object.fromEntries(Object.entries(scores).map(([key, list]) => [key, median(list)]));
}

/** Time from setting the query to the suggestion list changing, measured inside the page. */
async function searchLatency(browser) {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const box = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await box.focus();
  await box.pressSequentially('session');
  await page.locator('[role="listbox"] [role="option"]').first().waitFor();
  const words = ['voice', 'glossary', 'broadcast', 'token', 'audio', 'preset', 'language', 'caption', 'error', 'webrtc'];
  const queries = Array.from({length: 50}, (_, i) => `${words[i % words.length]}${i % 3 === 0 ? '' : ' ' + words[(i * 7) % words.length]}`);
  const timings = await page.evaluate(async (list) => {
    const input = document.querySelector('.navbar input[aria-label="Search"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const results = [];
    for (const query of list) {
      const listbox = document.querySelector('.navbar [role="listbox"]');
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(listbox, {childList: true, subtree: true, characterData: true});
        setTimeout(() => {
          observer.disconnect();
          resolve();
        }, 2000);
      });
      const started = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      await changed;
      results.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return results;
  }, queries);
  await page.close();
  return {median: median(timings), p95: percentile(timings, 95)};
}

const LOAD = {connections: 50, seconds: 10};

/** nginx with deploy/nginx.conf on the port after the Node server's. */
async function startNginx() {
  const nginxPort = port + 1;
  const nginx = spawn(process.execPath, ['scripts/nginx-local.mjs', '--port', String(nginxPort), '--dir', 'build'], {cwd: root, stdio: 'ignore'});
  const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    try {
      await fetch(`${nginxOrigin}/`);
      return {nginx, nginxOrigin};
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * A bounded loopback load on nginx: 50 connections for 10 s on the largest
 * search index and on a guide page, asking for brotli or gzip as browsers do.
 */
/** The search index files of the build: the pointer, and the hashed manifest and parts. */
function searchIndexFiles() {
  const hashed = fs.existsSync(path.join(root, 'build', 'assets', 'search'))
    ? fs.readdirSync(path.join(root, 'build', 'assets', 'search')).filter((file) => file.endsWith('.json')).map((file) => `assets/search/${file}`)
    : [];
  return [...fs.readdirSync(path.join(root, 'build')).filter((file) => /^search-manifest\.json$/.test(file)), ...hashed];
}

async function servingLoad() {
  const rows = [];
  const add = (measure, value, target = '') => rows.push({area: 'Serving (nginx)', measure, value, target});
  const index = searchIndexFiles().sort((a, b) => fs.statSync(path.join(root, 'build', b)).size - fs.statSync(path.join(root, 'build', a)).size)[0];
  const {nginx, nginxOrigin} = await startNginx();
  try {
    for (const {name, route, rate, p99} of [
      {name: `Search index (/${index})`, route: `/${index}`, rate: 300, p99: 500},
      {name: 'Guide page (/docs/quick-start)', route: '/docs/quick-start', rate: 2000},
    ]) {
      log(`load ${route}: ${LOAD.connections} connections, ${LOAD.seconds} s`);
      const result = await autocannon({
        url: `${nginxOrigin}${route}`,
        connections: LOAD.connections,
        duration: LOAD.seconds,
        headers: {'accept-encoding': 'br, gzip'},
        // One client thread per core, like nginx's workers: a single Node thread saturates first.
        workers: cpus().length,
      });
      const failures = result.errors + result.timeouts + result.non2xx;
      add(`${name}: requests/s (mean)`, result.requests.average.toFixed(0), `≥ ${rate}`);
      add(`${name}: latency p50 / p99`, `${result.latency.p50} ms / ${result.latency.p99} ms`, p99 ? `p99 ≤ ${p99} ms` : '');
      add(`${name}: transferred`, `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s, ${kb(result.throughput.total / result.requests.total)} per answer`);
      add(`${name}: errors, timeouts, non-2xx`, `${result.errors}, ${result.timeouts}, ${result.non2xx}`, '0, 0, 0');
      if (failures) log(`  ${failures} failed requests`);
    }
  } finally {
    nginx.kill('SIGTERM');
  }
  return rows;
}

const tableOf = (rows) =>
  ['| Area | Measure | Result | Target |', '|---|---|---|---|', ...rows.map((r) => `| ${r.area} | ${r.measure} | ${r.value} | ${r.target} |`)].join('\n');

function machineLine() {
  const date = new Date().toISOString().slice(0, 10);
  return `${date} (${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)})`;
}

/** The serving section of bench/RESULTS.md, replaced on its own by `--only serve`. */
async function servingSection(rows) {
  return `## Serving\n\nMeasured on ${machineLine()} with autocannon (one worker thread per core), ${LOAD.connections} connections for ${LOAD.seconds} s per URL, client and nginx (\`worker_processes auto\`, precompressed files) on the same loopback machine.\n\n${tableOf(rows)}\n`;
}

function writeResults(update) {
  const file = path.join(root, 'bench', 'RESULTS.md');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  fs.writeFileSync(file, update(previous));
}

// ---- perf: our pages beside a stock Docusaurus 3.7 classic site ----

const stockDir = path.join(root, 'bench', 'tmp', 'stock-site');
const lighthouseDir = path.join(root, 'bench', 'tmp', 'lighthouse');
const perfPages = [
  {site: 'ours', name: 'Home', route: '/'},
  {site: 'ours', name: 'Guide', route: '/docs/quick-start'},
  {site: 'ours', name: 'Operation', route: '/api/create-a-new-glossary'},
  {site: 'ours', name: 'Session sequence', route: '/docs/streaming_api/messages/session-sequence'},
  {site: 'stock', name: 'Home', route: '/'},
  {site: 'stock', name: 'Doc page', route: '/docs/intro'},
];
const perfGoals = {performance: 95, cls: 0.02, tbtMs: 150, jsKb: 200};
const lighthouseFlags = [
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

function run(command, args, cwd) {
  log(`$ ${command} ${args.join(' ')}  (in ${path.relative(root, cwd) || '.'})`);
  const result = spawnSync(command, args, {cwd, env, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * Scaffolds the stock classic TypeScript site once from the official template, then installs and
 * builds it if needed. One change to the template: webpackbar 7, as in our package.json, because
 * the webpackbar 6 that Docusaurus 3.7 asks for fails against current webpack releases. The build
 * is then prepared for scripts/serve.mjs as ours is: .br/.gz files written by our precompress
 * plugin's own function, and a Content-Security-Policy include (serve.mjs requires one).
 */
async function ensureStockSite() {
  const manifest = path.join(stockDir, 'package.json');
  if (!fs.existsSync(manifest)) {
    fs.mkdirSync(path.dirname(stockDir), {recursive: true});
    run('npx', ['--yes', 'create-docusaurus@3.7.0', path.basename(stockDir), 'classic', '--typescript', '--package-manager', 'npm', '--skip-install'], path.dirname(stockDir));
  }
  const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const webpackbar = path.join(stockDir, 'node_modules', 'webpackbar', 'package.json');
  if (pkg.overrides?.webpackbar !== '7.0.0') {
    pkg.overrides = {...pkg.overrides, webpackbar: '7.0.0'};
    fs.writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  const installed = fs.existsSync(webpackbar) && JSON.parse(fs.readFileSync(webpackbar, 'utf8')).version === '7.0.0';
  if (!installed) run('npm', ['install', '--no-audit', '--no-fund'], stockDir);
  const build = path.join(stockDir, 'build');
  if (!fs.existsSync(path.join(build, 'index.html'))) run('npx', ['docusaurus', 'build'], stockDir);
  if (!fs.existsSync(path.join(build, 'index.html.br'))) await precompressDir(build);
  const policy = `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:`;
  writeServerIncludes(build, policy);
}

/** One Lighthouse mobile run (performance only); the JSON report is kept in bench/tmp/lighthouse/. */
function lighthouseMobile(url, label, buildDir) {
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  const args = [url, '--output=json', '--quiet', '--only-categories=performance', `--chrome-flags=${lighthouseFlags.join(' ')}`];
  // Lighthouse now and then fails to record the trace (NO_NAVSTART); such a run is tried again, twice at most.
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = spawnSync(bin, args, {cwd: root, env: {...env, CHROME_PATH: chromiumPath}, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
    if (result.status === 0) break;
    log(`lighthouse failed for ${url} (attempt ${attempt} of 3): ${result.stderr.trim().split('\n').pop()}`);
  }
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}:\n${result.stderr.slice(-1500)}`);
  fs.mkdirSync(lighthouseDir, {recursive: true});
  fs.writeFileSync(path.join(lighthouseDir, `${label}.json`), result.stdout);
  return summarise(JSON.parse(result.stdout), buildDir);
}

/**
 * The figures of one report. First-load JavaScript is every script the page
 * downloads, leaving out `<link rel="prefetch">` requests for other routes
 * (not scripts to Chromium), sized as the build's .gz file of each (Chromium
 * is sent brotli, a little smaller).
 */
function summarise(report, buildDir) {
  const audit = (id) => report.audits[id];
  const requests = audit('network-requests').details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.priority !== 'Lowest');
  const bootup = (audit('bootup-time').details?.items ?? [])
    .filter((item) => typeof item.url === 'string' && item.url.startsWith('http'))
    .map((item) => ({file: new URL(item.url).pathname.split('/').pop() || 'document', ms: item.scripting}));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    cls: audit('cumulative-layout-shift').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    jsKb: scripts.reduce((sum, r) => sum + fs.statSync(path.join(buildDir, `${new URL(r.url).pathname}.gz`)).size, 0) / 1024,
    domNodes: audit('dom-size').numericValue,
    mainThreadMs: audit('mainthread-work-breakdown').numericValue,
    bootup,
  };
}

const medianOf = (list, key) => median(list.map((item) => item[key]));

async function perfSection({built}) {
  if (!built && !options['skip-build']) {
    /** @type {NodeJS.ProcessEnv} */
    const productionEnv = {...env};
    delete productionEnv.DOCS_FIXTURES;
    log('production build of this site');
    const result = spawnSync('npm', ['run', 'build'], {cwd: root, env: productionEnv, stdio: ['ignore', 'ignore', 'inherit']});
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  if (!fs.existsSync(path.join(root, 'build', 'index.html'))) throw new Error('--skip-build needs an existing build/ (npm run build)');
  await ensureStockSite();
  const origins = {ours: `http://127.0.0.1:${port}`, stock: `http://127.0.0.1:${port + 1}`};
  const buildDirs = {ours: path.join(root, 'build'), stock: path.join(stockDir, 'build')};
  const servers = [await startServer('build', port), await startServer(path.relative(root, path.join(stockDir, 'build')), port + 1)];
  const load = [loadavg()[0]];
  const results = new Map(perfPages.map((page) => [page, []]));
  try {
    for (const page of perfPages) await fetch(`${origins[page.site]}${page.route}`).then((response) => response.text());
    // Runs go round all pages in turn so that changes in machine load touch every page alike.
    for (let round = 1; round <= runs; round += 1) {
      for (const page of perfPages) {
        const label = `${page.site}-${page.route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${round}`;
        log(`lighthouse mobile ${round}/${runs} ${page.site} ${page.route}`);
        results.get(page).push(lighthouseMobile(`${origins[page.site]}${page.route}`, label, buildDirs[page.site]));
      }
    }
  } finally {
    for (const server of servers) server.kill();
  }
  load.push(loadavg()[0]);

  const rows = perfPages.map((page) => {
    const list = results.get(page);
    return {
      ...page,
      performance: medianOf(list, 'performance'),
      cls: medianOf(list, 'cls'),
      tbtMs: medianOf(list, 'tbtMs'),
      lcpMs: medianOf(list, 'lcpMs'),
      jsKb: medianOf(list, 'jsKb'),
      domNodes: medianOf(list, 'domNodes'),
      mainThreadMs: medianOf(list, 'mainThreadMs'),
      bootup: list.at(-1).bootup,
    };
  });
  const stockDoc = rows.find((row) => row.site === 'stock' && row.name === 'Doc page');
  const misses = (row) => {
    if (row.site !== 'ours') return '';
    const missed = [
      row.performance < perfGoals.performance && `score < ${perfGoals.performance}`,
      row.performance <= stockDoc.performance && 'not ahead of stock doc',
      row.cls > perfGoals.cls && `CLS > ${perfGoals.cls}`,
      row.tbtMs > perfGoals.tbtMs && `TBT > ${perfGoals.tbtMs} ms`,
      row.jsKb > perfGoals.jsKb && `JS > ${perfGoals.jsKb} KB`,
    ].filter(Boolean);
    return missed.length ? missed.join(', ') : 'all met';
  };
  const table = [
    '| Site | Page | Performance | CLS | TBT | LCP | First-load JS (gzip) | DOM nodes | Main-thread work | Goals |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) =>
      [
        '',
        row.site,
        `${row.name} \`${row.route}\``,
        row.performance,
        row.cls.toFixed(3),
        `${Math.round(row.tbtMs)} ms`,
        `${(row.lcpMs / 1000).toFixed(1)} s`,
        `${row.jsKb.toFixed(1)} KB`,
        Math.round(row.domNodes),
        `${(row.mainThreadMs / 1000).toFixed(1)} s`,
        misses(row),
        '',
      ].join(' | ').trim(),
    ),
  ].join('\n');
  const heaviest = rows
    .filter((row) => row.site === 'ours')
    .map((row) => `- ${row.name}: ${row.bootup.slice(0, 4).map((item) => `${item.file} ${Math.round(item.ms)} ms`).join(', ')}`)
    .join('\n');
  const goals = `Goals for our pages: performance ≥ ${perfGoals.performance} and above the stock doc page, CLS ≤ ${perfGoals.cls}, TBT ≤ ${perfGoals.tbtMs} ms, first-load JS ≤ ${perfGoals.jsKb} KB gzip.`;
  const body = [
    `Measured on ${machineLine()}; load average ${load.map((value) => value.toFixed(1)).join(' → ')} over the run. Lighthouse 12.8.2 mobile (simulated throttling), median of ${runs}; both sites built for production, precompressed and served by \`scripts/serve.mjs\` on 127.0.0.1. The stock site is \`create-docusaurus@3.7.0 classic --typescript\`, unchanged but for webpackbar 7 so that it builds. First-load JS is the gzip size (the build's .gz files) of every script a first visit downloads, prefetches of other routes left out. Reports: \`bench/tmp/lighthouse/\`.`,
    goals,
    table,
    `Script evaluation by file (last run, Lighthouse bootup-time):\n\n${heaviest}`,
  ].join('\n\n');
  writeResults((previous) => replaceSectionText(previous, 'Compared with a stock Docusaurus site', body));
  console.log(`${table}\n\n${goals}`);
}

/** Replaces (or appends) one `## title` section, keeping the others. */
function replaceSectionText(text, title, body) {
  const block = `## ${title}\n\n${body.trimEnd()}\n`;
  const start = text.indexOf(`\n## ${title}\n`);
  if (start === -1) return `${text.trimEnd()}\n\n${block}`;
  const next = text.indexOf('\n## ', start + 1);
  return `${text.slice(0, start + 1)}${block}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
}

/** Replaces the section under `heading` in bench/RESULTS.md (or appends it). */
function replaceSection(heading, section) {
  writeResults((previous) => {
    const pattern = new RegExp(`\\n${heading}\\n[\\s\\S]*?(?=\\n## |$)`);
    const rest = previous.replace(pattern, '').trimEnd();
    return `${rest}\n\n${section.trimEnd()}\n`;
  });
}

const SEARCH_HEADING = '## Search';

/** The search section of bench/RESULTS.md: its table and the queries each ranking missed (not in the top 3). */
async function searchSection(browser) {
  const {rows, misses} = await searchBench({browser, origin, root, log});
  console.log(tableOf(rows));
  return `${SEARCH_HEADING}\n\n${tableOf(rows)}\n\nQueries not answered in the top 3:\n\n${misses.join('\n')}\n`;
}

/** Measures one section on the existing build and replaces it in bench/RESULTS.md. */
async function sectionOnly(heading, needs, section) {
  if (!fs.existsSync(path.join(root, 'build', needs))) throw new Error(`--only needs a build with build/${needs}: run npm run build`);
  const server = await startServer();
  const browser = await playwrightChromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    replaceSection(heading, await section(browser));
  } finally {
    await browser.close();
    server.kill();
  }
}

const PLAYGROUND_HEADING = '## Streaming playground';

async function playgroundSection(browser) {
  const rows = await playgroundBench({browser, origin, root, log, lighthouse: (route) => lighthouseMobile(`${origin}${route}`, `playground-${Date.now()}`, path.join(root, 'build'))});
  console.log(tableOf(rows));
  return `${PLAYGROUND_HEADING}\n\nMeasured on ${machineLine()}; production build served by \`scripts/serve.mjs\`.\n\n${tableOf(rows)}\n`;
}

const CONSOLE_HEADING = '## API console';

async function consoleSection(browser) {
  const rows = await consoleBench({browser, origin, root, log});
  console.log(tableOf(rows));
  return `${CONSOLE_HEADING}\n\nMeasured on ${machineLine()}; production build served by \`scripts/serve.mjs\`.\n\n${tableOf(rows)}\n`;
}

async function scaleSection() {
  const sizes = options.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1) || sizes[0] !== 1) throw new Error(`--sizes takes whole numbers, 1 first, as in 1,3,10 or 1,10,3, not "${options.sizes}"`);
  const browser = await playwrightChromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const write = (body) => writeResults((previous) => replaceSectionText(previous, 'Scale', body));
    const {table, goals} = await scaleBench({root, browser, port, log, sizes, startServer, write});
    console.log(`${table}\n\n${goals}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  if (options.only === 'scale') return scaleSection();
  if (options.only === 'console') return sectionOnly(CONSOLE_HEADING, 'api/create-a-new-glossary/index.html', consoleSection);
  if (options.only === 'playground') return sectionOnly(PLAYGROUND_HEADING, 'docs/playground/index.html', playgroundSection);
  if (options.only === 'perf') {
    await perfSection({built: false});
    return;
  }
  if (options.only === 'search') return sectionOnly(SEARCH_HEADING, 'index.html', searchSection);
  if (options.only === 'serve') {
    if (!fs.existsSync(headersFileOf(path.join(root, 'build')))) throw new Error('--only serve needs a build: run npm run build');
    const rows = await servingLoad();
    replaceSection('## Serving', await servingSection(rows));
    console.log(tableOf(rows));
    return;
  }
  const rows = [];
  let search = '';
  let playground = '';
  let apiConsole = '';
  const add = (area, measure, value, target = '') => rows.push({area, measure, value, target});
  if (options.only === 'suite' || options.only === 'links') {
    try {
      if (options.only === 'suite') runSuite(env, port);
      else brokenLinkBuild(env, add);
    } finally {
      if (options.only === 'suite') suiteRows(add);
      console.log(tableOf(rows));
    }
    return;
  }
  if (options.only) throw new Error(`--only accepts serve, search, perf, suite, links, playground, console or scale, not "${options.only}"`);

  if (!options['skip-build']) {
    const builds = {faster: [], webpack: []};
    for (const [name, faster] of [['webpack', false], ['faster', true]]) {
      for (let run = 0; run < runs; run += 1) {
        log(`cold build ${name} ${run + 1}/${runs}`);
        builds[name].push(coldBuild(faster));
      }
    }
    const wall = (name) => median(builds[name].map((b) => b.seconds));
    const memory = (name) => median(builds[name].map((b) => b.peakMb));
    add('Build', 'Cold build, Faster (median)', `${wall('faster').toFixed(1)} s, ${memory('faster').toFixed(0)} MB peak`);
    add('Build', 'Cold build, webpack (median)', `${wall('webpack').toFixed(1)} s, ${memory('webpack').toFixed(0)} MB peak`);
    add('Build', 'Faster / webpack', (wall('faster') / wall('webpack')).toFixed(2), '≤ 0.35');
  } else if (!fs.existsSync(path.join(root, 'build'))) {
    throw new Error('--skip-build needs an existing build/');
  }
  add('Build', 'Size of build/', `${(dirSize(path.join(root, 'build')) / 1024 / 1024).toFixed(2)} MB`);

  const server = await startServer();
  const browser = await playwrightChromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    for (const {name, route} of pages) {
      log(`weight ${route}`);
      const weight = await pageWeight(browser, route);
      const budget = name === 'Home' || name === 'Guide' ? '≤ 215 KB' : name === 'Operation' ? '≤ 350 KB' : '';
      add('Weight', `${name} first-visit JS (gzip)`, kb(weight.js), budget);
      add('Weight', `${name} first-visit CSS (gzip)`, kb(weight.css));
    }
    const indexFiles = searchIndexFiles();
    const indexSize = indexFiles.reduce((sum, file) => sum + gzipSize(path.join(root, 'build', file)), 0);
    add('Search', `Index size, ${indexFiles.length} files (gzip)`, kb(indexSize));
    log('search latency');
    const latency = await searchLatency(browser);
    add('Search', 'Keystroke to suggestions, median', `${latency.median.toFixed(1)} ms`);
    add('Search', 'Keystroke to suggestions, p95', `${latency.p95.toFixed(1)} ms`, '≤ 50 ms');

    if (!options['skip-lighthouse']) {
      for (const preset of ['mobile', 'desktop']) {
        for (const {name, route} of pages) {
          log(`lighthouse ${preset} ${route}`);
          const s = lighthouse(route, preset);
          const perfTarget = preset === 'mobile' ? (name === 'Home' || name === 'Guide' ? '≥ 95' : '≥ 90') : '';
          add(`Lighthouse ${preset}`, `${name}: performance`, String(s.performance), perfTarget);
          add(`Lighthouse ${preset}`, `${name}: accessibility / best practices / SEO`, `${s.accessibility} / ${s['best-practices']} / ${s.seo}`, '100 / 100 / 100');
        }
      }
    }
    search = await searchSection(browser);
    playground = await playgroundSection(browser);
    apiConsole = await consoleSection(browser);
  } finally {
    await browser.close();
    server.kill();
  }

  brokenLinkBuild(env, add);
  suiteRows(add);
  const serving = await servingLoad();
  const table = tableOf(rows);
  const report = `# Benchmark results\n\nMeasured on ${machineLine()}; ${runs} run(s) per median. Served by \`scripts/serve.mjs\` (precompressed files) on 127.0.0.1.\n\n${table}\n\n${await servingSection(serving)}\n${search}\n${playground}\n${apiConsole}`;
  writeResults(() => report);
  console.log(table);
  console.log(tableOf(serving));
  await perfSection({built: !options['skip-build']});
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
