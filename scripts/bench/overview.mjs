// @ts-check
// The first table of a full `npm run bench`: cold build time and memory (Faster
// against webpack), output size, first-visit JS and CSS weight, keystroke to
// suggestions, and Lighthouse mobile and desktop with every category.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {buildDir, dirSize, env, gzipSize, kb, log, median, percentile, root} from './common.mjs';
import {lighthouseCorrected} from './lighthouse.mjs';
import {searchIndexFiles} from './serving.mjs';

const PAGES = [
  {name: 'Home', route: '/'},
  {name: 'Guide', route: '/docs/quick-start'},
  {name: 'Operation', route: '/api/create-streaming-session'},
  // The search page asks search engines not to index it (`noindex`), which Lighthouse's is-crawlable audit fails.
  {name: 'Search', route: '/search?q=session', seoExcepted: 'is-crawlable'},
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @typedef {(area: string, measure: string, value: string, target?: string) => void} Add */

/** One cold build: caches removed first; wall time and the largest process's peak memory. @param {boolean} faster */
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

/** @param {Add} add @param {number} runs */
export function buildRows(add, runs) {
  /** @type {Record<string, {seconds: number, peakMb: number}[]>} */
  const builds = {faster: [], webpack: []};
  for (const [name, faster] of /** @type {[string, boolean][]} */ ([
    ['webpack', false],
    ['faster', true],
  ])) {
    for (let run = 0; run < runs; run += 1) {
      log(`cold build ${name} ${run + 1}/${runs}`);
      builds[name].push(coldBuild(faster));
    }
  }
  const wall = (/** @type {string} */ name) => median(builds[name].map((b) => b.seconds));
  const memory = (/** @type {string} */ name) => median(builds[name].map((b) => b.peakMb));
  add('Build', 'Cold build, Faster (median)', `${wall('faster').toFixed(1)} s, ${memory('faster').toFixed(0)} MB peak`);
  add('Build', 'Cold build, webpack (median)', `${wall('webpack').toFixed(1)} s, ${memory('webpack').toFixed(0)} MB peak`);
  add('Build', 'Faster / webpack', (wall('faster') / wall('webpack')).toFixed(2), '≤ 0.35');
}

/** JS and CSS a first visit downloads until the load event, sized as gzip of the built files. @param {import('playwright-core').Browser} browser @param {string} url */
async function pageWeight(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Set<string>} */
  const assets = new Set();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (request.url().startsWith(new URL(url).origin) && /\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await page.goto(url, {waitUntil: 'load'});
  await context.close();
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSize(path.join(buildDir, asset));
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  return {js, css};
}

/** Time from setting the query to the suggestion list changing, measured inside the page. @param {import('playwright-core').Browser} browser @param {string} origin */
async function searchLatency(browser, origin) {
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
    const input = /** @type {HTMLInputElement} */ (document.querySelector('.navbar input[aria-label="Search"]'));
    const setValue = /** @type {(value: string) => void} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set);
    /** @type {number[]} */
    const results = [];
    for (const query of list) {
      const listbox = /** @type {Element} */ (document.querySelector('.navbar [role="listbox"]'));
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(undefined);
        });
        observer.observe(listbox, {childList: true, subtree: true, characterData: true});
        setTimeout(() => {
          observer.disconnect();
          resolve(undefined);
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

/**
 * Weight, search latency and Lighthouse rows on the running server.
 * @param {{browser: import('playwright-core').Browser, origin: string, runs: number, skipLighthouse: boolean, add: Add}} options
 */
export async function pageRows({browser, origin, runs, skipLighthouse, add}) {
  add('Build', 'Size of build/', `${(dirSize(buildDir) / 1024 / 1024).toFixed(2)} MB`);
  for (const {name, route} of PAGES) {
    log(`weight ${route}`);
    const weight = await pageWeight(browser, `${origin}${route}`);
    const budget = name === 'Home' || name === 'Guide' ? '≤ 215 KB' : name === 'Operation' ? '≤ 350 KB' : '';
    add('Weight', `${name} first-visit JS (gzip)`, kb(weight.js), budget);
    add('Weight', `${name} first-visit CSS (gzip)`, kb(weight.css));
  }
  const indexFiles = searchIndexFiles();
  add(
    'Search',
    `Index size, ${indexFiles.length} files (gzip)`,
    kb(indexFiles.reduce((sum, file) => sum + gzipSize(path.join(buildDir, file)), 0)),
  );
  log('search latency');
  const latency = await searchLatency(browser, origin);
  add('Search', 'Keystroke to suggestions, median', `${latency.median.toFixed(1)} ms`);
  add('Search', 'Keystroke to suggestions, p95', `${latency.p95.toFixed(1)} ms`, '≤ 50 ms');
  if (skipLighthouse) return;
  for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
    for (const {name, route, seoExcepted} of PAGES) {
      log(`lighthouse ${preset} ${route}`);
      const reports = Array.from({length: runs}, (_, run) =>
        lighthouseCorrected(`${origin}${route}`, {
          label: `overview-${preset}-${name.toLowerCase()}-${run + 1}`,
          buildDir,
          preset,
          categories: CATEGORIES,
        }),
      );
      const score = (/** @type {string} */ key, kind = /** @type {'raw' | 'corrected'} */ ('raw')) =>
        median(reports.map((report) => report[kind].categories[key] ?? 0));
      const perfTarget = preset === 'mobile' ? (name === 'Home' || name === 'Guide' ? '≥ 95 corrected' : '≥ 90 corrected') : '';
      add(
        `Lighthouse ${preset}`,
        `${name}: performance, raw (CPU-time corrected)`,
        `${score('performance')} (**${score('performance', 'corrected')}**)`,
        perfTarget,
      );
      const failing = [...new Set(reports.flatMap((report) => report.raw.failing))];
      add(
        `Lighthouse ${preset}`,
        `${name}: accessibility / best practices / SEO`,
        `${score('accessibility')} / ${score('best-practices')} / ${score('seo')}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`,
        seoExcepted ? `100 / 100 / 100 but ${seoExcepted}` : '100 / 100 / 100',
      );
    }
  }
}
