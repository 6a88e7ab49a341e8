#!/usr/bin/env node
// @ts-check
// Measures the site on this machine and writes each section's table to
// bench/RESULTS.md. The sections live in scripts/bench/:
//   overview.mjs     cold builds (Faster vs webpack), output size, first-visit weight, search latency, Lighthouse
//   serving.mjs      nginx (deploy/nginx.conf) under a bounded loopback load          (--only serve)
//   ../lib/search-bench.mjs  relevance next to Pagefind, first search download        (--only search)
//   playground.mjs   the streaming playground's weight, round trips and score       (--only playground)
//   console.mjs      an operation page's JS and what opening the API console loads  (--only console)
//   scale.mjs        the site built at several times its content in scratch copies: build time, memory,
//                    output and search figures per size (--only scale [--sizes 1,3,10]; not in the full run)
//   compare.mjs      one page of every type and the longest guides against stock Docusaurus 3.7,
//                    navigation and first-visit bytes; builds this site first unless --skip-build (--only perf)
//   ../bench-loop.mjs  the last `npm test` run's time (--only suite), the broken-link build (--only links) and
//                    the accessibility crawl of every page of the sitemap (--only a11y)
// Every Lighthouse run goes through scripts/bench/lighthouse.mjs.
// Usage: npm run bench [-- --skip-build] [--skip-lighthouse] [--runs 3] [--port 4300]
//        [--only serve|search|perf|suite|links|a11y|playground|console|scale] [--pages /route,/route|none (with --only perf; none: the clicks alone)]
// `--only <section>` measures that section alone on the existing build/ and replaces only that section (suite and
// links: their rows of the first table).
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {searchBench} from './lib/search-bench.mjs';
import {playgroundBench} from './bench/playground.mjs';
import {consoleBench} from './bench/console.mjs';
import {a11yCrawl, brokenLinkBuild, runSuite, suiteRows} from './bench-loop.mjs';
import {
  buildDir,
  env,
  launchChromium,
  log,
  machineLine,
  replaceRows,
  replaceSection,
  root,
  startServer,
  writeResults,
} from './bench/common.mjs';
import {tableOf} from './bench/table.mjs';
import {lighthouseCorrected} from './bench/lighthouse.mjs';
import {precompressDir} from './lib/precompress.mjs';
import {buildRows, pageRows} from './bench/overview.mjs';
import {SERVING_TITLE, servingBody, servingRows} from './bench/serving.mjs';
import {compareSection} from './bench/compare.mjs';
import {SCALE_SIZES, scaleSection} from './bench/scale.mjs';

const {values: options} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    port: {type: 'string', default: '4300'},
    only: {type: 'string'},
    pages: {type: 'string'},
    sizes: {type: 'string', default: SCALE_SIZES.join(',')},
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const origin = `http://127.0.0.1:${port}`;

/** @typedef {import('./bench/common.mjs').Row} Row */
/** @typedef {(browser: import('playwright-core').Browser) => Promise<string>} Section */

/** @type {Section} */
async function searchSection(browser) {
  const {rows, misses} = await searchBench({browser, origin, root, log});
  console.log(tableOf(rows));
  return `${tableOf(rows)}\n\nQueries not answered in the top 3:\n\n${misses.join('\n')}`;
}

/** @type {Section} */
async function playgroundSection(browser) {
  const rows = await playgroundBench({
    browser,
    origin,
    root,
    log,
    lighthouse: (route) => lighthouseCorrected(`${origin}${route}`, {label: `playground-${Date.now()}`, buildDir}),
  });
  console.log(tableOf(rows));
  return `Measured on ${machineLine()}; production build served by \`scripts/serve.mjs\`.\n\n${tableOf(rows)}`;
}

/** @type {Section} */
async function consoleSection(browser) {
  const rows = await consoleBench({browser, origin, root, log});
  console.log(tableOf(rows));
  return `Measured on ${machineLine()}; production build served by \`scripts/serve.mjs\`.\n\n${tableOf(rows)}`;
}

/** The sections measured in a browser on the running build, by `--only` name. */
const BROWSER_SECTIONS = {
  search: {title: 'Search', needs: 'index.html', measure: searchSection},
  playground: {title: 'Streaming playground', needs: 'docs/playground/index.html', measure: playgroundSection},
  console: {title: 'API console', needs: 'api/create-a-new-glossary/index.html', measure: consoleSection},
};

/**
 * Serves build/ and opens the browser for `measure`.
 * @template T @param {(browser: import('playwright-core').Browser) => Promise<T>} measure
 */
async function withBrowser(measure) {
  const server = await startServer(buildDir, port);
  const browser = await launchChromium();
  try {
    return await measure(browser);
  } finally {
    await browser.close();
    server.kill();
  }
}

async function main() {
  const only = options.only;
  if (only === 'scale') {
    await scaleSection({port, sizes: options.sizes.split(',').map(Number)});
    return;
  }
  if (only === 'perf') {
    await compareSection({port, runs, skipBuild: options['skip-build'], only: options.pages === 'none' ? [] : options.pages?.split(',')});
    return;
  }
  if (only && only in BROWSER_SECTIONS) {
    const section = BROWSER_SECTIONS[/** @type {keyof typeof BROWSER_SECTIONS} */ (only)];
    if (!fs.existsSync(path.join(buildDir, section.needs)))
      throw new Error(`--only ${only} needs a build with build/${section.needs}: run npm run build`);
    replaceSection(section.title, await withBrowser(section.measure));
    return;
  }
  /** @type {Row[]} */
  const rows = [];
  /** @param {string} area @param {string} measure @param {string} value @param {string} [target] */
  const add = (area, measure, value, target = '') => rows.push({area, measure, value, target});
  if (only === 'serve') {
    if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('--only serve needs a build: run npm run build');
    const serving = await servingRows(port);
    replaceSection(SERVING_TITLE, servingBody(serving));
    console.log(tableOf(serving));
    return;
  }
  if (only === 'suite' || only === 'links' || only === 'a11y') {
    try {
      if (only === 'suite') runSuite(env, port);
      else if (only === 'a11y') a11yCrawl(env, port, add);
      else brokenLinkBuild(env, add);
    } finally {
      if (only === 'suite') {
        suiteRows(add);
        replaceRows('Tests', rows);
      }
      if (only === 'links') replaceRows('Loop', rows);
      if (only === 'a11y') replaceSection('Accessibility crawl', `Measured on ${machineLine()}.\n\n${tableOf(rows)}`);
      console.log(tableOf(rows));
    }
    return;
  }
  if (only) throw new Error(`--only accepts serve, search, perf, suite, links, a11y, playground, console or scale, not "${only}"`);

  if (!options['skip-build']) {
    buildRows(add, runs);
    // The cold builds time Docusaurus alone; the pages are measured as `npm run build` ships them, precompressed.
    await precompressDir(buildDir);
  } else if (!fs.existsSync(buildDir)) throw new Error('--skip-build needs an existing build/');
  /** @type {Record<string, string>} */
  const sections = {};
  await withBrowser(async (browser) => {
    await pageRows({browser, origin, runs, skipLighthouse: options['skip-lighthouse'], add});
    for (const {title, measure} of Object.values(BROWSER_SECTIONS)) sections[title] = await measure(browser);
  });
  brokenLinkBuild(env, add);
  a11yCrawl(env, port, add);
  suiteRows(add);
  const serving = await servingRows(port);
  writeResults(
    () =>
      `# Benchmark results\n\nMeasured on ${machineLine()}; ${runs} run(s) per median. Served by \`scripts/serve.mjs\` (precompressed files) on 127.0.0.1.\n\n${tableOf(rows)}\n`,
  );
  replaceSection(SERVING_TITLE, servingBody(serving));
  for (const [title, body] of Object.entries(sections)) replaceSection(title, body);
  console.log(tableOf(rows));
  console.log(tableOf(serving));
  // The cold builds above were webpack and Faster builds of the same site; the comparison measures the last.
  await compareSection({port, runs, skipBuild: true});
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
