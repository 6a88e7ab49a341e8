import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {SEARCH_SUGGESTION_LIMIT} from './constants';

/**
 * Local search. Guides live at the site root, so the docs route base must be
 * '/' (with the default '/docs' the plugin silently writes no index). The API
 * reference is a second docs instance at /api with its own search context.
 */
export const searchPlugin: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
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
    searchContextByPaths: [
      {label: 'Guides', path: 'docs'},
      {label: 'Blog', path: 'blog'},
      {label: 'API reference', path: 'api'},
    ],
    useAllContextsWithNoSearchContext: true,
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
