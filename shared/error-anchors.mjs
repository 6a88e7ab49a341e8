// Where each error code lives on the Error codes page. Plain ES module with no
// imports, so Node scripts can use it as well as the site's components.

/** Site path of the Error codes page. */
export const ERROR_CODES_PATH = '/docs/error_codes';

/**
 * Element id of a streaming error or warning code on the Error codes page:
 * lower case, `_` turned into `-` (`VALIDATION_ERROR` → `validation-error`).
 * @param {string} code
 * @returns {string}
 */
export function streamingCodeAnchor(code) {
  return code.toLowerCase().replace(/_/g, '-');
}

/**
 * Site path of a streaming error or warning code: `/docs/error_codes#validation-error`.
 * @param {string} code
 * @returns {string}
 */
export function streamingCodeHref(code) {
  return `${ERROR_CODES_PATH}#${streamingCodeAnchor(code)}`;
}
