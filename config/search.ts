import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {SEARCH_SUGGESTION_LIMIT} from './constants';

/**
 * Local search. Guides live at the site root, so the docs route base must be
 * '/' (with the default '/docs' the plugin silently writes no index).
 */
export const searchPlugin: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    hashed: true,
    language: ['en'],
    indexDocs: true,
    docsDir: ['docs'],
    docsRouteBasePath: ['/'],
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
    ],
    useAllContextsWithNoSearchContext: true,
    // Code blocks and diagrams would triple the index; their terms also appear in prose and tables.
    ignoreCssSelectors: ['.theme-doc-toc-mobile', '.pagination-nav', '.theme-code-block', '.docusaurus-mermaid-container'],
  } satisfies Partial<PluginOptions>,
];
