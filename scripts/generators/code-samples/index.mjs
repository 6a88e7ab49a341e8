// Adds `x-codeSamples` (cURL, Python, TypeScript, Go) to every operation of an
// OpenAPI description, so the reference shows them as static code at build
// time and the browser never needs a code generator.
import {describeRequest} from './request.mjs';
import {curlSample} from './curl.mjs';
import {pythonSample} from './python.mjs';
import {typescriptSample} from './typescript.mjs';
import {goSample} from './go.mjs';
import {operations} from '../../../spec-toolkit/index.mjs';
import {SAMPLE_LANGUAGES} from '../../../shared/code-languages.mjs';

const RENDERERS = {curl: curlSample, python: pythonSample, typescript: typescriptSample, go: goSample};

/** Returns a copy of `spec` whose operations carry generated `x-codeSamples`. */
export function withCodeSamples(spec) {
  const copy = structuredClone(spec);
  for (const where of operations(copy)) {
    const request = describeRequest(copy, where);
    where.operation['x-codeSamples'] = SAMPLE_LANGUAGES.map(({lang, label}) => ({
      lang,
      label,
      source: RENDERERS[lang](request),
    }));
  }
  return copy;
}
