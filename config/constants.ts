/** Values fixed by the product specification (site-spec §9). */
export const SEARCH_SUGGESTION_LIMIT = 8;
export const TOC_MIN_HEADING_LEVEL = 2;
export const TOC_MAX_HEADING_LEVEL = 3;
export const SITE_TITLE = 'API Documentation';
export const SITE_TAGLINE = 'Superhuman Voice Interpreter';
/** Enables test-only fixture routes (crash page, loading states). Never set in production. */
export const FIXTURES_ENABLED = process.env.DOCS_FIXTURES === '1';
/** Docusaurus Faster (Rspack, SWC, Lightning CSS) is on unless DOCUSAURUS_FASTER=false. */
export const FASTER_ENABLED = (process.env.DOCUSAURUS_FASTER ?? 'true') !== 'false';
