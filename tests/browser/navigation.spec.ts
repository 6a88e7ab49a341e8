import {test, expect, type Page} from '../support/test';
import {forEachWidth, gotoHydrated} from '../support/browser';

/** The navbar's links on desktop, or the main menu's on narrower screens. */
async function mainLinks(page: Page, width: number) {
  if (width >= 997) return page.getByRole('navigation', {name: 'Main'});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.locator('.navbar-sidebar');
  const back = menu.getByRole('button', {name: '← More'});
  if (await back.isVisible()) await back.click();
  return menu;
}

forEachWidth(({width}) => {
  test('the main navigation leads to the API reference, and its sidebar leads back to the guides', async ({page}) => {
    await gotoHydrated(page, '/docs/overview');
    const links = await mainLinks(page, width);
    await expect(links.getByRole('link', {name: 'Docs'})).toBeVisible();
    await expect(links.getByRole('link', {name: 'Blog'})).toBeVisible();
    await links.getByRole('link', {name: 'API reference'}).click();
    await expect(page).toHaveURL(/\/api$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await gotoHydrated(page, '/api/create-streaming-session');
    let sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    if (width < 997) {
      // The mobile menu opens on the page's sidebar.
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      sidebar = page.locator('.navbar-sidebar');
    }
    const back = sidebar.getByRole('link', {name: '← Back to the guides'});
    await expect(back).toBeVisible();
    const firstGroup = sidebar
      .getByRole('button', {name: /Real Time Speech-to-Speech/})
      .or(sidebar.getByRole('link', {name: /Real Time Speech-to-Speech/}))
      .first();
    expect((await back.boundingBox())!.y).toBeLessThan((await firstGroup.boundingBox())!.y);
    await back.click();
    await expect(page).toHaveURL(/\/docs\/overview$/);
  });

  test('the home page: the hero leads to the quick start and the API reference, a next step follows the first request, and the spec downloads are offered', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const downloads = page.locator('section', {has: page.getByRole('heading', {name: 'Support and downloads'})});
    const expected: [string, string, RegExp][] = [
      ['OpenAPI 3.0', 'openapi.yaml', /^openapi: 3\.0\.3$/m],
      ['AsyncAPI 3.0', 'asyncapi.yaml', /^asyncapi: 3\.0\.0$/m],
      [
        'Postman collection',
        'postman_collection.json',
        /"schema": "https:\/\/schema\.getpostman\.com\/json\/collection\/v2\.1\.0\/collection\.json"/,
      ],
    ];
    for (const [name, file, content] of expected) {
      const link = downloads.getByRole('link', {name, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('download', file);
      const reply = await page.request.get((await link.getAttribute('href'))!);
      expect(reply.status(), file).toBe(200);
      expect(await reply.text(), file).toMatch(content);
    }

    const firstRequest = page.locator('section', {has: page.getByRole('heading', {name: 'Your first request'})});
    await expect(firstRequest.getByText('Next step:')).toBeVisible();
    await expect(firstRequest.getByRole('link', {name: 'quick start'})).toHaveAttribute('href', '/docs/quick-start');
    await expect(firstRequest.getByRole('link', {name: 'Create streaming session'})).toHaveAttribute(
      'href',
      '/api/create-streaming-session',
    );

    const hero = page.getByRole('banner').filter({has: page.getByRole('heading', {level: 1})});
    const buttons = hero.getByRole('link');
    await expect(buttons).toHaveText(['Quick start', 'API reference']);
    await expect(buttons.first()).toHaveAttribute('href', '/docs/quick-start');
    await buttons.last().click();
    await expect(page).toHaveURL(/\/api\/introduction$/);
  });
});

test('an unknown address shows "Page not found" with a search box and the way on, status 404', async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page).toHaveTitle(/^Page not found \| /);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  for (const [name, href] of [
    ['Quick start', '/docs/quick-start'],
    ['API reference', '/api'],
    ['Error codes', '/docs/error_codes'],
  ]) {
    await expect(main.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
  const search = main.getByRole('search');
  await search.getByRole('searchbox', {name: 'Search the documentation'}).fill('set_task');
  await search.getByRole('button', {name: 'Search'}).click();
  await expect(page).toHaveURL(/\/search\?q=set_task$/);
});

test('the 404 page title is "Page not found" in the served HTML too', async ({request}) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<title[^>]*>Page not found \| /);
});
