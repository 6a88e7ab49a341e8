import type {Config} from '@docusaurus/types';
import {deployment} from './config/deployment';
import {FIXTURES_ENABLED, SITE_TAGLINE, SITE_TITLE} from './config/constants';
import {future} from './config/future';
import {changelog, preset} from './config/content';
import {themeConfig} from './config/theme';
import {algoliaThemeConfig, hostedSearchSources, searchThemes} from './config/search';
import {apiDocsInstance, openApiPlugin, openApiTheme} from './config/openapi';
import {markdownTwins} from './config/markdown-twins';
import testFixturesPlugin from './tests/fixtures/site-plugin';
import contentSecurityPolicyPlugin from './src/plugins/content-security-policy';
import postBuildPipeline from './src/plugins/post-build';
import routePrefetchPlugin from './src/plugins/route-prefetch';
import drawAtAnchorPlugin from './src/plugins/draw-at-anchor';
import codeHighlightingPlugin from './src/plugins/code-highlighting';
import frameworkChunkPlugin from './src/plugins/framework-chunk';
import compileHintsPlugin from './src/plugins/compile-hints';
import hydrationWithoutIcu from './src/plugins/hydration-without-icu';
import exampleArchives from './src/plugins/example-archives';
import {GENERATED_STATIC_DIR} from './config/generated-paths.mjs';

export default async function createConfig(): Promise<Config> {
  return {
    title: SITE_TITLE,
    tagline: SITE_TAGLINE,
    favicon: 'img/favicon.svg',
    staticDirectories: ['static', GENERATED_STATIC_DIR],
    url: deployment.siteUrl,
    baseUrl: '/',
    trailingSlash: undefined,
    i18n: {defaultLocale: 'en', locales: ['en']},
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    future,
    markdown: {format: 'detect'},
    customFields: {deployment},
    presets: [['classic', preset(deployment)]],
    themes: [openApiTheme, ...searchThemes(deployment)],
    clientModules: ['./src/clientModules/languageChoice.ts', './src/clientModules/openFoldedTarget.ts'],
    plugins: [
      apiDocsInstance,
      openApiPlugin,
      exampleArchives,
      ['@docusaurus/plugin-content-blog', changelog(deployment)],
      markdownTwins(deployment),
      ...(FIXTURES_ENABLED ? [testFixturesPlugin] : []),
      contentSecurityPolicyPlugin({
        tagManager: Boolean(deployment.gtmContainerId),
        reportUri: deployment.cspReportUri,
        connectSources: hostedSearchSources(deployment.algolia),
      }),
      routePrefetchPlugin,
      drawAtAnchorPlugin,
      codeHighlightingPlugin,
      frameworkChunkPlugin,
      compileHintsPlugin,
      hydrationWithoutIcu,
      postBuildPipeline,
    ],
    themeConfig: {...themeConfig(deployment), ...algoliaThemeConfig(deployment.algolia)},
  } satisfies Config;
}
