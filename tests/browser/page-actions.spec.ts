import {test, expect, type Page} from '../support/test';
import {gotoHydrated} from '../support/browser';
import {readDeployment} from '../../config/deployment';

/** Every request the page makes; all of them must stay on this site. */
function watchRequests(page: Page, origin: string) {
  const urls: string[] = [];
  const posts: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`);
  });
  return {
    urls,
    posts,
    elsewhere: () => urls.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
  };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    for (const route of ['/docs/languages', '/api/create-streaming-session']) {
      test(`"Copy page" on ${route} copies the page's Markdown twin`, async ({page, context, baseURL}) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
        const requests = watchRequests(page, baseURL!);
        await gotoHydrated(page, route);
        const twin = await (await page.request.get(`${route}.md`)).text();
        const copy = page.getByRole('button', {name: 'Copy page'});
        await expect(copy).toBeVisible();
        await expect(copy).toBeInViewport();
        await copy.click();
        await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
        await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
        const clipboard = await page.evaluate(() => navigator.clipboard.readText());
        expect(clipboard).toBe(twin);
        expect(clipboard.startsWith('# ')).toBe(true);
        expect(requests.urls).toContain(`${baseURL}${route}.md`);
        expect(requests.elsewhere()).toEqual([]);
      });
    }

    test('"View as Markdown" opens the twin', async ({page}) => {
      await gotoHydrated(page, '/docs/overview');
      const link = page.getByRole('link', {name: 'View as Markdown'});
      await expect(link).toHaveAttribute('href', '/docs/overview.md');
      await expect(link).toBeVisible();
    });
  });
}

test('"Open in ChatGPT" and "Open in Claude" are plain links that pass the twin\'s URL, and nothing reaches them before a click', async ({
  page,
  context,
  baseURL,
}) => {
  const {siteUrl} = readDeployment();
  const requests = watchRequests(page, baseURL!);
  await gotoHydrated(page, '/docs/languages');
  await page.waitForLoadState('networkidle');
  const prompt = `Read ${siteUrl}/docs/languages.md so I can ask questions about it.`;
  for (const [name, origin, path] of [
    ['Open in ChatGPT', 'https://chatgpt.com', '/'],
    ['Open in Claude', 'https://claude.ai', '/new'],
  ]) {
    const link = page.getByRole('link', {name});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`, name).toBe(`${origin}${path}`);
    expect(href.searchParams.get('q'), name).toBe(prompt);
  }
  expect(requests.elsewhere()).toEqual([]);

  // A click opens the assistant in a new tab (answered here, so the test stays offline).
  await context.route('https://claude.ai/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<title>stand-in</title>'}),
  );
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', {name: 'Open in Claude'}).click()]);
  expect(new URL(popup.url()).searchParams.get('q')).toBe(prompt);
  expect(requests.elsewhere()).toEqual([]);
});

test('a failed copy says so instead of pretending', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.route('**/docs/overview.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
  await gotoHydrated(page, '/docs/overview');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toBeVisible();
});

test('twins and llms.txt are served as text, twins as text/markdown', async ({request}) => {
  for (const [path, type, start] of [
    ['/docs/overview.md', 'text/markdown', '# Overview'],
    ['/Broadcaster/Editing%20an%20existing%20broadcast.md', 'text/markdown', '# '],
    ['/index.md', 'text/markdown', '# '],
    ['/llms.txt', 'text/plain', '# API Documentation'],
    ['/llms-full.txt', 'text/plain', '# API Documentation'],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
    expect(await response.text(), path).toMatch(new RegExp(`^${start}`));
  }
  expect((await request.get('/docs/no-such-page.md')).status()).toBe(404);
});

test('guides show no "Edit this page" link unless a repository URL is configured', async ({page}) => {
  await gotoHydrated(page, '/docs/overview');
  await expect(page.getByRole('button', {name: 'Yes'})).toBeVisible();
  await expect(page.locator('a.theme-edit-this-page')).toHaveCount(0);
});

test('"Was this page helpful?" without a tag manager thanks the reader and sends nothing', async ({page, baseURL}) => {
  const requests = watchRequests(page, baseURL!);
  await gotoHydrated(page, '/docs/overview');
  await page.waitForLoadState('networkidle');
  const before = requests.urls.length;
  const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
  await feedback.getByRole('button', {name: 'Yes'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks for your feedback.');
  await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & {dataLayer?: unknown}).dataLayer)).toBeUndefined();
  await page.waitForLoadState('networkidle');
  // Only the site's own static files may load meanwhile: page bundles prefetched for links in view.
  const staticFile = new RegExp(`^${baseURL}/assets/`);
  expect(requests.urls.slice(before).filter((url) => !staticFile.test(url))).toEqual([]);
  expect(requests.posts).toEqual([]);
});

test('"Was this page helpful?" with a tag manager pushes the answer to its dataLayer', async ({page}) => {
  await gotoHydrated(page, '/__fixtures/feedback');
  const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
  await feedback.getByRole('button', {name: 'No'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks for your feedback.');
  const dataLayer = await page.evaluate(() => (window as Window & {dataLayer?: unknown[]}).dataLayer);
  expect(dataLayer).toEqual([{event: 'page_feedback', page_path: '/__fixtures/feedback', helpful: 'no'}]);
});
