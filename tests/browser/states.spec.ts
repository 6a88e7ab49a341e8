import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/browser';

/** Pretends to be on a data-saver connection, which turns route prefetching off. */
async function useDataSaver(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
  });
}

test('an unknown path answers 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'Overview'})).toHaveAttribute('href', '/docs/overview');
});

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} is normalised to the clean path`, async ({page}) => {
    await page.goto(`/docs/overview${suffix}`);
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Overview'})).toBeVisible();
  });
}

test('a page that throws shows "This page crashed." with the error, its cause and Try again', async ({page}) => {
  await page.goto('/__fixtures/crash');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Fixture render failure')).toBeVisible();
  await expect(page.getByText('Fixture root cause')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
});

test('the loading state shows a spinner, and a failure shows the error with Retry', async ({page}) => {
  await gotoHydrated(page, '/__fixtures/loading');
  const pending = page.locator('[data-fixture="pending"]');
  await expect(pending.getByRole('status')).toContainText('Loading');
  const failed = page.locator('[data-fixture="failed"]');
  await expect(failed.getByRole('alert')).toContainText('Loading chunk 42 failed.');
  await failed.getByRole('button', {name: 'Retry'}).click();
  await expect(failed.getByText('Retries: 1')).toBeVisible();
});

test('a route whose code fails to load logs a warning and reloads the page', async ({page}) => {
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

test('a slow route change shows the progress bar', async ({page}) => {
  await useDataSaver(page);
  await gotoHydrated(page, '/');
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/, {timeout: 15_000});
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 15_000});
});

test('route bundles are prefetched on a normal connection but not in data-saver mode', async ({browser}) => {
  const countPrefetches = async (dataSaver: boolean) => {
    const page = await browser.newPage();
    if (dataSaver) await useDataSaver(page);
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).hover();
    await page.waitForTimeout(1000);
    const prefetchLinks = await page.locator('head link[rel="prefetch"]').count();
    await page.close();
    return prefetchLinks;
  };
  expect(await countPrefetches(false)).toBeGreaterThan(0);
  expect(await countPrefetches(true)).toBe(0);
});
