import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {gotoHydrated} from '../support/browser';
import {nginxErrorLog, rawRequest} from '../support/servers';

test('answers nginx makes before choosing a location log no uninitialised variable', async ({baseURL}) => {
  for (const [target, status] of [
    ['/docs/%00', 400],
    [`/${'a'.repeat(10_000)}`, 414],
    ['/docs/nothing-here', 404],
    ['/%5Cevil.example/docs/overview.html', 301],
  ] as const) {
    expect((await rawRequest(baseURL!, target)).status, target).toBe(status);
  }
  // nginx writes its log lines as it answers; the last answer above came after them.
  const log = fs.readFileSync(nginxErrorLog, 'utf8');
  expect(log).not.toMatch(/using uninitiali[sz]ed/);
  expect(log).not.toMatch(/\[(emerg|alert|crit)\]/);
});

test('pages, search and diagrams work under the Content-Security-Policy', async ({page}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await gotoHydrated(page, '/docs/quick-start');
  await page.locator('.docusaurus-mermaid-container svg').first().waitFor();
  await page.keyboard.press('Control+k');
  await page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true}).pressSequentially('session', {delay: 20});
  await expect(page.locator('.navbar [role="listbox"] [role="option"]').first()).toBeVisible();
  expect(violations).toEqual([]);
});
