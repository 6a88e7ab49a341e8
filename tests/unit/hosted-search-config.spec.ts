import {spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {readPagesHeaders} from '../../config/serving.mjs';
import {root} from '../support/paths';

/**
 * The site's config loaded as `docusaurus build` loads it (Docusaurus' own
 * loader and validation), in a child process with the environment given;
 * then the Content-Security-Policy post-build step of that config run on a
 * one-page site, and its `_headers` returned. No build.
 */
const CHILD = `
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {loadSiteConfig} = require(require.resolve('@docusaurus/core/lib/server/config', {paths: [process.cwd()]}));
(async () => {
  const {siteConfig} = await loadSiteConfig({siteDir: process.cwd()});
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-search-'));
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><script>1</script>');
  const context = {siteDir: process.cwd(), outDir, siteConfig};
  const functions = siteConfig.plugins.filter((plugin) => typeof plugin === 'function').reverse();
  const pipeline = functions.find((plugin) => plugin.name === 'postBuildPipeline')(context);
  // Each site plugin registers its post-build step when created: only the policy's is created here.
  for (const plugin of functions) if (plugin(context).name === 'content-security-policy') break;
  await pipeline.postBuild({outDir});
  const searchThemes = siteConfig.themes.filter((theme) => Array.isArray(theme) && typeof theme[1] === 'object' && 'indexDocs' in theme[1]);
  console.log(JSON.stringify({localSearch: searchThemes.length, algolia: siteConfig.themeConfig.algolia ?? null, headers: fs.readFileSync(path.join(outDir, '_headers'), 'utf8')}));
  fs.rmSync(outDir, {recursive: true});
  fs.rmSync(outDir + '-nginx', {recursive: true, force: true});
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

const ALGOLIA = {ALGOLIA_APP_ID: 'BH4D9OD16A', ALGOLIA_SEARCH_API_KEY: 'abc123', ALGOLIA_INDEX_NAME: 'docs'};

function loadConfig(variables: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {...process.env, ...variables};
  for (const name of Object.keys(ALGOLIA)) if (!(name in variables)) delete env[name];
  const child = spawnSync(process.execPath, ['-e', CHILD], {cwd: root, env, encoding: 'utf8'});
  expect(child.status, child.stderr).toBe(0);
  const {localSearch, algolia, headers} = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
    localSearch: number;
    algolia: unknown;
    headers: string;
  };
  const policy = readPagesHeaders(headers)['/*']['Content-Security-Policy'];
  return {localSearch, algolia, connectSrc: policy.split('; ').find((directive) => directive.startsWith('connect-src ')), policy};
}

test('without the Algolia variables the site config keeps the local search and the policy allows no other host', () => {
  const config = loadConfig({});
  expect(config.localSearch).toBe(1);
  expect(config.algolia).toBeNull();
  expect(config.connectSrc).toBe("connect-src 'self'");
  expect(config.policy).not.toMatch(/algolia/);
});

test('with the Algolia variables the site config uses DocSearch and the policy allows its query hosts', () => {
  const config = loadConfig(ALGOLIA);
  expect(config.localSearch).toBe(0);
  expect(config.algolia).toEqual({
    appId: 'BH4D9OD16A',
    apiKey: 'abc123',
    indexName: 'docs',
    contextualSearch: false,
    searchPagePath: false,
  });
  expect(config.connectSrc).toBe(
    "connect-src 'self' https://bh4d9od16a-dsn.algolia.net https://bh4d9od16a-1.algolianet.com https://bh4d9od16a-2.algolianet.com https://bh4d9od16a-3.algolianet.com",
  );
  // Only connect-src names the hosts: scripts and styles still come from the site.
  expect(config.policy.split('; ').filter((directive) => directive.includes('algolia'))).toHaveLength(1);
});
