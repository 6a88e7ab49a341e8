// @ts-check
// What both servers send with every answer: `npm run serve` (scripts/serve.mjs)
// and deploy/nginx.conf. The build writes these headers, with the
// Content-Security-Policy it derives from the pages, into two nginx includes
// beside the site folder, never inside it (`build/` → `build-nginx/headers.conf`
// and `header-values.conf`): nginx includes them and scripts/serve.mjs reads them. Plain JavaScript,
// shared by the build plugin, the servers, the bench and the tests.
import fs from 'node:fs';
import path from 'node:path';

export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The streaming playground asks for the microphone on this site's own pages.
  'Permissions-Policy': 'camera=(), microphone=(self), geolocation=()',
};

/** Caching: hashed bundles never change; everything else is revalidated on each visit (deploy/nginx.conf's map). */
export const IMMUTABLE_PREFIX = '/assets/';
export const CACHE_CONTROL = {immutable: 'public, max-age=31536000, immutable', revalidate: 'no-cache'};
/** Files tools on other origins import by URL (deploy/nginx.conf's CORS map). */
export const CORS_FILES = ['/openapi.yaml', '/asyncapi.yaml', '/postman_collection.json'];

/** The folder beside a site folder that holds what the server needs and must not serve. @param {string} siteDir */
export function serverDirOf(siteDir) {
  return `${path.resolve(siteDir)}-nginx`;
}

/** The headers include of the site in `siteDir` (server context: one `add_header` per header). @param {string} siteDir */
export function headersFileOf(siteDir) {
  return path.join(serverDirOf(siteDir), 'headers.conf');
}

/** The values include of the site in `siteDir` (http context: one `map` per header). @param {string} siteDir */
export function headerValuesFileOf(siteDir) {
  return path.join(serverDirOf(siteDir), 'header-values.conf');
}

/** @param {string} name */
const variableOf = (name) => `docs_header_${name.toLowerCase().replaceAll('-', '_')}`;

/**
 * The two nginx includes: `headers` (server context) sends each header from a
 * variable that `values` (http context) defines. nginx runs its header filters a
 * second time for the 416 of an unsatisfiable range, after adding the headers
 * once; each variable is empty on that pass (status 416, read afresh through
 * `volatile`), and nginx sends no header whose value is empty.
 * @param {string} policy @returns {{headers: string, values: string}}
 */
export function serverIncludes(policy) {
  const headers = Object.entries({'Content-Security-Policy': policy, ...SECURITY_HEADERS});
  const note = '# Written by `npm run build` from the inline scripts of the built pages and config/serving.mjs.';
  return {
    headers: [
      note,
      '# deploy/nginx.conf includes it in `server { }`; header-values.conf defines the values. Do not edit.',
      ...headers.map(([name]) => `add_header ${name} $${variableOf(name)} always;`),
      '',
    ].join('\n'),
    values: [
      note,
      '# deploy/nginx.conf includes it in `http { }`; `npm run serve` reads it. Do not edit.',
      ...headers.map(([name, value]) => `map $status $${variableOf(name)} {\n    volatile;\n    416 "";\n    default "${value}";\n}`),
      '',
    ].join('\n'),
  };
}

/** Writes both includes beside the site folder, where no server serves them. @param {string} siteDir @param {string} policy */
export function writeServerIncludes(siteDir, policy) {
  const {headers, values} = serverIncludes(policy);
  fs.mkdirSync(serverDirOf(siteDir), {recursive: true});
  fs.writeFileSync(headerValuesFileOf(siteDir), values);
  fs.writeFileSync(headersFileOf(siteDir), headers);
}

/**
 * The headers the includes send, by name; throws when a header has no value or there is no Content-Security-Policy.
 * @param {{headers: string, values: string}} includes @param {string} [file] @returns {Record<string, string>}
 */
export function readServerIncludes({headers, values}, file = 'the headers include') {
  const valueOf = Object.fromEntries(
    [...values.matchAll(/^map \$status \$(\w+) \{[^}]*?default "([^"]*)";\n\}$/gm)].map(([, variable, value]) => [variable, value]),
  );
  /** @type {Record<string, string>} */
  const sent = {};
  for (const [, name, variable] of headers.matchAll(/^add_header ([A-Za-z-]+) \$(\w+) always;$/gm)) {
    if (valueOf[variable] === undefined) throw new Error(`${file}: ${name} sends $${variable}, which header-values.conf does not define`);
    sent[name] = valueOf[variable];
  }
  if (!sent['Content-Security-Policy']) throw new Error(`${file} holds no Content-Security-Policy`);
  return sent;
}

/** The headers the build wrote for the site in `siteDir`, read from both includes. @param {string} siteDir */
export function readServerHeaders(siteDir) {
  const file = headersFileOf(siteDir);
  return readServerIncludes({headers: fs.readFileSync(file, 'utf8'), values: fs.readFileSync(headerValuesFileOf(siteDir), 'utf8')}, file);
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the headers of the nginx include
 * on every path, long caching for hashed bundles, CORS for the API descriptions.
 * Both hosts join the values of a header that several rules set, so
 * Cache-Control is set on /assets/ only; both revalidate everything else by default.
 * @param {string} policy
 */
export function pagesHeaders(policy) {
  const headers = {'Content-Security-Policy': policy, ...SECURITY_HEADERS};
  return [
    '# Written by `npm run build` from config/serving.mjs and the Content-Security-Policy of the build. Do not edit.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    `${IMMUTABLE_PREFIX}*`,
    `  Cache-Control: ${CACHE_CONTROL.immutable}`,
    ...CORS_FILES.flatMap((file) => [file, '  Access-Control-Allow-Origin: *']),
    '',
  ].join('\n');
}

/**
 * The rules of a `_headers` file: path pattern → headers.
 * @param {string} text @returns {Record<string, Record<string, string>>}
 */
export function readPagesHeaders(text) {
  /** @type {Record<string, Record<string, string>>} */
  const rules = {};
  let current = '';
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = line.trim();
      rules[current] = {};
      continue;
    }
    const at = line.indexOf(':');
    rules[current][line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}
