import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, root} from '../support/paths';
import {MCP_TOOLS, startMcp, type McpSession} from '../support/mcp';
import {loadOpenapi, deref} from '../support/openapi';
import {SPEC_FILES, readSpec} from '../../spec-toolkit/index.mjs';
import {presets} from '../../src/utils/presets';

// The docs MCP server (mcp/) on the built folder, started the way the README tells a
// contributor to (`npm run mcp -- --site build`, --silent so that npm's own lines stay off stdout).
test.describe.configure({mode: 'default'});

let mcp: McpSession;

test.beforeAll(async () => {
  // `npm run mcp` compiles the server with tsc first: minutes on a machine at load average 20.
  test.setTimeout(240_000);
  mcp = await startMcp('npm', ['run', '--silent', 'mcp', '--', '--site', 'build']);
});

test.afterAll(async () => {
  await mcp?.close();
});

/** The first value under a `properties` key named `name`, anywhere in a schema. */
function propertyIn(schema: unknown, name: string): any {
  if (!schema || typeof schema !== 'object') return undefined;
  const node = schema as Record<string, any>;
  if (node.properties && name in node.properties) return node.properties[name];
  for (const child of Object.values(node)) {
    const found = propertyIn(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

test('the server lists its five tools and writes nothing but protocol messages to stdout', async () => {
  const {tools} = await mcp.client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(MCP_TOOLS);
  for (const tool of tools) expect(tool.description, tool.name).toBeTruthy();
  expect(mcp.client.getServerVersion()?.name).toBe(JSON.parse(fs.readFileSync(path.join(root, 'mcp/package.json'), 'utf8')).name);
  expect(mcp.transportErrors).toEqual([]);
});

test("search_docs ranks with the site's search engine: set_task finds its message page first", async () => {
  const {value} = await mcp.call('search_docs', {query: 'set_task'});
  expect(value.results[0]).toMatchObject({title: 'set_task', url: '/docs/streaming_api/messages/set_task'});
  for (const result of value.results) {
    expect(Object.keys(result).sort(), JSON.stringify(result)).toEqual(expect.arrayContaining(['snippet', 'title', 'url']));
  }
  const inApi = await mcp.call('search_docs', {query: 'glossary', section: 'api', limit: 5});
  expect(inApi.value.results.length).toBeGreaterThan(0);
  expect(inApi.value.results.every((result: {url: string}) => result.url.startsWith('/api'))).toBe(true);
  const syntax = await mcp.call('search_docs', {query: 'title:'});
  expect(syntax.value.queryError).toContain('Expected either a field or a term');
});

test('get_page returns the Markdown twin of a page, by path or by URL', async () => {
  const twin = fs.readFileSync(path.join(buildDir, 'docs/overview.md'), 'utf8');
  for (const url of ['/docs/overview', 'https://docs.example.com/docs/overview#pipeline', '/docs/overview.md']) {
    const {value, isError} = await mcp.call('get_page', {url}, true);
    expect(isError, url).toBe(false);
    expect(value, url).toBe(twin);
  }
  const missing = await mcp.call('get_page', {url: '/docs/no-such-page'}, true);
  expect(missing.isError).toBe(true);
  expect(missing.value).toContain('search_docs');
});

test('get_operation returns the request body schema, examples and error codes from openapi.yaml', async () => {
  const spec = loadOpenapi();
  const {value} = await mcp.call('get_operation', {operationId: 'create-a-new-glossary'});
  expect(value).toMatchObject({method: 'POST', path: '/saas/glossaries', page: '/api/create-a-new-glossary'});
  const body = value.requestBody.content['application/json'];
  const glossaryType = propertyIn(body.schema, 'glossary_type');
  expect(glossaryType.enum).toEqual(deref(spec, deref(spec, spec.components.schemas.GlossaryCreate).properties.glossary_type).enum);
  expect(Object.keys(body.examples)).toEqual(['translation', 'hotwords']);
  expect(value.responses['422'].errors.map((error: {error_code: number}) => error.error_code)).toEqual([2003, 2004, 5002]);
  expect(value.authentication.map((scheme: {name: string}) => scheme.name)).toEqual(['ClientId', 'ClientSecret']);

  const byPath = await mcp.call('get_operation', {method: 'get', path: '/saas/glossaries/3c9e1f4a-7b2d-4e8f-a6c1-5d0b9e2f7a13'});
  expect(byPath.value.operationId).toBe('retrieve-a-single-glossary-by-id');
  const unknown = await mcp.call('get_operation', {operationId: 'create-a-glossary'});
  expect(unknown.isError).toBe(true);
  expect(unknown.value).toContain('create-a-new-glossary');
});

test('get_message returns the payload schema, direction, examples, rate limit and errors from asyncapi.yaml', async () => {
  const asyncapi = readSpec(SPEC_FILES.asyncapi);
  const message = asyncapi.components.messages.SetTask;
  const {value} = await mcp.call('get_message', {message_type: 'set_task'});
  expect(value).toHaveLength(1);
  const [setTask] = value;
  expect(setTask).toMatchObject({message_type: 'set_task', direction: 'client-to-server', page: '/docs/streaming_api/messages/set_task'});
  expect(setTask.rateLimit).toMatch(/^\d+ per /);
  expect(setTask.examples.map((example: {payload: unknown}) => example.payload)).toEqual(
    message.examples.map((example: {payload: unknown}) => example.payload),
  );
  expect(setTask.errors.map((error: {code: string}) => error.code)).toEqual(message['x-errors'].map((error: {code: string}) => error.code));
  expect(setTask.schema.properties.data.$ref).toBe('#/definitions/TaskSettings');
  expect(setTask.fields.map((field: {path: string}) => field.path)).toContain('data.pipeline.translations[].target_language');
  const unknown = await mcp.call('get_message', {message_type: 'start_task'});
  expect(unknown.isError).toBe(true);
  expect(unknown.value).toContain('set_task');
});

test('validate_task_settings answers VALIDATION_ERROR with the pointer of an unknown target language', async () => {
  const message = structuredClone(presets[0].message) as any;
  expect((await mcp.call('validate_task_settings', {json: JSON.stringify(message)})).value).toMatchObject({
    valid: true,
    errors: [],
    warnings: [],
  });

  message.data.pipeline.translations[0].target_language = 'xx';
  message.data.pipeline.transcription.sourse_language = 'en';
  const {value} = await mcp.call('validate_task_settings', {json: JSON.stringify(message)});
  expect(value).toMatchObject({valid: false, code: 'VALIDATION_ERROR', docs: '/docs/error_codes#validation-error'});
  expect(value.errors).toEqual([
    expect.objectContaining({
      pointer: '/data/pipeline/translations/0/target_language',
      loc: ['pipeline', 'translations', 0, 'target_language'],
      message: '"xx" is not an allowed value.',
    }),
  ]);
  expect(value.errors[0].allowed).toContain('es');
  expect(value.warnings).toEqual([
    {pointer: '/data/pipeline/transcription/sourse_language', message: expect.stringContaining('Unknown field')},
  ]);

  const dataOnly = await mcp.call('validate_task_settings', {json: JSON.stringify(message.data)});
  expect(dataOnly.value.errors[0].pointer).toBe('/data/pipeline/translations/0/target_language');
  const notJson = await mcp.call('validate_task_settings', {json: '{"message_type": "set_task",}'});
  expect(notJson.value).toMatchObject({valid: false, code: 'INVALID_MESSAGE', errors: [{line: 1, column: 29}]});
  expect(mcp.transportErrors).toEqual([]);
});
