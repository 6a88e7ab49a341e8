import {expect, type Page} from '@playwright/test';

/** Opens a route and waits until React has hydrated (keyboard shortcuts work only then). */
export async function gotoHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Collects console errors and uncaught exceptions; call `expectClean()` at the end. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    expectClean: () => expect(problems).toEqual([]),
  };
}
