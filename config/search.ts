import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import searchIndexPlugin from '../src/plugins/search-index';
import {FIXTURES_ENABLED, SEARCH_SUGGESTION_LIMIT} from './constants';

/**
 * Local search: @easyops-cn/docusaurus-search-local, wrapped by the
 * search-index site plugin, which rebuilds its index after the build (one
 * hashed file for the whole site, table rows as results) and searches it in
 * its own worker. Guides live at the site root, so the docs route base must be
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
