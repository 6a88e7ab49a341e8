import type {Deployment} from '../../../config/deployment';
import {readSpec} from '../../../spec-toolkit/index.mjs';
import mcpPackage from '../../../mcp/package.json';
import {SKILLS_PATH} from './agent-skills';
import {API_CATALOG_PATH} from './api-catalog';
import type {SchemaChecked} from '../../engines/validation';

/**
 * `/llms.txt` (llmstxt.org layout: title, summary, instructions, then sections
 * of links) and `/llms-full.txt`. The instructions read their facts from the
 * API descriptions the build serves (header names, paths, channel titles), so
 * they change when the specs do.
 */

export type Entry = {title: string; url: string; description: string; markdown: string; route: string};
export type Section = {title: string; entries: Entry[]};
export type LlmsSource = {
  siteUrl: string;
  title: string;
  summary: string;
  sections: Section[];
  /** The OpenAPI description with deploy-time hosts. */
  openapiFile: string;
  /** The AsyncAPI description with deploy-time hosts. */
  asyncapiFile: string;
  deployment: Deployment;
};

/** A parsed OpenAPI or AsyncAPI description, read as its spec describes it. */
export type Json = SchemaChecked;

export function readSpecs(source: Pick<LlmsSource, 'openapiFile' | 'asyncapiFile'>): {openapi: Json; asyncapi: Json} {
  return {openapi: readSpec(source.openapiFile) as Json, asyncapi: readSpec(source.asyncapiFile) as Json};
}

function operationById(openapi: Json, operationId: string): {method: string; path: string} | undefined {
  for (const [pathName, item] of Object.entries<Json>(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      if (operation?.operationId === operationId) return {method: method.toUpperCase(), path: pathName};
    }
  }
  return undefined;
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function instructions(source: LlmsSource, openapi: Json, asyncapi: Json): string {
  const {siteUrl, deployment} = source;
  const schemes = Object.values<Json>(openapi.components?.securitySchemes ?? {});
  const headers = schemes.filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header').map((scheme) => `\`${scheme.name}\``);
  const token = schemes.find((scheme) => scheme.type === 'apiKey' && scheme.in === 'query');
  const create = operationById(openapi, 'create-streaming-session');
  const channel = (id: string) => asyncapi.channels?.[id] ?? {};
  const transport = (id: string, url: string) => `  - ${channel(id).title ?? id}: \`${url}\`. ${oneLine(channel(id).summary)}`;
  return [
    '## Instructions for agents',
    '',
    `- REST base URL: \`${openapi.servers?.[0]?.url ?? deployment.apiBaseUrl}\`. Every REST request sends the headers ${headers.join(' and ')} of an API key (created at ${deployment.apiKeysUrl}). Call the REST API from a backend only: keys never belong in browser or mobile code.`,
    `- Streaming starts on the backend with \`${create?.method ?? 'POST'} ${create?.path ?? ''}\`. Its reply holds a short-lived \`publisher\` token and the stream URLs to use; the client connects with that token${token ? ` as the \`${token.name}\` query parameter on the WebSockets` : ''} and as the join token of the WebRTC room. Default stream URLs:`,
    transport('speechToSpeech', deployment.streamWsUrl),
    transport('webrtcData', deployment.streamWebrtcUrl),
    transport('textToSpeech', deployment.streamTtsUrl),
    '- The two transports of live translation, WebSocket and WebRTC, carry the same JSON control and text messages; only the audio travels differently (base64 inside JSON on the WebSocket, media tracks in WebRTC).',
    `- Machine-readable descriptions: REST in OpenAPI at ${siteUrl}/openapi.yaml, streaming messages in AsyncAPI at ${siteUrl}/asyncapi.yaml, and a Postman collection of every REST request at ${siteUrl}/postman_collection.json.`,
    `- Every page of these docs has a Markdown twin: add \`.md\` to its path (the home page is ${siteUrl}/index.md). ${siteUrl}/llms-full.txt holds all guides in one file.`,
    `- Docs MCP server (search, pages, operations, messages, settings check): \`npx -y ${mcpPackage.name} --url ${siteUrl}\`. Agent skills: ${siteUrl}${SKILLS_PATH}/index.json. API catalog (RFC 9727): ${siteUrl}${API_CATALOG_PATH}.`,
  ].join('\n');
}

/** The line under the title of every twin: where an agent finds the API descriptions and the page index. */
export function agentDirective(siteUrl: string): string {
  return `> Agents: the API is described in ${siteUrl}/openapi.yaml (REST) and ${siteUrl}/asyncapi.yaml (streaming); ${siteUrl}/llms.txt lists every page as Markdown.`;
}

const link = (entry: Entry) => `- [${entry.title}](${entry.url})${entry.description ? `: ${oneLine(entry.description)}` : ''}`;

export async function buildLlmsTxt(source: LlmsSource): Promise<string> {
  const {openapi, asyncapi} = readSpecs(source);
  const parts = [`# ${source.title}`, '', `> ${oneLine(source.summary)}`, '', instructions(source, openapi, asyncapi)];
  for (const section of source.sections) {
    if (section.entries.length === 0) continue;
    parts.push('', `## ${section.title}`, '', ...section.entries.map(link));
  }
  return `${parts.join('\n')}\n`;
}

/** Every guide in one file, each under a line that names its page. */
export async function buildLlmsFullTxt(source: LlmsSource, guides: Entry[]): Promise<string> {
  const {openapi, asyncapi} = readSpecs(source);
  const head = [`# ${source.title}`, '', `> ${oneLine(source.summary)}`, '', instructions(source, openapi, asyncapi)].join('\n');
  const pages = guides.map((guide) => `Source: ${guide.url}\n\n${guide.markdown.trim()}`);
  return `${[head, ...pages].join('\n\n---\n\n')}\n`;
}
