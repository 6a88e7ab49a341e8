import {test, expect} from '@playwright/test';
import {rawRequest} from '../support/servers';

// Run against `npm run serve` (project serve) and deploy/nginx.conf (project nginx).
const long = 'a'.repeat(300);

/** Request targets sent byte for byte: each must answer a same-origin redirect, 400, 404 or 414. */
const hostile = [
  '/%5Cevil.example/docs/overview.html',
  '/%5C%5Cevil.example/docs/overview.html',
  '/\\evil.example/docs/overview.html',
  '/\\\\evil.example/docs/overview.html',
  '//evil.example/docs/overview.html',
  '///evil.example/docs/overview.html',
  '//evil.example/index.html',
  '/%2F%2Fevil.example/docs/overview.html',
  '/%2Fevil.example.html',
  '/%2F/evil.example/index.html',
  '/%09/docs/overview.html',
  '/%09/evil.example.html',
  '/%0D%0ASet-Cookie:%20hijacked=1/docs/overview.html',
  '/%0d%0aLocation:%20http://evil.example/a.html',
  '/./evil.example.html',
  '/.//evil.example.html',
  '/./%2Fevil.example.html',
  '/docs/./overview.html',
  '/docs/../docs/overview.html',
  '/docs/..%2F..%2F..%2Fetc%2Fpasswd',
  '/../../../etc/passwd',
  '/docs/%00',
  '/docs/%00.html',
  '/%',
  '/%zz.html',
  `/${long}`,
  `/docs/${long}.html`,
  `/docs/${long}/index.html`,
  `/${'a/'.repeat(2000)}x.html`,
  `/${'a'.repeat(10_000)}.html`,
  '/index.html?next=//evil.example',
  '/docs/overview/index.html?%0D%0AX-Injected:%201',
  'http://evil.example/docs/overview.html',
];

for (const target of hostile) {
  test(`hostile target ${JSON.stringify(target.length > 60 ? `${target.slice(0, 40)}…(${target.length})` : target)} stays on this origin`, async ({
    baseURL,
  }) => {
    const answer = await rawRequest(baseURL!, target);
    expect([301, 400, 404, 414], `status ${answer.status}`).toContain(answer.status);
    if (answer.status !== 301) return;
    const location = answer.headers['location'];
    // Visible ASCII only: no tab, CR, LF, space or backslash a browser would reinterpret.
    expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(location).not.toContain('\\');
    for (const base of [`${baseURL}/`, `${baseURL}/docs/overview`]) expect(new URL(location, base).origin).toBe(new URL(baseURL!).origin);
    // Following it lands on a page or the not-found page.
    expect([200, 404]).toContain((await rawRequest(baseURL!, location)).status);
  });
}

test('.html and index.html paths redirect permanently to the clean path', async ({baseURL}) => {
  for (const [from, to] of [
    ['/docs/overview.html', '/docs/overview'],
    ['/docs/overview/index.html', '/docs/overview'],
    ['/index.html?x=1', '/?x=1'],
    ['/docs/auth/index.html?a=1&b=2', '/docs/auth?a=1&b=2'],
    ['/Broadcaster/Editing%20an%20existing%20broadcast.html', '/Broadcaster/Editing%20an%20existing%20broadcast'],
  ]) {
    const answer = await rawRequest(baseURL!, from);
    expect(answer.status, from).toBe(301);
    expect(answer.headers['location'], from).toBe(to);
  }
});

test('a client that follows a hostile redirect stays on the site', async ({request, baseURL}) => {
  const response = await request.get('/%5Cevil.example/docs/overview.html');
  expect(new URL(response.url()).origin).toBe(new URL(baseURL!).origin);
  expect(response.status()).toBe(404);
});
