import {test, expect, type Locator, type Page} from '@playwright/test';
import {forEachScreen, gotoHydrated} from '../support/browser';

// Diagrams are drawn at build time (src/plugins/remark-static-diagrams): a
// light and a dark SVG file per diagram, no diagram library in the browser.

const SEQUENCE = '/docs/streaming_api/messages/session-sequence';

/** Width of the drawing in its own units and its smallest font size. */
async function fileFacts(page: Page, src: string) {
  const svg = await (await page.request.get(src)).text();
  return {
    svg,
    viewWidth: Number(svg.match(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/)![1]),
    smallestFont: Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]))),
    width: Number(svg.match(/<svg [^>]*?width="(\d+)"/)![1]),
  };
}

async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** Sum of layout shifts not caused by input, observed from the first paint. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as {layoutShift: number}).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) (window as unknown as {layoutShift: number}).layoutShift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  return () => page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);
}

forEachScreen(({width, mode}) => {
  test('the session sequence is a static SVG of the colour mode with real text, legible or one tap from full size', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, SEQUENCE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

    const diagram = page.locator('.static-diagram').first();
    const image = diagram.getByRole('img', {name: 'A WebSocket session from creating the session to the closed connection.'});
    await expect(image).toBeVisible();
    await loaded(image);
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(new RegExp(`^/assets/images/diagram-[0-9a-f]+-${mode}-[0-9a-f]+\\.svg$`));
    const file = await fileFacts(page, src);
    expect(file.svg).toMatch(/<text[^>]*>[^<]*set_task/);

    const shown = (await image.boundingBox())!;
    const textPx = (file.smallestFont * shown.width) / file.viewWidth;
    if (width >= 997) {
      expect(textPx).toBeGreaterThanOrEqual(11.9);
    } else {
      // Fitted to the column, with a hint, and the link opens the file at its full size.
      expect(shown.x + shown.width).toBeLessThanOrEqual(width);
      await expect(diagram.getByText('Tap the diagram to open it at full size.')).toBeVisible();
      await diagram.getByRole('link', {name: /WebSocket session/}).click();
      await expect(page).toHaveURL(src);
      const fullWidth = await page.locator('svg').first().evaluate((svg) => svg.getBoundingClientRect().width);
      expect(fullWidth).toBeGreaterThanOrEqual(file.width - 1);
      expect((file.smallestFont * fullWidth) / file.viewWidth).toBeGreaterThanOrEqual(11.9);
    }
    expect(requests.filter((url) => /mermaid/i.test(url))).toEqual([]);
  });

  test('pages with diagrams do not shift, and a deep link below a diagram lands on its heading', async ({page}) => {
    const layoutShift = await watchLayoutShift(page);
    await gotoHydrated(page, `${SEQUENCE}#ordering-guarantees`);
    const heading = page.getByRole('heading', {level: 2, name: 'Ordering guarantees'});
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(160);
    // Scroll back through the diagrams above: their files load into reserved space.
    for (const image of await page.locator('.static-diagram img:visible').all()) await loaded(image);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);

    await page.goto('/docs/quick-start');
    for (const image of await page.locator('.static-diagram img:visible').all()) await loaded(image);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  });
});

test('readers without JavaScript see the diagram', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(SEQUENCE);
  const image = page.locator('.static-diagram').first().getByRole('img', {name: /WebSocket session/});
  await expect(image).toBeVisible();
  await loaded(image);
  await context.close();
});

test('every diagram on the home page and in the guides has a name, a size and both colour modes', async ({page}) => {
  for (const route of ['/', '/docs/overview', '/docs/broadcaster/statuses', '/blog/long-blog-post']) {
    await page.goto(route);
    const diagrams = page.locator('.static-diagram');
    expect(await diagrams.count(), route).toBeGreaterThan(0);
    for (const diagram of await diagrams.all()) {
      const images = diagram.locator('img');
      await expect(images).toHaveCount(2);
      for (const image of await images.all()) {
        expect((await image.getAttribute('alt'))?.length, route).toBeGreaterThan(10);
        expect(Number(await image.getAttribute('width')), route).toBeGreaterThan(100);
        expect(Number(await image.getAttribute('height')), route).toBeGreaterThan(50);
      }
    }
  }
});
