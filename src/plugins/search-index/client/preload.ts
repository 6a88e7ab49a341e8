import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {fetchIndexesByWorker} from './searchByWorker';

/** The test Docusaurus itself uses before prefetching routes. */
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

let scheduled = false;

/**
 * Once the first page has loaded and the browser is idle, the search worker
 * fetches and opens the index, off the main thread, so the first keystroke in
 * the search box gets suggestions at once. Skipped on Save-Data and 2G
 * connections, where the box loads the index on focus instead.
 */
function preloadSearch(): void {
  if (scheduled || isSlowConnection()) return;
  scheduled = true;
  const preload = () => {
    fetchIndexesByWorker(siteConfig.baseUrl).catch(() => undefined);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(preload, {timeout: 4000}) : setTimeout(preload, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    preloadSearch();
  },
};
export default clientModule;
