// Where `npm run gen` writes. Everything generated lives under `.generated/`,
// except the two folders a docs instance must read its pages from. Plain
// JavaScript, shared by the config, the generators and `npm run clear`.

export const GENERATED_DIR = '.generated';
/** JSON that pages, components and sidebars import. */
export const GENERATED_DATA_DIR = `${GENERATED_DIR}/data`;
/** Served as site root files (the spec downloads), beside `static/`. */
export const GENERATED_STATIC_DIR = `${GENERATED_DIR}/static`;
/** The description the OpenAPI plugin reads: deploy-time hosts plus code samples. */
export const PROCESSED_SPEC_PATH = `${GENERATED_DIR}/openapi.json`;

/** Folder of the API docs instance: generated pages beside the hand-written `index.mdx`. */
export const API_DOCS_DIR = 'api';
/** Hand-written files inside API_DOCS_DIR. */
export const API_DOCS_KEEP = ['index.mdx'];
/** Folder of the message reference inside the guides' docs instance. */
export const MESSAGE_PAGES_DIR = 'docs/docs/streaming_api/messages';

/**
 * `npm run gen` writes everything here first, then moves into place only the
 * files that changed and removes the ones no longer written, so that a running
 * dev server never sees an output folder half-written. (No `api` in the folder
 * name: the OpenAPI plugin derives page ids from the part of its output path
 * after `api`.)
 */
export const GEN_STAGING_DIR = '.gen-next';
/** The staging folder of one gen run (a folder of GEN_STAGING_DIR), for `docusaurus gen-api-docs`, which then reads and writes there. */
export const GEN_STAGING_ENV = 'DOCS_GEN_STAGING';

/** The plugin's name for the description (`docusaurus gen-api-docs <key>`). */
export const OPENAPI_CONFIG_KEY = 'speech';
