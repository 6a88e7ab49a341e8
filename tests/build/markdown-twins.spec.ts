import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, builtPageFor, readBuildFile} from '../support/paths';
import {loadOpenapi, operations, deref, propertyNames} from '../support/openapi';
import {loadSpec} from '../support/stand-ins/schemas';
import {readDeployment} from '../../config/deployment';
import {twinPathOf, twinUrlOf} from '../../src/utils/markdownTwin';
import languages from '../../shared/data/languages.json';
import errorCodes from '../../shared/data/error-codes.json';
import {SAMPLE_LANGUAGES} from '../../shared/code-languages.mjs';

const deployment = readDeployment();
const sitemapRoutes = [...readBuildFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => decodeURI(new URL(url).pathname));

function twin(route: string): string {
  return fs.readFileSync(path.join(buildDir, decodeURI(twinPathOf(route))), 'utf8');
}

/** The line for agents under every twin's title. */
const agentLine = `> Agents: the API is described in ${deployment.siteUrl}/openapi.yaml (REST) and ${deployment.siteUrl}/asyncapi.yaml (streaming); ${deployment.siteUrl}/llms.txt lists every page as Markdown.`;
const withoutDirective = (markdown: string) => markdown.replace(`\n\n${agentLine}\n`, '\n');

/** The Markdown outside fenced code blocks and inline code spans. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/** HTML or JSX left in Markdown: tags (not `\<escaped`), MDX imports/exports, JSX comments and expressions. */
function markupIn(markdown: string): string[] {
  const text = prose(markdown);
  const found = [
    ...[...text.matchAll(/(?<!\\)<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>/g)].map(([tag]) => tag),
    ...[...text.matchAll(/^(import|export)\s.+$/gm)].map(([line]) => line),
    ...[...text.matchAll(/\{\/\*|className=|\[object Object\]/g)].map(([match]) => match),
  ];
  return found;
}

test('every page of the sitemap has a Markdown twin at its path plus .md', () => {
  expect(sitemapRoutes.length).toBeGreaterThan(80);
  const missing = sitemapRoutes.filter((route) => !fs.existsSync(path.join(buildDir, decodeURI(twinPathOf(route)))));
  expect(missing).toEqual([]);
  expect(fs.existsSync(path.join(buildDir, 'docs/overview.md'))).toBe(true);
  expect(fs.existsSync(path.join(buildDir, 'index.md'))).toBe(true);
});

test('no twin holds HTML, JSX or MDX syntax, and every twin starts with its title', () => {
  const offenders: string[] = [];
  for (const route of sitemapRoutes) {
    const markdown = twin(route);
    const markup = markupIn(markdown);
    if (markup.length > 0) offenders.push(`${route}: ${markup.slice(0, 3).join(' | ')}`);
    if (!/^# \S/.test(markdown)) offenders.push(`${route}: does not start with a # title`);
  }
  expect(offenders).toEqual([]);
});

test('every twin tells agents, under its title, where the API descriptions and llms.txt are', () => {
  const without = sitemapRoutes.filter((route) => twin(route).split('\n')[2] !== agentLine);
  expect(without).toEqual([]);
  for (const file of ['openapi.yaml', 'asyncapi.yaml', 'llms.txt']) expect(fs.existsSync(path.join(buildDir, file)), file).toBe(true);
});

test('the markup check catches component tags and JSX', () => {
  expect(markupIn('Text <LanguageMatrix /> more')).toEqual(['<LanguageMatrix />']);
  expect(markupIn('<div className="x">a</div>')).toContain('className=');
  expect(markupIn('import X from "y";\n\n`<ok>` and \\<escaped>\n\n```html\n<p>fine</p>\n```\n')).toEqual(['import X from "y";']);
});

test('every page announces its twin with <link rel="alternate" type="text/markdown">, the not-found page none', () => {
  const missing = sitemapRoutes.filter((route) => {
    const html = fs.readFileSync(builtPageFor(route)!, 'utf8');
    const href = twinUrlOf(route);
    return !new RegExp(
      `<link[^>]*rel="?alternate"?[^>]*type="?text/markdown"?[^>]*href="?${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?`,
    ).test(html);
  });
  expect(missing).toEqual([]);
  expect(readBuildFile('404.html')).not.toContain('text/markdown');
});

test('the languages twin renders the language matrix as a table with every code', () => {
  const markdown = twin('/docs/languages');
  expect(markdown).toMatch(/^\| Code \| Language \| Source \| Target \|/m);
  for (const language of languages as {code: string; name: string}[]) {
    expect(markdown, language.code).toMatch(new RegExp(`^\\| \`${language.code}\` \\| ${language.name.replace(/[()]/g, '\\$&')} \\|`, 'm'));
  }
});

test('the error codes twin has a table row for every REST code', () => {
  const markdown = twin('/docs/error_codes');
  for (const entry of (errorCodes as {rest: {code: number; title: string}[]}).rest) {
    expect(markdown, String(entry.code)).toMatch(
      new RegExp(`^\\| \\[\`${entry.code}\`\\]\\([^)]*\\) \\| [^|]+ \\| ${entry.title} \\|`, 'm'),
    );
  }
});

test('the recommended settings twin shows the preset differences as tables and the presets as JSON', () => {
  const markdown = twin('/docs/streaming_api/recommended_settings');
  expect(markdown).toMatch(/^\| Setting \| default \| speed \|$/m);
  expect(markdown).toMatch(/^\| `pipeline\.translation_queue_configs\.global\.desired_queue_level_ms` \| `8000` \| `4000` \|$/m);
  expect(markdown).toContain('```json title="default.json"');
});

test('every operation twin holds its method, path, credentials, every parameter and field, examples and code samples', () => {
  const spec = loadOpenapi();
  const problems: string[] = [];
  for (const {path: template, method, operation, pathItem} of operations(spec)) {
    const markdown = twin(`/api/${operation.operationId}`);
    const missing = (what: string) => problems.push(`${operation.operationId}: ${what}`);
    if (!markdown.includes(`${method.toUpperCase()} \`${template}\``)) missing(`${method.toUpperCase()} ${template}`);
    for (const requirement of operation.security ?? spec.security) {
      for (const scheme of Object.keys(requirement)) {
        if (!markdown.includes(`\`${spec.components.securitySchemes[scheme].name}\``)) missing(`credential ${scheme}`);
      }
    }
    for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p: unknown) => deref(spec, p))) {
      if (!markdown.includes(`\`${parameter.name}\``)) missing(`parameter ${parameter.name}`);
    }
    const body = deref(spec, operation.requestBody);
    for (const media of Object.values<any>(body?.content ?? {})) {
      for (const name of propertyNames(spec, media.schema))
        if (!new RegExp(`\`([\\w.\\[\\]]*\\.)?${name}\``).test(markdown)) missing(`request field ${name}`);
      if (Object.keys(media.examples ?? {}).length > 0 && !markdown.includes('```json')) missing('request examples');
    }
    const success = Object.entries<any>(operation.responses).find(([status]) => /^2/.test(status));
    const schema = success && deref(spec, success[1]).content?.['application/json']?.schema;
    if (schema) for (const name of propertyNames(spec, schema)) if (!markdown.includes(name)) missing(`response field ${name}`);
    const isWebSocket = operation.security?.some((requirement: object) => 'PublisherToken' in requirement);
    if (!isWebSocket) {
      for (const {label, highlight} of SAMPLE_LANGUAGES) {
        if (!markdown.includes(`**${label}**\n\n\`\`\`${highlight}\n`)) missing(`${label} sample`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every streaming message twin holds every payload field of the message', () => {
  const asyncapi = loadSpec('asyncapi.yaml');
  const realtimeTts = Object.values<{$ref: string}>(asyncapi.channels.textToSpeech.messages).map((ref) => ref.$ref.split('/').pop());
  const problems: string[] = [];
  for (const [key, message] of Object.entries<any>(asyncapi.components.messages)) {
    const markdown = twin(`/docs/streaming_api/messages/${realtimeTts.includes(key) ? 'realtime-tts/' : ''}${message.name}`);
    const names = propertyNames(asyncapi, message.payload);
    for (const name of names) if (!markdown.includes(name)) problems.push(`${message.name}: ${name}`);
    if (!markdown.includes('```json')) problems.push(`${message.name}: no example`);
  }
  expect(problems).toEqual([]);
});

/** Bold text or a code span glued to the word before or after it: "push`.**Values", "`zh`Default". */
function runsTogether(line: string): boolean {
  if (/[^\s|(*_]\*\*[A-Z]/.test(line)) return true;
  // Code spans in order, each from its opening to its closing backtick.
  return [...line.matchAll(/`[^`]+`/g)].some((span) => /^[A-Z][a-z]/.test(line.slice(span.index! + span[0].length)));
}

test('a folded list in a table cell keeps its label apart from what it holds, and the links of descriptions are links', () => {
  const markdown = twin('/docs/streaming_api/messages/set_task');
  const row = markdown.split('\n').find((line) => line.startsWith('| `data.pipeline.transcription.source_language`'));
  expect(row).toMatch(/\*\*\d+ values\*\*: `auto`, `ar`/);
  expect(row).toContain(`[Languages](${deployment.siteUrl}/docs/languages)`);
  // The parts of a cell (a description, a fold of values, a default) stay apart on their one line.
  const joined = sitemapRoutes.flatMap((route) =>
    twin(route)
      .split('\n')
      .filter((line) => line.startsWith('|') && runsTogether(line))
      .map((line) => `${route}: ${line.slice(0, 120)}`),
  );
  expect(joined).toEqual([]);
});

test('llms.txt has the title, a summary, the instructions for agents and a link to every guide, message and operation twin', () => {
  const text = readBuildFile('llms.txt');
  const openapi = loadOpenapi();
  expect(text).toMatch(/^# API Documentation\n\n> Superhuman Voice Interpreter: .+\n\n## Instructions for agents\n/);
  const instructions = text.slice(
    text.indexOf('## Instructions for agents'),
    text.indexOf('\n## ', text.indexOf('## Instructions for agents') + 5),
  );
  for (const fact of [
    '`ClientId`',
    '`ClientSecret`',
    `\`${deployment.apiBaseUrl}\``,
    deployment.streamWsUrl,
    deployment.streamWebrtcUrl,
    deployment.streamTtsUrl,
    `${deployment.siteUrl}/openapi.yaml`,
    `${deployment.siteUrl}/asyncapi.yaml`,
    `${deployment.siteUrl}/postman_collection.json`,
    '`token` query parameter',
    'WebSocket',
    'WebRTC',
    `\`npx -y speech-translation-docs-mcp --url ${deployment.siteUrl}\``,
    `${deployment.siteUrl}/.well-known/agent-skills/index.json`,
    `${deployment.siteUrl}/.well-known/api-catalog`,
  ]) {
    expect(instructions, fact).toContain(fact);
  }
  const linked = new Set([...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => decodeURI(new URL(url).pathname)));
  const expected = sitemapRoutes.filter((route) => route.startsWith('/docs/') || route.startsWith('/api'));
  expect(expected.filter((route) => !linked.has(decodeURI(twinPathOf(route))))).toEqual([]);
  for (const link of linked) expect(fs.existsSync(path.join(buildDir, link)), link).toBe(true);
  for (const section of ['## Guides', '## Streaming messages', '## REST operations']) expect(text).toContain(`\n${section}\n`);
  const operationsSection = text.slice(text.indexOf('## REST operations'));
  for (const {operation} of operations(openapi)) expect(operationsSection).toContain(`/api/${operation.operationId}.md)`);
});

test('llms-full.txt holds every guide in full, and no message or operation page', () => {
  const text = readBuildFile('llms-full.txt');
  const guides = sitemapRoutes.filter((route) => route.startsWith('/docs/') && !route.startsWith('/docs/streaming_api/messages/'));
  expect(guides.length).toBeGreaterThan(30);
  for (const route of guides) {
    expect(text, route).toContain(`Source: ${deployment.siteUrl}${twinUrlOf(route)}`);
    expect(text, route).toContain(withoutDirective(twin(route)).trim());
  }
  // The file opens with the instructions; the pages in it do not repeat the twins' line for agents.
  expect(text).not.toContain(agentLine);
  expect(text).not.toContain('/docs/streaming_api/messages/set_task.md\n');
  expect(text).not.toContain('# Create streaming session\n');
});
