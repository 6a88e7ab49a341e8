import zlib from 'node:zlib';
import {test, expect, type Page} from '../support/test';
import {gotoHydrated, watchConsole} from '../support/browser';
import {loadOpenapi, operations} from '../support/openapi';
import {specRoutes} from '../support/routes';
import {readDeployment} from '../../config/deployment';

const spec = loadOpenapi();
const deployment = readDeployment();
const operationByRoute = new Map(operations(spec).map((entry) => [`/api/${entry.operation.operationId}`, entry]));
const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';

function samplesOf(page: Page) {
  return page.getByRole('complementary', {name: 'Request samples'});
}

// Every API page's title, method, path and sample tabs are checked in its static HTML (tests/build/api-pages.spec.ts),
// and every page loads without a console error in the whole-sitemap crawl (tests/a11y/sitemap.spec.ts, run by
// `npm run bench -- --only a11y`); these pages, one of each kind, after hydration.
const hydratedSample = [
  '/api',
  '/api/introduction',
  '/api/create-streaming-session',
  '/api/get-user-sessions',
  '/api/update-specific-voice',
  '/api/delete-a-glossary-by-id',
  '/api/upload-glossary-file',
];

test('the sample covers every HTTP method of the reference', () => {
  const methods = new Set(hydratedSample.flatMap((route) => operationByRoute.get(route)?.method ?? []));
  expect([...methods].sort()).toEqual([...new Set([...operationByRoute.values()].map((entry) => entry.method))].sort());
  for (const route of hydratedSample) expect(specRoutes.apiReference).toContain(route);
});

test('one page of each kind renders its title, method, path and sample tabs after hydration, has no Send button, and requests nothing outside the site', async ({
  page,
  baseURL,
}) => {
  const console = watchConsole(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  for (const route of hydratedSample) {
    await test.step(route, async () => {
      await gotoHydrated(page, route);
      const entry = operationByRoute.get(route);
      const title = entry?.operation.summary ?? (route === '/api' ? 'API reference' : spec.info.title);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByRole('button', {name: /send/i})).toHaveCount(0);
      if (entry) {
        const endpoint = page.locator('main').getByText(entry.path, {exact: true}).first();
        await expect(endpoint).toBeVisible();
        await expect(page.locator('main').getByText(entry.method.toUpperCase(), {exact: true}).first()).toBeVisible();
        await expect(samplesOf(page).getByRole('tab')).toHaveText(['cURL', 'Python', 'TypeScript', 'Go']);
        // Every sample tab's content, and the rest of the page below the fold.
        await page.mouse.wheel(0, 4000);
        for (const name of ['Python', 'TypeScript', 'Go', 'cURL']) await samplesOf(page).getByRole('tab', {name}).click();
      }
    });
  }
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
  console.expectClean();
});

test('the language choice stays as the reader moves between API pages and is shared with the guides', async ({page}) => {
  await gotoHydrated(page, '/api/create-streaming-session');
  await samplesOf(page).getByRole('tab', {name: 'Go'}).click();
  await expect(samplesOf(page).getByRole('tabpanel')).toContainText('package main');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Get user sessions'}).click();
  await expect(page).toHaveURL(/\/api\/get-user-sessions$/);
  await expect(samplesOf(page).getByRole('tab', {name: 'Go'})).toHaveAttribute('aria-selected', 'true');
  await samplesOf(page).getByRole('tab', {name: 'Python'}).click();
  await gotoHydrated(page, '/api/create-a-new-glossary');
  await expect(samplesOf(page).getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  // The guides' <Tabs groupId="lang"> read the same stored choice (curl, python).
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.lang'))).toBe('python');
});

test('the introduction links the OpenAPI, AsyncAPI and Postman downloads, which the site serves', async ({page, request}) => {
  await gotoHydrated(page, '/api/introduction');
  const downloads = [
    ['openapi.yaml', 'openapi: 3.0.3'],
    ['asyncapi.yaml', 'asyncapi: 3.'],
    ['postman_collection.json', '"schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"'],
  ];
  for (const [file, first] of downloads) {
    await expect(page.locator(`main a[href="/${file}"]`)).toHaveAttribute('download', file);
    const response = await request.get(`/${file}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(first);
  }
});

test('search finds an operation by a field name', async ({page}) => {
  await gotoHydrated(page, '/api/introduction');
  await page.keyboard.press(`${modifier}+k`);
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('subscriber_count', {delay: 30});
  const hit = page.locator('[role="listbox"] [role="option"]', {hasText: 'Create streaming session ›'}).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/api\/create-streaming-session/);
  await expect(page.locator('main')).toContainText('data.subscriber_count');
});

test('the API sidebar starts with the introduction in the first group and ends with API Swagger', async ({page}) => {
  await gotoHydrated(page, '/api/introduction');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const groups = sidebar.locator('.theme-doc-sidebar-item-category-level-1 > div > .menu__link');
  await expect(groups).toHaveText([
    'Real Time Speech-to-Speech Translation Streaming',
    'Sessions',
    'Voices',
    'Glossaries',
    'Broadcast',
    'Text-to-Speech',
    'Blob',
  ]);
  const firstGroup = sidebar.locator('.theme-doc-sidebar-item-category-level-1').first();
  await expect(firstGroup.getByRole('link').first()).toHaveAttribute('href', '/api/introduction');
  const last = sidebar.getByRole('link').last();
  await expect(last).toHaveText(/API Swagger/);
  await expect(last).toHaveAttribute('href', deployment.swaggerUrl);
});

test.describe('narrow screens', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the code samples follow the summary, before the field reference', async ({page}) => {
    await gotoHydrated(page, '/api/create-streaming-session');
    const samples = await samplesOf(page).boundingBox();
    const request = await page.getByRole('heading', {level: 2, name: 'Request'}).boundingBox();
    const description = await page.locator('main p', {hasText: 'first call of every live translation'}).boundingBox();
    expect(samples!.y).toBeGreaterThan(description!.y);
    expect(samples!.y).toBeLessThan(request!.y);
  });
});

// Accessibility of every API page, in both colour modes, is checked by the sitemap crawl in tests/a11y.

test('an operation page loads at most 350 KB of gzip-compressed JavaScript on a first visit', async ({page}) => {
  const sizes: Promise<number>[] = [];
  let loaded = false;
  page.on('response', (response) => {
    if (loaded || !new URL(response.url()).pathname.endsWith('.js')) return;
    sizes.push(response.body().then((body) => zlib.gzipSync(body, {level: 6}).length));
  });
  await page.goto('/api/create-a-new-broadcast', {waitUntil: 'load'});
  loaded = true;
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  console.log(`first-visit JavaScript on /api/create-a-new-broadcast: ${(total / 1024).toFixed(0)} KB gzip`);
  expect(total).toBeLessThanOrEqual(350 * 1024);
});
