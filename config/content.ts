import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Deployment} from './deployment';
import path from 'node:path';
import remarkDeploymentValues from '../src/plugins/remark-deployment-values';
import remarkStaticDiagrams from '../src/plugins/remark-static-diagrams';
import remarkCodeRuns from '../src/plugins/code-highlighting/remark-code-runs';
import remarkBelowTheFold from '../src/plugins/below-the-fold/remark-below-the-fold';
import {prismTheme} from '../shared/prism-themes';
import {PRISM_LANGUAGES} from './theme';
import {gitHistory, showLastUpdateTime} from './last-update.mjs';
import {remarkPluginWith} from './bound-options';

/** Routes that are not pages for readers: no sitemap entry and no Markdown twin. */
export const UNLISTED_ROUTES = ['/__fixtures/**', '/search'];

export function remarkPlugins(deployment: Deployment) {
  return [
    remarkPluginWith(remarkDeploymentValues, {deployment}),
    remarkPluginWith(remarkStaticDiagrams, {siteDir: path.resolve(__dirname, '..')}),
    // Last: colours code blocks as the other plugins left them.
    remarkPluginWith(remarkCodeRuns, {theme: prismTheme, languages: PRISM_LANGUAGES}),
    remarkBelowTheFold,
  ] as DocsOptions['remarkPlugins'];
}

/** The message reference is generated from specs/asyncapi.yaml: its pages are edited there. */
const GENERATED_MESSAGE_PAGES = 'docs/streaming_api/messages/';

/** "Edit this page" targets, when DOCS_EDIT_URL is set. */
export function editUrl(deployment: Deployment): DocsOptions['editUrl'] {
  const base = deployment.docsEditUrl;
  if (!base) return undefined;
  return ({versionDocsDirPath, docPath}) =>
    docPath.startsWith(GENERATED_MESSAGE_PAGES) ? `${base}/specs/asyncapi.yaml` : `${base}/${versionDocsDirPath}/${docPath}`;
}

/** Guides: `docs/docs/overview.mdx` is served at `/docs/overview`. */
export function docs(deployment: Deployment, history = gitHistory()) {
  return {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: './sidebars.ts',
    remarkPlugins: remarkPlugins(deployment),
    showLastUpdateTime: showLastUpdateTime(history),
    editUrl: editUrl(deployment),
    breadcrumbs: true,
  } satisfies DocsOptions;
}

export function blog(deployment: Deployment) {
  return {
    path: 'blog',
    routeBasePath: 'blog',
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    showReadingTime: true,
    blogTitle: 'Blog',
    blogDescription: 'Engineering notes, integration walkthroughs and news about the speech-to-speech translation API.',
    blogSidebarTitle: 'Recent posts',
    blogSidebarCount: 'ALL',
    remarkPlugins: remarkPlugins(deployment),
    feedOptions: {type: ['rss', 'atom'], xslt: false},
  } satisfies BlogOptions;
}

/** The changelog: a second blog instance at /changelog, one dated entry per API or docs change. */
export function changelog(deployment: Deployment) {
  return {
    id: 'changelog',
    path: 'changelog',
    routeBasePath: 'changelog',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'ignore',
    showReadingTime: false,
    blogTitle: 'Changelog',
    blogDescription: 'Dated changes to the API, its descriptions and this documentation.',
    blogSidebarTitle: 'All changes',
    blogSidebarCount: 'ALL',
    postsPerPage: 20,
    remarkPlugins: remarkPlugins(deployment),
    feedOptions: {
      type: ['rss', 'atom'],
      xslt: false,
      title: 'API changelog',
      description: 'Dated changes to the API, its descriptions and this documentation.',
    },
  } satisfies BlogOptions;
}

export function preset(deployment: Deployment) {
  return {
    docs: docs(deployment),
    blog: blog(deployment),
    pages: {remarkPlugins: remarkPlugins(deployment)},
    theme: {customCss: ['./src/css/custom.css', './src/css/code-colours.css', './src/css/api-reference.css']},
    sitemap: {
      lastmod: null,
      ignorePatterns: UNLISTED_ROUTES,
      filename: 'sitemap.xml',
    },
    debug: false,
    ...(deployment.gtmContainerId
      ? {googleTagManager: {containerId: deployment.gtmContainerId}}
      : {}),
  } satisfies Preset.Options;
}
