// The scale section of `npm run bench` (`--only scale`): the site built at 1×, 3× and 10× its
// content in scratch copies under the system's temporary folder, never in this tree. A copy holds the
// tracked files, runs `npm run gen`, then multiplies the guides with the message pages
// (docs/docs/ → docs/docs/scale-N/) and the API operations (api/*.api.mdx → api/scale-N/).
// Copies would repeat every word and every table row, which the search index stores once; so each
// copied table row gets a revision note in its last cell, and each copied page a line of words of its
// own, a vocabulary that grows with the square root of the content as natural text does (Heaps' law).
// Per size: build wall time and peak memory of the build's process tree, build/ size and file count,
// the search index, what the first search and one query download, and keystroke to suggestions
// with a 4× CPU slowdown; then growth against 1×.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn, spawnSync} from 'node:child_process';
import {gzipSize, kb, launchChromium, log, median, replaceSection, root, startServer} from './common.mjs';
import {LATENCY_RUNS, firstSearchDownload, firstSuggestionLatency, latencyText} from '../lib/search-bench.mjs';
import {fileCountReport} from '../lib/file-caps.mjs';

export const SCALE_SIZES = [1, 3, 10];
/** Queries whose downloads are measured one by one, each on a fresh page with the manifest loaded. */
const QUERIES = ['voice', 'upload glossary', 'set_task', 'how much latency does the translation add', 'too many requests', 'glosary eror'];
/** Words of its own per copied page: at 10× the vocabulary is about three times that of 1× (√10). */
const WORDS_PER_COPY = 10;
const POLL_MS = 250;
/** Runs of the first search per size: how much it loads depends on whether the index is ready before the second letter. */
const FIRST_SEARCH_RUNS = 5;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every file under `dir`, with its size. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {file, size: fs.statSync(file).size};
    });
}

/** The tracked files of `root` copied to `dir`; node_modules as links to the installed packages, so that caches start empty. */
function scratchCopy(root, dir) {
  fs.rmSync(dir, {recursive: true, force: true});
  const tracked = spawnSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (tracked.status !== 0) throw new Error(`git ls-files failed in ${root}`);
  for (const file of tracked.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
}

/** A made-up word, the same for the same seed: consonant–vowel syllables. */
function madeUpWord(seed) {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let value = seed * 2654435761 + 12345;
  let word = '';
  for (let i = 0; i < 4; i += 1) {
    value = (value * 1103515245 + 12345) % 2147483648;
    word += consonants[value % consonants.length] + vowels[Math.floor(value / 16) % vowels.length];
  }
  return word;
}

/**
 * A copied page: its table rows marked with the copy's revision, its
 * vocabulary grown by a line of words of its own. Code blocks stay as they are.
 */
function copiedPage(text, copy, seed) {
  let fenced = false;
  const lines = text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || !/^\|.*\|\s*$/.test(line) || /^\|[\s:|-]+\|\s*$/.test(line)) return line;
    return line.replace(/\|\s*$/, ` (rev. ${copy}) |`);
  });
  const words = Array.from({length: WORDS_PER_COPY}, (_, i) => madeUpWord(seed * WORDS_PER_COPY + i));
  return `${lines.join('\n').trimEnd()}\n\nRevision ${copy} terms: ${words.join(', ')}.\n`;
}

/** Copies 2…size of the guides, message pages and API operations; returns how many pages were added. */
function multiply(dir, size) {
  const guides = filesOf(path.join(dir, 'docs/docs')).map(({file}) => path.relative(path.join(dir, 'docs/docs'), file));
  const operations = fs.readdirSync(path.join(dir, 'api')).filter((file) => file.endsWith('.api.mdx'));
  let seed = 0;
  let pages = 0;
  const copy = (from, to, number) => {
    const text = fs.readFileSync(from, 'utf8');
    const page = /\.mdx?$/.test(from) && !path.basename(from).startsWith('_');
    fs.mkdirSync(path.dirname(to), {recursive: true});
    fs.writeFileSync(to, page ? copiedPage(text, number, (seed += 1)) : text);
    if (page) pages += 1;
  };
  for (let number = 2; number <= size; number += 1) {
    for (const file of guides) copy(path.join(dir, 'docs/docs', file), path.join(dir, 'docs/docs', `scale-${number}`, file), number);
    for (const file of operations) copy(path.join(dir, 'api', file), path.join(dir, 'api', `scale-${number}`, file), number);
  }
  return pages;
}

/** Resident memory of `pid` and its descendants, in bytes. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop();
    total += rss.get(next) ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

/** Runs `command` niced in `cwd`; resolves with wall seconds and the peak memory of its process tree. */
function measured(command, args, cwd, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('nice', ['-n', '10', command, ...args], {cwd, env, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, POLL_MS);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stderr}`));
      else resolve({seconds: (performance.now() - started) / 1000, peakBytes: peak});
    });
  });
}

/**
 * What one query downloads once the manifest is loaded: the query filled in
 * one input event on a fresh page, the index files requested until the
 * suggestions settle, sized as gzip of the built files.
 */
async function queryDownload(browser, origin, buildDir, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const box = page.locator('.navbar input[aria-label="Search"]');
  await box.focus();
  await page.waitForLoadState('networkidle');
  const files = new Set();
  let pending = 0;
  const ofIndex = (request) => new URL(request.url()).pathname.startsWith('/assets/search/');
  page.on('request', (request) => {
    if (!ofIndex(request)) return;
    files.add(new URL(request.url()).pathname);
    pending += 1;
  });
  const settled = (request) => {
    if (ofIndex(request)) pending -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await box.fill(query);
  await page.locator('.navbar [role="listbox"] [role="option"], .navbar [role="listbox"] [class*="noResults"]').first().waitFor();
  // Settled: no index request in flight for half a second (or 30 s gone, whatever is in flight then).
  const deadline = Date.now() + 30_000;
  for (let quiet = 0; quiet < 500 && Date.now() < deadline; quiet = pending ? 0 : quiet + 50) await page.waitForTimeout(50);
  await context.close();
  return [...files].reduce((sum, file) => sum + gzipSize(path.join(buildDir, file)), 0);
}

/** The search index's files: the pointer, the manifest and its parts. */
function indexFigures(buildDir) {
  const pointer = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-manifest.json'), 'utf8'));
  const dir = path.join(buildDir, 'assets/search');
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  const read = (file) => fs.readFileSync(path.join(dir, file));
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, pointer.manifest), 'utf8'));
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + read(file).length, 0),
    gzip: files.reduce((sum, file) => sum + gzipSize(path.join(dir, file)), 0),
    manifestGzip: gzipSize(path.join(buildDir, pointer.manifest)),
    docs: manifest.kinds.length,
    terms: manifest.terms.length,
  };
}

/** Builds and measures the site at `size` times its content. */
async function measureSize({size, browser, port, scratchRoot}) {
  const dir = path.join(scratchRoot, `x${size}`);
  /** @type {NodeJS.ProcessEnv} */
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_TELEMETRY_DISABLED: '1'};
  delete env.DOCS_FIXTURES;
  log(`scale ${size}×: copying to ${dir}`);
  scratchCopy(root, dir);
  const gen = spawnSync(process.execPath, ['scripts/gen.mjs'], {cwd: dir, env, encoding: 'utf8'});
  if (gen.status !== 0) throw new Error(`npm run gen failed in ${dir}:\n${gen.stderr}`);
  const added = multiply(dir, size);
  log(`scale ${size}×: ${added} pages added; building`);
  const build = await measured(process.execPath, ['scripts/run-docusaurus.mjs', 'build', '--no-gen'], dir, env);
  const buildDir = path.join(dir, 'build');
  const files = filesOf(buildDir);
  const index = indexFigures(buildDir);
  log(`scale ${size}×: built in ${build.seconds.toFixed(0)} s; measuring search`);
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(buildDir, port);
  try {
    const firsts = [];
    for (let run = 0; run < FIRST_SEARCH_RUNS; run += 1) firsts.push((await firstSearchDownload(browser, origin, dir, '/')).bytes);
    const queries = [];
    for (const query of QUERIES) queries.push({query, bytes: await queryDownload(browser, origin, buildDir, query)});
    const heaviest = queries.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const latency = await firstSuggestionLatency(browser, origin, '/');
    return {
      size,
      pages: files.filter(({file}) => file.endsWith('index.html')).length,
      seconds: build.seconds,
      peakBytes: build.peakBytes,
      buildBytes: files.reduce((sum, {size: bytes}) => sum + bytes, 0),
      fileCount: fileCountReport(buildDir),
      index,
      firstSearch: median(firsts),
      firstSearchMax: Math.max(...firsts),
      queryMedian: median(queries.map((q) => q.bytes)),
      heaviest,
      latency,
    };
  } finally {
    server.kill();
  }
}

const GOALS = {
  buildGrowth: 10,
  peakBytes: 4 * 1024 ** 3,
  firstSearch: 150 * 1024,
  oneQuery: 300 * 1024,
  latencyMs: 300,
};

/**
 * Runs the section at `sizes` (1 first) and prints its table and goals. Each size's results
 * replace the Scale section of bench/RESULTS.md as they come, so that a long run keeps what it measured.
 * @param {{port: number, sizes?: number[]}} options
 */
export async function scaleSection({port, sizes = SCALE_SIZES}) {
  if (sizes.some((size) => !Number.isInteger(size) || size < 1) || sizes[0] !== 1)
    throw new Error(`--sizes takes whole numbers, 1 first, as in 1,3,10 or 1,10,3, not "${sizes.join(',')}"`);
  const scratchRoot = path.join(os.tmpdir(), 'docs-scale-bench');
  const browser = await launchChromium();
  const results = [];
  let section;
  try {
    for (const size of sizes) {
      results.push(await measureSize({size, browser, port, scratchRoot}));
      results.sort((a, b) => a.size - b.size);
      section = report(results);
      replaceSection('Scale', section.body);
      log(section.table);
    }
  } finally {
    await browser.close();
  }
  console.log(`${section.table}\n\n${section.goals}`);
}

/** The section's markdown for the sizes measured so far, the smallest (1×) first. */
function report(results) {
  const base = results[0];
  const ratio = (value, of) => (of ? `×${(value / of).toFixed(2)}` : '');
  const header = [
    '| Content | HTML pages | Build wall time | Peak memory (build tree) | build/ | Files | Search index (all files, gzip) | Manifest (gzip) | First search (gzip) | One query (gzip, median / heaviest) | First suggestions, 4× CPU (median, fastest–slowest) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const rows = results.map((r) =>
    [
      '',
      `${r.size}×`,
      `${r.pages} ${ratio(r.pages, base.pages)}`,
      `${r.seconds.toFixed(0)} s ${ratio(r.seconds, base.seconds)}`,
      `${mb(r.peakBytes)} ${ratio(r.peakBytes, base.peakBytes)}`,
      `${mb(r.buildBytes)} ${ratio(r.buildBytes, base.buildBytes)}`,
      `${r.fileCount.total} ${ratio(r.fileCount.total, base.fileCount.total)}`,
      `${r.index.files} files, ${kb(r.index.gzip)} (${r.index.docs} docs, ${r.index.terms} terms) ${ratio(r.index.gzip, base.index.gzip)}`,
      `${kb(r.index.manifestGzip)} ${ratio(r.index.manifestGzip, base.index.manifestGzip)}`,
      `${kb(r.firstSearch)} (most ${kb(r.firstSearchMax)}) ${ratio(r.firstSearch, base.firstSearch)}`,
      `${kb(r.queryMedian)} / ${kb(r.heaviest.bytes)} (\`${r.heaviest.query}\`)`,
      latencyText(r.latency),
      '',
    ]
      .join(' | ')
      .trim(),
  );
  const table = [...header, ...rows].join('\n');
  const largest = results.at(-1);
  const verdict = (met) => (met ? 'met' : 'missed');
  const goals = [
    `- Build time at ${largest.size}× ≤ ${GOALS.buildGrowth}× the 1× time: ${ratio(largest.seconds, base.seconds)}, ${verdict(largest.seconds <= GOALS.buildGrowth * base.seconds)}.`,
    `- Peak memory ≤ 4 GB: ${mb(Math.max(...results.map((r) => r.peakBytes)))} at most, ${verdict(results.every((r) => r.peakBytes <= GOALS.peakBytes))}.`,
    `- First search ≤ 150 KB gzip at ${largest.size}×: median ${kb(largest.firstSearch)}, ${verdict(largest.firstSearch <= GOALS.firstSearch)}; most ${kb(largest.firstSearchMax)}, ${verdict(largest.firstSearchMax <= GOALS.firstSearch)}.`,
    `- One query ≤ 300 KB at ${largest.size}×: heaviest ${kb(largest.heaviest.bytes)}, ${verdict(largest.heaviest.bytes <= GOALS.oneQuery)}.`,
    `- Suggestions ≤ 300 ms with a 4× CPU slowdown at ${largest.size}×: ${largest.latency.median.toFixed(0)} ms (median), ${verdict(largest.latency.median <= GOALS.latencyMs)}.`,
  ].join('\n');
  const caps = results.map((r) => `- ${r.size}×: ${r.fileCount.lines.join('; ')}`).join('\n');
  const body = [
    `Synthetic copies of the site (scripts/bench/scale.mjs) built on ${new Date().toISOString().slice(0, 10)} (${process.platform}, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}); production builds (\`run-docusaurus.mjs build\`, precompression included, \`npm run gen\` not timed) run under \`nice -n 10\`; memory is the largest sum of resident memory over the build's process tree, read every ${POLL_MS} ms. Ratios are against 1×. Search figures are measured in Chromium from the home page: the first search is everything fetched from focusing the box to the first suggestions for "voice" typed at once (Save-Data on, so nothing was preloaded), median and most of ${FIRST_SEARCH_RUNS} runs: a run whose index is ready before the second letter also loads what "v" shows; one query is the index files fetched for one query with the manifest loaded (${QUERIES.map((q) => `\`${q}\``).join(', ')}); first suggestions is the time from the first keystroke to the first suggestion, the box clicked just before, over ${LATENCY_RUNS} runs.`,
    table,
    `Goals:\n\n${goals}`,
    `Files against hosting caps:\n\n${caps}`,
  ].join('\n\n');
  return {table, goals, body};
}
