import {test, expect} from '../support/test';
import {gotoHydrated} from '../support/browser';
import {CODE_PALETTES, computedColour} from '../support/code-palette';

// What a first visit costs the browser after the HTML has arrived: the work
// that hydration and the first seconds leave on the main thread. `npm run bench`
// measures the time; these tests guard the behaviour that keeps it short.

/** The dark palette's keyword colour, as computed styles write it. */
const darkKeywordColour = () => computedColour(CODE_PALETTES.dark.get('--code-keyword')!);

test.describe('dark mode, 1280 px', () => {
  test.use({viewport: {width: 1280, height: 900}});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  });

  test('code blocks keep the server-rendered markup and show the dark token colours', async ({page}) => {
    // Marks every <pre> and <code> the HTML parser built; an element React builds again after hydration has no mark.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('pre, pre > code'))) element.dataset.fromServer = 'yes';
      }),
    );
    await gotoHydrated(page, '/docs/quick-start');
    await page.waitForTimeout(300);
    const blocks = page.locator('pre');
    expect(await blocks.count()).toBeGreaterThan(5);
    expect(await page.locator('pre:not([data-from-server]), pre > code:not([data-from-server])').count()).toBe(0);
    const keyword = page.locator('pre .token.keyword').first();
    await expect(keyword).toHaveCSS('color', darkKeywordColour());
  });
});

test('a page reached through a link highlights its code in the browser, in the colours of the mode', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, '/docs/overview');
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.locator('main a[href="/docs/quick-start"]').first().click();
  await expect(page).toHaveURL(/\/docs\/quick-start$/);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  const firstBlock = page.locator('pre').first();
  await expect(firstBlock.locator('.token').first()).toBeAttached();
  await expect(firstBlock).toContainText('API_CLIENT_ID');
  await expect(page.locator('pre .token.keyword').first()).toHaveCSS('color', darkKeywordColour());
});

test('a sample tab chosen after load shows coloured code throughout, and comes alive with a working copy button', async ({page}) => {
  await gotoHydrated(page, '/docs/quick-start');
  const shown = await page.evaluate(async () => {
    const group = document.querySelector('main [role="tablist"]')!.parentElement!;
    const python = Array.from(group.querySelectorAll<HTMLElement>('[role="tab"]')).find((tab) => tab.textContent === 'Python')!;
    const hiddenPanel = () => group.querySelector('[role="tabpanel"]:not([hidden])');
    // The panel's server-rendered blocks carry a mark; the blocks React renders when the panel comes alive do not.
    for (const pre of Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"] pre'))) pre.dataset.fromServer = 'yes';
    let uncoloured = 0;
    const check = () => {
      for (const pre of Array.from(hiddenPanel()?.querySelectorAll('pre') ?? [])) if (!pre.querySelector('.token')) uncoloured += 1;
    };
    const observer = new MutationObserver(check);
    observer.observe(group, {subtree: true, childList: true, attributes: true});
    python.click();
    // Until React draws the panel's blocks again (it comes alive); on a loaded machine the test's timeout is the only limit.
    await new Promise<void>((resolve) => {
      const poll = () => {
        check();
        if (hiddenPanel()?.querySelector('pre:not([data-from-server])')) resolve();
        else requestAnimationFrame(poll);
      };
      poll();
    });
    observer.disconnect();
    return {uncoloured, blocks: hiddenPanel()?.querySelectorAll('pre').length ?? 0};
  });
  expect(shown.blocks).toBeGreaterThan(0);
  expect(shown.uncoloured).toBe(0);
  const panel = page.locator('main [role="tabpanel"]:not([hidden])').first();
  await panel.hover();
  await panel.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
  await expect(panel.getByRole('button', {name: 'Copied'}).first()).toBeVisible();
});

test('a language chosen by ?lang= on the first visit shows its samples coloured, with a working copy button', async ({page}) => {
  await gotoHydrated(page, '/docs/quick-start?lang=python');
  const tab = page.locator('main [role="tablist"]').first().getByRole('tab', {name: 'Python'});
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator('main [role="tabpanel"]:not([hidden])').first();
  await expect(panel).toContainText('import requests');
  expect(await panel.locator('pre').evaluateAll((blocks) => blocks.every((pre) => pre.querySelector('.token')))).toBe(true);
  await panel.hover();
  await panel.getByRole('button', {name: 'Copy code to clipboard'}).first().click();
  await expect(panel.getByRole('button', {name: 'Copied'}).first()).toBeVisible();
  expect(await panel.locator('pre').evaluateAll((blocks) => blocks.every((pre) => pre.querySelector('.token')))).toBe(true);
});

test('Prism is loaded neither by a first visit, nor by pointing at a link, nor by a click: the next page draws its code coloured at build time', async ({
  page,
}) => {
  // A marker of Prism's language definitions, found only in the highlighter's chunk.
  const PRISM = 'languages.extend';
  await gotoHydrated(page, '/docs/overview');
  // A guide whose code blocks are all Markdown (a block a component writes, such as SessionResponse, still needs Prism).
  const link = page.locator('main a[href="/docs/broadcaster"]').first();
  await link.hover();
  await link.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Broadcaster');
  await expect(page.locator('pre').filter({hasText: 'API_CLIENT_ID'}).first().locator('.token').first()).toBeAttached();
  // Code left for the browser's idle time has asked for its chunks by the second idle callback: a chunk is a
  // <script> in the page while it loads, and a resource entry once loaded.
  const scripts = await page.evaluate(async () => {
    await new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve)));
    const loading = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src);
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    return [...new Set([...loading, ...loaded])].filter((url) => /\/assets\/js\/[^/]+\.js$/.test(url));
  });
  const withPrism: string[] = [];
  for (const script of scripts) if ((await (await page.request.get(script)).text()).includes(PRISM)) withPrism.push(script);
  expect(withPrism).toEqual([]);
});

test.describe('phone, 390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the navigation drawer is rendered the first time it opens, and slides in', async ({page}) => {
    await gotoHydrated(page, '/docs/quick-start');
    await page.waitForTimeout(300);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    // A drawer inserted already open would appear at once: the slide is a transition of `transform`.
    const transitions = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('button.navbar__toggle')!.click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const drawer = document.querySelector('.navbar-sidebar');
      return drawer?.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty);
    });
    expect(transitions).toContain('transform');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: 'Overview'})).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  });

  test('links in view ask for each chunk file once, and never for a file the page loaded', async ({page}) => {
    await gotoHydrated(page, '/docs/quick-start');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const {prefetched, scripts} = await page.evaluate(() => ({
      prefetched: Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
      scripts: Array.from(document.scripts, (script) => script.getAttribute('src')).filter(Boolean),
    }));
    expect(prefetched.length).toBeGreaterThan(0);
    expect(prefetched.length).toBe(new Set(prefetched).size);
    expect(prefetched.filter((href) => scripts.includes(href))).toEqual([]);
  });
});

test('a first load asks nothing of ICU: no localeCompare, Intl format or toLocaleString on guides, API pages and tools', async ({page}) => {
  // Each of these loads ICU data on its first call in a page: 15–35 ms of hydration (src/plugins/hydration-without-icu).
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, {icuCalls: calls});
    const record = (name: string) => calls.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    for (const name of ['Collator', 'DateTimeFormat', 'NumberFormat'] as const) {
      const Original = Intl[name];
      Object.defineProperty(Intl, name, {
        value: new Proxy(Original, {
          construct: (target, args) => (record(`Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (record(`Intl.${name}`), Reflect.apply(target, self, args)),
        }),
      });
    }
    for (const [proto, method] of [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleString'],
    ] as const) {
      const original = proto[method as keyof typeof proto] as (...args: unknown[]) => unknown;
      Object.defineProperty(proto, method, {
        value(this: unknown, ...args: unknown[]) {
          record(method);
          return original.apply(this, args);
        },
      });
    }
  });
  for (const route of [
    '/docs/quick-start',
    '/api/create-streaming-session',
    '/docs/streaming_api/publishing_and_receiving_audio',
    '/docs/playground',
  ]) {
    await gotoHydrated(page, route);
    // The page's parts that read the docs plugin and format values are there: the sidebar's current page, the date of
    // the last update, the calculator's grouped numbers.
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').first()).toBeVisible();
    if (route.startsWith('/docs/quick-start'))
      await expect(page.locator('.theme-last-updated time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    if (route.includes('publishing')) await expect(page.getByText('16,000 to 48,000').first()).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls);
    expect(calls, route).toEqual([]);
  }
});
