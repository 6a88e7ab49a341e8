import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Deployment} from './deployment';
import path from 'node:path';
import remarkDeploymentValues from '../src/plugins/remark-deployment-values';
import remarkStaticDiagrams from '../src/plugins/remark-static-diagrams';

export function remarkPlugins(deployment: Deployment) {
  return [
    [remarkDeploymentValues, {deployment}],
    [remarkStaticDiagrams, {siteDir: path.resolve(__dirname, '..')}],
  ] as DocsOptions['remarkPlugins'];
}

/** Guides: `docs/docs/overview.mdx` is served at `/docs/overview`. */
export function docs(deployment: Deployment) {
  return {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: './sidebars.ts',
    remarkPlugins: remarkPlugins(deployment),
    showLastUpdateTime: false,
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

export function preset(deployment: Deployment) {
  return {
    docs: docs(deployment),
    blog: blog(deployment),
    pages: {remarkPlugins: remarkPlugins(deployment)},
    theme: {customCss: ['./src/css/custom.css', './src/css/api-reference.css']},
    sitemap: {
      lastmod: null,
      ignorePatterns: ['/__fixtures/**', '/search'],
      filename: 'sitemap.xml',
    },
    debug: false,
    ...(deployment.gtmContainerId
      ? {googleTagManager: {containerId: deployment.gtmContainerId}}
      : {}),
  } satisfies Preset.Options;
}
