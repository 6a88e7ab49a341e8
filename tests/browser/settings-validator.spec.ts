import {test, expect, type Page} from '../support/test';
import {gotoHydrated, watchConsole} from '../support/browser';

const ROUTE = '/docs/streaming_api/settings-validator';

async function openValidator(page: Page) {
  await gotoHydrated(page, ROUTE);
  const editor = page.getByLabel('set_task message (JSON)');
  const result = page.locator('[aria-live="polite"]').filter({has: page.locator('p')});
  await expect(result).toContainText('Valid: this set_task message matches the protocol schema.');
  return {editor, result};
}

async function editMessage(page: Page, change: (message: Record<string, any>) => void) {
  const editor = page.getByLabel('set_task message (JSON)');
  const message = JSON.parse(await editor.inputValue());
  change(message);
  await editor.fill(JSON.stringify(message, null, 2));
}

test('the validator names wrong types, unknown enum values and missing fields in plain words', {tag: '@server'}, async ({page}) => {
  const browserConsole = watchConsole(page);
  const {editor, result} = await openValidator(page);
  await editMessage(page, (message) => {
    message.data.pipeline.preprocessing.vad_threshold = 'high';
    message.data.pipeline.transcription.source_language = 'xx';
    delete message.data.pipeline.translations[0].target_language;
  });
  await expect(result).toContainText('3 problems found');
  const items = result.getByRole('listitem');
  await expect(items.filter({hasText: 'data.pipeline.preprocessing.vad_threshold'})).toContainText(
    'Wrong type: it must be a number, but it is the text "high".',
  );
  const language = items.filter({hasText: 'data.pipeline.transcription.source_language'});
  await expect(language).toContainText('"xx" is not an allowed value.');
  await language.getByText(/Show the \d+ allowed values/).click();
  await expect(language).toContainText('auto, ar, ba');
  await expect(items.filter({hasText: 'data.pipeline.translations[0].target_language'})).toContainText('This required field is missing.');

  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  const resultId = await page.locator('[aria-live="polite"]').filter({hasText: '3 problems found'}).getAttribute('id');
  expect((await editor.getAttribute('aria-describedby'))?.split(' ')).toContain(resultId);
  browserConsole.expectClean();
});

test('a short enum lists its allowed values inline, and unknown fields are warnings', async ({page}) => {
  const {result} = await openValidator(page);
  await editMessage(page, (message) => {
    message.data.output_stream.target.format = 'mp3';
    message.data.pipeline.transcription.sourse_language = 'en';
  });
  await expect(result).toContainText('1 problem found');
  await expect(result.getByRole('listitem').filter({hasText: 'data.output_stream.target.format'})).toContainText(
    '"mp3" is not an allowed value. Allowed: pcm_s16le, zlib_pcm_s16le.',
  );
  await expect(result).toContainText('1 warning');
  await expect(result.getByRole('listitem').filter({hasText: 'data.pipeline.transcription.sourse_language'})).toContainText(
    'Unknown field',
  );
});

test('invalid JSON is reported with its line and column', async ({page}) => {
  const {editor, result} = await openValidator(page);
  await editor.fill('{\n  "message_type": "set_task",\n  "data": {}\n  "extra": 1\n}');
  await expect(result).toContainText('Invalid JSON at line 4, column 3: Expected a comma or a closing brace }');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await editor.fill('{"message_type": "set_task", "data": {},}');
  await expect(result).toContainText('Invalid JSON at line 1, column 41: Remove the comma before the closing brace');
});

test('deeply nested text gets an error, never the verdict of the text before it', async ({page}) => {
  const browserConsole = watchConsole(page);
  const {editor, result} = await openValidator(page);
  await editor.fill('['.repeat(200_000));
  await expect(result).toContainText('Invalid JSON at line 1, column 200001: Expected a value');
  await expect(result).not.toContainText('Valid:');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  browserConsole.expectClean();
});

test('a preset is loaded from the select and the result is copied', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {editor, result} = await openValidator(page);
  await page.getByLabel('Start from').selectOption({label: 'Quality preset, WebSocket'});
  await page.getByRole('button', {name: 'Load preset'}).click();
  await expect(editor).toBeFocused();
  const text = await editor.inputValue();
  expect(JSON.parse(text).data.input_stream.source).toEqual({type: 'ws', format: 'pcm_s16le', sample_rate: 24000, channels: 1});
  expect(JSON.parse(text).data.pipeline.preprocessing.pre_vad_denoise).toBe(true);
  await expect(result).toContainText('Valid');

  await page.getByRole('button', {name: 'Copy', exact: true}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied to the clipboard.'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('the validator works from the keyboard and Tab leaves the editor', async ({page}) => {
  const {editor} = await openValidator(page);
  await page.getByLabel('Start from').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Load preset'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  await expect(page.getByRole('button', {name: 'Copy', exact: true})).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(editor).toBeFocused();
});
