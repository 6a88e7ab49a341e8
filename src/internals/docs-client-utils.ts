import {matchPath} from '@docusaurus/router';
import type {ActivePlugin, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {UseDataOptions} from '@docusaurus/types';
import {getActivePlugin as orderedActivePlugin} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

/**
 * The docs plugin whose docs a pathname shows. The stock function orders every plugin's path with `localeCompare`,
 * and a page's first `localeCompare` loads ICU's collator: 12–23 ms of this site's hydration (50–90 ms at
 * Lighthouse's 4× CPU) to order two paths. The plugins whose path matches are prefixes of one another, and the stock
 * order puts the longest first: that one alone is given to the stock function, which then has nothing to order.
 * Replaces the stock module for the docs plugin's own hooks (src/plugins/hydration-without-icu).
 */
export function getActivePlugin(
  allPluginData: {[pluginId: string]: GlobalPluginData},
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  const matching = Object.entries(allPluginData).filter(([, data]) => matchPath(pathname, {path: data.path, exact: false, strict: false}));
  if (matching.length === 0 && !options.failfast) return undefined;
  // With no match and failfast, the stock function throws its own message, which names every plugin's path.
  if (matching.length === 0) return orderedActivePlugin(allPluginData, pathname, options);
  const longest = matching.reduce((best, entry) => (entry[1].path.length > best[1].path.length ? entry : best));
  return orderedActivePlugin(Object.fromEntries([longest]), pathname, options);
}
