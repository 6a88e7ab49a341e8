import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseSpec} from '../../spec-toolkit/index.mjs';
import {buildDir, builtPageFor, readBuildFile} from '../support/paths';
import {textOf} from '../support/html';
import {deref, loadOpenapi, operations, propertyNames} from '../support/openapi';
import {specRoutes} from '../support/routes';
import {builtSearchEngine, engineRanking} from '../support/search-engine';
import {readDeployment} from '../../config/deployment';

const spec = loadOpenapi();
const deployment = readDeployment();
const operationPages = operations(spec).map((entry) => ({...entry, route: `/api/${entry.operation.operationId}`}));

function pageHtml(route: string): string {
  const file = builtPageFor(route);
  if (!file) throw new Error(`${route} was not built`);
  return fs.readFileSync(file, 'utf8');
}

test('every API route of the site spec is an operation page or the index or introduction', () => {
  const routes = new Set<string>(specRoutes.apiReference);
  expect(new Set(operationPages.map((page) => page.route))).toEqual(
    new Set([...routes].filter((route) => !['/api', '/api/introduction'].includes(route))),
  );
});

test('each operation page has its title, method and path in the static HTML', () => {
  for (const {route, method, path: apiPath, operation} of operationPages) {
    const html = pageHtml(route);
    expect(html, route).toContain(`<h1>${operation.summary.replace(/&/g, '&amp;')}</h1>`);
    // The path as a reader copies it: the elements that keep its segments whole add no text.
    const endpoint = html.match(/>([A-Z]+)<\/span> <code class="?path_[\w-]+"?>([\s\S]*?)<\/code>/);
    expect(endpoint, route).not.toBeNull();
    expect(`${endpoint![1]} ${endpoint![2].replace(/<[^>]+>/g, '')}`, route).toBe(`${method.toUpperCase()} ${apiPath}`);
  }
});

/** Error replies with the shared `{ok: false, errors}` body, which the introduction describes once. */
const isEnvelopeError = (status: string, response: any) =>
  Number(status) >= 400 || status === 'default'
    ? ['ok', 'errors'].every((name) => name in (deref(spec, deref(spec, response).content?.['application/json']?.schema)?.properties ?? {}))
    : false;

test('every parameter, request field and response field name is in the static HTML of its page', () => {
  const missing: string[] = [];
  for (const {route, pathItem, operation} of operationPages) {
    const text = textOf(pageHtml(route));
    const names = new Set<string>();
    for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
      names.add(deref(spec, parameter).name);
    }
    const replies = Object.entries(operation.responses).filter(([status, response]) => !isEnvelopeError(status, response));
    const bodies = [deref(spec, operation.requestBody), ...replies.map(([, r]) => deref(spec, r))];
    for (const body of bodies) {
      for (const media of Object.values(body?.content ?? {}) as {schema?: unknown}[]) {
        for (const name of propertyNames(spec, media.schema)) names.add(name);
      }
      for (const header of Object.keys(body?.headers ?? {})) names.add(header);
    }
    for (const name of names) if (!text.includes(name)) missing.push(`${route}: ${name}`);
  }
  expect(missing).toEqual([]);
});

test('nested fields are written as dotted paths with their type and limits', () => {
  const session = textOf(pageHtml('/api/create-streaming-session'));
  expect(session).toContain('data.subscriber_count integer · 0–10');
  const glossary = textOf(pageHtml('/api/create-a-new-glossary'));
  expect(glossary).toMatch(/data\.glossary_type string required/);
});

test('the shared error body is described once, in the introduction, with every field', () => {
  const text = textOf(pageHtml('/api/introduction'));
  const [, response] = Object.entries(operationPages[1].operation.responses).find(([status, r]) => isEnvelopeError(status, r))!;
  const schema = deref(spec, response).content['application/json'].schema;
  for (const name of propertyNames(spec, schema)) expect(text, name).toContain(name);
});

test('error replies are one table row each, with every error_code their examples show, linked to the catalogue', () => {
  for (const {route, operation} of operationPages) {
    const html = pageHtml(route);
    for (const [status, response] of Object.entries(operation.responses).filter(([s, r]) => isEnvelopeError(s, r))) {
      expect(html, `${route} ${status}`).toMatch(new RegExp(`id="?response-${status}[" >]`));
      const examples = Object.values(deref(spec, response).content['application/json'].examples ?? {}) as {
        value: {errors: {error_code: number}[]};
      }[];
      for (const code of examples.flatMap((example) =>
        deref(spec, example).value.errors.map((error: {error_code: number}) => error.error_code),
      )) {
        expect(html, `${route} ${status} ${code}`).toMatch(new RegExp(`href="?/docs/error_codes#${code}[" >]`));
      }
    }
  }
});

test('success examples are JSON code blocks in the static HTML', () => {
  const compact = (text: string) => text.replace(/\s+/g, '');
  for (const {route, operation} of operationPages) {
    const html = pageHtml(route);
    const text = compact(textOf(html));
    for (const [status, response] of Object.entries(operation.responses)) {
      const media = deref(spec, response).content?.['application/json'];
      if (!media?.examples || isEnvelopeError(status, response)) continue;
      expect(html, `${route} ${status}`).toContain('language-json');
      for (const example of Object.values(media.examples) as {value: unknown}[]) {
        const json = compact(withDeployHosts(JSON.stringify(deref(spec, example).value)));
        expect(text.includes(json), `${route} ${status}`).toBe(true);
      }
    }
  }
});

/** The built pages show deploy-time hosts; the spec is written with the defaults. */
function withDeployHosts(text: string): string {
  return text.split('https://api.example.com').join(deployment.apiBaseUrl);
}

test('each operation page carries its cURL, Python, TypeScript and Go samples as static tabs', () => {
  for (const {route} of operationPages) {
    const html = pageHtml(route);
    const tabs = [...html.matchAll(/<li role=tab[^>]*>([^<]+)/g)].map((match) => match[1]);
    expect(tabs, route).toEqual(['cURL', 'Python', 'TypeScript', 'Go']);
    for (const language of ['bash', 'python', 'typescript', 'go']) {
      expect(html, `${route} ${language}`).toContain(`language-${language}`);
    }
  }
});

test('requests are shown, never sent: no Send button on any API page', () => {
  for (const route of specRoutes.apiReference) {
    expect(textOf(pageHtml(route)), route).not.toMatch(/Send API Request/i);
  }
});

test('the search index finds operations by a field name', async () => {
  const search = builtSearchEngine();
  const pagesFor = async (word: string) => (await engineRanking(search, word, 20)).map((url) => url.replace(/#.*$/, ''));
  expect(await pagesFor('subscriber_count')).toContain('/api/create-streaming-session');
  expect(await pagesFor('glossary_type')).toContain('/api/create-a-new-glossary');
});

test('no code generator or fake-data library is bundled', () => {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const markers = ['postman_propertyIndexKey', 'trimRequestBody', 'fakercloud'];
  const offenders = fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(jsDir, file), 'utf8');
      return markers.filter((marker) => source.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
  expect(offenders).toEqual([]);
});

test('openapi.yaml and asyncapi.yaml are downloadable with the deploy-time servers, and linked with the Postman collection', () => {
  const openapi = parseSpec(readBuildFile('openapi.yaml'), 'build/openapi.yaml');
  expect(openapi.servers[0].url).toBe(deployment.apiBaseUrl);
  expect(openapi.paths['/streaming-api/v1/speech-to-speech/stream'].get.servers[0].url).toBe(deployment.streamBaseUrl);
  const asyncapi = parseSpec(readBuildFile('asyncapi.yaml'), 'build/asyncapi.yaml');
  expect(asyncapi.asyncapi).toMatch(/^3\./);
  for (const route of ['/api', '/api/introduction']) {
    const html = pageHtml(route);
    expect(html, route).toMatch(/href="?\/openapi\.yaml"?[^>]*download/);
    expect(html, route).toMatch(/href="?\/asyncapi\.yaml"?[^>]*download/);
    expect(html, route).toMatch(/href="?\/postman_collection\.json"?[^>]*download/);
  }
});

test('the docs sidebar lists the seven API Reference groups, each linking to its first page', () => {
  const html = pageHtml('/docs/overview');
  const expected: [string, string][] = [
    ['Real Time Speech-to-Speech Translation Streaming', '/api/introduction'],
    ['Sessions', '/api/create-streaming-session'],
    ['Voices', '/api/create-new-voice-from-audio-video-file-sample'],
    ['Glossaries', '/api/create-a-new-glossary'],
    ['Broadcast', '/api/create-a-new-broadcast'],
    ['Text-to-Speech', '/api/text-to-speech'],
    ['Blob', '/api/file-upload-endpoint'],
  ];
  // The HTML minifier drops attribute quotes where it can; Docusaurus 3.10 wraps the label in a span.
  const links = [...html.matchAll(/<a class="?menu__link"?[^>]*href=([^ >]+)[^>]*>(?:<span[^>]*>)?([^<]+)(?:<\/span>)?<\/a>/g)].map(
    (match) => [match[2], match[1].replace(/"/g, '')] as [string, string],
  );
  for (const link of expected) expect(links).toContainEqual(link);
});
