/**
 * Writes an operation page as plain MDX: every parameter, request field,
 * response field and example is static text in the built HTML (and so in the
 * search index), and the code samples are static tabs. Nothing on the page
 * needs the browser to render a schema.
 */
import {
  attribute,
  cell,
  code,
  codeBlock,
  examplesOf as documentedExamples,
  fieldRows,
  hasFields,
  ListedSchemas,
  mdxText,
  normalize,
  plainSummary,
  typeLabel,
} from '../../spec-toolkit/index.mjs';
import {fieldsTable, fold, headersTable, parametersTable, type FieldAnchors} from './tables';
import {isSuccess, statusTitle} from '../../shared/http-status';
import type {ApiPageData, CodeSample, Example, MediaType, Operation, Parameter, Response, Schema} from './types';
import {SAMPLE_LANGUAGES} from '../../shared/code-languages.mjs';
import errorCatalogue from '../../shared/data/error-codes.json';

/** Where the error catalogue documents a code or status (`/docs/error_codes#<error_code>`). */
const ERROR_CODE_HREF = errorCatalogue.format.docsAnchorPattern;

const IMPORTS = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  "import ApiEndpoint from '@site/src/components/ApiEndpoint';",
  "import {OperationLayout, OperationIntro, OperationSamples, OperationReference} from '@site/src/components/ApiOperation';",
  "import ApiConsole from '@site/src/components/ApiConsole';",
  "import Fold from '@site/src/components/Fold';",
].join('\n');

const PARAMETER_SECTIONS: {in: Parameter['in']; title: string; id: string}[] = [
  {in: 'path', title: 'Path parameters', id: 'path-parameters'},
  {in: 'query', title: 'Query parameters', id: 'query-parameters'},
  {in: 'header', title: 'Header parameters', id: 'header-parameters'},
  {in: 'cookie', title: 'Cookie parameters', id: 'cookie-parameters'},
];

/** Rows for a whole body: object fields, or the items of a top-level array. */
const bodyRows = (schema: Schema | undefined, listed: ListedSchemas) =>
  fieldRows(schema, {listed, describe: (field: Schema) => field.description ?? ''});

function block(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => !!part).join('\n\n');
}

function examplesOf(media: MediaType): [string, Example][] {
  return documentedExamples(null, media).map(({name, summary, value}) => [name, {summary, value}]);
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

/** Examples are kept out of the search index (the field tables carry every name), and folded: the samples show a body already. */
function examplesBlock(blocks: string[]): string {
  return `<div className="api-examples">\n\n${fold(blocks.length, 'example', blocks.join('\n\n'))}\n\n</div>`;
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

function requestSection(api: Operation, listed: ListedSchemas, taken: Set<string>): string | undefined {
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
    if (hasFields(media.schema)) parts.push(fieldsTable(bodyRows(media.schema, listed), {section: 'request-body', taken}));
    else if (media.schema) parts.push(`Type: ${cell(typeLabel(media.schema))}`);
    const examples = exampleBlocks(contentType, media);
    if (examples.length) parts.push(examplesBlock(examples));
  }
  return block(...parts);
}

/** Where a header set or body was first tabled on the page. */
interface FirstSeen {
  status: string;
  anchor: string;
}

/** Renders one response; repeated header sets and bodies point to their first occurrence. */
function responseSection(
  status: string,
  response: Response,
  seen: Map<string, FirstSeen>,
  listed: ListedSchemas,
  anchors: FieldAnchors,
  shownBeside?: string,
): string {
  const id = `response-${status}`;
  const parts = [`### ${statusTitle(status)} {#${id}}`, mdxText(response.description)];

  const headers = response.headers ?? {};
  if (Object.keys(headers).length) {
    const key = `headers:${JSON.stringify(headers)}`;
    const first = seen.get(key);
    if (first) parts.push(`**Headers:** as in [${statusTitle(first.status)}](#${first.anchor}).`);
    else {
      seen.set(key, {status, anchor: `${id}-headers`});
      // The fold says what it holds ("5 headers"): no heading above it.
      parts.push(fold(Object.keys(headers).length, 'header', headersTable(headers, anchors), {id: `${id}-headers`}));
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
      // A reply's fields are folded under its object (`data`): its example stands beside the request, and the
      // reference stays a page, not a wall of rows that repeat the request's.
      parts.push(fieldsTable(bodyRows(media.schema, listed), anchors, {foldTopLevel: true}));
    } else if (media.schema) {
      parts.push(`Type: ${cell(typeLabel(media.schema))}`);
    }
    // The first success example stands beside the request samples; the others stay here.
    const examples = exampleBlocks(contentType, media).slice(status === shownBeside ? 1 : 0);
    if (examples.length) parts.push(examplesBlock(examples));
  }
  return block(...parts);
}

/** Error replies that carry the shared envelope (`ok: false`, `errors`), described once in the introduction. */
function isEnvelopeError(status: string, response: Response): boolean {
  if (isSuccess(status)) return false;
  const media = response.content?.['application/json'];
  const properties = normalize(media?.schema).properties ?? {};
  return 'ok' in properties && 'errors' in properties;
}

/** The `error_code`s a reply's examples show. */
function errorCodesOf(response: Response): number[] {
  const codes = new Set<number>();
  for (const [, example] of examplesOf(response.content?.['application/json'] ?? {})) {
    const errors = (example.value as {errors?: {error_code?: unknown}[]} | undefined)?.errors ?? [];
    for (const error of errors) if (typeof error.error_code === 'number') codes.add(error.error_code);
  }
  return [...codes].sort((a, b) => a - b);
}

const catalogueHref = (anchor: string | number) => ERROR_CODE_HREF.replace('<error_code>', String(anchor));

/** One short table of the error replies, each status and code linked to its fix in the error catalogue. */
function errorsTable(errors: [string, Response][], usualHeaders: Set<string>): string | undefined {
  if (errors.length === 0) return undefined;
  const rows = errors.map(([status, response]) => {
    const title = status === 'default' ? statusTitle(status) : `[${statusTitle(status)}](${catalogueHref(`http-${status}`)})`;
    // Headers every reply carries (request id, rate limits) are listed with the success reply.
    const headers = Object.keys(response.headers ?? {}).filter((name) => !usualHeaders.has(name));
    const when = [cell(response.description), headers.length ? `Headers: ${headers.map(code).join(', ')}.` : ''].filter(Boolean).join(' ');
    const codes = errorCodesOf(response).map((value) => `[${value}](${catalogueHref(value)})`);
    // The codes share the status's line: one line less per reply.
    return `| <span id="response-${status}">${title}</span>${codes.length ? ` · \`error_code\` ${codes.join(', ')}` : ''} | ${when} |`;
  });
  // Folded under the statuses it holds: a reader looks up one status, and a link to one opens the fold.
  const statuses = errors.map(([status]) => (status === 'default' ? 'other' : status)).join(', ');
  return block(
    '### Errors {#errors}',
    'Every error reply has the body `{"ok": false, "errors": [ProblemDetail, …]}` described in [Errors](/api/introduction#errors). Each status and `error_code` links to its fix in the [error catalogue](/docs/error_codes).',
    fold(
      errors.length,
      'error reply',
      `<div className="api-fields api-errors">\n\n| Status and \`error_code\` | When |\n| --- | --- |\n${rows.join('\n')}\n\n</div>`,
      {plural: 'error replies', names: statuses},
    ),
  );
}

function responsesSection(api: Operation, listed: ListedSchemas, taken: Set<string>, shownBeside?: string): string | undefined {
  const responses = Object.entries(api.responses ?? {});
  if (responses.length === 0) return undefined;
  const seen = new Map<string, FirstSeen>();
  const errors = responses.filter(([status, response]) => isEnvelopeError(status, response));
  const others = responses.filter(([status, response]) => !isEnvelopeError(status, response));
  return block(
    '## Responses {#responses}',
    ...others.map(([status, response]) =>
      responseSection(status, response, seen, listed, {section: `response-${status}`, taken}, shownBeside),
    ),
    errorsTable(errors, new Set(others.flatMap(([, response]) => Object.keys(response.headers ?? {})))),
  );
}

/** The first success example, shown beside the request samples. */
function firstSuccessExample(api: Operation): {status: string; block: string} | undefined {
  for (const [status, response] of Object.entries(api.responses ?? {})) {
    if (!isSuccess(status)) continue;
    for (const [contentType, media] of Object.entries(response.content ?? {})) {
      const [first] = exampleBlocks(contentType, media);
      if (first) return {status, block: first};
    }
  }
  return undefined;
}

function responseSample(example: {status: string; block: string} | undefined): string | undefined {
  if (!example) return undefined;
  return `<p className="api-samples-title">Response · ${statusTitle(example.status)}</p>\n\n${example.block}`;
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

/** The console, on operations behind the API-key headers (the ones the contract engine answers). */
function tryIt(api: Operation): string | undefined {
  const keyed = (api.security ?? []).some((requirement) => 'ClientId' in requirement);
  return keyed && api.operationId ? `<ApiConsole operationId=${attribute(api.operationId)} />` : undefined;
}

export function createApiPageMD(page: ApiPageData): string {
  const {api} = page;
  const listed = new ListedSchemas();
  const beside = firstSuccessExample(api);
  /** Ids of field rows given on this page. */
  const taken = new Set<string>();
  // The page template is filled in after this generator runs; a plain-text,
  // YAML-quoted summary keeps Markdown out of <meta name="description">.
  page.frontMatter.description = JSON.stringify(plainSummary(api.description) || page.title);
  // A description with sections of its own is a guide: it gets the page's width (src/components/ApiOperation).
  const wideSummary = /^#{2,4} /m.test(api.description ?? '');
  return (
    block(
      IMPORTS,
      wideSummary ? '<OperationLayout wideSummary>' : '<OperationLayout>',
      block('<OperationIntro>', endpoint(api), deprecationNotice(api), mdxText(api.description), '</OperationIntro>'),
      block(
        '<OperationSamples>',
        // First, so that it is in view beside the reference however long the samples under it are.
        tryIt(api),
        samples(api['x-codeSamples'] ?? [], HIGHLIGHT),
        responseSample(beside),
        '</OperationSamples>',
      ),
      block(
        '<OperationReference>',
        authorization(api),
        requestSection(api, listed, taken),
        responsesSection(api, listed, taken, beside?.status),
        '</OperationReference>',
      ),
      '</OperationLayout>',
    ) + '\n'
  );
}
