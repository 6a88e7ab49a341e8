import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test as base, type BrowserContext} from '@playwright/test';

export {expect} from '@playwright/test';
export type {Page, Route, Locator, BrowserContext} from '@playwright/test';

/**
 * The browser tests' `test`: each test gets a new page, as with Playwright's own fixtures, but the pages of a
 * worker share one browser profile instead of a new incognito context each. Chromium keeps compiled scripts for a
 * profile on disk, so a page there starts cheaper: a page load in a new context costs about 3.0 s of CPU here, one
 * in the shared profile about 1.4 s.
 *
 * What a test leaves in the profile is removed after it: its pages, the site's storage and cookies, permissions
 * and routes. The HTTP cache stays; requests it answers are still reported to `page.on('request')`.
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
    await use(profile);
    await profile.unrouteAll({behavior: 'ignoreErrors'});
    await profile.clearPermissions();
    await profile.clearCookies();
    // The first page of the profile stays open: with no page left, the profile would close.
    const [first, ...others] = profile.pages();
    await Promise.all(others.map((page) => page.close()));
    if (baseURL) {
      const session = await profile.newCDPSession(first);
      await session.send('Storage.clearDataForOrigin', {origin: new URL(baseURL).origin, storageTypes: 'all'});
      await session.detach();
    }
  },
  page: async ({context, viewport, colorScheme}, use) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({colorScheme: colorScheme ?? 'light'});
    await use(page);
  },
});
