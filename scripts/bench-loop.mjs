// The writer's-loop part of `npm run bench`: how long `npm test` takes, and a
// real build of a two-page site with a broken link and a broken anchor, which
// must fail with one `file:line` line each (too slow for the test suite).
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
/** Written by tests/support/summary-reporter.ts at the end of every `npm test`. */
const LAST_RUN_FILE = path.join(root, 'bench/tmp/last-test-run.json');
// On a quiet 2-core machine, the build included.
const SUITE_TARGET_MINUTES = 6;

const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min (${Math.round(seconds)} s)`;

/** Runs `npm test` (install check, build with fixtures, every project) on the given ports. */
export function runSuite(env, port) {
  const result = spawnSync('npm', ['test'], {
    cwd: root,
    stdio: 'inherit',
    env: {...env, TEST_PORT: String(port), TEST_NGINX_PORT: String(port + 1)},
  });
  if (result.status !== 0) throw new Error('npm test failed; its time is recorded all the same');
}

/**
 * The accessibility crawl over the whole sitemap (tests/a11y/sitemap.spec.ts with A11Y_SCOPE=sitemap) on the
 * build in build/, which `npm test` leaves to this bench: every page's status, CSP and console, and axe.
 */
export function a11yCrawl(env, port, add) {
  const started = Date.now();
  const result = spawnSync('npm', ['test', '--', 'tests/a11y/sitemap.spec.ts', '--project=a11y'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {...env, SKIP_BUILD: '1', A11Y_SCOPE: 'sitemap', TEST_PORT: String(port), TEST_NGINX_PORT: String(port + 1)},
  });
  process.stdout.write(result.stdout);
  const counts = /(\d+) passed, (\d+) failed/.exec(result.stdout)?.[0] ?? 'no result line';
  add(
    'Accessibility',
    'Whole sitemap: status, CSP, console errors, axe WCAG 2.1 A/AA (structure and colours, light and dark)',
    `${counts} in ${minutes((Date.now() - started) / 1000)}`,
    '0 failed',
  );
}

/** Rows for the last recorded `npm test`: the whole run, each project's span and the slowest tests. */
export function suiteRows(add) {
  if (!fs.existsSync(LAST_RUN_FILE)) return add('Tests', '`npm test`', 'no run recorded yet (npm run bench -- --only suite)');
  const run = JSON.parse(fs.readFileSync(LAST_RUN_FILE, 'utf8'));
  const scope = run.arguments.length ? ` \`npm test -- ${run.arguments.join(' ')}\`` : ' `npm test`';
  add(
    'Tests',
    `Whole run of${scope} on ${run.finished.slice(0, 16).replace('T', ' ')}: ${run.passed} passed, ${run.failed} failed`,
    minutes(run.suiteSeconds),
    `≤ ${SUITE_TARGET_MINUTES} min`,
  );
  add('Tests', 'Of which Playwright', minutes(run.testsSeconds));
  for (const [project, seconds] of Object.entries(run.projects))
    add('Tests', `Project ${project}, first start to last end`, minutes(seconds));
  for (const {title, seconds} of run.slowest.slice(0, 3)) add('Tests', `Slow test: ${title}`, `${seconds} s`);
}

/** Builds a two-page site through scripts/run-docusaurus.mjs and checks the broken-link lines it prints. */
export function brokenLinkBuild(env, add) {
  const site = path.join(root, 'bench/tmp/broken-links-site');
  fs.rmSync(site, {recursive: true, force: true});
  const files = {
    'docusaurus.config.js': `module.exports = {
  title: 'Links', url: 'https://example.com', baseUrl: '/',
  onBrokenLinks: 'throw', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw',
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false}, blog: false, pages: false, theme: {}}]],
  themeConfig: {navbar: {items: []}},
};\n`,
    'package.json': '{"private": true}\n',
    'docs/index.md': '---\nslug: /\n---\n# Home\n\nSee [B](/b) and [nothing](/missing).\n',
    'docs/b.md': '# B\n\n## Real section\n\nBack [home](/) and to [a section](/b#no-such-section).\n',
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, name)), {recursive: true});
    fs.writeFileSync(path.join(site, name), text);
  }
  const run = (links) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/run-docusaurus.mjs'), 'build', '--no-gen'], {
      cwd: site,
      env,
      encoding: 'utf8',
    });
    const lines = result.stderr.split('\n').filter((line) => /: broken (link|anchor)/.test(line));
    if (result.status === 0 || JSON.stringify(lines) !== JSON.stringify(links))
      throw new Error(
        `the broken-link build printed ${JSON.stringify(lines)} (status ${result.status}), not ${JSON.stringify(links)}:\n${result.stderr.slice(-2000)}`,
      );
    return (performance.now() - started) / 1000;
  };
  // Docusaurus stops at broken paths before it looks at anchors, so the anchor is checked in a second build.
  const pathSeconds = run(['docs/index.md:6: broken link to /missing']);
  fs.writeFileSync(path.join(site, 'docs/index.md'), '---\nslug: /\n---\n# Home\n\nSee [B](/b).\n');
  const anchorSeconds = run(['docs/b.md:5: broken anchor in link to /b#no-such-section']);
  add(
    'Loop',
    'Broken link, then broken anchor: the build fails with `file:line` (two-page site)',
    `${pathSeconds.toFixed(1)} s, ${anchorSeconds.toFixed(1)} s`,
  );
}
