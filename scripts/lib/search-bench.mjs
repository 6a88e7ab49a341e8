// The search section of `npm run bench`: relevance of the navbar dropdown from
// three starting pages next to Pagefind on the same build, what the first
// search downloads, and time to first suggestions with a 4× CPU slowdown.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {dropdownRanking, loadQueries, pagefindRanking, recordSearchWorker, scoreGroups} from './search-relevance.mjs';

export const START_PAGES = [
  {name: 'Home', route: '/'},
  {name: 'Guide', route: '/docs/quick-start'},
  {name: 'API page', route: '/api/create-streaming-session'},
];
const CPU_SLOWDOWN = 4;
/** Keystroke-to-suggestion timings spread by ±50 ms between runs on a 2-core machine: the median of 9 steadies it. */
export const LATENCY_RUNS = 9;

const pct = (value) => `${(value * 100).toFixed(1)} %`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function openAt(browser, origin, route) {
  const context = await browser.newContext();
  await context.addInitScript(recordSearchWorker);
  const page = await context.newPage();
  await page.goto(`${origin}${route}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.locator('.navbar input[aria-label="Search"]').focus();
  return {context, page};
}

async function dropdownScores(browser, origin, queries, route) {
  const {context, page} = await openAt(browser, origin, route);
  const rankings = [];
  for (const query of queries) rankings.push(await dropdownRanking(page, query.q));
  await context.close();
  return scoreGroups(queries, rankings);
}

async function pagefindScores(browser, origin, root, queries) {
  const pagefind = await import('pagefind');
  const {index} = await pagefind.createIndex({});
  await index.addDirectory({path: path.join(root, 'build')});
  await index.writeFiles({outputPath: path.join(root, 'build/pagefind')});
  await pagefind.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  // Pagefind compiles WebAssembly, which the site's Content-Security-Policy does not allow: its files and
  // the page that loads them are served without the policy.
  await context.route(`${origin}/pagefind/**`, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^(content-security-policy|content-encoding|content-length)$/i.test(name)),
    );
    await route.fulfill({response, headers});
  });
  await page.route(`${origin}/__pagefind-host`, (route) =>
    route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Pagefind</title>'}),
  );
  await page.goto(`${origin}/__pagefind-host`);
  const rankings = [];
  for (const query of queries) rankings.push(await pagefindRanking(page, query.q));
  await context.close();
  return scoreGroups(queries, rankings);
}

/**
 * Everything requested between focusing the box and the first suggestions, sized as gzip of the built files.
 * Save-Data is on, so that the index is not preloaded in idle time and the whole first search is counted.
 */
export async function firstSearchDownload(browser, origin, root, route) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
  });
  const page = await context.newPage();
  await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) files.add(decodeURIComponent(url.pathname));
  });
  await page.locator('.navbar input[aria-label="Search"]').click();
  await page.keyboard.type('voice');
  await page.locator('.navbar [role="listbox"] [role="option"]').first().waitFor();
  await context.close();
  let bytes = 0;
  for (const file of files) {
    const local = path.join(root, 'build', file);
    if (fs.existsSync(local) && fs.statSync(local).isFile()) bytes += gzip(fs.readFileSync(local));
  }
  return {bytes, files: [...files]};
}

/**
 * Keystroke to first suggestion on a loaded page (its idle-time work done), CPU slowed 4×; the click that
 * focuses the box comes just before. The median of LATENCY_RUNS runs, and the fastest and slowest.
 */
export async function firstSuggestionLatency(browser, origin, route) {
  const timings = [];
  for (let run = 0; run < LATENCY_RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    const box = page.locator('.navbar input[aria-label="Search"]');
    await page.evaluate(() => {
      const input = document.querySelector('.navbar input[aria-label="Search"]');
      window.__firstSuggestion = new Promise((resolve) => {
        input.addEventListener(
          'keydown',
          () => {
            const started = performance.now();
            const check = () =>
              document.querySelector('.navbar [role="listbox"] [role="option"]')
                ? resolve(performance.now() - started)
                : requestAnimationFrame(check);
            check();
            setTimeout(() => resolve(Number.NaN), 30000);
          },
          {once: true},
        );
      });
    });
    await box.click();
    await page.keyboard.press('v');
    timings.push(await page.evaluate(() => window.__firstSuggestion));
    await context.close();
  }
  return {median: median(timings), fastest: Math.min(...timings), slowest: Math.max(...timings)};
}

/** A latency as the tables print it: median, then the range of the runs. */
export const latencyText = ({median: middle, fastest, slowest}) => `${middle.toFixed(0)} ms (${fastest.toFixed(0)}–${slowest.toFixed(0)})`;

/** Runs the section; returns table rows and the misses, for bench/RESULTS.md. */
export async function searchBench({browser, origin, root, log}) {
  const queries = loadQueries(root);
  const rows = [];
  const add = (measure, value, target = '') => rows.push({area: 'Search', measure, value, target});
  const details = [];
  // Keywords; questions and symptoms: all, those the engine was tuned on, those written from the API brief that it never saw.
  const groups = [
    {key: 'keywords', label: 'keywords', target: '— / ≥ 90 % / ≥ 0.80'},
    {key: 'questions', label: 'all questions', target: '≥ 80 % / ≥ 95 % / —'},
    {key: 'tunedQuestions', label: 'questions tuned on', target: '≥ 80 % / ≥ 95 % / —'},
    {key: 'heldOutQuestions', label: 'held-out questions', target: '≥ 80 % / ≥ 95 % / —'},
  ];
  const report = (name, result) => {
    for (const {key, label, target} of groups) {
      const group = result[key];
      add(
        `${name}, ${label} (${group.count}): hit@1 / hit@3 / MRR@8`,
        `${pct(group.hit1)} / ${pct(group.hit3)} / ${group.mrr.toFixed(3)}`,
        name.startsWith('Pagefind') ? '' : target,
      );
      details.push(
        `- ${name}, ${label}: ${group.misses.length ? group.misses.map((m) => `\`${m.q}\` (${m.rank ? `rank ${m.rank}` : 'not in top 8'})`).join(', ') : 'none'}`,
      );
    }
  };
  add('Relevance suite', `${queries.length} queries (tests/search/queries.json)`);
  for (const {name, route} of START_PAGES) {
    log(`search relevance from ${route}`);
    report(`Dropdown from ${name} (${route})`, await dropdownScores(browser, origin, queries, route));
  }
  log('search relevance, Pagefind');
  try {
    const {version} = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/pagefind/package.json'), 'utf8'));
    report(`Pagefind ${version} (defaults, same build)`, await pagefindScores(browser, origin, root, queries));
  } finally {
    fs.rmSync(path.join(root, 'build/pagefind'), {recursive: true, force: true});
  }
  for (const {name, route} of START_PAGES) {
    log(`first search download from ${route}`);
    const download = await firstSearchDownload(browser, origin, root, route);
    add(
      `First search download from ${name} (gzip, ${download.files.length} files, Save-Data so nothing is preloaded)`,
      kb(download.bytes),
      '≤ 100 KB',
    );
  }
  for (const {name, route} of START_PAGES) {
    log(`first suggestion latency from ${route}`);
    add(
      `First suggestions after the first keystroke, ${CPU_SLOWDOWN}× CPU, from ${name} (median of ${LATENCY_RUNS}, fastest–slowest)`,
      latencyText(await firstSuggestionLatency(browser, origin, route)),
      '≤ 300 ms',
    );
  }
  const built = (file) => fs.readFileSync(path.join(root, 'build', file));
  const pointer = JSON.parse(built('search-manifest.json').toString('utf8'));
  const manifest = JSON.parse(built(pointer.manifest).toString('utf8'));
  add('Index manifest (gzip; the first search loads it)', `${kb(gzip(built(pointer.manifest)))} (${pointer.manifest})`);
  for (const [name, parts] of [
    ['Term shards', manifest.shards],
    ['Document files', manifest.docs],
    ['Name files', manifest.names],
  ]) {
    const sizes = parts.map((part) => gzip(built(part.file)));
    add(
      `${name} (gzip; a query loads those it reads)`,
      `${parts.length} files, ${kb(sizes.reduce((sum, size) => sum + size, 0))} in all, largest ${kb(Math.max(...sizes))}`,
    );
  }
  const letters = fs.readdirSync(path.join(root, 'build', pointer.firstLetters.folder)).filter((file) => file.endsWith('.json'));
  const letterSizes = letters.map((file) => gzip(built(`${pointer.firstLetters.folder}${file}`)));
  add(
    "First keystroke's answers (gzip; one letter in the box loads its own)",
    `${letters.length} files, largest ${kb(Math.max(...letterSizes))}`,
  );
  return {rows, misses: details};
}
