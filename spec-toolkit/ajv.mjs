// @ts-check
// The one Ajv set-up of the project: the site's compiled validators, the docs
// MCP server and the tests all validate with it, so a value passes or fails
// the same way everywhere. `strict: false` lets the descriptions' `x-` keywords
// and annotations through.
import AjvDraft07 from 'ajv';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';

/** RFC 3339 date-time; a pattern, so compiled modules need no format library. */
const DATE_TIME = /^\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:\d\d(?:\.\d+)?(?:[Zz]|[+-]\d\d:\d\d)$/;

/** Formats that name what a string carries (file parts, audio, compressed data), not a syntax: any string passes. */
const OPAQUE_FORMATS = ['binary', 'pcm', 'wav', 'zlib'];

/** What every validator shares; `code` adds what `standaloneCode` needs. */
export const AJV_OPTIONS = {allErrors: true, strict: false, discriminator: false};

/**
 * An Ajv instance with the project's options and formats.
 * @param {{dialect?: '2019-09' | 'draft-07', code?: boolean, inlineRefs?: boolean}} [options]
 *   `dialect`: 2019-09 is what `fromOpenApi30` writes; the bundled `set_task` schema declares draft-07,
 *   the dialect most editors read;
 *   `code`: keep the generated source, as ES module, for `standaloneCode`;
 *   `inlineRefs: false` keeps shared schemas as functions of their own (smaller compiled modules).
 */
export function createAjv({dialect = '2019-09', code = false, inlineRefs = true} = {}) {
  const Ajv = dialect === 'draft-07' ? AjvDraft07 : Ajv2019;
  const ajv = new Ajv({...AJV_OPTIONS, inlineRefs, ...(code ? {code: {source: true, esm: true}} : {})});
  addFormats(ajv, {mode: 'fast', formats: ['uuid', 'uri']});
  ajv.addFormat('date-time', DATE_TIME);
  for (const name of OPAQUE_FORMATS) ajv.addFormat(name, true);
  return ajv;
}

/**
 * One line per error of the last validation: `/path message`.
 * @param {{errors?: import('ajv').ErrorObject[] | null}} validate
 */
export function describeErrors(validate) {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');
}
