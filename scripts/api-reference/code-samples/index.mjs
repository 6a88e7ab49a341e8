// Adds `x-codeSamples` (cURL, Python, Node.js, Go) to every operation of an
// OpenAPI description, so the reference shows them as static code at build
// time and the browser never needs a code generator.
import {describeRequest} from './request.mjs';
import {curlSample} from './curl.mjs';
import {pythonSample} from './python.mjs';
import {nodeSample} from './node.mjs';
import {goSample} from './go.mjs';

/** Tab values match the guides' `<Tabs groupId="lang">` where the language is shared. */
export const SAMPLE_LANGUAGES = [
  {lang: 'curl', label: 'cURL', highlight: 'bash', render: curlSample},
  {lang: 'python', label: 'Python', highlight: 'python', render: pythonSample},
  {lang: 'node', label: 'Node.js', highlight: 'javascript', render: nodeSample},
  {lang: 'go', label: 'Go', highlight: 'go', render: goSample},
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** @param {{paths: Record<string, Record<string, any>>}} spec */
export function* operationsOf(spec) {
  for (const [path, pathItem] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      if (pathItem[method]) yield {path, method, pathItem, operation: pathItem[method]};
    }
  }
}

/** Returns a copy of `spec` whose operations carry generated `x-codeSamples`. */
export function withCodeSamples(spec) {
  const copy = structuredClone(spec);
  for (const where of operationsOf(copy)) {
    const request = describeRequest(copy, where);
    where.operation['x-codeSamples'] = SAMPLE_LANGUAGES.map(({lang, label, render}) => ({
      lang,
      label,
      source: render(request),
    }));
  }
  return copy;
}
