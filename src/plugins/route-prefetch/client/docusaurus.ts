import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {flat, preloadRoute} from '@site/src/internals/route-loader';

// Stands in for the `window.docusaurus` object of @docusaurus/core. `<Link>`
// calls `prefetch` for every internal link that scrolls into view; the stock
// one matched routes and appended one <link rel="prefetch"> per chunk of each
// link at once, in the task that follows hydration (385 elements for 28 files
// on /docs/quick-start). Here links are queued and handled when the main thread
// is idle, and each file is asked for once. `preload` (on hover) is unchanged.

/** Set by Docusaurus' ChunkAssetPlugin: the URL of a chunk by name. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};
type Connection = {effectiveType?: string; saveData?: boolean};

const fetched = new Set<string>();
const loaded = new Set<string>();
const requestedFiles = new Set<string>();
const queue: string[] = [];
let chunksByPath: Map<string, string[]> | undefined;

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** The chunk names of each route path; routesChunkNames keys end in a hash (`/docs/intro-5e9`). */
function chunkNames(path: string): string[] {
  if (!chunksByPath) {
    chunksByPath = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const routePath = key.replace(/-[^-]+$/, '');
      chunksByPath.set(routePath, [...(chunksByPath.get(routePath) ?? []), ...Object.values(flat(chunks))]);
    }
  }
  return chunksByPath.get(path) ?? [];
}

/** requestIdleCallback, or a short timeout with an 8 ms budget where there is none (Safari). */
function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(callback);
    return;
  }
  setTimeout(() => {
    const end = performance.now() + 8;
    callback({didTimeout: false, timeRemaining: () => Math.max(0, end - performance.now())});
  }, 50);
}

/** Whether the browser fetches `<link rel="prefetch">` (Safari does not; the file is then fetched into the HTTP cache). */
const linkPrefetchWorks = typeof document !== 'undefined' && document.createElement('link').relList.supports?.('prefetch');

function requestFile(url: string): void {
  if (requestedFiles.has(url)) return;
  requestedFiles.add(url);
  if (Array.from(document.scripts).some((script) => script.getAttribute('src') === url)) return;
  if (!linkPrefetchWorks) {
    fetch(url, {credentials: 'same-origin'}).catch(() => {});
    return;
  }
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

function prefetchQueued(deadline: IdleDeadline): void {
  while (queue.length > 0 && deadline.timeRemaining() > 1) {
    for (const match of matchRoutes(routes, queue.shift()!)) {
      for (const name of chunkNames(match.route.path as string)) {
        // Undefined when webpack merged the chunk into another one.
        const url = __webpack_require__.gca(name);
        if (url && !url.includes('undefined')) requestFile(url);
      }
    }
  }
  if (queue.length > 0) whenIdle(prefetchQueued);
}

function prefetch(routePath: string): boolean {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  if (queue.push(routePath) === 1) whenIdle(prefetchQueued);
  return true;
}

function preload(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch, preload});
