import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import {createApiPageMD} from './api-pages/operation-page';
import {createInfoPageMD} from './api-pages/info-page';
import type {ApiPageData, InfoPageData} from './api-pages/types';
import remarkBelowTheFold from '../src/plugins/below-the-fold/remark-below-the-fold';
import {API_DOCS_DIR, GEN_STAGING_ENV, OPENAPI_CONFIG_KEY, PROCESSED_SPEC_PATH} from './generated-paths.mjs';

/**
 * The API reference: a second docs instance at /api whose pages the OpenAPI
 * plugin generates (`npm run gen`, run by start and build) from a processed
 * copy of specs/openapi.yaml that carries deploy-time hosts and code samples.
 */
export const API_DOCS_ID = 'api';
export const API_ROUTE_BASE = 'api';

// Relative to the site, like specPath: the plugin reads them from the working directory (the site).
const templates = 'config/api-pages/templates';

export const apiDocsOptions = {
  id: API_DOCS_ID,
  path: API_DOCS_DIR,
  routeBasePath: API_ROUTE_BASE,
  sidebarPath: './sidebarsApi.ts',
  breadcrumbs: true,
  showLastUpdateTime: false,
  // A link's click draws an operation's reference column from its first screen down, the rest right after.
  remarkPlugins: [remarkBelowTheFold],
} satisfies DocsOptions;

// `npm run gen` runs the page generator in its staging folder (config/generated-paths.mjs).
const staged = (relative: string) => (process.env[GEN_STAGING_ENV] ? `${process.env[GEN_STAGING_ENV]}/${relative}` : relative);

export const openApiOptions = {
  specPath: staged(PROCESSED_SPEC_PATH),
  outputDir: staged(API_DOCS_DIR),
  template: `${templates}/api.mustache`,
  infoTemplate: `${templates}/info.mustache`,
  // The site calls no backend: requests are shown, never sent.
  hideSendButton: true,
  showSchemas: false,
  sidebarOptions: {groupPathsBy: 'tag', sidebarCollapsible: true, sidebarCollapsed: true},
  // The plugin's own types are looser than the data it passes (e.g. `required`
  // typed as boolean | string[]); the generators declare what they read.
  markdownGenerators: {
    createApiPageMD: (page) => createApiPageMD(page as unknown as ApiPageData),
    createInfoPageMD: (page) => createInfoPageMD(page as unknown as InfoPageData),
  },
} satisfies OpenApiPlugin.Options;

export const apiDocsInstance: PluginConfig = ['@docusaurus/plugin-content-docs', apiDocsOptions];

export const openApiPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {id: 'openapi', docsPluginId: API_DOCS_ID, config: {[OPENAPI_CONFIG_KEY]: openApiOptions}},
];

/** Sidebar badges and the theme's global styles; its page components are not used. */
export const openApiTheme = 'docusaurus-theme-openapi-docs';
