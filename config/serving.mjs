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
