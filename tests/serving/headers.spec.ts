import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/paths';
import {builtPolicy, rawRequest, type RawAnswer} from '../support/servers';

// Run against `npm run serve` (project serve) and deploy/nginx.conf (project nginx).

function expectSecurityHeaders(answer: RawAnswer, cacheControl = 'no-cache') {
  const headers = answer.headers;
  expect(headers['content-security-policy']).toBe(builtPolicy());
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe(cacheControl);
}

const mainScript = () => fs.readdirSync(path.join(buildDir, 'assets/js')).find((file) => /^main\..*\.js$/.test(file))!;

test('200: a page carries the full header set', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, '/docs/overview');
  expect(answer.status).toBe(200);
  expectSecurityHeaders(answer);
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
