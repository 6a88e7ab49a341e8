import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {handleBrokenLinks} from '@docusaurus/core/lib/server/brokenLinks';
import {root} from '../support/paths';
import {freePort} from '../support/ports';
import {describeBrokenLinks} from '../../scripts/broken-links.mjs';
import {generatedPaths, isGenerated} from '../../scripts/clear.mjs';
import {headersFileOf, headersInclude} from '../../config/serving.mjs';

function tempDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scripts-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test.describe('broken links are reported with the file and line', () => {
  // A site as Docusaurus leaves it when the link check runs: sources, and their routes in .docusaurus/.
  const metadata = (source: string, permalink: string) => JSON.stringify({source: `@site/${source}`, permalink});
  const site = tempDir({
    'docs/a.mdx': '# A\n\nSee [B](/docs/b).\n\nAnd [nothing](/docs/missing) here.\n',
    'docs/Guides/Two words.mdx': '# Two words\n\n[Back](../a#real-section) and [gone](../a#no-such-section).\n',
    'blog/2026-01-01-post.mdx': '# Post\n\nRead [the guide](/docs/gone).\n',
    '.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a-mdx-1.json': metadata('docs/a.mdx', '/docs/a'),
    '.docusaurus/docusaurus-plugin-content-docs/default/site-docs-two-mdx-2.json': metadata('docs/Guides/Two words.mdx', '/docs/Guides/Two words'),
    '.docusaurus/docusaurus-plugin-content-blog/default/site-blog-post-3.json': metadata('blog/2026-01-01-post.mdx', '/blog/post'),
  });
  const routes = ['/docs/a', '/docs/b', '/docs/Guides/Two words', '/blog', '/blog/post', '/docs/other'].map((route) => ({path: route, exact: true}));

  /** What `docusaurus build` prints: Docusaurus' own report, as the cause of the build error. */
  async function buildOutput(collectedLinks: Record<string, {links: string[]; anchors: string[]}>): Promise<string> {
    try {
      await handleBrokenLinks({collectedLinks, onBrokenLinks: 'throw', onBrokenAnchors: 'throw', routes} as never);
    } catch (cause) {
      return `[ERROR] ${util.inspect(new Error('Unable to build website for locale en.', {cause}))}`;
    }
    throw new Error('Docusaurus reported no broken link');
  }

  test('a broken link names the file and line; layout links name the pages', async () => {
    const everywhere = (links: string[]) => ({links: ['/docs/nav-gone', ...links], anchors: []});
    const output = await buildOutput({
      '/docs/a': everywhere(['/docs/b', '/docs/missing']),
      '/docs/Guides/Two words': everywhere([]),
      '/blog': everywhere(['/docs/gone']),
      '/blog/post': everywhere(['/docs/gone']),
      '/docs/other': everywhere([]),
      '/docs/b': everywhere([]),
    });
    expect(describeBrokenLinks(output, site)).toEqual([
      'docs/a.mdx:5: broken link to /docs/missing',
      'blog/2026-01-01-post.mdx:3: broken link to /docs/gone',
      "docs/a.mdx, docs/Guides/Two words.mdx, /blog and 3 more: broken link to /docs/nav-gone (not written in the page's file: navbar, footer or a component?)",
    ]);
  });

  test('a broken anchor names the file and line', async () => {
    const output = await buildOutput({
      '/docs/a': {links: [], anchors: ['real-section']},
      '/docs/Guides/Two words': {links: ['../a#real-section', '../a#no-such-section'], anchors: []},
    });
    expect(describeBrokenLinks(output, site)).toEqual(['docs/Guides/Two words.mdx:3: broken anchor in link to /docs/a#no-such-section']);
  });

  test('the site config makes broken links and anchors fail the build', () => {
    const config = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    for (const option of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks']) expect(config).toContain(`${option}: 'throw'`);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts.build).toBe('exec node scripts/run-docusaurus.mjs build');
  });
});

test.describe('the install check', () => {
  const lock = (packages: Record<string, object>) => JSON.stringify({lockfileVersion: 3, packages: {'': {name: 'x'}, ...packages}});
  const check = (dir: string) => spawnSync(process.execPath, [path.join(root, 'scripts/check-install.mjs'), dir], {encoding: 'utf8'});
  const a = {version: '1.0.0', integrity: 'sha512-a'};

  test('an install that matches the lockfile is reused', () => {
    const dir = tempDir({
      'package-lock.json': lock({
        'node_modules/a': a,
        'node_modules/optional': {version: '1.0.0', optional: true},
        'node_modules/other-platform': {version: '1.0.0', os: [process.platform === 'win32' ? 'linux' : 'win32']},
      }),
      'node_modules/.package-lock.json': lock({'node_modules/a': a}),
    });
    expect(check(dir)).toMatchObject({status: 0, stdout: ''});
  });

  for (const [name, installed, reason] of [
    ['another version', {'node_modules/a': {...a, version: '1.0.1', integrity: 'sha512-b'}}, 'node_modules/a: version 1.0.1 installed, 1.0.0 locked'],
    ['a missing package', {}, 'node_modules/a is not installed'],
    ['an extra package', {'node_modules/a': a, 'node_modules/b': a}, 'node_modules/b is installed but not locked'],
  ] as const) {
    test(`${name} means npm ci, with the reason`, () => {
      const dir = tempDir({'package-lock.json': lock({'node_modules/a': a}), 'node_modules/.package-lock.json': lock(installed)});
      expect(check(dir)).toMatchObject({status: 1, stdout: `node_modules does not match package-lock.json: ${reason}\n`});
    });
  }

  test('node_modules without a record of an install means npm ci', () => {
    expect(check(tempDir({'package-lock.json': lock({})})).stdout).toContain('node_modules has no record of an npm install');
  });
});

test.describe('npm run clear', () => {
  test('its list covers every file git ignores that the generators and the build wrote', () => {
    const notGenerated = /^(node_modules\/|examples\/|test-results\/|playwright-report\/|bench\/tmp\/|\.env$|.*\.DS_Store$)/;
    const ignored = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'], {cwd: root, encoding: 'utf8'})
      .split('\n')
      .filter((file) => file && !notGenerated.test(file));
    expect(ignored.length, 'run `npm run gen` first').toBeGreaterThan(0);
    expect(ignored.filter((file) => !isGenerated(file))).toEqual([]);
  });

  test('it keeps the hand-written files beside the generated ones', () => {
    const dir = tempDir({
      'api/index.mdx': '', 'api/op.api.mdx': '', 'api/sidebar.ts': '',
      '.generated/data/rows.json': '', 'docs/docs/streaming_api/messages/index.mdx': '', 'docs/docs/overview.mdx': '',
      'static/robots.txt': '', 'build/index.html': '',
    });
    expect(generatedPaths(dir).sort()).toEqual(['.generated', 'api/op.api.mdx', 'api/sidebar.ts', 'build', 'docs/docs/streaming_api/messages'].sort());
  });
});

test.describe('servers stop with their npm process', () => {
  const answers = (port: number) =>
    fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );

  /** The least a build must hold for `npm run serve`: a page, and beside it the headers include the build writes. */
  const siteDir = () => {
    const dir = tempDir({'build/index.html': 'ok'});
    fs.mkdirSync(path.dirname(headersFileOf(path.join(dir, 'build'))), {recursive: true});
    fs.writeFileSync(headersFileOf(path.join(dir, 'build')), headersInclude("default-src 'self'"));
    return path.join(dir, 'build');
  };

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
    test(`npm run serve stops when npm gets ${signal}`, async () => {
      const port = await freePort();
      // In a process group of its own, so that whatever is left can be stopped at the end.
      const npm = spawn('npm', ['run', 'serve', '--', '--port', String(port), '--dir', siteDir()], {
        cwd: root,
        stdio: 'ignore',
        env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
        detached: true,
      });
      try {
        await expect.poll(() => answers(port), {timeout: 20_000}).toBe(true);
        npm.kill(signal);
        await expect.poll(() => answers(port), {message: `still listening on ${port}`, timeout: 10_000}).toBe(false);
      } finally {
        try {
          process.kill(-npm.pid!, 'SIGKILL');
        } catch {
          // Nothing left.
        }
      }
    });
  }
});
