import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/paths';
import {gotoHydrated} from '../support/browser';

test('HTML is revalidated and carries the security headers', async ({request}) => {
  const response = await request.get('/docs/overview');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('hashed assets are cached for a year as immutable and sent compressed', async ({request}) => {
  const script = fs.readdirSync(path.join(buildDir, 'assets/js')).find((file) => file.startsWith('main.'))!;
  const response = await request.get(`/assets/js/${script}`, {headers: {'Accept-Encoding': 'gzip'}});
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('an unknown path gets the not-found page with status 404 and the headers', async ({request}) => {
  const response = await request.get('/docs/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get('/404.html')).status()).toBe(404);
});

test('.html and index.html paths redirect permanently to the clean path', async ({request}) => {
  for (const [from, to] of [
    ['/docs/overview.html', '/docs/overview'],
    ['/docs/overview/index.html', '/docs/overview'],
    ['/index.html?x=1', '/?x=1'],
  ]) {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});

test('pages, search and diagrams work under the Content-Security-Policy', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await gotoHydrated(page, '/docs/quick-start');
  const diagram = page.locator('.static-diagram img:visible').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('Control+k');
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('session', {delay: 20});
  await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
  expect(violations).toEqual([]);
});
