import {test, expect} from '../support/test';

// Tests share a browser profile and a tab per worker (tests/support/test.ts); what one test leaves there must not
// reach the next. Serial mode runs these in this order, in one worker.
test.describe.configure({mode: 'serial'});

const heard: string[] = [];

test('a test may leave storage, a cookie, a permission, a route, a script, a listener and a screen behind', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read'], {origin: baseURL});
  await context.addCookies([{name: 'left', value: '1', url: baseURL!}]);
  await context.route('**/robots.txt', (route) => route.fulfill({body: 'routed'}));
  await page.route('**/docs/overview.md', (route) => route.fulfill({body: 'routed'}));
  await page.addInitScript(() => Object.assign(window, {leftBehind: 'init script'}));
  await page.exposeFunction('exposedBefore', () => 'exposed');
  page.on('console', (message) => heard.push(message.text()));
  await page.setViewportSize({width: 390, height: 600});
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
  await page.goto('/docs/overview');
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    // A timer of this page that would write to the storage of the next one.
    setInterval(() => localStorage.setItem('timer', '1'), 50);
  });
  expect(await page.evaluate(() => localStorage.getItem('left'))).toBe('1');
  expect(await page.evaluate(() => (window as unknown as {leftBehind: string}).leftBehind)).toBe('init script');
});

test('a test may close its tab', async ({page}) => {
  await page.goto('/docs/overview');
  await page.close();
  expect(page.isClosed()).toBe(true);
});

test('a test may leave a DevTools session attached that turns scripts off', async ({page, context}) => {
  // As withoutScripts does (tests/support/browser.ts), in a test that stopped before its end.
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setScriptExecutionDisabled', {value: true});
  await page.goto('/docs/overview');
  expect(await page.evaluate(() => 'docusaurus' in window), "the site's scripts are off").toBe(false);
  // The pointer stays on the search box.
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).hover();
});

test('the next test starts with none of it', async ({page, context, baseURL}) => {
  await page.goto('/docs/overview');
  expect(await page.evaluate(() => 'docusaurus' in window), "the site's scripts run").toBe(true);
  await page.evaluate(() => console.log('after'));
  expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left'), localStorage.getItem('timer')])).toEqual([
    null,
    null,
    null,
  ]);
  expect(await context.cookies()).toEqual([]);
  const permission = await page.evaluate(() =>
    navigator.permissions.query({name: 'clipboard-read' as PermissionName}).then((p) => p.state),
  );
  expect(permission).not.toBe('granted');
  expect(await (await page.request.get(`${baseURL}/robots.txt`)).text()).not.toBe('routed');
  expect(await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()))).not.toBe('routed');
  expect(await page.evaluate(() => fetch('/docs/overview.md').then((response) => response.text()))).not.toBe('routed');
  expect(await page.evaluate(() => ['leftBehind', 'exposedBefore'].filter((name) => name in window))).toEqual([]);
  // The same name can be exposed again.
  await page.exposeFunction('exposedBefore', () => 'again');
  expect(heard).toEqual([]);
  expect(page.viewportSize()).toEqual({width: 1280, height: 900});
  expect(
    await page.evaluate(() => [matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(prefers-reduced-motion: reduce)').matches]),
  ).toEqual([false, false]);
  expect(context.pages()).toEqual([page]);
  // A press of the button where the pointer rests lands on nothing of the page.
  await page.mouse.down();
  await page.mouse.up();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
});
