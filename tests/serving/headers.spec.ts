import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/paths';
import {builtPolicy, rawRequest, type RawAnswer} from '../support/servers';
import {SECURITY_HEADERS} from '../../config/serving.mjs';

// Run against `npm run serve` (project serve) and deploy/nginx.conf (project nginx).

/** The whole header set, each header sent once: the build's policy, config/serving.mjs's headers, Cache-Control. */
function expectSecurityHeaders(answer: RawAnswer, cacheControl = 'no-cache') {
  const expected: Record<string, string> = {'Content-Security-Policy': builtPolicy(), ...SECURITY_HEADERS, 'Cache-Control': cacheControl};
  for (const [name, value] of Object.entries(expected)) {
    const sent = answer.headerLines.filter(([line]) => line.toLowerCase() === name.toLowerCase()).map(([, text]) => text);
    expect(sent, `${name} on a ${answer.status}`).toEqual([value]);
  }
}

const mainScript = () => fs.readdirSync(path.join(buildDir, 'assets/js')).find((file) => /^main\..*\.js$/.test(file))!;

test('200: a page carries the full header set', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, '/docs/overview');
  expect(answer.status).toBe(200);
  expectSecurityHeaders(answer);
});

test('the playground may use the microphone; no page may use the camera or the location', async ({baseURL}) => {
  for (const target of ['/docs/overview', '/docs/nothing-here']) {
    expect((await rawRequest(baseURL!, target)).headers['permissions-policy'], target).toBe('camera=(), microphone=(self), geolocation=()');
  }
});

test('200: hashed assets are cached for a year as immutable', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, `/assets/js/${mainScript()}`);
  expect(answer.status).toBe(200);
  expectSecurityHeaders(answer, 'public, max-age=31536000, immutable');
});

test('301: a redirect carries the full header set', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, '/docs/overview.html');
  expect(answer.status).toBe(301);
  expectSecurityHeaders(answer);
});

test('304: a revalidated page carries the full header set', async ({baseURL}) => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    const headers = {'Accept-Encoding': encoding};
    const first = await rawRequest(baseURL!, '/docs/overview', {headers});
    expect(first.headers['etag'], encoding).toBeTruthy();
    const again = await rawRequest(baseURL!, '/docs/overview', {headers: {...headers, 'If-None-Match': first.headers['etag']}});
    expect(again.status, encoding).toBe(304);
    expectSecurityHeaders(again);
  }
});

test('400: a malformed request carries the full header set', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, '/docs/%00');
  expect(answer.status).toBe(400);
  expectSecurityHeaders(answer);
});

test('404: an unknown path carries the full header set', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, '/docs/nothing-here');
  expect(answer.status).toBe(404);
  expectSecurityHeaders(answer);
  const asset = await rawRequest(baseURL!, '/assets/js/nothing-here.js');
  expect(asset.status).toBe(404);
  expectSecurityHeaders(asset);
});

test('405: a POST carries the full header set', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, '/docs/overview', {method: 'POST', headers: {'Content-Length': '0'}});
  expect(answer.status).toBe(405);
  expectSecurityHeaders(answer);
});

test('414: an overlong request line carries the full header set', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, `/${'a'.repeat(10_000)}`);
  expect(answer.status).toBe(414);
  expectSecurityHeaders(answer);
});

test('206: a range of a download carries the full header set', async ({baseURL}) => {
  // nginx answers 206; the Node server ignores Range and answers 200.
  const answer = await rawRequest(baseURL!, '/examples/ts.zip', {headers: {Range: 'bytes=0-99'}});
  expect([200, 206]).toContain(answer.status);
  expectSecurityHeaders(answer);
});

test('416: an unsatisfiable range carries the full header set, each header once', async ({baseURL}) => {
  // nginx answers 416 and runs its header filters twice; the Node server ignores Range and answers 200.
  const answer = await rawRequest(baseURL!, '/examples/ts.zip', {headers: {Range: 'bytes=99999999-'}});
  expect([200, 416]).toContain(answer.status);
  expectSecurityHeaders(answer);
  const names = answer.headerLines.map(([name]) => name.toLowerCase());
  expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
});

test('the API descriptions and the Postman collection can be fetched from any origin; pages cannot', async ({baseURL}) => {
  for (const target of ['/openapi.yaml', '/asyncapi.yaml', '/postman_collection.json']) {
    for (const method of ['GET', 'HEAD']) {
      const answer = await rawRequest(baseURL!, target, {method});
      expect(answer.status, `${method} ${target}`).toBe(200);
      expect(answer.headers['access-control-allow-origin'], `${method} ${target}`).toBe('*');
      expectSecurityHeaders(answer);
    }
  }
  for (const target of ['/docs/overview', '/search-manifest.json', '/llms.txt', '/openapi.yaml.gz']) {
    expect((await rawRequest(baseURL!, target)).headers['access-control-allow-origin'], target).toBeUndefined();
  }
});
