import {test, expect, type Page, type Route} from '../support/test';
import {gotoFixture, gotoHydrated} from '../support/browser';
import {VIEWPORT_PREFETCH_BUDGET, VIEWPORT_PREFETCH_MAX_PAGE_BYTES} from '../../src/plugins/route-prefetch/budget';

/** Pretends to be on a data-saver connection, which turns route prefetching off. */
async function useDataSaver(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
  });
}

/**
 * Marks each link with `data-seen-by-router` right after the router's viewport
 * watcher has handled it, which is when Docusaurus decides whether to prefetch
 * the link's route.
 */
async function markLinksSeenByRouter(page: Page) {
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          callback(entries, observer);
          for (const entry of entries) if (entry.isIntersecting) entry.target.setAttribute('data-seen-by-router', '');
        }, options);
      }
    };
  });
}

test('an unknown path answers 404 with the not-found page', {tag: '@server'}, async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'Overview'})).toHaveAttribute('href', '/docs/overview');
});

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} is normalised to the clean path`, {tag: '@server'}, async ({page}) => {
    await page.goto(`/docs/overview${suffix}`);
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Overview'})).toBeVisible();
  });
}

test('a page that throws shows "This page crashed." with the error, its cause and Try again', async ({page}) => {
  await gotoFixture(page, '/__fixtures/crash');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Fixture render failure')).toBeVisible();
  await expect(page.getByText('Fixture root cause')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
});

test('the loading state shows a spinner, and a failure shows the error with Retry', async ({page}) => {
  await gotoFixture(page, '/__fixtures/loading');
  const pending = page.locator('[data-fixture="pending"]');
  await expect(pending.getByRole('status')).toContainText('Loading');
  const failed = page.locator('[data-fixture="failed"]');
  await expect(failed.getByRole('alert')).toContainText('Loading chunk 42 failed.');
  await failed.getByRole('button', {name: 'Retry'}).click();
  await expect(failed.getByText('Retries: 1')).toBeVisible();
});

test('a route whose code fails to load logs a warning and reloads the page', {tag: '@server'}, async ({page}) => {
  await useDataSaver(page);
  await gotoHydrated(page, '/');
  await page.route('**/assets/js/**', (route) => route.abort());
  const warning = page.waitForEvent('console', {predicate: (message) => message.type() === 'warning'});
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
  expect((await warning).text()).toMatch(/Loading chunk .+ failed/i);
  await reloaded;
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
});

test('a slow route change shows the progress bar until the route has loaded', async ({page}) => {
  await useDataSaver(page);
  await gotoHydrated(page, '/');
  // The route's code is held back until the bar is on screen, then let through.
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/js/**', (route) => (released ? route.continue() : void held.push(route)));
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('links in view prefetch a small budget of routes, none in data-saver mode', async ({browser}) => {
  const prefetchedRoutes = async (dataSaver: boolean) => {
    const page = await browser.newPage();
    await markLinksSeenByRouter(page);
    if (dataSaver) await useDataSaver(page);
    await gotoHydrated(page, '/docs/quick-start');
    // Every link of the page passes through the viewport: dozens of routes are in view at some point.
    for (let y = 0; y < 30; y += 1) await page.mouse.wheel(0, 1200);
    await expect(page.locator('.pagination-nav a').first()).toHaveAttribute('data-seen-by-router', '');
    await page.waitForLoadState('networkidle');
    const routes = await page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).dataset.route));
    await page.close();
    return new Set(routes);
  };
  expect((await prefetchedRoutes(false)).size).toBe(VIEWPORT_PREFETCH_BUDGET);
  expect((await prefetchedRoutes(true)).size).toBe(0);
});

test('a page that brought more than the byte budget prefetches no route for links in view: the playground', async ({browser}) => {
  // A page of its own: the shared tab has the site's files in its cache, and a file from the cache transfers no byte.
  const page = await browser.newPage();
  await markLinksSeenByRouter(page);
  await gotoHydrated(page, '/docs/playground');
  for (let y = 0; y < 12; y += 1) await page.mouse.wheel(0, 1200);
  await expect(page.locator('main a[href^="/docs/"]').last()).toHaveAttribute('data-seen-by-router', '');
  await page.waitForLoadState('networkidle');
  const brought = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
      (sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize,
      0,
    ),
  );
  expect(brought).toBeGreaterThanOrEqual(VIEWPORT_PREFETCH_MAX_PAGE_BYTES);
  await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
  await page.close();
});

test('a prefetch asks only for files the page has not loaded: the chunks the page already runs are left out', async ({page}) => {
  const loadedBefore: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') loadedBefore.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/docs/quick-start');
  await expect(page.locator('head link[rel="prefetch"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const prefetched = await page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(loadedBefore.length, 'scripts the page ran').toBeGreaterThan(5);
  expect(prefetched.length, 'files prefetched').toBeGreaterThan(0);
  expect(prefetched.filter((file) => loadedBefore.includes(file))).toEqual([]);
});

test('a prefetch is done in small steps of idle time: with none left, an idle callback asks for one file at most', async ({page}) => {
  // Every idle callback is told that no idle time is left, and counts the files it asked for.
  await page.addInitScript(() => {
    const native = window.requestIdleCallback.bind(window);
    const record = window as unknown as {filesPerIdleCallback: number[]};
    record.filesPerIdleCallback = [];
    window.requestIdleCallback = (callback, options) =>
      native(() => {
        const before = document.head.querySelectorAll('link[rel="prefetch"]').length;
        callback({didTimeout: true, timeRemaining: () => 0});
        record.filesPerIdleCallback.push(document.head.querySelectorAll('link[rel="prefetch"]').length - before);
      }, options);
  });
  await gotoHydrated(page, '/docs/quick-start');
  const prefetched = page.locator('head link[rel="prefetch"]');
  // The route linked first from the quick start (an API operation) has several files the guide does not load.
  await expect.poll(() => prefetched.count()).toBeGreaterThanOrEqual(2);
  // One reading of both, as prefetching may go on meanwhile.
  const {perCallback, files} = await page.evaluate(() => ({
    perCallback: (window as unknown as {filesPerIdleCallback: number[]}).filesPerIdleCallback,
    files: document.head.querySelectorAll('link[rel="prefetch"]').length,
  }));
  expect(
    perCallback.reduce((sum, added) => sum + added, 0),
    'files asked for by idle callbacks',
  ).toBe(files);
  expect(Math.max(...perCallback)).toBe(1);
});

test("the budget goes to links in the page's content, such as search results, never to the navbar, footer or breadcrumbs", async ({
  page,
}) => {
  await gotoHydrated(page, '/search?q=session');
  const results = page.locator('main section[aria-label="Results"] h2 a');
  await expect(results.first()).toBeVisible();
  // The budget is spent when the main thread is idle (at the latest 2 s after the page settles), which the network
  // being quiet does not wait for.
  const prefetched = () =>
    page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).dataset.route));
  await expect.poll(async () => new Set(await prefetched()).size).toBe(VIEWPORT_PREFETCH_BUDGET);
  const resultRoutes = await results.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  // The first results, the likeliest to be read next.
  expect([...new Set(await prefetched())]).toEqual([...new Set(resultRoutes)].slice(0, VIEWPORT_PREFETCH_BUDGET));

  // On a guide, the links of its text, not the breadcrumbs above it (the home page, the section's index).
  await gotoHydrated(page, '/docs/streaming_api/management');
  await expect.poll(async () => new Set(await prefetched()).size).toBe(VIEWPORT_PREFETCH_BUDGET);
  const guideRoutes = await prefetched();
  const textRoutes = await page
    .locator('.theme-doc-markdown a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  for (const route of guideRoutes) expect(textRoutes, `${route} is linked from the guide's text`).toContain(route);
});

test('a link that takes keyboard focus loads its page before it is followed', async ({page}) => {
  await gotoHydrated(page, '/docs/quick-start');
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The footer is out of view, so the viewport budget has not fetched this page.
  await page.getByRole('contentinfo').getByRole('link', {name: 'Changelog'}).focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});

test('a sidebar click loads no page for the link that folding slides under the resting pointer; moving the pointer onto it does', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/quick-start');
  const clicked = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Broadcaster', exact: true});
  const box = await clicked.boundingBox();
  if (!box) throw new Error('the Broadcaster link has no box');
  const pointer = {x: box.x + box.width / 2, y: box.y + box.height / 2};
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await clicked.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Broadcaster');
  // The quick start's category folded, so the clicked link moved up and another one sits under the pointer.
  const underPointer = await page.evaluate(({x, y}) => document.elementFromPoint(x, y)?.closest('a')?.pathname, pointer);
  expect(underPointer).toMatch(/^\/docs\//);
  expect(underPointer).not.toMatch(/^\/docs\/broadcaster\/?$/);
  await page.waitForLoadState('networkidle');
  const loadedByTheClick = scripts.length;
  await page.mouse.move(pointer.x + 4, pointer.y);
  await expect
    .poll(() => scripts.length, {message: `scripts of ${underPointer} loaded when the pointer moves`})
    .toBeGreaterThan(loadedByTheClick);
});
