import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir} from '../support/paths';
import {rawRequest} from '../support/servers';

// Run against `npm run serve` (project serve) and deploy/nginx.conf (project nginx).
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const firstFile = (dir: string, pattern: RegExp) =>
  `/${dir}/${fs.readdirSync(path.join(buildDir, dir)).find((file) => pattern.test(file))}`;
const searchIndex = () => '/search-manifest.json';

/** One file of each text type the site serves, with the type it must be sent with. */
const samples: [string | (() => string), string, string][] = [
  ['/docs/overview', 'docs/overview/index.html', 'text/html'],
  [() => firstFile('assets/js', /^main\..*\.js$/), '', 'text/javascript'],
  [() => firstFile('assets/css', /\.css$/), '', 'text/css'],
  [searchIndex, '', 'application/json'],
  ['/img/favicon.svg', '', 'image/svg+xml'],
  ['/sitemap.xml', '', 'application/xml'],
  ['/blog/rss.xml', '', 'application/rss+xml'],
  ['/blog/atom.xml', '', 'application/atom+xml'],
  ['/changelog/rss.xml', '', 'application/rss+xml'],
  ['/changelog/atom.xml', '', 'application/atom+xml'],
  ['/openapi.yaml', '', 'application/yaml'],
  ['/asyncapi.yaml', '', 'application/yaml'],
  ['/postman_collection.json', '', 'application/json'],
  ['/docs/overview.md', '', 'text/markdown'],
  ['/llms.txt', '', 'text/plain'],
  [() => firstFile('samples/glossaries', /\.csv$/), '', 'text/csv'],
  ['/robots.txt', '', 'text/plain'],
];

for (const [route, file, type] of samples) {
  const name = typeof route === 'string' ? route : type;
  test(`${name} is sent as ${type}, from the precompressed files`, async ({request}, testInfo) => {
    const url = typeof route === 'string' ? route : route();
    const onDisk = path.join(buildDir, file || decodeURIComponent(url));
    // nginx-light without Debian's brotli module falls back to the .gz files.
    const brotli = testInfo.project.name !== 'nginx' || fs.existsSync(brotliModule);
    for (const [accept, encoding, suffix] of [
      ['br, gzip', brotli ? 'br' : 'gzip', brotli ? '.br' : '.gz'],
      ['gzip', 'gzip', '.gz'],
      ['identity', undefined, ''],
    ] as const) {
      const response = await request.get(url, {headers: {'Accept-Encoding': accept}});
      expect(response.status(), `${url} (${accept})`).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], url).toMatch(new RegExp(`^${type.replace('+', '\\+')}(;|$)`));
      expect(headers['content-encoding'], `${url} (${accept})`).toBe(encoding);
      expect(headers['vary'], url).toMatch(/Accept-Encoding/i);
      // The very bytes the build wrote, not a compression made for this request.
      expect(Number(headers['content-length']), `${url} (${accept})`).toBe(fs.statSync(onDisk + suffix).size);
      expect((await response.body()).equals(fs.readFileSync(onDisk)), url).toBe(true);
    }
  });
}

test('the example downloads are sent as application/zip, as the build wrote them', async ({request}) => {
  for (const name of ['ts', 'python', 'nuxt']) {
    const url = `/examples/${name}.zip`;
    const response = await request.get(url, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('application/zip');
    expect(response.headers()['content-encoding'], url).toBeUndefined();
    expect((await response.body()).equals(fs.readFileSync(path.join(buildDir, url))), url).toBe(true);
  }
});

test('/404 and unknown paths answer 404 with the not-found page', async ({request}) => {
  for (const url of [
    '/404',
    '/404.html',
    '/docs/nothing-here',
    '/docs/overview/nothing',
    '/Broadcaster/nothing',
    '/docs/overview/index.html.gz',
    '/sitemap.xml.br',
  ]) {
    const response = await request.get(url, {maxRedirects: 0});
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain('Page not found');
  }
});

/**
 * What is not a page, however the path is spelt: the not-found page itself, the precompressed
 * copies and the server's files (the headers include, the static hosts' `_headers`, and the include older builds wrote into the site).
 */
const notServed = [
  '/404',
  '/404.html',
  '/_headers',
  '/docs/overview/index.html.gz',
  '/sitemap.xml.br',
  '/content-security-policy.conf',
  '/headers.conf',
  '/build-nginx/headers.conf',
  '/../build-nginx/headers.conf',
];
const spellings = (target: string) => [
  target,
  `/${target}`,
  `/.${target}`,
  `/docs/..${target}`,
  `/docs/./..${target}`,
  `/docs/%2e%2e${target}`,
  `//.${target}`,
];

test('the served tree: private files and the not-found page answer 404 however the path is spelt', async ({baseURL}) => {
  const wrong: string[] = [];
  for (const target of notServed.flatMap(spellings)) {
    const answer = await rawRequest(baseURL!, target);
    // nginx refuses a path that climbs out of the root with 400 before it looks for a file.
    if (answer.status !== 404 && answer.status !== 400) wrong.push(`${target}: ${answer.status}`);
  }
  expect(wrong).toEqual([]);
});

test('the Broadcaster page is served at its encoded path', async ({request}) => {
  const response = await request.get('/Broadcaster/Editing%20an%20existing%20broadcast');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<h1[^>]*>Editing an existing broadcast/);
});

test('HEAD answers like GET without a body', async ({baseURL}) => {
  const answer = await rawRequest(baseURL!, '/docs/overview', {method: 'HEAD'});
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/html/);
});
