import {test, expect, type Page} from '../support/test';
import {gotoHydrated} from '../support/browser';
import {LANGUAGE_STORAGE_KEY} from '../../src/utils/languageChoice';

// One language choice for every code sample tab (`<Tabs groupId="lang">`) in the
// guides and the API reference: it persists, and `?lang=` in a URL sets it.

const GUIDE = '/docs/quick-start/websockets';
const OPERATION = '/api/create-streaming-session';

/** The selected tab of the first set of code sample tabs on the page. */
const selectedTab = (page: Page) => page.locator('main [role="tablist"]').first().locator('[role="tab"][aria-selected="true"]');

test('?lang=python on a guide selects Python there and in the API reference', async ({page}) => {
  await gotoHydrated(page, `${GUIDE}?lang=python`);
  await expect(selectedTab(page)).toHaveText('Python');
  await gotoHydrated(page, OPERATION);
  await expect(selectedTab(page)).toHaveText('Python');
});

test('?lang=ts and ?lang=node select TypeScript, and the address shows the tab value', async ({page}) => {
  for (const alias of ['ts', 'node']) {
    await gotoHydrated(page, `${GUIDE}?lang=${alias}`);
    await expect(selectedTab(page)).toHaveText('TypeScript');
    await expect(page).toHaveURL(new RegExp(`${GUIDE}\\?lang=typescript$`));
  }
});

test('an unknown ?lang= leaves the stored choice in place', async ({page}) => {
  await gotoHydrated(page, `${GUIDE}?lang=python`);
  await gotoHydrated(page, `${GUIDE}?lang=cobol`);
  await expect(selectedTab(page)).toHaveText('Python');
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
});

test('?lang=__proto__ and ?lang=constructor leave the stored choice and drop the parameter', async ({page}) => {
  await gotoHydrated(page, `${GUIDE}?lang=typescript`);
  for (const name of ['__proto__', 'constructor']) {
    await gotoHydrated(page, `${GUIDE}?lang=${name}`);
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY), name).toBe('typescript');
    await expect(selectedTab(page)).toHaveText('TypeScript');
  }
});

test('a tab chosen by a click is kept on the next page and after a reload', async ({page}) => {
  await gotoHydrated(page, OPERATION);
  await page.locator('main [role="tablist"]').first().getByRole('tab', {name: 'Go'}).click();
  await expect(selectedTab(page)).toHaveText('Go');
  await gotoHydrated(page, '/api/get-user-sessions');
  await expect(selectedTab(page)).toHaveText('Go');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(selectedTab(page)).toHaveText('Go');
  await gotoHydrated(page, '/docs/auth/using_api_keys');
  await page.locator('main [role="tablist"]').first().getByRole('tab', {name: 'Python'}).click();
  await gotoHydrated(page, OPERATION);
  await expect(selectedTab(page)).toHaveText('Python');
});

test('a choice stored under an old alias still selects its tab', async ({page}) => {
  await page.addInitScript((key) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem(key, 'node');
    }
  }, LANGUAGE_STORAGE_KEY);
  await gotoHydrated(page, GUIDE);
  await expect(selectedTab(page)).toHaveText('TypeScript');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('typescript');
});

test('a client-side navigation to an address with ?lang= selects that language', async ({page}) => {
  await gotoHydrated(page, GUIDE);
  // What the router sees when a link inside the site is followed, without a page load.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/auth/using_api_keys?lang=node');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Quick Start (WebSockets)');
  await expect(page).toHaveURL(/\/docs\/auth\/using_api_keys\?lang=typescript$/);
  await expect(selectedTab(page)).toHaveText('TypeScript');
});
