import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {handleBrokenLinks} from '../../src/internals/broken-links';
import {root} from '../support/paths';
import {freePort} from '../support/ports';
import {describeBrokenLinks} from '../../scripts/broken-links.mjs';
import {generatedPaths, isGenerated} from '../../scripts/clear.mjs';
import {headersFileOf, serverIncludes, writeServerIncludes} from '../../config/serving.mjs';

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
    '.docusaurus/docusaurus-plugin-content-docs/default/site-docs-two-mdx-2.json': metadata(
      'docs/Guides/Two words.mdx',
      '/docs/Guides/Two words',
    ),
    '.docusaurus/docusaurus-plugin-content-blog/default/site-blog-post-3.json': metadata('blog/2026-01-01-post.mdx', '/blog/post'),
  });
  const routes = ['/docs/a', '/docs/b', '/docs/Guides/Two words', '/blog', '/blog/post', '/docs/other'].map((route) => ({
    path: route,
    exact: true,
  }));

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

/**
 * A site whose Docusaurus is a stand-in: `build` writes `page.txt` as the home page and the headers
 * include beside it, and fails with Docusaurus' broken-link report when the page links to /nothing;
 * `start` runs until stopped. Its `npm run gen` copies specs/api.yaml to generated.txt, and fails with
 * one `gen: file:line:column` line when the description says `type: strng`.
 */
function standInSite(page: string): string {
  const includes = serverIncludes("default-src 'self'");
  const docusaurus = `import fs from 'node:fs';
const [command, ...args] = process.argv.slice(2);
if (command === 'start') {
  console.log('dev server running');
  setInterval(() => {}, 1000);
} else {
  const out = args.includes('--out-dir') ? args[args.indexOf('--out-dir') + 1] : 'build';
  const page = fs.readFileSync('page.txt', 'utf8');
  fs.mkdirSync(out, {recursive: true});
  fs.writeFileSync(out + '/index.html', page);
  fs.mkdirSync(out + '-nginx', {recursive: true});
  fs.writeFileSync(out + '-nginx/headers.conf', ${JSON.stringify(includes.headers)});
  fs.writeFileSync(out + '-nginx/header-values.conf', ${JSON.stringify(includes.values)});
  if (page.includes('/nothing')) {
    console.error('[ERROR] Error: Unable to build website for locale en.');
    console.error('  [cause]: Error: Docusaurus found broken links!');
    console.error('Exhaustive list of all broken links found:');
    console.error('- Broken link on source page path = /:');
    console.error('   -> linking to /nothing');
    process.exit(1);
  }
  console.log('[SUCCESS] Generated static files in "' + out + '".');
}
`;
  const gen = `import fs from 'node:fs';
const text = fs.readFileSync('specs/api.yaml', 'utf8');
const line = text.split('\\n').findIndex((l) => l.includes('strng'));
if (line >= 0) {
  console.error('gen: specs/api.yaml:' + (line + 1) + ':7: type "strng" is not a JSON Schema type');
  process.exit(1);
}
fs.writeFileSync('generated.txt', text);
console.log('gen: done');
`;
  return tempDir({
    'package.json': JSON.stringify({private: true, scripts: {gen: 'node gen.mjs'}}),
    'node_modules/@docusaurus/core/package.json': JSON.stringify({name: '@docusaurus/core', version: '0.0.0'}),
    'node_modules/@docusaurus/core/bin/docusaurus.mjs': docusaurus,
    'gen.mjs': gen,
    'specs/api.yaml': 'title: first\n',
    'page.txt': page,
    'docs/index.md': `# Home\n\n${page}\n`,
    '.docusaurus/docs/site-docs-index-md.json': JSON.stringify({source: '@site/docs/index.md', permalink: '/'}),
  });
}

const runDocusaurus = (site: string, command: string) =>
  spawnSync(process.execPath, [path.join(root, 'scripts/run-docusaurus.mjs'), command, '--no-gen'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });

/** `npm run serve` in a site: its first line, and the home page it serves (or its error when it does not start). */
async function serveHome(site: string): Promise<{said: string; home: string | null}> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], {
    cwd: site,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  server.stdout!.on('data', (chunk) => (said += chunk));
  server.stderr!.on('data', (chunk) => (said += chunk));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    const home = await Promise.race([
      exited.then(() => null),
      expect
        .poll(() => said, {timeout: 10_000})
        .toContain('Serving')
        .then(() => fetch(`http://127.0.0.1:${port}/`).then((response) => response.text())),
    ]);
    return {said, home};
  } finally {
    server.kill('SIGKILL');
  }
}

test.describe('a build is all or nothing', () => {
  test('a build that fails on a broken link leaves the last good build, which npm run serve serves', async () => {
    const site = standInSite('good build');
    expect(runDocusaurus(site, 'build').status).toBe(0);
    expect(fs.readFileSync(path.join(site, 'build/index.html'), 'utf8')).toBe('good build');
    expect(fs.existsSync(headersFileOf(path.join(site, 'build')))).toBe(true);

    fs.writeFileSync(path.join(site, 'page.txt'), 'see [x](/nothing)');
    fs.writeFileSync(path.join(site, 'docs/index.md'), '# Home\n\nsee [x](/nothing)\n');
    const failed = runDocusaurus(site, 'build');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('docs/index.md:3: broken link to /nothing');
    expect(fs.readFileSync(path.join(site, 'build/index.html'), 'utf8')).toBe('good build');
    expect(failed.stderr).toContain('build/ is unchanged: it still holds the last good build');
    expect(fs.readdirSync(site).filter((name) => name.startsWith('.build'))).toEqual([]);

    const served = await serveHome(site);
    expect(served.home).toBe('good build');
    expect(served.said).toMatch(/Serving build at http:\/\/127\.0\.0\.1:\d+\/ \(built /);
  });

  test('a first build that fails writes no build, and npm run serve says how to make one', async () => {
    const site = standInSite('see [x](/nothing)');
    const failed = runDocusaurus(site, 'build');
    expect(failed.status).toBe(1);
    expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'build-nginx'))).toBe(false);
    expect(failed.stderr).toContain('No build/ was written');
    const served = await serveHome(site);
    expect(served.home).toBeNull();
    expect(served.said).toContain('run `npm run build` first');
  });
});

test.describe('npm start follows specs/', () => {
  test("an edited description is generated again; one that does not load prints gen's line and keeps the last pages", async () => {
    const site = standInSite('home');
    const start = spawn(process.execPath, [path.join(root, 'scripts/run-docusaurus.mjs'), 'start'], {
      cwd: site,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      detached: true,
    });
    let output = '';
    start.stdout!.on('data', (chunk) => (output += chunk));
    start.stderr!.on('data', (chunk) => (output += chunk));
    const generated = () =>
      fs.existsSync(path.join(site, 'generated.txt')) ? fs.readFileSync(path.join(site, 'generated.txt'), 'utf8') : '';
    try {
      await expect.poll(() => output, {timeout: 20_000}).toContain('dev server running');
      expect(generated()).toBe('title: first\n');

      fs.writeFileSync(path.join(site, 'specs/api.yaml'), 'title: second\n');
      await expect.poll(generated, {timeout: 20_000}).toBe('title: second\n');

      fs.writeFileSync(path.join(site, 'specs/api.yaml'), 'title: third\nschema:\n  type: strng\n');
      // The two lines can reach the pipe in separate chunks: wait for the last one.
      await expect.poll(() => output, {timeout: 20_000}).toContain('The site keeps the pages of the last description that loaded');
      expect(output).toContain('[specs] gen: specs/api.yaml:3:7: type "strng" is not a JSON Schema type');
      expect(output).not.toMatch(/npm (ERR|error)/);
      expect(generated()).toBe('title: second\n');
      expect(start.exitCode).toBeNull();
    } finally {
      try {
        process.kill(-start.pid!, 'SIGKILL');
      } catch {
        // Nothing left.
      }
    }
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
    [
      'another version',
      {'node_modules/a': {...a, version: '1.0.1', integrity: 'sha512-b'}},
      'node_modules/a: version 1.0.1 installed, 1.0.0 locked',
    ],
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
    const notGenerated =
      /^(node_modules\/|examples\/|tests\/fixtures\/[^/]+\/node_modules\/|test-results\/|playwright-report\/|bench\/tmp\/|\.env$|.*\.DS_Store$)/;
    const ignored = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !notGenerated.test(file));
    expect(ignored.length, 'run `npm run gen` first').toBeGreaterThan(0);
    expect(ignored.filter((file) => !isGenerated(file))).toEqual([]);
  });

  test('it keeps the hand-written files beside the generated ones', () => {
    const dir = tempDir({
      'api/index.mdx': '',
      'api/op.api.mdx': '',
      'api/sidebar.ts': '',
      '.generated/data/rows.json': '',
      'docs/docs/streaming_api/messages/index.mdx': '',
      'docs/docs/overview.mdx': '',
      'static/robots.txt': '',
      'build/index.html': '',
    });
    expect(generatedPaths(dir).sort()).toEqual(
      ['.generated', 'api/op.api.mdx', 'api/sidebar.ts', 'build', 'docs/docs/streaming_api/messages'].sort(),
    );
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
    writeServerIncludes(path.join(dir, 'build'), "default-src 'self'");
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
