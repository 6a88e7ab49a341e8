import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import searchIndexPlugin from '../src/plugins/search-index';
import {FIXTURES_ENABLED, SEARCH_SUGGESTION_LIMIT} from './constants';
import type {Deployment, HostedSearch} from './deployment';

/**
 * Local search: @easyops-cn/docusaurus-search-local, wrapped by the
 * search-index site plugin, which rebuilds its index after the build (a
 * hashed manifest and term shards and text files loaded as queries need
 * them, table rows as results) and searches it in its own worker. Guides live at the site root, so the docs route base must be
 * '/' (with the default '/docs' the plugin silently writes no index).
 */
export const searchPlugin: PluginConfig = [
  searchIndexPlugin(FIXTURES_ENABLED ? [{route: '/__fixtures/search-escaping', breadcrumbs: ['Test fixtures']}] : []),
  {
    hashed: true,
    language: ['en'],
    indexDocs: true,
    docsDir: ['docs', 'api'],
    docsRouteBasePath: ['/', '/api'],
    indexBlog: true,
    blogDir: 'blog',
    blogRouteBasePath: '/blog',
    indexPages: false,
    searchResultLimits: SEARCH_SUGGESTION_LIMIT,
    searchResultContextMaxLength: 60,
    explicitSearchResultPath: true,
    searchBarShortcut: true,
    searchBarShortcutHint: true,
    searchBarShortcutKeymap: 'mod+k',
    // Code blocks, diagrams and API samples would multiply the index; their terms
    // also appear in prose and in the field tables.
    ignoreCssSelectors: [
      '.theme-doc-toc-mobile',
      '.pagination-nav',
      '.theme-code-block',
      '.static-diagram',
      '.api-code-samples',
      '.api-examples',
    ],
  } satisfies Partial<PluginOptions>,
];

/**
 * The search the site ships: the local one above, or, when config/deployment.ts
 * names an Algolia DocSearch index, none here (the classic preset then adds
 * @docusaurus/theme-search-algolia for `themeConfig.algolia`).
 */
export function searchThemes(deployment: Deployment): PluginConfig[] {
  return deployment.algolia ? [] : [searchPlugin];
}

/** `themeConfig.algolia` for a hosted index; the search page stays the site's own route only with the local search. */
export function algoliaThemeConfig(algolia: HostedSearch | null) {
  return algolia ? {algolia: {...algolia, contextualSearch: false, searchPagePath: false as const}} : {};
}

/** What the browser must reach for the hosted search: the index's query hosts (Algolia's DSN host and its fallbacks). */
export function hostedSearchSources(algolia: HostedSearch | null): string[] {
  if (!algolia) return [];
  const id = algolia.appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}
