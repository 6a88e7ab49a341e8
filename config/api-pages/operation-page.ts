/**
 * Writes an operation page as plain MDX: every parameter, request field,
 * response field and example is static text in the built HTML (and so in the
 * search index), and the code samples are static tabs. Nothing on the page
 * needs the browser to render a schema.
 */
import {attribute, cell, code, codeBlock, fieldRows, hasFields, ListedSchemas, mdxText, normalize, plainSummary, typeLabel} from '../../spec-toolkit/index.mjs';
import {fieldsTable, headersTable, parametersTable} from './tables';
import {isSuccess, statusTitle} from './http-status';
import type {ApiPageData, CodeSample, Example, MediaType, Operation, Parameter, Response, Schema} from './types';
import {SAMPLE_LANGUAGES} from '../code-languages.mjs';

const IMPORTS = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  "import ApiEndpoint from '@site/src/components/ApiEndpoint';",
  "import {OperationLayout, OperationIntro, OperationSamples, OperationReference} from '@site/src/components/ApiOperation';",
].join('\n');

const PARAMETER_SECTIONS: {in: Parameter['in']; title: string; id: string}[] = [
  {in: 'path', title: 'Path parameters', id: 'path-parameters'},
  {in: 'query', title: 'Query parameters', id: 'query-parameters'},
  {in: 'header', title: 'Header parameters', id: 'header-parameters'},
  {in: 'cookie', title: 'Cookie parameters', id: 'cookie-parameters'},
];

/** Rows for a whole body: object fields, or the items of a top-level array. */
const bodyRows = (schema: Schema | undefined, listed: ListedSchemas) => fieldRows(schema, {listed, describe: (field: Schema) => field.description ?? ''});

function block(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => !!part).join('\n\n');
}

function examplesOf(media: MediaType): [string, Example][] {
  if (media.examples) return Object.entries(media.examples);
  if (media.example !== undefined) return [['example', {value: media.example}]];
  return [];
}

function exampleBlocks(contentType: string, media: MediaType): string[] {
  return examplesOf(media).flatMap(([name, example]) => {
    const title = example.summary ?? name;
    const value = example.value;
    if (contentType.includes('json')) return [codeBlock('json', JSON.stringify(value, null, 2), title)];
    if (typeof value === 'string') return [codeBlock(contentType.split('/')[1] ?? 'text', value, title)];
    if (value && typeof value === 'object') {
      return Object.entries(value).map(([field, fieldValue]) =>
        codeBlock(typeof fieldValue === 'string' && fieldValue.includes(',') ? 'csv' : 'text', String(fieldValue), `${title}: ${field}`),
      );
    }
    return [codeBlock('text', String(value), title)];
  });
}

/** Examples are kept out of the search index (the field tables carry every name). */
function examplesBlock(blocks: string[]): string {
  return `<div className="api-examples">\n\n${blocks.join('\n\n')}\n\n</div>`;
}

function endpoint(api: Operation): string {
  const server = api.servers?.[0];
  return `<ApiEndpoint method=${attribute(api.method)} path=${attribute(api.path)}${server ? ` server=${attribute(server.url)}` : ''} />`;
}

function deprecationNotice(api: Operation): string | undefined {
  if (!api.deprecated) return undefined;
  const text = api['x-deprecated-description'] ?? 'This operation is deprecated and may be removed. Prefer its replacement.';
  return `:::warning[Deprecated]\n\n${mdxText(text)}\n\n:::`;
}

function authorization(api: Operation): string | undefined {
  const requirements = api.security ?? [];
  if (requirements.length === 0) return undefined;
  const schemes = api.securitySchemes ?? {};
  const options = requirements.map((requirement) => {
    const rows = Object.keys(requirement).map((name) => {
      const scheme = schemes[name];
      const sentAs = scheme?.type === 'apiKey' ? `${scheme.in} ${code(scheme.name ?? name)}` : cell(scheme?.scheme ?? scheme?.type ?? '');
      return `| ${code(name)} | ${sentAs} | ${cell(scheme?.description)} |`;
    });
    return `<div className="api-fields">\n\n| Credential | Sent as | Description |\n| --- | --- | --- |\n${rows.join('\n')}\n\n</div>`;
  });
  const lead = requirements.length > 1 ? 'Send the credentials of one of these options.' : 'Send all of these credentials.';
  return block('## Authorization {#authorization}', lead, ...options);
}

function requestSection(api: Operation, listed: ListedSchemas): string | undefined {
  const parameters = api.parameters ?? [];
  const body = api.requestBody;
  if (parameters.length === 0 && !body?.content) return undefined;
  const parts = ['## Request {#request}'];
  for (const section of PARAMETER_SECTIONS) {
    const inSection = parameters.filter((parameter) => parameter.in === section.in);
    if (inSection.length) parts.push(`### ${section.title} {#${section.id}}`, parametersTable(inSection));
  }
  for (const [contentType, media] of Object.entries(body?.content ?? {})) {
    parts.push(
      '### Body {#request-body}',
      `${code(contentType)} · ${body?.required ? 'required' : 'optional'}`,
      mdxText(body?.description),
    );
    listed.where = 'the request body';
    if (hasFields(media.schema)) parts.push(fieldsTable(bodyRows(media.schema, listed)));
    else if (media.schema) parts.push(`Type: ${cell(typeLabel(media.schema))}`);
    const examples = exampleBlocks(contentType, media);
    if (examples.length) parts.push(`**${examples.length > 1 ? 'Examples' : 'Example'}**`, examplesBlock(examples));
  }
  return block(...parts);
}

/** Where a header set or body was first tabled on the page. */
interface FirstSeen {
  status: string;
  anchor: string;
}

/** Renders one response; repeated header sets and bodies point to their first occurrence. */
function responseSection(status: string, response: Response, seen: Map<string, FirstSeen>, listed: ListedSchemas): string {
  const id = `response-${status}`;
  const parts = [`### ${statusTitle(status)} {#${id}}`, mdxText(response.description)];

  const headers = response.headers ?? {};
  if (Object.keys(headers).length) {
    const key = `headers:${JSON.stringify(headers)}`;
    const first = seen.get(key);
    if (first) parts.push(`**Headers:** as in [${statusTitle(first.status)}](#${first.anchor}).`);
    else {
      seen.set(key, {status, anchor: `${id}-headers`});
      parts.push(`#### Headers {#${id}-headers}`, headersTable(headers));
    }
  }

  for (const [contentType, media] of Object.entries(response.content ?? {})) {
    const key = `body:${contentType}:${JSON.stringify(media.schema)}`;
    const first = seen.get(key);
    const bodyId = `${id}-body${Object.keys(response.content ?? {}).length > 1 ? `-${contentType.split('/')[1]}` : ''}`;
    parts.push(`#### Body ${code(contentType)} {#${bodyId}}`, mdxText(normalize(media.schema).description));
    if (first) {
      parts.push(`Fields as in [${statusTitle(first.status)}](#${first.anchor}).`);
    } else if (hasFields(media.schema)) {
      seen.set(key, {status, anchor: bodyId});
      listed.where = `the ${statusTitle(status)} reply`;
      parts.push(fieldsTable(bodyRows(media.schema, listed)));
    } else if (media.schema) {
      parts.push(`Type: ${cell(typeLabel(media.schema))}`);
    }
    const examples = exampleBlocks(contentType, media);
    if (examples.length && isSuccess(status)) parts.push(examplesBlock(examples));
    else if (examples.length) {
      const summary = examples.length > 1 ? `Examples (${examples.length})` : 'Example';
      parts.push(examplesBlock([`<details>\n<summary>${summary}</summary>\n\n${examples.join('\n\n')}\n\n</details>`]));
    }
  }
  return block(...parts);
}

function responsesSection(api: Operation, listed: ListedSchemas): string | undefined {
  const responses = Object.entries(api.responses ?? {});
  if (responses.length === 0) return undefined;
  const seen = new Map<string, FirstSeen>();
  return block('## Responses {#responses}', ...responses.map(([status, response]) => responseSection(status, response, seen, listed)));
}

function samples(codeSamples: CodeSample[], highlight: Record<string, string>): string | undefined {
  if (codeSamples.length === 0) return undefined;
  const tabs = codeSamples.map(
    (sample, index) =>
      `<TabItem value=${attribute(sample.lang)} label=${attribute(sample.label)}${index === 0 ? ' default' : ''}>\n\n${codeBlock(highlight[sample.lang] ?? sample.lang, sample.source)}\n\n</TabItem>`,
  );
  return `<Tabs groupId="lang" queryString>\n${tabs.join('\n')}\n</Tabs>`;
}

/** Syntax highlighting per sample language (the tab values are not all Prism names). */
const HIGHLIGHT: Record<string, string> = Object.fromEntries(SAMPLE_LANGUAGES.map(({lang, highlight}) => [lang, highlight]));

export function createApiPageMD(page: ApiPageData): string {
  const {api} = page;
  const listed = new ListedSchemas();
  // The page template is filled in after this generator runs; a plain-text,
  // YAML-quoted summary keeps Markdown out of <meta name="description">.
  page.frontMatter.description = JSON.stringify(plainSummary(api.description) || page.title);
  return block(
    IMPORTS,
    '<OperationLayout>',
    block('<OperationIntro>', endpoint(api), deprecationNotice(api), mdxText(api.description), '</OperationIntro>'),
    block('<OperationSamples>', samples(api['x-codeSamples'] ?? [], HIGHLIGHT), '</OperationSamples>'),
    block('<OperationReference>', authorization(api), requestSection(api, listed), responsesSection(api, listed), '</OperationReference>'),
    '</OperationLayout>',
  ) + '\n';
}
