import {test, expect, type Browser, type Locator, type Page} from './test';
import {AT_ANCHOR_ATTRIBUTE} from '../../src/plugins/draw-at-anchor/attribute';

/** Opens a route and waits until React has hydrated (keyboard shortcuts work only then). */
export async function gotoHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Draws every block of a long page now, as a page opened at an anchor does (src/plugins/draw-at-anchor): blocks
 * far below the first screen are otherwise drawn when the reader nears them, and a check of the whole page reads them all.
 */
export async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate((name) => document.documentElement.setAttribute(name, ''), AT_ANCHOR_ATTRIBUTE);
}

/** The first fold (`<details>`) after the heading `headingId`: the example pages keep their whole files in one. */
export function foldAfter(page: Page, headingId: string): Locator {
  return page.locator(`#${headingId} ~ details`).first();
}

/**
 * Opens a test-only route (built with DOCS_FIXTURES=1) and waits for hydration;
 * fails with one line that says which build is needed when the route is missing.
 */
export async function gotoFixture(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  if (response?.status() === 404)
    throw new Error(`${route} is not in this build: the fixture tests need a build with test fixtures (DOCS_FIXTURES=1 npm run build).`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Runs `read` on `route` as the server sends it, scripts off, in the test's own tab (a tab of a new context would
 * start a renderer and compile everything anew); scripts are on again afterwards, for the next page load.
 */
export async function withoutScripts<T>(page: Page, route: string, read: (page: Page) => Promise<T>): Promise<T> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setScriptExecutionDisabled', {value: true});
  try {
    await page.goto(route);
    // The site's main script, deferred, has run by the load event when scripts are on; it defines window.docusaurus.
    if (await page.evaluate(() => 'docusaurus' in window))
      throw new Error(`${route}: the site's scripts ran although they were turned off`);
    return await read(page);
  } finally {
    // Detaching ends the session's emulation (and the test fixture detaches it after a test that stopped halfway).
    await session.detach();
  }
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

export const screenWidths = [390, 800, 1280] as const;
export const colourModes = ['light', 'dark'] as const;
export type Screen = {width: (typeof screenWidths)[number]; mode: (typeof colourModes)[number]};

/**
 * Declares `body`'s tests once per phone, tablet and desktop width, in light mode: for behaviour that
 * depends on the layout, not on the colours.
 */
export function forEachWidth(body: (screen: {width: Screen['width']}) => void): void {
  for (const width of screenWidths) {
    test.describe(`${width} px`, () => {
      test.use({viewport: {width, height: 900}});
      body({width});
    });
  }
}

/**
 * Declares `body`'s tests once per screen: by default a phone in light mode and a desktop in dark mode,
 * which between them show both colour modes and both layouts.
 */
export function forEachScreen(
  body: (screen: Screen) => void,
  screens: Screen[] = [
    {width: 390, mode: 'light'},
    {width: 1280, mode: 'dark'},
  ],
): void {
  for (const {width, mode} of screens) {
    test.describe(`${width} px, ${mode}`, () => {
      test.use({viewport: {width, height: 900}});
      test.beforeEach(async ({page}) => {
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      });
      body({width, mode});
    });
  }
}

/** Records `securitypolicyviolation` events and CSP console messages from the first script on. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {reportViolation: (text: string) => void}).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * A phone-sized tab on a touch screen (no hover, a coarse pointer), in a profile of its own: touch emulation is fixed
 * when a profile is made, so the shared tab of `./test.ts` cannot take it. Close the returned context when done.
 */
export async function touchScreenPage(browser: Browser): Promise<{page: Page; close: () => Promise<void>}> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  return {page: await context.newPage(), close: () => context.close()};
}
