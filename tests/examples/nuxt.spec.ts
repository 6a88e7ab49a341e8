import fs from 'node:fs';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {test, expect, chromium} from '@playwright/test';
import {credentials, ensureExampleInstalled, examplesDir, inputsHash, run, startStandIns, type StandIns} from '../support/examples';
import {freePort} from '../support/ports';

// examples/nuxt: installed with npm ci, built with `nuxt build`, then run as its README
// says (`node .output/server/index.mjs` with the NUXT_API_* variables) against the REST
// stand-in. The browser part is exercised up to joining the WebRTC room: no media server
// runs here, so the join is recorded and refused, and the page must clean up.
const cwd = path.join(examplesDir, 'nuxt');
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(600_000);
  ensureExampleInstalled('nuxt');
  // The build is reused while the app's files, lockfile and Node.js version are unchanged.
  const inputs = inputsHash(cwd, ['node_modules', '.nuxt', '.output']);
  const stamp = path.join(cwd, '.output', '.inputs-hash');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputs) return;
  const build = await run(process.execPath, ['node_modules/nuxt/bin/nuxt.mjs', 'build'], {
    cwd,
    env: {...process.env, NUXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1'},
    timeoutMs: 400_000,
  });
  if (build.code !== 0) throw new Error(`nuxt build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
  fs.writeFileSync(stamp, inputs);
});

type NuxtServer = {origin: string; output: () => string; stop: () => Promise<void>};

async function startNuxt(env: Record<string, string | undefined>): Promise<NuxtServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['.output/server/index.mjs'], {
    cwd,
    env: {PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: String(port), ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;
  // No deadline of its own: on a loaded machine the server may take long to listen, and the test's timeout is the limit.
  while (true) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (!running()) throw new Error(`the Nuxt server exited before it listened:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    output: () => output,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `body` against the built app started with the API key (or another secret in its place),
 * pointed at fresh stand-ins; both are stopped afterwards.
 */
async function withNuxt(body: (nuxt: NuxtServer, standIns: StandIns) => Promise<void>, secret = credentials.clientSecret): Promise<void> {
  const standIns = await startStandIns();
  try {
    const nuxt = await startNuxt({
      NUXT_API_CLIENT_ID: credentials.clientId,
      NUXT_API_CLIENT_SECRET: secret,
      NUXT_API_BASE_URL: standIns.baseUrl,
    });
    try {
      await body(nuxt, standIns);
    } finally {
      await nuxt.stop();
    }
  } finally {
    await standIns.stop();
  }
}

test('nuxt: the build keeps the API key out of the browser', () => {
  const config = fs.readFileSync(path.join(cwd, 'nuxt.config.ts'), 'utf8');
  expect(config).not.toMatch(/public\s*:/);
  expect(config).toMatch(/apiBaseUrl: 'https:\/\/api\.example\.com'/);
  const publicDir = path.join(cwd, '.output', 'public');
  const client = fs.readdirSync(publicDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  for (const entry of client) {
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    expect(text, entry.name).not.toMatch(/apiClientSecret|ClientSecret/);
  }
});

test('nuxt: POST /api/session mints a session with the key kept on the server', () =>
  withNuxt(async (nuxt, standIns) => {
    const response = await fetch(`${nuxt.origin}/api/session`, {method: 'POST'});
    const text = await response.text();
    expect(standIns.violations(), 'contract violations recorded by the REST stand-in').toEqual([]);
    expect(response.status, text).toBe(200);
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(['id', 'publisher', 'webrtc_url']);
    const [created] = standIns.rest.callsTo('create-streaming-session');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({data: {subscriber_count: 0, publisher_can_subscribe: true, ttl_seconds: 900}});
    expect(body.id).toBe([...standIns.rest.sessions.keys()][0]);
    expect(body.webrtc_url).toBe(standIns.rest.streamUrls.webrtc);
    expect(text).not.toContain(credentials.clientSecret);
    expect(text).not.toContain(credentials.clientId);

    // The page, rendered on the server, carries no part of the key either.
    const html = await (await fetch(`${nuxt.origin}/`)).text();
    expect(html).toContain('Live translation');
    expect(html).not.toContain(credentials.clientSecret);
    expect(html).not.toContain(credentials.clientId);
  }));

test('nuxt: DELETE /api/session/:id deletes the sessions it minted, and only those', () =>
  withNuxt(async (nuxt, standIns) => {
    const {id} = await (await fetch(`${nuxt.origin}/api/session`, {method: 'POST'})).json();
    const stranger = await fetch(`${nuxt.origin}/api/session/${encodeURIComponent('someone.elses.session')}`, {method: 'DELETE'});
    expect(stranger.status).toBe(404);
    const response = await fetch(`${nuxt.origin}/api/session/${encodeURIComponent(id)}`, {method: 'DELETE'});
    expect(response.status).toBe(204);
    expect(standIns.rest.callsTo('delete-user-session-by-id').map((call) => [call.path, call.status])).toEqual([
      [`/session-storage/sessions/${id}`, 204],
    ]);
    expect(standIns.violations()).toEqual([]);
  }));

test('nuxt: a refused API key becomes a 502 that names the problem, not the key', () => {
  const wrongSecret = 'wrong-secret-3a8f';
  return withNuxt(async (nuxt) => {
    const response = await fetch(`${nuxt.origin}/api/session`, {method: 'POST'});
    const text = await response.text();
    expect(response.status).toBe(502);
    expect(text).toContain('create-streaming-session failed: Invalid credentials (1002)');
    expect(text).not.toContain(wrongSecret);
    expect(nuxt.output()).not.toContain(wrongSecret);
  }, wrongSecret);
});

test('nuxt: Start joins the room with the publisher token; a failed join is shown and the session deleted', () =>
  withNuxt(async (nuxt, standIns) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(nuxt.origin);
      await expect(page.getByRole('heading', {name: 'Live translation'})).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Press Start and allow the microphone.');
      await page.getByRole('button', {name: 'Start'}).click();

      // The page asked its server for a session, then tried to join the session's room with the publisher token.
      await expect.poll(() => standIns.stream.webrtcJoins.length, {timeout: 20_000}).toBeGreaterThan(0);
      const session = [...standIns.rest.sessions.values()][0];
      expect(standIns.stream.webrtcJoins.find((join) => join.token)?.token).toBe(session.publisher);

      // The refused join is reported on the page, and the session is deleted through the server route.
      await expect(page.locator('.status.failed')).toBeVisible({timeout: 30_000});
      await expect.poll(() => standIns.rest.callsTo('delete-user-session-by-id').length, {timeout: 10_000}).toBe(1);
      await expect(page.getByRole('button', {name: 'Start'})).toBeEnabled();
      expect(errors).toEqual([]);
      expect(standIns.violations()).toEqual([]);
    } finally {
      await browser.close();
    }
  }));
