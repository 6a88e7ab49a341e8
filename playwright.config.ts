import {defineConfig} from '@playwright/test';

const port = Number(process.env.TEST_PORT ?? 4173);
export const baseURL = process.env.TEST_BASE_URL ?? `http://127.0.0.1:${port}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  projects: [
    {name: 'unit', testDir: './tests/unit'},
    {
      name: 'browser',
      testDir: './tests/e2e',
      use: {
        baseURL,
        browserName: 'chromium',
        viewport: {width: 1280, height: 900},
        launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs},
        trace: 'off',
        screenshot: 'only-on-failure',
      },
    },
  ],
  webServer: process.env.TEST_BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs --port ${port} --dir build`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
