// @ts-check
// What both servers send with every answer: `npm run serve` (scripts/serve.mjs)
// and deploy/nginx.conf. The build writes these headers, with the
// Content-Security-Policy it derives from the pages, into one nginx include
// beside the site folder, never inside it (`build/` → `build-nginx/headers.conf`):
// nginx includes that file and scripts/serve.mjs reads it. Plain JavaScript,
// shared by the build plugin, the servers, the bench and the tests.
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

/** The headers include of the site in `siteDir`. @param {string} siteDir */
export function headersFileOf(siteDir) {
  return path.join(serverDirOf(siteDir), 'headers.conf');
}

/** The include: one `add_header … always;` line per header, the policy first. @param {string} policy */
export function headersInclude(policy) {
  const headers = {'Content-Security-Policy': policy, ...SECURITY_HEADERS};
  return [
    '# Written by `npm run build` from the inline scripts of the built pages and',
    '# config/serving.mjs. deploy/nginx.conf includes it; `npm run serve` reads it. Do not edit.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/**
 * The headers an include sends, by name; throws when it names no Content-Security-Policy.
 * @param {string} text @param {string} [file] @returns {Record<string, string>}
 */
export function readHeadersInclude(text, file = 'the headers include') {
  const headers = Object.fromEntries([...text.matchAll(/^add_header ([A-Za-z-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]));
  if (!headers['Content-Security-Policy']) throw new Error(`${file} holds no Content-Security-Policy`);
  return headers;
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
