import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  CACHE_CONTROL,
  CORS_FILES,
  IMMUTABLE_PREFIX,
  pagesHeaders,
  readPagesHeaders,
  readServerIncludes,
  serverIncludes,
} from '../../config/serving.mjs';
import {readDeployment} from '../../config/deployment';
import {algoliaThemeConfig, hostedSearchSources, searchThemes} from '../../config/search';
import {contentSecurityPolicy} from '../../src/plugins/content-security-policy/policy';
import {root} from '../support/paths';

const nginxConf = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const policy = contentSecurityPolicy({scriptHashes: ["'sha256-abc='"], tagManager: false, reportUri: ''});

test('_headers sends on every path exactly the headers of the nginx include', () => {
  const rules = readPagesHeaders(pagesHeaders(policy));
  expect(rules['/*']).toEqual(readServerIncludes(serverIncludes(policy)));
});

test('_headers caches and shares the same files as deploy/nginx.conf', () => {
  const rules = readPagesHeaders(pagesHeaders(policy));
  // nginx's cache map: the immutable prefix and both values.
  expect(nginxConf).toContain(`"~^${IMMUTABLE_PREFIX}" "${CACHE_CONTROL.immutable}"`);
  expect(nginxConf).toMatch(new RegExp(`default\\s+"${CACHE_CONTROL.revalidate}"`));
  expect(rules[`${IMMUTABLE_PREFIX}*`]).toEqual({'Cache-Control': CACHE_CONTROL.immutable});
  // nginx's CORS map names the same files.
  const cors = /\$docs_cors \{[\s\S]*?"~\^\/\(\?:([^)]*)\)\$"/.exec(nginxConf)?.[1].replace(/\\/g, '').split('|');
  expect(cors?.map((file) => `/${file}`)).toEqual(CORS_FILES);
  for (const file of CORS_FILES) expect(rules[file]).toEqual({'Access-Control-Allow-Origin': '*'});
  // A rule that set Cache-Control on /* as well would be joined with this one by both hosts.
  expect(rules['/*']['Cache-Control']).toBeUndefined();
});

const ALGOLIA = {ALGOLIA_APP_ID: 'BH4D9OD16A', ALGOLIA_SEARCH_API_KEY: 'abc123', ALGOLIA_INDEX_NAME: 'docs'};

test('without the Algolia variables: the local search, no hosted search config, no extra CSP hosts', () => {
  const deployment = readDeployment({});
  expect(deployment.algolia).toBeNull();
  expect(searchThemes(deployment)).toHaveLength(1);
  expect(algoliaThemeConfig(deployment.algolia)).toEqual({});
  const csp = contentSecurityPolicy({
    scriptHashes: [],
    tagManager: false,
    reportUri: '',
    connectSources: hostedSearchSources(deployment.algolia),
  });
  expect(csp).toContain("connect-src 'self';");
  expect(csp).not.toMatch(/algolia/);
});

test('with the Algolia variables: DocSearch config, no local search, its hosts in connect-src only', () => {
  const deployment = readDeployment(ALGOLIA);
  expect(deployment.algolia).toEqual({appId: 'BH4D9OD16A', apiKey: 'abc123', indexName: 'docs'});
  expect(searchThemes(deployment)).toEqual([]);
  expect(algoliaThemeConfig(deployment.algolia)).toEqual({
    algolia: {appId: 'BH4D9OD16A', apiKey: 'abc123', indexName: 'docs', contextualSearch: false, searchPagePath: false},
  });
  const csp = contentSecurityPolicy({
    scriptHashes: [],
    tagManager: false,
    reportUri: '',
    connectSources: hostedSearchSources(deployment.algolia),
  });
  const directives = csp.split('; ');
  expect(directives.find((d) => d.startsWith('connect-src '))).toBe(
    "connect-src 'self' https://bh4d9od16a-dsn.algolia.net https://bh4d9od16a-1.algolianet.com https://bh4d9od16a-2.algolianet.com https://bh4d9od16a-3.algolianet.com",
  );
  expect(directives.filter((d) => d.includes('algolia'))).toHaveLength(1);
});

test('a partial or malformed Algolia setting stops the build with a clear message', () => {
  expect(() => readDeployment({ALGOLIA_APP_ID: 'BH4D9OD16A'})).toThrow(/set all three, or none/);
  expect(() => readDeployment({...ALGOLIA, ALGOLIA_APP_ID: 'x.evil.com'})).toThrow(/ALGOLIA_APP_ID must be/);
});
