import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '../support/test';
import {axeFor, WCAG_TAGS} from '../support/axe';
import {gotoHydrated, touchScreenPage, watchConsole} from '../support/browser';
import {ensureExampleInstalled, examplesDir, run, scratchDir, startStandIns} from '../support/examples';
import {startRateLimitProxy} from '../support/rate-limit-proxy';
import {root} from '../support/paths';
import {keepOnOrigin, log, logTypes} from '../support/playground';
import messages from '../../.generated/data/playground-messages.json';

const ROUTE = '/docs/playground';
const CLIP = path.join(root, 'static/playground/sample-en.wav');
const serverTypes = messages.filter((message) => message.direction === 'server-to-client').map((message) => message.name);

async function runSample(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Run sample'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Closed'})).toContainText('code 1000 (task ended)', {timeout: 30_000});
}

test('Run sample streams the clip, shows transcripts and speech, and ends with eos and close 1000', {tag: '@server'}, async ({page}) => {
  const outside = keepOnOrigin(page);
  const browserConsole = watchConsole(page);
  await gotoHydrated(page, ROUTE);
  await expect(page.getByText('The server is simulated')).toBeVisible();
  await runSample(page);

  const sent = await logTypes(page, 'sent');
  const received = await logTypes(page, 'received');
  for (const type of ['set_task', 'get_task', 'input_audio_data', 'end_task']) expect(sent).toContain(type);
  for (const type of [
    'current_task',
    'partial_transcription',
    'validated_transcription',
    'translated_transcription',
    'output_audio_data',
    'eos',
  ])
    expect(received).toContain(type);
  // No contract problem noticed by the simulated server.
  await expect(log(page).locator('li[data-type="contract"]')).toHaveCount(0);

  await expect(page.getByRole('region', {name: 'Source transcript'})).toContainText(
    'Good morning everyone. Thank you for joining us today. Let us begin.',
  );
  await expect(page.getByRole('region', {name: 'Translation into Spanish'})).toContainText(
    'Buenos días a todos. Gracias por acompañarnos hoy. Empecemos.',
  );
  await expect(page.getByTestId('player')).toContainText('Speech: 3 phrases played through');
  for (const label of ['First partial transcript', 'First translation', 'First translated speech']) {
    await expect(page.getByRole('definition').filter({has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`)})).toHaveText(
      /^\d+ ms$/,
    );
  }
  // The log followed the run to its last entry, the socket's close, as a reader who did not scroll expects.
  await expect
    .poll(() => log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight), {
      message: 'pixels of the log below its view',
    })
    .toBeLessThan(24);
  // Each audio chunk is 320 ms at 24 kHz mono: 15,360 bytes, 20,480 base64 characters.
  const chunk = log(page).locator('li[data-type="input_audio_data"]').first();
  await chunk.locator('summary').click();
  await expect(chunk.locator('pre')).toContainText('(20480 characters)');
  expect(outside).toEqual([]);
  browserConsole.expectClean();
});

test('every server message type shows up: the optional ones with all-messages, error and warning in the scenarios below', async ({
  page,
}) => {
  await gotoHydrated(page, `${ROUTE}?scenario=all-messages`);
  await expect(page.getByLabel('Scenario')).toHaveValue('all-messages');
  await runSample(page);
  const received = await logTypes(page, 'received');
  expect(serverTypes.filter((type) => !received.has(type))).toEqual(['error', 'warning']);
});

// Neighbours show different codes, so the log of one run can never pass for the next.
const breakIt = [
  {scenario: 'chunk-too-long', code: 'AUDIO_FORMAT_ERROR', href: '/docs/error_codes#audio-format-error'},
  {scenario: 'set-task-too-fast', code: 'RATE_LIMIT_EXCEEDED', href: '/docs/error_codes#rate-limit-exceeded'},
  {scenario: 'wrong-sample-rate', code: 'AUDIO_FORMAT_ERROR', href: '/docs/error_codes#audio-format-error'},
  {scenario: 'invalid-setting', code: 'VALIDATION_ERROR', href: '/docs/error_codes#validation-error'},
  {scenario: 'too-fast', code: 'AUDIO_STREAM_TOO_FAST', href: '/docs/error_codes#audio-stream-too-fast'},
  {scenario: 'stalled', code: 'AUDIO_STREAM_STALLED', href: '/docs/error_codes#audio-stream-stalled'},
  {scenario: 'bad-token', code: '1006', href: '/docs/error_codes#1006'},
];

test('each scenario that breaks the contract shows its code in the log, linked to its row of the error catalogue', async ({page}) => {
  test.setTimeout(180_000);
  // The first scenario comes from the address, the others from the Scenario menu of the same page; each runs on a
  // socket of its own.
  await gotoHydrated(page, `${ROUTE}?scenario=${breakIt[0].scenario}`);
  await expect(page.getByLabel('Scenario')).toHaveValue(breakIt[0].scenario);
  for (const {scenario, code, href} of breakIt) {
    await test.step(scenario, async () => {
      // A scenario's socket may close by itself at any moment: checked and clicked in one step in the page, then
      // the button must be disabled either way.
      const disconnect = page.getByRole('button', {name: 'Disconnect'});
      await disconnect.evaluate((button: HTMLButtonElement) => {
        if (!button.disabled) button.click();
      });
      await expect(disconnect).toBeDisabled();
      await page.getByLabel('Scenario').selectOption(scenario);
      await expect(page.getByRole('button', {name: 'Run sample'})).toBeEnabled({timeout: 30_000});
      await page.getByRole('button', {name: 'Run sample'}).click();
      const entry = log(page)
        .locator('li[data-direction="received"]')
        .filter({has: page.locator('code', {hasText: new RegExp(`^${code}$`)})});
      await expect(entry.first()).toBeVisible({timeout: 20_000});
      await expect(entry.first().getByRole('link', {name: `${code} in Error codes`})).toHaveAttribute('href', href);
      await expect(page.getByText(/^Seen: /)).toBeVisible();
    });
  }
});

test('the catalogue rows the scenarios link to exist', async ({page}) => {
  await gotoHydrated(page, '/docs/error_codes');
  for (const anchor of new Set(breakIt.map(({href}) => href.split('#')[1]))) await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
});

test('a message page opens the playground with its message loaded; Send shows the answer', async ({page}) => {
  await gotoHydrated(page, '/docs/streaming_api/messages/get_task');
  await page.getByRole('link', {name: 'Try it in the playground'}).click();
  await expect(page).toHaveURL(/\/docs\/playground\?message=get_task$/);
  await expect(page.getByLabel('Message', {exact: true})).toHaveValue('get_task');
  expect(JSON.parse(await page.getByLabel('Frame to send (JSON)').inputValue())).toEqual({message_type: 'get_task', data: {}});
  await page.getByRole('button', {name: 'Connect', exact: true}).click();
  await expect(page.getByRole('status').filter({hasText: 'Connected'})).toBeVisible();
  await page.getByRole('button', {name: 'Send', exact: true}).click();
  // No task yet: the documented answer is error NOT_FOUND.
  await expect(
    log(page)
      .locator('li[data-direction="received"]')
      .filter({has: page.locator('code', {hasText: /^NOT_FOUND$/})}),
  ).toHaveCount(1);
  await page.getByRole('button', {name: 'Disconnect'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Closed'})).toContainText('code 1000');
});

test('the settings editor shows the validator verdict and Run sample waits for valid settings', async ({page}) => {
  await gotoHydrated(page, ROUTE);
  const editor = page.getByLabel('set_task message (JSON)');
  await expect(page.getByText('Valid: this set_task message matches the protocol schema.')).toBeVisible();
  const message = JSON.parse(await editor.inputValue());
  message.data.pipeline.translations[0].target_language = 'xx';
  await editor.fill(JSON.stringify(message, null, 2));
  await expect(page.getByText('1 problem found')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Run sample'})).toBeDisabled();
  // The form writes a fresh message: German and French targets, 16 kHz input.
  await page.getByLabel('Target languages').selectOption(['de', 'fr']);
  await page.getByLabel('Input sample rate').selectOption('16000');
  const rebuilt = JSON.parse(await editor.inputValue());
  expect(rebuilt.data.pipeline.translations.map((t: {target_language: string}) => t.target_language)).toEqual(['de', 'fr']);
  expect(rebuilt.data.input_stream.source.sample_rate).toBe(16000);
  await expect(page.getByRole('button', {name: 'Run sample'})).toBeEnabled();
});

test('at 800 px the target language list shows whole names and whole rows, its chosen rows marked in both modes, and its tip fits the pointer', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({width: 800, height: 900});
  await gotoHydrated(page, ROUTE);
  const list = page.getByLabel('Target languages');
  const shape = () =>
    list.evaluate((select: HTMLSelectElement) => {
      const row = select.options[0].getBoundingClientRect().height;
      const chosen = getComputedStyle(select.selectedOptions[0]);
      return {
        cut: select.scrollWidth - select.clientWidth,
        // A list scrolled to its chosen language starts on a row boundary: no half row at the top.
        partRow: Math.min(select.scrollTop % row, row - (select.scrollTop % row)),
        chosen: [chosen.color, chosen.backgroundImage],
      };
    });
  for (const mode of ['light', 'dark']) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    const {cut, partRow, chosen} = await shape();
    expect(cut, mode).toBeLessThanOrEqual(0);
    expect(partRow, mode).toBeLessThanOrEqual(1);
    // Text and band in the primary colour's pair, not the browser's grey band for a list without focus.
    const [color, band] = chosen;
    expect(band, mode).toContain('gradient');
    expect(color, mode).toBe(mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(28, 30, 33)');
  }
  // The tip under the list names keys with a mouse, taps on a touch screen.
  const tipOf = async (on: Page) => on.locator(`[id="${await on.getByLabel('Target languages').getAttribute('aria-describedby')}"]`);
  await expect(await tipOf(page)).toContainText('Ctrl-click');
  await expect((await tipOf(page)).getByText('tap each one')).toBeHidden();
  const phone = await touchScreenPage(browser);
  await gotoHydrated(phone.page, ROUTE);
  await expect((await tipOf(phone.page)).getByText('tap each one')).toBeVisible();
  await expect((await tipOf(phone.page)).getByText('Ctrl-click')).toBeHidden();
  await phone.close();
});

test.describe('the exported programs', () => {
  test.setTimeout(120_000);
  test('run the same session against the stand-ins, in Python and TypeScript', async ({page}) => {
    ensureExampleInstalled('ts');
    await gotoHydrated(page, ROUTE);
    await page.getByLabel('Target languages').selectOption(['es', 'de']);
    await runSample(page);
    const panel = page.getByRole('region', {name: '3. Take it home'});
    await panel.getByText(/^Show the programs/).click();
    const programs = [
      {
        tab: 'Python',
        file: 'playground_session.py',
        command: (dir: string) => ['/usr/bin/python3', [path.join(dir, 'playground_session.py'), CLIP]] as const,
      },
      {
        tab: 'TypeScript',
        file: 'playground-session.ts',
        command: (dir: string) => [path.join(dir, 'node_modules/.bin/tsx'), [path.join(dir, 'playground-session.ts'), CLIP]] as const,
      },
    ];
    const dirs: string[] = [];
    for (const program of programs) {
      await panel.getByRole('tab', {name: program.tab}).click();
      const code = await panel.getByRole('tabpanel').locator('pre code').innerText();
      expect(code).toContain(program.file);
      const dir = path.join(scratchDir, 'playground-export', program.tab);
      fs.rmSync(dir, {recursive: true, force: true});
      fs.mkdirSync(dir, {recursive: true});
      fs.writeFileSync(path.join(dir, program.file), code);
      if (program.tab === 'TypeScript') fs.symlinkSync(path.join(examplesDir, 'ts', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      dirs.push(dir);
    }
    // The two programs stream in real time, each against stand-ins of its own: they run side by side.
    await Promise.all(
      programs.map(async (program, index) => {
        const standIns = await startStandIns({
          segments: [{source: 'Good morning everyone.', translations: {es: 'Buenos días a todos.', de: 'Guten Morgen zusammen.'}}],
        });
        const proxy = await startRateLimitProxy(standIns);
        try {
          const [command, args] = program.command(dirs[index]);
          const result = await run(command, [...args], {
            cwd: dirs[index],
            env: standIns.env(),
          });
          expect(result.stderr, program.tab).toBe('');
          expect(result.code, program.tab).toBe(0);
          expect(result.stdout).toContain('translated_transcription: [de] Guten Morgen zusammen.');
          expect(result.stdout).toContain('eos: all translated speech has been sent');
          expect(result.stdout).toContain('closed: 1000 task ended');
          expect(standIns.violations()).toEqual([]);
          expect(proxy.injected, 'the program was told a get_task was dropped').toBe(1);
          expect(proxy.pollsBeforeReply, 'each get_task waits for the reply to the previous one').toBe(0);
          // get_task is polled until the task runs, so it may come more than once.
          expect(standIns.stream.receivedTypes().filter((type, i, all) => type !== all[i - 1])).toEqual([
            'set_task',
            'get_task',
            'input_audio_data',
            'end_task',
          ]);
        } finally {
          await proxy.stop();
          await standIns.stop();
        }
      }),
    );
  });
});

test('axe finds nothing after a run, at 1280 px in light mode and 390 px in dark mode, and nothing is wider than the screen', async ({
  page,
}) => {
  // Two axe runs over the playground: minutes on a machine at load average 20.
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await gotoHydrated(page, `${ROUTE}?scenario=invalid-setting`);
  // Colour transitions would let axe sample a colour halfway between the two modes.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
  await page.getByRole('button', {name: 'Run sample'}).click();
  await expect(page.getByText(/^Seen: /)).toBeVisible({timeout: 20_000});
  await log(page).locator('li').first().locator('summary').click();
  const found: string[] = [];
  for (const {width, mode} of [
    {width: 1280, mode: 'light'},
    {width: 390, mode: 'dark'},
  ]) {
    await page.setViewportSize({width, height: 900});
    // The colour mode switch sits in the closed menu on phones: the attribute it sets is set directly.
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    const results = await axeFor(page).include('main').withTags(WCAG_TAGS).analyze();
    found.push(...results.violations.map((v) => `${width} px, ${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (pageWidth > width) found.push(`${width} px: the page is ${pageWidth} px wide`);
  }
  expect(found).toEqual([]);
});
