import {defineConfig} from '@playwright/test';
import chromium from './tests/support/chromium.json';
import {nginxEnabled as withNginx, nginxErrorLog, nginxPort, nginxURL, port, serveURL} from './tests/support/servers';

export const baseURL = process.env.TEST_BASE_URL ?? serveURL;

const browserUse = (url: string) => ({
  baseURL: url,
  browserName: 'chromium' as const,
  viewport: {width: 1280, height: 900},
  launchOptions: {executablePath: process.env.CHROMIUM_PATH ?? executablePath, args: chromiumArgs},
  trace: 'off' as const,
  screenshot: 'only-on-failure' as const,
});

// Debian's Chromium, kept off the network (shared with scripts/bench.mjs).
const {args: chromiumArgs, executablePath} = chromium;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two Chromium tests fill the two cores of the machines this runs on; the two other workers run the tests that
  // mostly wait (example programs streaming audio at real-time pace, HTTP checks) beside them. The examples come
  // first, two at a time, so that they wait while the unit, build and browser tests use the cores.
  workers: 4,
  retries: 0,
  // Generous limits: they cost nothing when a test passes, and a busy machine (load average 20 and more)
  // slows page loads several times over.
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  // Playwright empties the output folders of the projects it runs: the unit and example tests, which scripts/test.sh
  // runs beside the build, keep theirs apart from the other projects', which the run after the build empties.
  outputDir: 'test-results/site',
  projects: [
    // The runnable examples under examples/, end to end against the contract stand-ins.
    {name: 'examples', testDir: './tests/examples', timeout: 120_000, workers: 2, outputDir: 'test-results/unit-and-examples'},
    // unit and build, one worker each: their files load the same large modules (the TypeScript compiler, ESLint, the built pages),
    // once per worker; four workers spent a third more CPU on them than one.
    {name: 'unit', testDir: './tests/unit', workers: 1, outputDir: 'test-results/unit-and-examples'},
    // Files the build wrote: pages, the message reference, the API reference.
    {name: 'build', testDir: './tests/build', workers: 1},
    {name: 'browser', testDir: './tests/browser', use: browserUse(baseURL), workers: 2},
    // The crawl runs against deploy/nginx.conf when it runs: a page that breaks its Content-Security-Policy logs a console error.
    {name: 'a11y', testDir: './tests/a11y', use: browserUse(withNginx ? nginxURL : baseURL), workers: 2},
    // Status codes, headers and compression of `npm run serve` (scripts/serve.mjs).
    {name: 'serve', testDir: './tests/serving', use: {baseURL}},
    // deploy/nginx.conf: its own checks, the serving tests, and the browser tests tagged @server, whose outcome
    // depends on the server (status codes, redirects, chunk loading) or on the CSP (the search worker, the compiled validator).
    ...(withNginx
      ? [
          {name: 'nginx', testDir: './tests', testMatch: /(nginx|serving)\/.*\.spec\.ts$/, use: browserUse(nginxURL)},
          {name: 'nginx-browser', testDir: './tests/browser', grep: /@server/, use: browserUse(nginxURL), workers: 2},
        ]
      : []),
  ],
  // TEST_SERVERS=off: a run of tests that need no server (scripts/test.sh runs the unit and example tests so, beside the build).
  webServer:
    process.env.TEST_BASE_URL || process.env.TEST_SERVERS === 'off'
      ? undefined
      : [
          {command: `node scripts/serve.mjs --port ${port} --dir build`, url: `${baseURL}/`, reuseExistingServer: false, timeout: 30_000},
          ...(withNginx
            ? [
                {
                  command: `node scripts/nginx-local.mjs --port ${nginxPort} --error-log ${nginxErrorLog}`,
                  url: `${nginxURL}/`,
                  reuseExistingServer: false,
                  timeout: 30_000,
                },
              ]
            : []),
        ],
});
