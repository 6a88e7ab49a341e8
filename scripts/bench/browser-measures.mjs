// @ts-check
// What a reader waits for and downloads, measured in Chromium with the same
// steps on our site and on the stock one: a sidebar click to the next page,
// and a first visit left alone for 15 s.
import {sleep} from './common.mjs';

const VIEWPORT = {width: 1280, height: 800};
/** A first visit is watched this long without interaction. */
export const FIRST_VISIT_SECONDS = 15;

/**
 * Resolves once no request of the page has started or ended for `quietMs` (at most `capMs` in all).
 * A request the page never finishes, such as one the browser drops without a word, does not hold it.
 * @param {import('playwright-core').Page} page
 */
function networkWatch(page) {
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  page.on('requestfinished', seen);
  page.on('requestfailed', seen);
  return {
    /** @param {number} quietMs @param {number} capMs */
    async quiet(quietMs, capMs) {
      const deadline = Date.now() + capMs;
      while (Date.now() < deadline && Date.now() - last < quietMs) await sleep(100);
    },
  };
}

/**
 * Bytes on the wire (response headers and compressed bodies) of every request of the context that
 * finishes from now on, the page's workers included.
 * @param {import('playwright-core').BrowserContext} context
 */
function wireBytes(context) {
  /** @type {Promise<{url: string, type: string, bytes: number}>[]} */
  const finished = [];
  context.on('requestfinished', (request) => {
    finished.push(
      request
        .sizes()
        .then((sizes) => ({url: request.url(), type: request.resourceType(), bytes: sizes.responseHeadersSize + sizes.responseBodySize})),
    );
  });
  return {
    /** @param {(item: {url: string, type: string}) => boolean} [which] */
    async sum(which = () => true) {
      return (await Promise.all(finished)).filter(which).reduce((total, item) => total + item.bytes, 0);
    },
    count: () => finished.length,
  };
}

/** Main-thread CPU time of the page's renderer so far, in ms. @param {import('playwright-core').CDPSession} cdp */
async function threadTimeMs(cdp) {
  const {metrics} = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/** The trace's top-level tasks: each runs on one thread, with its wall (`dur`) and CPU (`tdur`) time in µs. */
const TASK = 'ThreadControllerImpl::RunTask';

/**
 * CPU time of the main thread between two `performance.mark`s of the page, read from a trace of its
 * top-level tasks: a task that straddles a mark counts in proportion to its part inside.
 * @param {{name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number}[]} events
 * @param {string} from @param {string} to
 */
function cpuBetweenMarks(events, from, to) {
  const start = events.find((event) => event.name === from);
  const end = events.find((event) => event.name === to);
  if (!start || !end) throw new Error(`the trace has no ${start ? to : from} mark`);
  let us = 0;
  for (const event of events) {
    if (event.name !== TASK || event.ph !== 'X' || event.pid !== start.pid || event.tid !== start.tid || !event.dur) continue;
    const inside = Math.min(event.ts + event.dur, end.ts) - Math.max(event.ts, start.ts);
    if (inside > 0) us += ((event.tdur ?? event.dur) * inside) / event.dur;
  }
  return us / 1000;
}

/**
 * A click on a sidebar link once the first page has settled: the time from the click to the next
 * page's heading on screen (the frame after it enters the document), the renderer main thread's
 * CPU over that time (from a trace of its tasks, so work after the heading does not count) and
 * until the network has been quiet for 2 s, and the bytes transferred from the moment the pointer reached the link.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin @param {string} from @param {string} to
 * @param {number} [hoverMs] how long the pointer rests on the link before the click
 */
export async function sidebarClick(browser, origin, from, to, hoverMs = 0) {
  const context = await browser.newContext({viewport: VIEWPORT});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const network = networkWatch(page);
    await page.goto(`${origin}${from}`, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await network.quiet(2500, 20000);
    const link = page
      .locator('nav.menu a.menu__link')
      .and(page.locator(`[href="${to}"], [href="${to}/"]`))
      .first();
    if (!(await link.isVisible())) throw new Error(`${origin}${from} shows no sidebar link to ${to}`);
    await page.evaluate((target) => {
      const heading = document.querySelector('h1')?.textContent;
      const state = /** @type {{clickAt?: number, shownAt: Promise<number>}} */ ({});
      state.shownAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (!h1 || h1.textContent === heading || location.pathname.replace(/\/$/, '') !== target) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            performance.mark('bench:heading');
            resolve(performance.now());
          });
        });
        observer.observe(document.body, {childList: true, subtree: true, characterData: true});
      });
      window.addEventListener(
        'click',
        () => {
          state.clickAt = performance.now();
          performance.mark('bench:click');
        },
        {capture: true, once: true},
      );
      Object.assign(window, {benchNavigation: state});
    }, to);
    const bytes = wireBytes(context);
    /** @type {any[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: {includedCategories: ['toplevel', 'blink.user_timing', '__metadata']},
      transferMode: 'ReportEvents',
    });
    await link.hover();
    if (hoverMs) await sleep(hoverMs);
    const cpuBefore = await threadTimeMs(cdp);
    await link.click();
    const ms = await page.evaluate(async () => {
      const state = /** @type {{clickAt: number, shownAt: Promise<number>}} */ (/** @type {any} */ (window).benchNavigation);
      return (await state.shownAt) - state.clickAt;
    });
    await cdp.send('Tracing.end');
    await traced;
    const cpuToHeadingMs = cpuBetweenMarks(events, 'bench:click', 'bench:heading');
    await network.quiet(2000, 20000);
    const cpuMs = (await threadTimeMs(cdp)) - cpuBefore;
    return {ms, cpuToHeadingMs, cpuMs, bytes: await bytes.sum()};
  } finally {
    await context.close();
  }
}

/**
 * What a first visit transfers in its first 15 s without any interaction: all bytes on the wire,
 * and those of scripts, of the search index and of prefetches.
 * @param {import('playwright-core').Browser} browser @param {string} url
 */
export async function firstVisit(browser, url) {
  const context = await browser.newContext({viewport: VIEWPORT});
  try {
    const page = await context.newPage();
    const bytes = wireBytes(context);
    const started = Date.now();
    await page.goto(url, {waitUntil: 'commit'});
    await sleep(Math.max(0, FIRST_VISIT_SECONDS * 1000 - (Date.now() - started)));
    return {
      all: await bytes.sum(),
      scripts: await bytes.sum((item) => item.type === 'script'),
      prefetches: await bytes.sum((item) => item.type === 'other' && /\.js$/.test(new URL(item.url).pathname)),
      searchIndex: await bytes.sum((item) => /^\/(search-manifest\.json|assets\/search\/)/.test(new URL(item.url).pathname)),
      requests: bytes.count(),
    };
  } finally {
    await context.close();
  }
}
