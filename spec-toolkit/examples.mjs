// Which documented example a reader sees, and which value a parameter is
// shown with. The code samples, the Postman collection, the operation pages,
// the contract engine and its console all choose through these functions, so
// one operation shows the same example everywhere.
import {resolve} from './refs.mjs';

/** @typedef {{name: string, summary?: string, value: any}} NamedExample   a documented value: any JSON */

/**
 * The examples of a media type (or of a parameter), in the order a reader
 * meets them: the named `examples` in document order, else the single
 * `example`. `spec` resolves `$ref`ed examples; pass null for a dereferenced
 * document.
 * @param {any} spec
 * @param {{example?: unknown, examples?: Record<string, any>} | undefined} media
 * @returns {NamedExample[]}
 */
export function examplesOf(spec, media) {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, entry]) => {
    const example = resolve(spec, entry);
    return {name, ...(example.summary ? {summary: example.summary} : {}), value: example.value};
  });
  if (named.length > 0) return named;
  return media.example === undefined ? [] : [{name: 'example', value: media.example}];
}

/**
 * The example shown first for a media type (request sample, console, mock answer).
 * @param {any} spec
 * @param {{example?: unknown, examples?: Record<string, any>} | undefined} media
 * @returns {any}
 */
export function firstExample(spec, media) {
  return examplesOf(spec, media)[0]?.value;
}

/**
 * The value a parameter is shown with: its own example, then its first named
 * example, then the schema's example, default and first allowed value;
 * undefined when the description gives none.
 * @param {any} spec
 * @param {{example?: unknown, examples?: Record<string, any>, schema?: any}} parameter
 * @returns {any}
 */
export function parameterValue(spec, parameter) {
  const schema = resolve(spec, parameter.schema) ?? {};
  return firstExample(spec, parameter) ?? schema.example ?? schema.default ?? schema.enum?.[0];
}
