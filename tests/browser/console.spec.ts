import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {test, expect, type Page} from '../support/test';
import {axeFor, WCAG_TAGS} from '../support/axe';
import {gotoHydrated, watchConsole} from '../support/browser';
import {keepOnOrigin, log} from '../support/playground';
import {credentials} from '../support/examples';
import {loadOpenapi, operations, schemaCompiler, deref} from '../support/openapi';
import {RestMock} from '../support/stand-ins/rest-mock';
import contract from '../../.generated/data/rest-contract.json';

// The first Send starts the contract worker, which parses its validators.
test.describe.configure({timeout: 90_000});

const spec = loadOpenapi();
const compile = schemaCompiler(spec);

/**
 * A JSON body and a file upload, each answered in the page from its documented example (every operation's
 * documented request is answered by the engine in tests/unit/rest-engine.spec.ts).
 */
const ROUND_TRIPS: Record<string, string> = {
  Sessions: 'create-streaming-session',
  Blob: 'file-upload-endpoint',
};

function operation(id: string) {
  const found = operations(spec).find((entry) => entry.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
}

const consoleOf = (page: Page) => page.getByRole('region', {name: 'Try it'});
const answer = (page: Page) => consoleOf(page).locator('[data-answer]');

/** Opens the console of an operation page and types `key` (null: keeps what the console starts with). */
async function openConsole(
  page: Page,
  id: string,
  key: {clientId: string; clientSecret: string} | null = {clientId: 'reader-id', clientSecret: 'reader-secret'},
): Promise<void> {
  await gotoHydrated(page, `/api/${id}`);
  await consoleOf(page).getByRole('button', {name: 'Try it in the browser'}).click();
  // The first console of a page starts the contract worker.
  await expect(consoleOf(page).getByRole('button', {name: 'Send', exact: true})).toBeVisible({timeout: 30_000});
  if (!key) return;
  await consoleOf(page).getByLabel('ClientId').fill(key.clientId);
  await consoleOf(page).getByLabel('ClientSecret').fill(key.clientSecret);
}

/** Sends and waits for the next answer; returns its status and parsed body. */
async function send(page: Page): Promise<{status: number; body: any}> {
  const before = (await answer(page).count()) ? Number(await answer(page).getAttribute('data-answer')) : 0;
  await consoleOf(page).getByRole('button', {name: 'Send', exact: true}).click();
  await expect(answer(page)).toHaveAttribute('data-answer', String(before + 1));
  const status = Number(await answer(page).locator('[data-status]').getAttribute('data-status'));
  const text = (await answer(page).locator('pre').first().textContent()) ?? '';
  return {status, body: text === '' || (await answer(page).getByText('No body.').count()) ? undefined : JSON.parse(text)};
}

test.describe('the console answers from the contract, in the page', () => {
  for (const [tag, id] of Object.entries(ROUND_TRIPS)) {
    test(`${tag}: Send with the documented example answers ${id}'s success status with a body its schema accepts`, async ({page}) => {
      const outside = keepOnOrigin(page);
      const browserConsole = watchConsole(page);
      await openConsole(page, id);
      await expect(consoleOf(page)).toContainText('Answers come from a simulation of the API contract running in this page.');
      const {status, body} = await send(page);
      const success = Object.keys(operation(id).responses).find((code) => /^2\d\d$/.test(code))!;
      expect(status).toBe(Number(success));
      await expect(answer(page).locator('[data-status]')).toContainText(success);
      const schema = deref(spec, operation(id).responses[success]).content?.['application/json']?.schema;
      const validate = compile(schema);
      expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
      expect(outside).toEqual([]);
      browserConsole.expectClean();
    });
  }
});

test('as it opens, the console creates one glossary after another; a key sent again with another body is refused with 409 (2008), its detail wrapped', async ({
  page,
}) => {
  await openConsole(page, 'create-a-new-glossary', null);
  await expect(consoleOf(page).getByLabel('ClientId')).not.toHaveValue('');
  const idempotencyKey = consoleOf(page).getByLabel(/Idempotency-Key/);
  await expect(idempotencyKey).toHaveValue('');
  const editor = consoleOf(page).getByLabel(/^Body/);
  const rename = async (name: string) => {
    const body = JSON.parse(await editor.inputValue());
    body.data.name = name;
    await editor.fill(JSON.stringify(body, null, 2));
  };
  const first = await send(page);
  expect(first.status).toBe(201);
  await rename('Second glossary');
  const second = await send(page);
  expect(second.status).toBe(201);
  expect(second.body.data.glossary_id).not.toBe(first.body.data.glossary_id);

  await idempotencyKey.fill('3d5a0f62-1c2b-4e8a-9f7d-6b5c4a3e2d1f');
  expect((await send(page)).status).toBe(201);
  await rename('Third glossary');
  const refused = await send(page);
  expect(refused.status).toBe(409);
  expect(refused.body.errors[0].error_code).toBe(2008);
  const body = answer(page).locator('pre').first();
  expect(await body.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(0);
});

test('beside a long reference at 1280 px, the console button is in view as the page opens, and so is each answer', async ({page}) => {
  for (const id of ['create-a-new-broadcast', 'create-a-new-glossary']) {
    await gotoHydrated(page, `/api/${id}`);
    // In view: not clipped by the sample column, which scrolls on its own.
    await expect(consoleOf(page).getByRole('button', {name: 'Try it in the browser'}), id).toBeInViewport({ratio: 1});
  }
  await openConsole(page, 'create-a-new-broadcast', null);
  await send(page);
  await expect(answer(page).locator('[data-status]')).toBeInViewport({ratio: 1});
});

test('without credentials the answer is 401 with the catalogue code, linked to its row', async ({page}) => {
  await openConsole(page, 'get-list-of-built-in-voices', {clientId: '', clientSecret: ''});
  const {status, body} = await send(page);
  expect(status).toBe(401);
  expect(body.errors[0].error_code).toBe(1001);
  const link = answer(page).getByRole('link', {name: /Error 1001: Missing credentials/});
  await expect(link).toHaveAttribute('href', '/docs/error_codes#1001');
  await link.click();
  await expect(page).toHaveURL(/\/docs\/error_codes#1001$/);
  await expect(page.locator('[id="1001"]')).toBeVisible();
});

test('a body that breaks the schema is marked inline and answered with the documented error and the field pointer', async ({page}) => {
  await openConsole(page, 'create-a-new-glossary');
  const editor = consoleOf(page).getByLabel(/^Body/);
  const example = JSON.parse(await editor.inputValue());
  example.data.name = 7;
  await editor.fill(JSON.stringify(example, null, 2));
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(consoleOf(page).getByRole('listitem').filter({hasText: '/data/name'})).toContainText('must be string');
  const {status, body} = await send(page);
  expect(status).toBe(422);
  expect(body.errors[0]).toMatchObject({error_code: 2003, pointer: '/data/name'});
  await expect(answer(page).getByRole('link', {name: /Error 2003/})).toHaveAttribute('href', '/docs/error_codes#2003');
});

test('glossaries persist in the tab: create, list, get, delete, then 404', async ({page}) => {
  const outside = keepOnOrigin(page);
  await openConsole(page, 'create-a-new-glossary');
  const created = await send(page);
  expect(created.status).toBe(201);
  const id = created.body.data.glossary_id;

  // Client-side navigation keeps the page, and with it the simulation.
  const go = async (operationId: string) => {
    await page.locator(`nav a[href="/api/${operationId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/api/${operationId}$`));
    await consoleOf(page).getByRole('button', {name: 'Try it in the browser'}).click();
  };
  await go('retrieve-user-created-glossaries');
  const listed = await send(page);
  expect(listed.body.data.items.map((item: {glossary_id: string}) => item.glossary_id)).toContain(id);

  await go('retrieve-a-single-glossary-by-id');
  await consoleOf(page)
    .getByLabel(/glossary_id/)
    .fill(id);
  const fetched = await send(page);
  expect(fetched.status).toBe(200);
  expect(fetched.body.data).toMatchObject({glossary_id: id, name: created.body.data.name});

  await go('delete-a-glossary-by-id');
  await consoleOf(page)
    .getByLabel(/glossary_id/)
    .fill(id);
  expect((await send(page)).status).toBe(204);
  expect((await send(page)).status).toBe(404);
  await expect(answer(page).getByRole('link', {name: /Error 5001/})).toBeVisible();
  expect(outside).toEqual([]);
});

test('what the console creates survives a reload of the tab, and Reset clears it', async ({page}) => {
  await openConsole(page, 'create-a-new-glossary');
  const id = (await send(page)).body.data.glossary_id;
  await page.reload();
  await gotoHydrated(page, '/api/retrieve-a-single-glossary-by-id');
  await consoleOf(page).getByRole('button', {name: 'Try it in the browser'}).click();
  await consoleOf(page)
    .getByLabel(/glossary_id/)
    .fill(id);
  expect((await send(page)).status).toBe(200);
  await consoleOf(page).getByRole('button', {name: 'Reset'}).click();
  // The form starts over as the button is pressed, not when the worker has reset: the id typed at once is the one sent.
  expect(await answer(page).count()).toBe(0);
  await consoleOf(page)
    .getByLabel(/glossary_id/)
    .fill(id);
  expect((await send(page)).status).toBe(404);
  await expect(answer(page).locator('pre').first()).toContainText(id);
});

test("a session created with Send opens the playground's socket with its publisher token; a made-up token is refused with 401 and 1006", async ({
  page,
}) => {
  const outside = keepOnOrigin(page);
  await openConsole(page, 'create-streaming-session');
  const session = (await send(page)).body.data;
  await gotoHydrated(page, '/docs/playground');
  const token = page.getByLabel('Publisher token');
  await page.getByRole('button', {name: `Use session ${session.id}`}).click();
  await expect(token).toHaveValue(session.publisher);
  await page.getByRole('button', {name: 'Connect', exact: true}).click();
  await expect(page.getByRole('status').filter({hasText: 'Connected'})).toBeVisible();
  await expect(log(page)).toContainText(`The publisher token of session ${session.id}, created in the API console`);
  await page.getByRole('button', {name: 'Disconnect'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Closed'})).toBeVisible();

  await token.fill(`${session.publisher.slice(0, -6)}made-up`);
  await page.getByRole('button', {name: 'Connect', exact: true}).click();
  const refused = log(page)
    .locator('li[data-direction="received"]')
    .filter({has: page.locator('code', {hasText: /^1006$/})});
  await expect(refused).toContainText('HTTP 401');
  await expect(refused.getByRole('link', {name: '1006 in Error codes'})).toHaveAttribute('href', '/docs/error_codes#1006');
  expect(outside).toEqual([]);
});

test.describe('Copy as cURL', () => {
  for (const id of ['create-a-new-glossary', 'upload-glossary-file']) {
    test(`${id}: the copied command, run against the Node stand-in, sends the same request and gets the same status`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openConsole(page, id, credentials);
      if (id === 'create-a-new-glossary')
        await consoleOf(page)
          .getByLabel(/Idempotency-Key/)
          .fill('8c1e4b7a-2d3f-4a5b-9c6d-0e1f2a3b4c5d');
      const sent = await send(page);
      await consoleOf(page).getByRole('button', {name: 'Copy as cURL'}).click();
      await expect(consoleOf(page).getByRole('button', {name: 'Copied'})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      await answer(page).getByText('cURL of this request').click();
      expect(copied.trim()).toBe((await answer(page).locator('pre').last().innerText()).trim());
      expect(copied.startsWith(`curl -X POST '${contract.apiBaseUrl}/`)).toBe(true);

      const standIn = new RestMock(credentials);
      const baseUrl = await standIn.start();
      try {
        // Only the host changes; curl prints the status instead of the body.
        const command = copied
          .replace(`'${contract.apiBaseUrl}/`, `'${baseUrl}/`)
          .replace(/^curl /, `curl -s -o /dev/null -w '%{http_code}' `);
        // Asynchronously: the stand-in answers from this process.
        const {stdout: output} = await promisify(execFile)('bash', ['-c', command], {encoding: 'utf8'});
        expect(Number(output)).toBe(sent.status);
        expect(standIn.violations).toEqual([]);
        const [call] = standIn.callsTo(id);
        expect(call.status).toBe(sent.status);
        if (id === 'create-a-new-glossary') {
          expect(call.body).toEqual(JSON.parse(await consoleOf(page).getByLabel(/^Body/).inputValue()));
          expect(call.headers['idempotency-key']).toBe(
            await consoleOf(page)
              .getByLabel(/Idempotency-Key/)
              .inputValue(),
          );
        } else {
          expect(call.path).toBe(
            `/saas/glossaries/${await consoleOf(page)
              .getByLabel(/glossary_id/)
              .inputValue()}/file`,
          );
        }
        expect(call.headers.clientid).toBe(credentials.clientId);
      } finally {
        await standIn.stop();
      }
    });
  }
});

test('axe finds nothing in the console after a Send, at 1280 px in light mode and at 390 px in dark mode', async ({page}) => {
  // Two axe runs: minutes on a machine at load average 20 (tests/a11y/templates.spec.ts checks the rest of the page).
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await openConsole(page, 'create-a-new-glossary', {clientId: '', clientSecret: ''});
  await send(page);
  await answer(page).locator('summary').first().click();
  const found: string[] = [];
  for (const {width, mode} of [
    {width: 1280, mode: 'light'},
    {width: 390, mode: 'dark'},
  ]) {
    if (mode === 'dark') {
      await page
        .getByRole('button', {name: /dark and light mode/i})
        .first()
        .click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.setViewportSize({width, height: 900});
      await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeVisible();
    }
    const results = await axeFor(page).include('section[aria-label="Try it"]').withTags(WCAG_TAGS).analyze();
    found.push(...results.violations.map((v) => `${width} px, ${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
  expect(found).toEqual([]);
});
