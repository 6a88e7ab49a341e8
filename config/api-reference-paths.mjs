// Where the API reference is generated. Plain JavaScript, shared by
// config/openapi.ts and scripts/generate-api-docs.mjs.

/** Folder of the API docs instance; the generator writes the pages here. */
export const API_DOCS_DIR = 'api';
/** The description the OpenAPI plugin reads: deploy-time hosts plus code samples. */
export const PROCESSED_SPEC_PATH = '.generated/openapi.json';
/** The plugin's name for the description (`docusaurus gen-api-docs <key>`). */
export const OPENAPI_CONFIG_KEY = 'speech';
