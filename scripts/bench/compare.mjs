// @ts-check
// The comparison with stock Docusaurus 3.7 (`npm run bench -- --only perf`):
// Lighthouse mobile on one page of every type and the four longest guides,
// interleaved with the stock site's pages in one run, raw and CPU-time
// corrected (scripts/bench/lighthouse.mjs); a sidebar click on each site; and
// what a first visit transfers without interaction.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {loadavg} from 'node:os';
import {domLimitOf, DOM_BUDGET} from '../../config/dom-budget.mjs';
import {buildDir, env, launchChromium, log, machineLine, markdownTable, median, replaceSection, startServer} from './common.mjs';
import {lighthouseCorrected} from './lighthouse.mjs';
import {PAGE_TYPES, STOCK_PAGES, longestGuides} from './pages.mjs';
import {ensureStockSite, stockBuildDir, stockDir} from './stock-site.mjs';
import {FIRST_VISIT_SECONDS, firstVisit, sidebarClick} from './browser-measures.mjs';

export const COMPARE_TITLE = 'Compared with a stock Docusaurus site';
export const GOALS = {performance: 95, cls: 0.02, tbtMs: 200, firstVisitKb: 300};
/** Our pages per stock page in the Lighthouse order, so that the machine's load touches both sites alike. */
const OURS_PER_STOCK = 3;
const CLICK_RUNS = 5;
/**
 * How long the pointer rests on a link before it is clicked. A person's click comes after the pointer has reached the
 * link and stopped, usually a few hundred ms; both sites preload a page when the pointer enters its link, so the goal
 * is judged on a click after a short rest. A click the moment the pointer arrives is measured beside it.
 */
export const HOVER_BEFORE_CLICK_MS = 150;
const CLICK_WAYS = [HOVER_BEFORE_CLICK_MS, 0];
/** @param {string} to @param {number} hoverMs */
const clickKey = (to, hoverMs) => `${hoverMs} ${to}`;
/** Sidebar clicks from a settled guide: ours to a long guide, a table page and an operation; stock to its longest doc and a category index. */
export const CLICKS = [
  {site: 'ours', kind: 'guide → long guide', from: '/docs/quick-start', to: '/docs/broadcaster'},
  {site: 'ours', kind: 'guide → table page', from: '/docs/quick-start', to: '/docs/error_codes'},
  {site: 'ours', kind: 'guide → API operation', from: '/docs/quick-start', to: '/api/create-streaming-session'},
  {
    site: 'stock',
    kind: 'doc → longest doc',
    from: '/docs/tutorial-basics/create-a-document',
    to: '/docs/tutorial-basics/markdown-features',
  },
  {site: 'stock', kind: 'doc → category index', from: '/docs/tutorial-basics/create-a-document', to: '/docs/category/tutorial---extras'},
];

/** @typedef {import('./pages.mjs').BenchPage} BenchPage */
/** @typedef {import('./lighthouse.mjs').Summary} Summary */

/** @param {number} value @param {number} [digits] */
const fixed = (value, digits = 0) => value.toLocaleString('en', {minimumFractionDigits: digits, maximumFractionDigits: digits});
/** @param {number[]} values */
const spread = (values) => `${fixed(Math.min(...values), 1)}–${fixed(Math.max(...values), 1)}`;

/** This site's production build (no test fixtures), unless told to use build/ as it is. @param {boolean} skipBuild */
function productionBuild(skipBuild) {
  if (!skipBuild) {
    /** @type {NodeJS.ProcessEnv} */
    const productionEnv = {...env};
    delete productionEnv.DOCS_FIXTURES;
    log('production build of this site');
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: path.dirname(buildDir),
      env: productionEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('--skip-build needs an existing build/ (npm run build)');
  if (fs.existsSync(path.join(buildDir, '__fixtures')))
    log('warning: build/ holds the test fixtures (DOCS_FIXTURES=1); production builds have none');
}

/**
 * Rounds of Lighthouse runs: each round visits our pages in order with a stock page after every
 * two of ours, stock's pages taking turns.
 * @param {BenchPage[]} ours @param {number} runs
 */
function lighthouseOrder(ours, runs) {
  /** @type {{page: BenchPage, round: number}[]} */
  const order = [];
  let turn = 0;
  for (let round = 1; round <= runs; round += 1) {
    ours.forEach((page, index) => {
      order.push({page, round});
      if (index % OURS_PER_STOCK === OURS_PER_STOCK - 1 || index === ours.length - 1)
        order.push({page: STOCK_PAGES[turn++ % STOCK_PAGES.length], round});
    });
  }
  return order;
}

/** @param {BenchPage} page */
const labelOf = (page) => `${page.site}-${page.route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;

/**
 * @param {{port: number, runs: number, skipBuild: boolean, only?: string[]}} options
 *   `only`: routes of ours to measure (the stock pages and clicks always run; none: the clicks alone); the results file is then left alone.
 */
export async function compareSection({port, runs, skipBuild, only}) {
  productionBuild(skipBuild);
  await ensureStockSite();
  const origins = {ours: `http://127.0.0.1:${port}`, stock: `http://127.0.0.1:${port + 1}`};
  const buildDirs = {ours: buildDir, stock: stockBuildDir};
  const ours = [...PAGE_TYPES, ...longestGuides(buildDir)].filter((page) => !only || only.includes(page.route));
  const pagesToo = !only || ours.length > 0;
  if (only && ours.length !== only.length)
    throw new Error(
      `--pages names routes the bench does not measure: ${only.filter((route) => !ours.some((page) => page.route === route)).join(', ')}`,
    );
  const pages = pagesToo ? [...ours, ...STOCK_PAGES] : [];
  const servers = [await startServer(buildDir, port), await startServer(stockBuildDir, port + 1)];
  /** @type {Map<BenchPage, {raw: Summary, corrected: Summary}[]>} */
  const lighthouseRuns = new Map(pages.map((page) => [page, []]));
  /** @type {number[]} */
  const loads = [];
  /** @type {Map<string, Awaited<ReturnType<typeof sidebarClick>>[]>} */
  const clicks = new Map(CLICKS.flatMap((click) => CLICK_WAYS.map((hoverMs) => [clickKey(click.to, hoverMs), []])));
  /** @type {Map<BenchPage, Awaited<ReturnType<typeof firstVisit>>>} */
  const visits = new Map();
  const browser = await launchChromium();
  try {
    for (const page of pages) await fetch(`${origins[page.site]}${page.route}`).then((response) => response.text());
    for (let round = 0; round < CLICK_RUNS; round += 1) {
      for (const hoverMs of CLICK_WAYS) {
        for (const click of CLICKS) {
          loads.push(loadavg()[0]);
          log(`sidebar click ${round + 1}/${CLICK_RUNS} ${click.site} ${click.from} → ${click.to}, after a ${hoverMs} ms hover`);
          const origin = origins[/** @type {'ours' | 'stock'} */ (click.site)];
          clicks.get(clickKey(click.to, hoverMs))?.push(await sidebarClick(browser, origin, click.from, click.to, hoverMs));
        }
      }
    }
    // Ours and stock take turns here too; each page is watched once, a first visit being one event.
    for (const {page} of lighthouseOrder(ours, 1)) {
      if (visits.has(page)) continue;
      log(`first visit, ${FIRST_VISIT_SECONDS} s: ${page.site} ${page.route}`);
      visits.set(page, await firstVisit(browser, `${origins[page.site]}${page.route}`));
    }
    const order = lighthouseOrder(ours, runs);
    for (const [index, {page, round}] of order.entries()) {
      loads.push(loadavg()[0]);
      log(
        `lighthouse mobile ${index + 1}/${order.length} (round ${round}) ${page.site} ${page.route}, load average ${loads.at(-1)?.toFixed(1)}`,
      );
      const result = lighthouseCorrected(`${origins[page.site]}${page.route}`, {
        label: `${String(index + 1).padStart(3, '0')}-${labelOf(page)}`,
        buildDir: buildDirs[page.site],
      });
      lighthouseRuns.get(page)?.push(result);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
  fs.writeFileSync(
    path.join(path.dirname(stockDir), 'compare.json'),
    JSON.stringify(
      {
        loads,
        lighthouse: pages.map((page) => ({...page, runs: lighthouseRuns.get(page)})),
        clicks: CLICKS.flatMap((click) =>
          CLICK_WAYS.map((hoverMs) => ({...click, hoverMs, runs: clicks.get(clickKey(click.to, hoverMs))})),
        ),
        visits: pages.map((page) => ({...page, visit: visits.get(page)})),
      },
      null,
      1,
    ),
  );

  /** @param {BenchPage} page @param {'raw' | 'corrected'} kind @param {keyof Summary} key */
  const med = (page, kind, key) => median((lighthouseRuns.get(page) ?? []).map((result) => /** @type {number} */ (result[kind][key])));
  const stockBest = Math.max(...STOCK_PAGES.map((page) => med(page, 'corrected', 'performance')));
  const stockBestRaw = Math.max(...STOCK_PAGES.map((page) => med(page, 'raw', 'performance')));
  /** @param {BenchPage} page */
  const misses = (page) => {
    if (page.site !== 'ours') return '';
    const score = med(page, 'corrected', 'performance');
    const tbt = med(page, 'corrected', 'tbtMs');
    const dom = med(page, 'raw', 'domNodes');
    const kb = (visits.get(page)?.all ?? 0) / 1024;
    const slow = score < GOALS.performance || tbt > GOALS.tbtMs;
    const missed = [
      score < GOALS.performance && `score < ${GOALS.performance}`,
      score <= stockBest && 'not ahead of stock',
      med(page, 'raw', 'cls') > GOALS.cls && `CLS > ${GOALS.cls}`,
      tbt > GOALS.tbtMs && `TBT > ${GOALS.tbtMs} ms`,
      dom > DOM_BUDGET && slow && `DOM > ${fixed(DOM_BUDGET)}`,
      kb > GOALS.firstVisitKb && `first visit > ${GOALS.firstVisitKb} KB`,
    ].filter(Boolean);
    const note =
      dom > DOM_BUDGET && !slow
        ? ` (DOM over ${fixed(DOM_BUDGET)}, listed up to ${fixed(domLimitOf(page.route))}: score and TBT met all the same)`
        : '';
    return `${missed.length ? missed.join(', ') : 'all met'}${note}`;
  };
  const n = (/** @type {BenchPage} */ page) => lighthouseRuns.get(page)?.length ?? 0;
  const lighthouseTable = markdownTable(
    [
      'Site',
      'Page',
      'n',
      'Score',
      'TBT ms',
      'LCP s',
      'CLS',
      'DOM elements',
      'First-load JS (gzip)',
      `First visit, ${FIRST_VISIT_SECONDS} s (transferred)`,
      'Goals',
    ],
    pages.map((page) => {
      const visit = visits.get(page);
      return [
        page.site,
        `${page.type} \`${page.route}\``,
        n(page),
        `${med(page, 'raw', 'performance')} (**${med(page, 'corrected', 'performance')}**)`,
        `${fixed(med(page, 'raw', 'tbtMs'))} (**${fixed(med(page, 'corrected', 'tbtMs'))}**)`,
        `${fixed(med(page, 'raw', 'lcpMs') / 1000, 1)} (${fixed(med(page, 'corrected', 'lcpMs') / 1000, 1)})`,
        fixed(med(page, 'raw', 'cls'), 3),
        fixed(med(page, 'raw', 'domNodes')),
        `${fixed(med(page, 'raw', 'jsKb'), 1)} KB`,
        visit
          ? `${fixed(visit.all / 1024, 1)} KB (JS ${fixed(visit.scripts / 1024, 1)}, prefetched ${fixed(visit.prefetches / 1024, 1)}, search index ${fixed(visit.searchIndex / 1024, 1)})`
          : '',
        misses(page),
      ];
    }),
  );

  /** @param {{to: string}} click @param {number} hoverMs */
  const runsOf = (click, hoverMs) => clicks.get(clickKey(click.to, hoverMs)) ?? [];
  const stockClicks = CLICKS.filter((click) => click.site === 'stock').map((click) => runsOf(click, HOVER_BEFORE_CLICK_MS));
  const stockMs = Math.max(...stockClicks.map((list) => median(list.map((item) => item.ms))));
  const stockCpu = Math.max(...stockClicks.map((list) => median(list.map((item) => item.cpuToHeadingMs))));
  const clickTable = markdownTable(
    [
      'Site',
      'Sidebar click',
      `Click after a ${HOVER_BEFORE_CLICK_MS} ms hover → new heading on screen, median (all runs), ms`,
      'Main-thread CPU, click → heading, ms',
      'Click at once → heading, median (all runs), ms',
      'Main-thread CPU, at once, ms',
      '… → network quiet 2 s, ms',
      'Transferred from the hover',
      'Goal: no slower than stock',
    ],
    CLICKS.map((click) => {
      const list = runsOf(click, HOVER_BEFORE_CLICK_MS);
      const atOnce = runsOf(click, 0);
      const ms = median(list.map((item) => item.ms));
      const cpu = median(list.map((item) => item.cpuToHeadingMs));
      return [
        click.site,
        `${click.kind}: \`${click.from}\` → \`${click.to}\``,
        `${fixed(ms)} (${list.map((item) => fixed(item.ms)).join(', ')})`,
        fixed(cpu),
        `${fixed(median(atOnce.map((item) => item.ms)))} (${atOnce.map((item) => fixed(item.ms)).join(', ')})`,
        fixed(median(atOnce.map((item) => item.cpuToHeadingMs))),
        fixed(median(list.map((item) => item.cpuMs))),
        `${fixed(median(list.map((item) => item.bytes)) / 1024, 1)} KB`,
        click.site === 'ours'
          ? [ms > stockMs && 'slower than stock', cpu > stockCpu && 'more CPU than stock'].filter(Boolean).join(', ') || 'met'
          : '',
      ];
    }),
  );

  const loadLine = `load average ${spread(loads)} over the run (median ${fixed(median(loads), 1)})`;
  const body = [
    `Measured on ${machineLine()}; ${loadLine}. Both sites built for production, precompressed and served by \`scripts/serve.mjs\` on 127.0.0.1. The stock site is \`create-docusaurus@3.7.0 classic --typescript\`, unchanged but for webpackbar 7 so that it builds (\`scripts/bench/stock-site.mjs\`).`,
    `**Lighthouse 12.8.2 mobile** (simulated throttling), medians of ${runs} rounds; each round runs our pages in order with a stock page after every ${OURS_PER_STOCK} of ours. Figures are raw (**CPU-time corrected**): the corrected score audits the same trace again with every main-thread task shrunk to its own thread CPU time, which removes the time the page waited for a busy core (\`scripts/bench/lighthouse.mjs\`). The pages are one of every type and the four guides with the most elements (\`scripts/bench/pages.mjs\`). First-load JS is the gzip size of every script the page runs, prefetches left out. A first visit is a fresh 1280×800 context left alone for ${FIRST_VISIT_SECONDS} s, every byte on the wire counted (headers and brotli bodies). Reports and artifacts: \`bench/tmp/lighthouse/\`.`,
    `Goals for our pages, on the corrected figures: score ≥ ${GOALS.performance} and above stock's best page (${stockBest} corrected, ${stockBestRaw} raw), TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}, first visit ≤ ${GOALS.firstVisitKb} KB, and at most ${fixed(DOM_BUDGET)} DOM elements unless the page meets its score and TBT regardless (\`config/dom-budget.mjs\` lists the pages above it, with their reasons).`,
    lighthouseTable,
    `**Navigation**: a sidebar click once the first page has settled (network quiet 2.5 s), at 1280×800 in a fresh context, ${CLICK_RUNS} runs each, the two sites taking turns: once after the pointer has rested on the link for ${HOVER_BEFORE_CLICK_MS} ms, as a person's pointer does before a click (both sites load a page when the pointer enters its link; stock has also prefetched every sidebar page in view at idle, ours a budget of one), and once the moment the pointer arrives, when our page's files are still on their way. The time runs from the click to the frame after the new \`h1\` enters the page; CPU is the renderer main thread's: from the click to the heading, the CPU time of its tasks in a trace (\`toplevel\` tasks between two \`performance.mark\`s, a task that straddles a mark counted in part, so the rest of the page drawn after the heading does not count); to the quiet network, \`Performance.getMetrics\` ThreadTime; bytes are those transferred from the moment the pointer reaches the link until the network is quiet for 2 s. Goal: each of our clicks after a hover no slower, and with no more main-thread CPU, than stock's slower click after a hover (${fixed(stockMs)} ms, ${fixed(stockCpu)} ms CPU).`,
    clickTable,
  ].join('\n\n');
  console.log(`${lighthouseTable}\n\n${clickTable}`);
  if (!only) replaceSection(COMPARE_TITLE, body);
}
