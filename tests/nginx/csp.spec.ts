import {test, expect, type Page} from '@playwright/test';
import {watchPolicy} from '../support/browser';
import {contentSecurityPolicy, inlineScripts, scriptHash} from '../../src/plugins/content-security-policy/policy';
// The plugin Docusaurus adds when GTM_CONTAINER_ID is set (config/content.ts).
import tagManagerPlugin from '@docusaurus/plugin-google-tag-manager';

// The policy with a tag manager configured. Every sitemap page is loaded under the
// build's own policy by the crawl in tests/a11y/sitemap.spec.ts.
async function settle(page: Page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
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
  const snippet = tags.headTags
    .filter((tag) => tag.tagName === 'script')
    .map((tag) => `<script>${tag.innerHTML}</script>`)
    .join('');
  const violations = await watchPolicy(page);

  // The page as a build with GTM_CONTAINER_ID set serves it, under the policy derived for that build.
  await page.route('**/docs/overview', async (route) => {
    const response = await route.fetch();
    // The minified pages omit </head>: the snippet goes just before <body>, where the plugin puts it.
    const html = (await response.text()).replace(
      /<body([^>]*)>/,
      `${snippet}<body$1><noscript>${tags.preBodyTags[0].innerHTML}</noscript>`,
    );
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
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as {dataLayer: {event?: string}[]}).dataLayer.some((entry) => entry.event === 'stand-in-loaded'),
      ),
    )
    .toBe(true);
  await expect.poll(() => hits.length).toBe(2);
  expect(violations).toEqual([]);
});
