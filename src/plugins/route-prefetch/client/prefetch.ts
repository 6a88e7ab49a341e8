import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {flat} from '@site/src/internals/route-loader';
import type {ClientModule} from '@docusaurus/types';
import {VIEWPORT_PREFETCH_BUDGET, VIEWPORT_PREFETCH_MAX_PAGE_BYTES} from '../budget';

// `<Link>` calls `window.docusaurus.prefetch` for every internal link that
// scrolls into view and `window.docusaurus.preload` when the pointer enters it.
// The stock prefetch fetches every chunk of every link in view at once (the
// whole sidebar on a first visit). Here the links in view of the page's own
// content and of the sidebar get a small budget per page view, spent when the
// main thread is idle; the navbar, footer and breadcrumbs, the same on every
// page of a kind, spend none. Each file is asked for once, and a link that
// takes keyboard focus is preloaded like one under the pointer; a link that
// moved under a pointer at rest waits for the pointer to move. Nothing is
// prefetched on Save-Data or 2G connections, nor for links in view once the
// page view has brought VIEWPORT_PREFETCH_MAX_PAGE_BYTES.

/** Set by Docusaurus' ChunkAssetPlugin: the URL of a chunk by name. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};
type Connection = {effectiveType?: string; saveData?: boolean};

const requestedFiles = new Set<string>();
const prefetchedRoutes = new Set<string>();
const queue: string[] = [];
let budget = VIEWPORT_PREFETCH_BUDGET;
/** Whether a route of the queue is being prefetched (its steps wait for idle time): the next one waits for it. */
let running = false;
/** The page view a step was queued in: a step of an earlier view does nothing. */
let pageView = 0;
/** The route whose files are being asked for; if the reader leaves first, it may be prefetched again later. */
let inFlight: string | undefined;
let chunksByPath: Map<string, (typeof routesChunkNames)[string][]> | undefined;

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** The chunk names of a route path; routesChunkNames keys end in a hash (`/docs/intro-5e9`). */
function chunkNames(path: string): string[] {
  if (!chunksByPath) {
    chunksByPath = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const routePath = key.slice(0, key.lastIndexOf('-'));
      chunksByPath.set(routePath, [...(chunksByPath.get(routePath) ?? []), chunks]);
    }
  }
  return (chunksByPath.get(path) ?? []).flatMap((chunks) => Object.values(flat(chunks)));
}

/**
 * At most this long a task of idle work runs before it gives the main thread back. Each step (finding a chunk's
 * URL, which webpack's runtime does by building its whole table of chunk files, or adding a link) takes a few
 * milliseconds on a slow phone; run in one task, one route's steps made a long task while the page was loading.
 */
const IDLE_SLICE_MS = 4;
const idleSteps: (() => void)[] = [];
let idleScheduled = false;

function runIdleSteps(deadline?: IdleDeadline): void {
  idleScheduled = false;
  const start = performance.now();
  while (idleSteps.length > 0) {
    idleSteps.shift()?.();
    if (performance.now() - start >= IDLE_SLICE_MS || (deadline && deadline.timeRemaining() <= 0)) break;
  }
  if (idleSteps.length > 0) scheduleIdleSteps();
}

/** requestIdleCallback (or at the latest after 2 s), or a short timeout where there is none (Safari). */
function scheduleIdleSteps(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runIdleSteps, {timeout: 2000});
  else setTimeout(runIdleSteps, 50);
}

/** Runs `step` when the main thread is idle, after the steps queued before it, unless the page view changed. */
function whenIdle(step: () => void): void {
  const view = pageView;
  idleSteps.push(() => {
    if (view === pageView) step();
  });
  scheduleIdleSteps();
}

/** Whether the browser fetches `<link rel="prefetch">` (Safari does not; the file is then fetched into the HTTP cache). */
const linkPrefetchWorks = typeof document !== 'undefined' && document.createElement('link').relList.supports?.('prefetch');

/** Asks for a file unless it was asked for or loaded before; returns whether it did. */
function requestFile(url: string, routePath: string): boolean {
  if (requestedFiles.has(url)) return false;
  requestedFiles.add(url);
  // A chunk the page already loaded (webpack removes the script elements of the chunks it loads): its resource entry.
  const absolute = new URL(url, document.baseURI).href;
  if (performance.getEntriesByType('resource').some((entry) => entry.name === absolute)) return false;
  if (!linkPrefetchWorks) {
    fetch(url, {credentials: 'same-origin'}).catch(() => {});
    return true;
  }
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.dataset.route = routePath;
  document.head.appendChild(link);
  return true;
}

/**
 * Prefetches the route's files that are not loaded yet, one idle step per file; `done` hears whether it asked for
 * any.
 */
function prefetchRoute(routePath: string, done: (requested: boolean) => void): void {
  const names = matchRoutes(routes, routePath).flatMap((match) => chunkNames(match.route.path as string));
  let requested = false;
  for (const name of names) {
    whenIdle(() => {
      // Undefined when webpack merged the chunk into another one.
      const url = __webpack_require__.gca(name);
      if (url && !url.includes('undefined') && requestFile(url, routePath)) requested = true;
    });
  }
  whenIdle(() => done(requested));
}

/** Links the same on every page of a kind: being in view says nothing of what the reader will open next. */
const CHROME = '.navbar, .footer, .theme-doc-breadcrumbs';

/**
 * How likely each route is to be read next, lowest first: by where its links sit (the page's main content, such as
 * its text, search results and pagination, then the sidebar), then by the first link's place in the document.
 * Routes linked only from the chrome (navbar, footer, breadcrumbs) are not ranked: being in view, they are not
 * prefetched.
 */
function linkRanks(paths: Set<string>): Map<string, number> {
  const ranks = new Map<string, number>();
  // In document order; links to a part of this page have nothing to prefetch.
  const links = Array.from(
    document.querySelectorAll<HTMLAnchorElement>('main a[href]:not([href^="#"]), .theme-doc-sidebar-menu a[href]:not([href^="#"])'),
  );
  links.forEach((link, order) => {
    // A link to another site has a path too, often "/".
    if (!paths.has(link.pathname) || link.origin !== window.location.origin || link.closest(CHROME)) return;
    const place = link.closest('main') ? 0 : 1;
    const rank = place * links.length + order;
    ranks.set(link.pathname, Math.min(rank, ranks.get(link.pathname) ?? rank));
  });
  return ranks;
}

/** When the current page view began, on the clock of performance entries (0: the document's first view). */
let viewStart = 0;

/** Bytes the network brought for this page view: its document (on a first view) and the files it loaded since. */
function pageViewBytes(): number {
  return performance
    .getEntriesByType('navigation')
    .concat(performance.getEntriesByType('resource'))
    .filter((entry) => entry.startTime >= viewStart)
    .reduce((sum, entry) => sum + ((entry as PerformanceResourceTiming).transferSize ?? 0), 0);
}

/** Spends one unit of the budget on the queued route most likely to be read next. */
function prefetchQueued(): void {
  if (pageViewBytes() >= VIEWPORT_PREFETCH_MAX_PAGE_BYTES) return stopQueue();
  const byPath = linkRanks(new Set(queue));
  const ranks = queue.map((path) => byPath.get(path) ?? Infinity);
  const best = Math.min(...ranks);
  if (best === Infinity) return stopQueue();
  const [routePath] = queue.splice(ranks.indexOf(best), 1);
  if (budget > 0 && routePath !== undefined && routePath !== window.location.pathname && !prefetchedRoutes.has(routePath)) {
    prefetchedRoutes.add(routePath);
    inFlight = routePath;
    // A route whose files are all here already costs nothing.
    prefetchRoute(routePath, (requested) => {
      inFlight = undefined;
      if (requested) budget -= 1;
      nextInQueue();
    });
  } else nextInQueue();
}

function nextInQueue(): void {
  if (queue.length > 0 && budget > 0) whenIdle(prefetchQueued);
  else stopQueue();
}

function stopQueue(): void {
  queue.length = 0;
  running = false;
}

function prefetchInView(target: string): false | Promise<void[]> {
  const routePath = target.replace(/[?#].*$/, '');
  if (isSlowConnection() || budget === 0 || prefetchedRoutes.has(routePath)) return false;
  queue.push(routePath);
  if (!running) {
    running = true;
    whenIdle(prefetchQueued);
  }
  return Promise.resolve([]);
}

/** A link to a page of this site that took keyboard focus: its route loads as on hover. */
function preloadFocused(event: FocusEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (link.pathname !== window.location.pathname && !isSlowConnection()) void stockPreload(link.pathname);
}

/**
 * Whether the pointer moved or pressed since the page view began. A page that opens, or a sidebar that folds a
 * category on a click, puts links under a resting pointer: the browser then sends them `mouseenter`, which `<Link>`
 * takes for a hover, although the reader did nothing (after a sidebar click, the link that slid under the pointer
 * loaded its page while the clicked one was drawn).
 */
let pointerActive = false;

let stockPreload: (path: string) => false | Promise<void[]> = () => false;
/** Routes of links that a resting pointer entered: `<Link>` asks once, so the first real move over one loads it. */
const restingHovers = new Set<string>();

/** `<Link>`'s hover and touch preload, when the pointer did something in this page view. */
function preloadOnIntent(target: string): false | Promise<void[]> {
  if (pointerActive) return stockPreload(target);
  // As `pathname` spells it (a route with a space arrives from `<Link>` unencoded).
  restingHovers.add(new URL(target, window.location.href).pathname);
  return false;
}

function pointerMoved(event: PointerEvent): void {
  pointerActive = true;
  if (restingHovers.size === 0) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && restingHovers.delete(link.pathname)) void stockPreload(link.pathname);
}

let installed = false;

const clientModule: ClientModule = {
  // At the click, before the sidebar folds a category (the next page is still loading).
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      pointerActive = false;
      restingHovers.clear();
    }
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!installed) {
      installed = true;
      stockPreload = window.docusaurus.preload;
      window.docusaurus = Object.freeze({...window.docusaurus, prefetch: prefetchInView, preload: preloadOnIntent});
      document.addEventListener('focusin', preloadFocused);
      for (const type of ['pointermove', 'pointerdown'] as const)
        document.addEventListener(type, pointerMoved, {capture: true, passive: true});
    }
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      budget = VIEWPORT_PREFETCH_BUDGET;
      stopQueue();
      pageView += 1;
      if (inFlight !== undefined) prefetchedRoutes.delete(inFlight);
      inFlight = undefined;
      viewStart = performance.now();
    }
  },
};
export default clientModule;
