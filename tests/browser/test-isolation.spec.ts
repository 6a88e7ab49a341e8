import {test, expect} from '../support/test';

// Tests share a browser profile per worker (tests/support/test.ts); what one test leaves there must not reach the
// next. Serial mode runs these two in this order, in one worker.
test.describe.configure({mode: 'serial'});

test('a test may leave storage, a cookie, a permission and a route behind', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read'], {origin: baseURL});
  await context.addCookies([{name: 'left', value: '1', url: baseURL!}]);
  await context.route('**/robots.txt', (route) => route.fulfill({body: 'routed'}));
  await page.goto('/docs/overview');
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
  });
  expect(await page.evaluate(() => localStorage.getItem('left'))).toBe('1');
});

test('the next test starts with none of it', async ({page, context, baseURL}) => {
  await page.goto('/docs/overview');
  expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([null, null]);
  expect(await context.cookies()).toEqual([]);
  const permission = await page.evaluate(() =>
    navigator.permissions.query({name: 'clipboard-read' as PermissionName}).then((p) => p.state),
  );
  expect(permission).not.toBe('granted');
  expect(await (await page.request.get(`${baseURL}/robots.txt`)).text()).not.toBe('routed');
  expect(await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()))).not.toBe('routed');
  // The profile's own first tab stays open, blank; the last test's page is closed.
  expect(
    context
      .pages()
      .filter((open) => open !== page)
      .map((open) => open.url()),
  ).toEqual(['about:blank']);
});
