import path from 'node:path';
import {test, expect} from '../support/test';
import chromium from '../support/chromium.json';
import {gotoHydrated} from '../support/browser';
import {root} from '../support/paths';
import {keepOnOrigin, log, logTypes} from '../support/playground';

// Chromium's fake capture device plays the sample clip as the microphone, and its fake prompt allows it.
const CLIP = path.join(root, 'static/playground/sample-en.wav');
const ROUTE = '/docs/playground';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    args: [
      ...chromium.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${CLIP}`,
    ],
  },
});

test('the microphone is captured, resampled and sent in chunks of the chosen length', async ({page}) => {
  const outside = keepOnOrigin(page);
  await gotoHydrated(page, ROUTE);
  await page.getByLabel('Input sample rate').selectOption('16000');
  await page.getByLabel('Chunk length (ms)').fill('200');
  await page.getByRole('button', {name: 'Use microphone'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Streaming audio'})).toBeVisible({timeout: 15_000});
  await expect(log(page)).toContainText('resampled to 16000 Hz, 200 ms per chunk');
  await expect(log(page).locator('li[data-type="partial_transcription"]').first()).toBeAttached({timeout: 15_000});
  // 200 ms at 16 kHz mono: 6,400 bytes, 8,536 base64 characters.
  const chunk = log(page).locator('li[data-type="input_audio_data"]').first();
  await chunk.locator('summary').click();
  await expect(chunk.locator('pre')).toContainText('(8536 characters)');
  await page.getByRole('button', {name: 'End task'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Closed'})).toContainText('code 1000 (task ended)');
  expect(await logTypes(page, 'received')).toContain('eos');
  expect(outside).toEqual([]);
});
