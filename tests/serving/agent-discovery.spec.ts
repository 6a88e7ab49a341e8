import crypto from 'node:crypto';
import {test, expect} from '@playwright/test';
import {readDeployment} from '../../config/deployment';
import {API_CATALOG_PATH, API_CATALOG_TYPE, type ApiCatalog} from '../../src/plugins/markdown-twins/api-catalog';
import {SKILLS_PATH} from '../../src/plugins/markdown-twins/agent-skills';
import {MCP_TOOLS, buildMcp, mcpBin, startMcp} from '../support/mcp';
import {nginxEnabled} from '../support/servers';

// Run against `npm run serve` (project serve) and deploy/nginx.conf (project nginx).
const {siteUrl} = readDeployment();

/** A link of the built site, on the server under test. */
const local = (href: string) => {
  expect(href.startsWith(`${siteUrl}/`), href).toBe(true);
  return href.slice(siteUrl.length);
};

test('the API catalog is an RFC 9727 linkset, served as application/linkset+json, and every link in it answers 200', async ({request}) => {
  const response = await request.get(API_CATALOG_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(API_CATALOG_TYPE);
  const catalog = (await response.json()) as ApiCatalog;
  const hrefs = catalog.linkset.flatMap((entry) =>
    Object.entries(entry)
      .filter(([relation]) => relation !== 'anchor')
      .flatMap(([, links]) => (links as {href: string}[]).map((link) => link.href)),
  );
  for (const file of ['/openapi.yaml', '/asyncapi.yaml', '/postman_collection.json']) expect(hrefs).toContain(`${siteUrl}${file}`);
  expect(catalog.linkset.every((entry) => entry['service-desc'] && entry['service-doc'])).toBe(true);
  for (const href of hrefs) {
    const answer = await request.get(local(href), {maxRedirects: 0});
    expect(answer.status(), href).toBe(200);
  }
});

test('the agent skills index lists each SKILL.md with its digest, and each skill links only to files that exist', async ({request}) => {
  const response = await request.get(`${SKILLS_PATH}/index.json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const index = await response.json();
  expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
  expect(index.skills.length).toBeGreaterThanOrEqual(2);
  expect(index.skills.length).toBeLessThanOrEqual(3);
  for (const skill of index.skills) {
    expect(skill).toMatchObject({type: 'skill-md', url: `${SKILLS_PATH}/${skill.name}/SKILL.md`});
    const file = await request.get(skill.url);
    expect(file.status(), skill.url).toBe(200);
    expect(file.headers()['content-type'], skill.url).toMatch(/^text\/markdown/);
    const body = await file.body();
    expect(skill.digest, skill.url).toBe(`sha256:${crypto.createHash('sha256').update(body).digest('hex')}`);
    const text = body.toString('utf8');
    expect(text, skill.url).toMatch(new RegExp(`^---\\nname: ${skill.name}\\ndescription: `));
    expect(text, skill.url).not.toMatch(/%[A-Z_]+%/);
    const links = [...text.matchAll(new RegExp(`${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s)\`]*`, 'g'))].map(([url]) =>
      url.replace(/[.,;:]+$/, ''),
    );
    expect(links.length, skill.url).toBeGreaterThan(3);
    for (const link of links) expect((await request.get(local(link), {maxRedirects: 0})).status(), `${skill.name}: ${link}`).toBe(200);
  }
});

test('the docs MCP server runs from its bin against the served site (--url)', async ({baseURL}, testInfo) => {
  // The server reads the site over HTTP as any client does: once, against nginx when the suite runs it.
  test.skip(testInfo.project.name === 'serve' && nginxEnabled, 'run against deploy/nginx.conf in the nginx project');
  test.setTimeout(60_000);
  buildMcp();
  // What `npx <package> --url …` runs for a reader.
  const mcp = await startMcp(process.execPath, [mcpBin, '--url', baseURL!]);
  try {
    expect((await mcp.client.listTools()).tools.map((tool) => tool.name)).toEqual(MCP_TOOLS);
    const search = await mcp.call('search_docs', {query: 'set_task'});
    expect(search.value.results[0].url).toBe(`${baseURL}/docs/streaming_api/messages/set_task`);
    const page = await mcp.call('get_page', {url: search.value.results[0].url}, true);
    expect(page.value.startsWith('# set_task\n')).toBe(true);
    const operation = await mcp.call('get_operation', {operationId: 'create-a-new-glossary'});
    expect(JSON.stringify(operation.value.requestBody)).toContain('"glossary_type"');
    const verdict = await mcp.call('validate_task_settings', {json: '{"pipeline": {}}'});
    expect(verdict.value).toMatchObject({valid: false, code: 'VALIDATION_ERROR', docs: `${baseURL}/docs/error_codes#validation-error`});
    expect(mcp.transportErrors).toEqual([]);
  } finally {
    await mcp.close();
  }
});
