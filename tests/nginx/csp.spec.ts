import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {buildDir} from '../support/paths';
import {contentSecurityPolicy, inlineScripts, scriptHash} from '../../src/plugins/content-security-policy/policy';
// The plugin Docusaurus adds when GTM_CONTAINER_ID is set (config/content.ts).
import tagManagerPlugin from '@docusaurus/plugin-google-tag-manager';

// Every page of the sitemap under deploy/nginx.conf and the policy the build
// derived: no violation reported to the page, none logged to the console.
const routes = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, url]) => new URL(url).pathname,
);

/** Records `securitypolicyviolation` events and CSP console messages from the first script on. */
async function watchPolicy(page: Page): Promise<string[]> {
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

/** Hydrated, and every lazily drawn diagram on the page drawn (each draws once scrolled into view). */
async function settle(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const placeholders = page.locator('[class^="placeholder_"]');
  await expect(async () => {
    if (await placeholders.count()) await placeholders.first().scrollIntoViewIfNeeded({timeout: 2_000});
    await expect(placeholders).toHaveCount(0, {timeout: 1_000});
  }).toPass({timeout: 20_000});
}

test('the sitemap lists the site', () => {
  expect(routes.length).toBeGreaterThan(100);
});

// A handful of browser pages, each walking a slice of the sitemap, keeps the crawl short.
const slices = 6;
for (let slice = 0; slice < slices; slice += 1) {
  test(`sitemap pages, part ${slice + 1} of ${slices}, cause no CSP violation`, async ({page}) => {
    test.setTimeout(120_000);
    const violations = await watchPolicy(page);
    for (const route of routes.filter((_, index) => index % slices === slice)) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await settle(page);
      expect(violations, route).toEqual([]);
    }
  });
}

test('with a tag manager configured, its snippet and hosts are allowed', async ({page}) => {
  const containerId = 'GTM-TEST123';
  // The plugin adds its tags to production builds only.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const plugin = tagManagerPlugin({} as never, {containerId})!;
  process.env.NODE_ENV = environment;
  type Tag = {tagName: string; innerHTML?: string};
  const tags = plugin.injectHtmlTags!({content: undefined}) as {headTags: Tag[]; preBodyTags: Tag[]};
  const snippet = tags.headTags.filter((tag) => tag.tagName === 'script').map((tag) => `<script>${tag.innerHTML}</script>`).join('');
  const violations = await watchPolicy(page);

  // The page as a build with GTM_CONTAINER_ID set serves it, under the policy derived for that build.
  await page.route('**/docs/overview', async (route) => {
    const response = await route.fetch();
    // The minified pages omit </head>: the snippet goes just before <body>, where the plugin puts it.
    const html = (await response.text()).replace(/<body([^>]*)>/, `${snippet}<body$1><noscript>${tags.preBodyTags[0].innerHTML}</noscript>`);
    expect(html).toContain(snippet);
    const policy = contentSecurityPolicy({scriptHashes: inlineScripts(html).map(scriptHash), tagManager: true, reportUri: ''});
    const headers: Record<string, string> = {...response.headers(), 'content-security-policy': policy};
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({status: 200, body: html, headers});
  });
  // Stand-ins for the tag manager and analytics: the container script beacons and pings like GA4 does.
  const hits: string[] = [];
  await page.route('https://www.googletagmanager.com/gtm.js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `new Image().src = 'https://www.google-analytics.com/g/collect?v=2';
             fetch('https://region1.google-analytics.com/g/collect?v=2', {method: 'POST', mode: 'no-cors'});
             window.dataLayer.push({event: 'stand-in-loaded'});`,
    }),
  );
  await page.route(/google-analytics\.com/, (route) => {
    hits.push(route.request().url());
    return route.fulfill({status: 204});
  });

  await page.goto('/docs/overview');
  await settle(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as {dataLayer: {event?: string}[]}).dataLayer.some((entry) => entry.event === 'stand-in-loaded'))).toBe(true);
  await expect.poll(() => hits.length).toBe(2);
  expect(violations).toEqual([]);
});
