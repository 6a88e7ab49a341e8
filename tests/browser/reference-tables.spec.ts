import {test, expect} from '../support/test';
import {gotoHydrated} from '../support/browser';
import {asyncapiPath} from '../support/asyncapi';
import {readSpec} from '../../spec-toolkit/index.mjs';
import errorCodes from '../../shared/data/error-codes.json';
import {streamingCodeAnchor} from '../../shared/error-anchors.mjs';

/* The anchored tables of the error catalogue and the Languages page, and the limits of the chunk size calculator. */

test('every catalogue code has its row anchor, and a link to it lands on the highlighted row', async ({page}) => {
  await gotoHydrated(page, '/docs/error_codes#1001');
  const row = page.locator('tr[id="1001"]');
  await expect(row).toBeInViewport();
  await expect(row).toContainText('Missing credentials');
  await expect(row).toHaveCSS('outline-style', 'solid');

  const ids = await page.locator('main tr[id]').evaluateAll((rows) => rows.map((r) => r.id));
  const expected = [
    ...errorCodes.rest.map((entry) => String(entry.code)),
    ...errorCodes.streamingErrors.map((entry) => streamingCodeAnchor(entry.code)),
    ...errorCodes.streamingWarnings.map((entry) => streamingCodeAnchor(entry.code)),
    ...errorCodes.closeCodes.map((entry) => `close-${entry.code}`),
    ...errorCodes.httpStatuses.map((entry) => `http-${entry.status}`),
  ];
  expect(
    expected.filter((id) => !ids.includes(id)),
    'codes without a row anchor',
  ).toEqual([]);
  expect(new Set(ids).size, 'row anchors are unique').toBe(ids.length);

  // The row header links to its own row.
  await page.locator('tr[id="validation-error"] th a').click();
  await expect(page).toHaveURL(/#validation-error$/);
  await expect(page.locator('tr[id="validation-error"]')).toHaveCSS('outline-style', 'solid');
  await expect(page.locator('tr[id="1001"]')).toHaveCSS('outline-style', 'none');
});

test('the short alias #e1001 lands on the row of 1001', async ({page}) => {
  await gotoHydrated(page, '/docs/error_codes#e1001');
  const row = page.locator('tr[id="1001"]');
  await expect(row).toBeInViewport();
  await expect(row).toHaveCSS('outline-style', 'solid');
});

test('the rejected-code table links to rows that exist on the Error codes page', async ({page}) => {
  await gotoHydrated(page, '/docs/languages');
  const hrefs = await page
    .locator('table a[href^="/docs/error_codes#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  await gotoHydrated(page, '/docs/error_codes');
  for (const href of new Set(hrefs)) {
    await expect(page.locator(`tr[id="${href.split('#')[1]}"]`), href).toHaveCount(1);
  }
});

test('the language filters hide the rows that do not match', async ({page}) => {
  await gotoHydrated(page, '/docs/languages');
  const rows = page.locator('main table').first().locator('tbody tr');
  const total = await rows.count();
  await expect(page.getByRole('status')).toHaveText(`Showing all ${total} language codes.`);
  await page.getByLabel('Code or name').fill('pt');
  await expect(page.getByRole('status')).toContainText(`of ${total} language codes matching “pt”`);
  const visible = rows.filter({visible: true});
  expect(await visible.count()).toBeGreaterThan(0);
  expect(await visible.count()).toBeLessThan(total);
  for (const code of await visible.locator('th code').allTextContents()) expect(code).toMatch(/^pt/);
});

test('the chunk size calculator takes its limits from the AsyncAPI description', async ({page}) => {
  const spec = readSpec(asyncapiPath);
  const rate = spec.components.schemas.InputSource.properties.sample_rate;
  const chunk = spec.components.messages.InputAudioData['x-chunk-duration-ms'];
  const format = (value: number) => value.toLocaleString('en-US');

  await gotoHydrated(page, '/docs/streaming_api/publishing_and_receiving_audio');
  const calculator = page.getByRole('region', {name: 'Chunk size calculator (pcm_s16le)'});
  await expect(calculator).toContainText(`${format(rate.minimum)} to ${format(rate.maximum)}`);
  await expect(calculator).toContainText(`${format(chunk.minimum)} to ${format(chunk.maximum)}; ${format(chunk.recommended)} recommended`);

  await calculator.getByLabel('Sample rate (Hz)').fill(String(rate.maximum + 1));
  await expect(calculator.locator('output')).toContainText(`use ${format(rate.minimum)} to ${format(rate.maximum)} Hz`);
  await calculator.getByLabel('Sample rate (Hz)').fill(String(rate.maximum));
  await calculator.getByLabel('Chunk duration (ms)').fill(String(chunk.minimum - 1));
  await expect(calculator.locator('output')).toContainText(`use ${format(chunk.minimum)} to ${format(chunk.maximum)} ms`);
  await calculator.getByLabel('Chunk duration (ms)').fill(String(chunk.maximum));
  await expect(calculator.locator('output')).toContainText('bytes of audio per chunk');
});

test('a folded list of allowed values opens from a toggle at least 24 px high, and shows the values', async ({page}) => {
  await gotoHydrated(page, '/docs/streaming_api/messages/set_task');
  const toggles = page.locator('main details > summary', {hasText: /^\d+ values$/});
  expect(await toggles.count()).toBeGreaterThan(0);
  const heights = await toggles.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  await toggles.first().click();
  await expect(toggles.first().locator('xpath=..').locator('code').first()).toBeVisible();
});
