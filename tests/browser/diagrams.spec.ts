import {test, expect, type Locator, type Page} from '../support/test';
import {forEachScreen, gotoHydrated, withoutScripts} from '../support/browser';

// Diagrams are drawn at build time (src/plugins/remark-static-diagrams): a
// light and a dark SVG file per diagram, no diagram library in the browser.

const SEQUENCE = '/docs/streaming_api/messages/session-sequence';

/** The file's text and its natural width (CSS px). */
async function fileFacts(page: Page, src: string) {
  const svg = await (await page.request.get(src)).text();
  return {svg, width: Number(svg.match(/<svg [^>]*?width="(\d+)"/)![1])};
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

forEachScreen(({mode}) => {
  test('the session sequence is a static SVG of the colour mode with real text, fitted to the column, and zooms on the page', async ({
    page,
  }) => {
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

    // Fitted to the column: never wider than the article, never scrolled.
    const shown = (await image.boundingBox())!;
    const column = (await page.locator('article').first().boundingBox())!;
    expect(shown.x + shown.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    expect(shown.width).toBeLessThanOrEqual(file.width + 0.5);

    // A click opens the drawing on the page, not the file; zooming in enlarges it; Escape closes it.
    await image.click();
    const view = page.getByRole('dialog', {name: /WebSocket session/});
    await expect(view).toBeVisible();
    expect(page.url()).not.toContain('.svg');
    const zoomed = view.getByRole('img', {name: /WebSocket session/});
    await expect(zoomed).toHaveAttribute('src', src);
    const before = (await zoomed.boundingBox())!.width;
    await page.keyboard.press('+');
    await expect.poll(async () => (await zoomed.boundingBox())!.width).toBeGreaterThan(before * 1.2);
    await page.keyboard.press('0');
    await expect.poll(async () => (await zoomed.boundingBox())!.width).toBeLessThan(before * 1.05);
    const stage = (await zoomed.boundingBox())!;
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
    // Each wheel step zooms a little.
    for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await zoomed.boundingBox())!.width).toBeGreaterThan(before * 1.2);
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
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

test('zoom keys pressed before the zoom code has arrived are applied once it arrives', async ({page}) => {
  await gotoHydrated(page, SEQUENCE);
  const image = page.locator('.static-diagram').first().getByRole('img');
  await loaded(image);
  // Scripts requested from now on (the zoom code, loaded when the diagram opens) wait until the keys are pressed.
  let release!: () => void;
  const keysPressed = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    await keysPressed;
    await route.continue();
  });
  await image.click();
  const view = page.getByRole('dialog', {name: /WebSocket session/});
  await expect(view).toBeVisible();
  const zoomed = view.getByRole('img');
  const before = (await zoomed.boundingBox())!.width;
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(() => held.length, 'the zoom code is still on its way').toBeGreaterThan(0);
  release();
  await expect.poll(async () => (await zoomed.boundingBox())!.width).toBeGreaterThan(before * 1.2);
});

test('readers without JavaScript see the diagram', async ({page}) => {
  await withoutScripts(page, SEQUENCE, async () => {
    const image = page
      .locator('.static-diagram')
      .first()
      .getByRole('img', {name: /WebSocket session/});
    await expect(image).toBeVisible();
    await loaded(image);
  });
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
