import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test as base, type BrowserContext, type CDPSession, type Page} from '@playwright/test';

export {expect} from '@playwright/test';
export type {Browser, Page, Route, Locator, BrowserContext} from '@playwright/test';

/** A same-origin document with no script: a reused tab waits here between tests. */
const PARKING = '/robots.txt';

/**
 * Wraps the methods `names` of `target` so that what each call resolves to is recorded in `results`; `restore()` puts
 * the methods back.
 */
function recordResults<T>(target: object, names: string[]): {results: T[]; restore: () => void} {
  const results: T[] = [];
  const methods = target as Record<string, (...args: unknown[]) => Promise<T>>;
  for (const name of names) {
    const original = methods[name].bind(target);
    Object.defineProperty(target, name, {
      configurable: true,
      value: async (...args: unknown[]) => {
        const result = await original(...args);
        results.push(result);
        return result;
      },
    });
  }
  return {results, restore: () => names.forEach((name) => delete methods[name])};
}

/**
 * Records what a test adds to a reused tab that outlives its document (init scripts, exposed functions) so that it
 * can be removed after the test; returns the function that removes it.
 */
function trackAdditions(page: Page): () => Promise<void> {
  const added = recordResults<{dispose(): Promise<void>}>(page, ['addInitScript', 'exposeFunction', 'exposeBinding']);
  return async () => {
    added.restore();
    if (!page.isClosed()) await Promise.all(added.results.map((disposable) => disposable.dispose()));
  };
}

/**
 * Records the DevTools sessions a test opens in the profile; returns the function that detaches those still attached,
 * which also ends what they changed (a session's emulation, such as scripts turned off, lasts as long as it does).
 */
function trackSessions(profile: BrowserContext): () => Promise<void> {
  const opened = recordResults<CDPSession>(profile, ['newCDPSession']);
  return async () => {
    opened.restore();
    await Promise.all(opened.results.map((session) => session.detach().catch(() => undefined)));
  };
}

/**
 * The browser tests' `test`: the tests of a worker share one browser profile and one tab instead of a new incognito
 * context and a new page each. A page in a new tab starts in a new renderer process that compiles the site's
 * scripts again; a tab reused on the same origin keeps its process and its compiled code, and a page load there
 * costs about 0.85 s of CPU here against 1.4 s in a new tab.
 *
 * What a test leaves behind is removed after it: other tabs, the tab's listeners, init scripts, exposed functions,
 * DevTools sessions and routes, the site's storage and cookies, permissions; the tab then waits on a static file of the
 * site, so no script, timer, worker or socket of the test's page outlives it, and the pointer rests outside the tab. The
 * HTTP cache stays; requests it answers are still reported to `page.on('request')`. A test that closes its tab leaves a
 * new one to the next test.
 */
export const test = base.extend<object, {profile: BrowserContext}>({
  profile: [
    async ({playwright, launchOptions}, use, workerInfo) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-test-profile-'));
      const {baseURL} = workerInfo.project.use;
      const profile = await playwright.chromium.launchPersistentContext(dir, {...launchOptions, baseURL});
      await use(profile);
      await profile.close();
      fs.rmSync(dir, {recursive: true, force: true});
    },
    {scope: 'worker'},
  ],
  context: async ({profile, baseURL}, use) => {
    const detachSessions = trackSessions(profile);
    await use(profile);
    await detachSessions();
    await profile.unrouteAll({behavior: 'ignoreErrors'});
    await profile.clearPermissions();
    await profile.clearCookies();
    // The first tab stays open (with none left, the profile would close); it is the next test's page.
    const [first, ...others] = profile.pages();
    await Promise.all(others.map((page) => page.close()));
    if (baseURL) {
      const session = await profile.newCDPSession(first);
      await session.send('Storage.clearDataForOrigin', {origin: new URL(baseURL).origin, storageTypes: 'all'});
      await session.detach();
    }
  },
  page: async ({context, viewport, colorScheme}, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize(viewport ?? {width: 1280, height: 720});
    await page.emulateMedia({colorScheme: colorScheme ?? 'light', reducedMotion: null, forcedColors: null, media: null});
    const removeAdditions = trackAdditions(page);
    await use(page);
    await removeAdditions();
    if (page.isClosed()) {
      // The test closed the tab: the next test gets a new one.
      await context.newPage();
      return;
    }
    page.removeAllListeners();
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await context.unrouteAll({behavior: 'ignoreErrors'});
    // Session storage belongs to the tab: it is cleared from a document of the site.
    const parked = await page
      .goto(PARKING)
      .then(() => page.evaluate(() => sessionStorage.clear()))
      .then(
        () => true,
        () => false,
      );
    if (parked) {
      // The pointer leaves the tab: resting where the test left it, it would hover (and load) what the next page has there.
      await page.mouse.move(-1, -1);
    } else {
      // A tab that cannot leave its page is replaced (a new one first: with no tab left, the profile would close).
      await context.newPage();
      await page.close();
    }
  },
});
