// Builds a Postman collection (format v2.1) from the OpenAPI description:
// one folder per tag, one request per REST operation, both API-key headers on
// every request, the documented examples as request bodies and as saved
// responses. The WebSocket operation is left out: Postman's v2.1 format holds
// HTTP requests only.
import {STATUS_CODES} from 'node:http';
import {examplesOf, operations, parameterValue as shownValue, resolve} from '../../spec-toolkit/index.mjs';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
/** The file a request uploads; Postman asks for one when it is missing. */
export const UPLOAD_PLACEHOLDER = 'glossary.csv';

/** Root-relative links of the docs site become absolute, so they work inside Postman. */
function absoluteLinks(markdown, siteUrl) {
  return (markdown ?? '').replace(/\]\(\//g, `](${siteUrl}/`).trim();
}

function parameterValue(parameter) {
  const value = shownValue(null, parameter);
  return value === undefined ? '' : String(value);
}

/** The documented examples of a media type, as {name, value}, in the order the site shows them. */
function allExamples(media) {
  return examplesOf(null, media).map((example) => ({
    name: example.summary ?? (example.name === 'example' ? 'Example' : example.name),
    value: example.value,
  }));
}

/**
 * The query parameters of a request. Required ones and those with a default
 * are sent; other filters are listed, switched off. A continuation token
 * travels alone (it already encodes the order, page size and filters; the API
 * rejects it together with them), so `token` is listed switched off and
 * empty, and deprecated aliases are left out.
 */
function queryOf(parameters) {
  return parameters
    .filter((parameter) => parameter.in === 'query' && !parameter.deprecated)
    .map((parameter) => {
      const description = parameter.description?.trim() ?? '';
      if (parameter.name === 'token') {
        return {
          key: parameter.name,
          value: '',
          description: `${description} For the next page, switch this on with the \`next\` value and switch the other query parameters off.`,
          disabled: true,
        };
      }
      const sent = parameter.required || parameter.schema?.default !== undefined;
      return {key: parameter.name, value: parameterValue(parameter), description, ...(sent ? {} : {disabled: true})};
    });
}

function headersOf(parameters, media) {
  /** @type {{key: string; value: string; description?: string}[]} */
  const headers = [
    {key: 'ClientId', value: '{{clientId}}', description: 'Client ID of your API key (collection variable `clientId`).'},
    {key: 'ClientSecret', value: '{{clientSecret}}', description: 'Client Secret of the same key (collection variable `clientSecret`).'},
  ];
  if (media === 'application/json') headers.push({key: 'Content-Type', value: 'application/json'});
  for (const parameter of parameters.filter((p) => p.in === 'header')) {
    // A fresh key per send: a repeated key replays the first answer.
    const value = parameter.name === 'Idempotency-Key' ? '{{$guid}}' : parameterValue(parameter);
    headers.push({key: parameter.name, value, description: parameter.description?.trim() ?? ''});
  }
  return headers;
}

function bodyOf(spec, requestBody) {
  if (!requestBody) return {media: undefined, body: undefined};
  const [media, content] = Object.entries(requestBody.content ?? {})[0] ?? [];
  if (media === 'application/json') {
    const [example] = allExamples(content);
    return {media, body: {mode: 'raw', raw: JSON.stringify(example?.value ?? {data: {}}, null, 2), options: {raw: {language: 'json'}}}};
  }
  if (media === 'multipart/form-data') {
    const schema = resolve(spec, content.schema) ?? {};
    const formdata = Object.entries(schema.properties ?? {}).map(([key, property]) => {
      const field = resolve(spec, property);
      const isFile = field.format === 'binary';
      const contentType = content.encoding?.[key]?.contentType;
      return isFile
        ? {key, type: 'file', src: UPLOAD_PLACEHOLDER, ...(contentType ? {contentType} : {}), description: field.description?.trim() ?? ''}
        : {key, type: 'text', value: parameterValue({schema: field}), description: field.description?.trim() ?? ''};
    });
    return {media, body: {mode: 'formdata', formdata}};
  }
  return {media, body: undefined};
}

function urlOf(template, parameters, variables) {
  const segments = template
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, ':$1'));
  const query = queryOf(parameters);
  const sent = query.filter((entry) => !entry.disabled);
  const raw = `{{baseUrl}}/${segments.join('/')}${sent.length ? `?${sent.map((q) => `${q.key}=${q.value}`).join('&')}` : ''}`;
  const pathVariables = parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => ({key: parameter.name, value: `{{${parameter.name}}}`, description: parameter.description?.trim() ?? ''}));
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    if (!variables.has(parameter.name))
      variables.set(parameter.name, {value: parameterValue(parameter), description: parameter.description?.trim() ?? ''});
  }
  return {
    raw,
    host: ['{{baseUrl}}'],
    path: segments,
    ...(query.length ? {query} : {}),
    ...(pathVariables.length ? {variable: pathVariables} : {}),
  };
}

function successStatus(operation) {
  return Object.keys(operation.responses ?? {})
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort()[0];
}

function savedResponses(spec, operation, request) {
  const saved = [];
  for (const [status, reference] of Object.entries(operation.responses ?? {})) {
    const code = Number(status);
    if (!Number.isInteger(code)) continue;
    const response = resolve(spec, reference);
    const examples = allExamples(response.content?.['application/json']);
    const base = {originalRequest: request, code, status: STATUS_CODES[code] ?? status};
    if (examples.length === 0 && code >= 200 && code < 300) {
      saved.push({...base, name: `${code} ${response.description?.split('.')[0] ?? STATUS_CODES[code]}`, header: [], body: ''});
    }
    for (const example of examples) {
      saved.push({
        ...base,
        name: `${code} ${example.name}`,
        _postman_previewlanguage: 'json',
        header: [{key: 'Content-Type', value: 'application/json'}],
        body: JSON.stringify(example.value, null, 2),
      });
    }
  }
  return saved;
}

/** Creates come first and save the new id for the folder's other requests, then file uploads to it; deletes come last. */
function rank(entry) {
  if (entry.method === 'delete') return 3;
  if (entry.createsId) return 0;
  return resolve(entry.spec, entry.operation.requestBody)?.content?.['multipart/form-data'] ? 1 : 2;
}

function testScript(code, savesId) {
  const lines = [`pm.test('answers ${code} ${STATUS_CODES[code]}', function () {`, `  pm.response.to.have.status(${code});`, '});'];
  if (savesId) {
    lines.push(
      `if (pm.response.code === ${code}) {`,
      `  pm.collectionVariables.set('${savesId.variable}', pm.response.json().data.${savesId.field});`,
      '}',
    );
  }
  return [{listen: 'test', script: {type: 'text/javascript', exec: lines}}];
}

/**
 * @param {any} spec the OpenAPI description (deploy-time hosts already in place)
 * @param {{apiBaseUrl: string, siteUrl: string}} deployment
 */
export function buildCollection(spec, deployment) {
  const variables = new Map();
  const folders = new Map((spec.tags ?? []).map((tag) => [tag.name, {tag, entries: []}]));
  for (const {path: template, method, operation, pathItem} of operations(spec)) {
    const security = operation.security ?? spec.security ?? [];
    if (!security.some((requirement) => 'ClientId' in requirement && 'ClientSecret' in requirement)) continue;
    const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolve(spec, parameter));
    const tag = operation.tags?.[0] ?? 'Other';
    if (!folders.has(tag)) folders.set(tag, {tag: {name: tag}, entries: []});
    folders.get(tag).entries.push({method, template, operation, parameters, spec});
  }

  const items = [];
  for (const {tag, entries} of folders.values()) {
    if (entries.length === 0) continue;
    const pathParams = new Set(entries.flatMap((entry) => entry.parameters.filter((p) => p.in === 'path').map((p) => p.name)));
    const idVariable = pathParams.size === 1 ? [...pathParams][0] : undefined;
    for (const entry of entries) {
      const code = successStatus(entry.operation);
      const [example] = allExamples(resolve(spec, entry.operation.responses?.[code])?.content?.['application/json']);
      const data = example?.value?.data ?? {};
      // The new resource's id, named like the path parameter or plain `id`.
      const idField = [idVariable, 'id'].find((field) => field && field in data);
      const isCreate = entry.method === 'post' && !entry.template.includes('{') && !entry.operation.deprecated;
      entry.createsId = isCreate && idField ? {variable: idVariable, field: idField} : undefined;
    }
    let idSaved = false;
    const ordered = entries.map((entry, index) => ({entry, index})).sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index);
    const requests = ordered.map(({entry}) => {
      const {method, template, operation, parameters} = entry;
      const {media, body} = bodyOf(spec, resolve(spec, operation.requestBody));
      const code = successStatus(operation);
      const savesId = idSaved ? undefined : entry.createsId;
      if (savesId) idSaved = true;
      const reference = `${deployment.siteUrl}/api/${operation.operationId}`;
      const request = {
        method: method.toUpperCase(),
        header: headersOf(parameters, media),
        url: urlOf(template, parameters, variables),
        ...(body ? {body} : {}),
        description: `${absoluteLinks(operation.description, deployment.siteUrl)}\n\nReference: ${reference}`,
      };
      return {
        name: `${operation.summary}${operation.deprecated && !/deprecated/i.test(operation.summary) ? ' (deprecated)' : ''}`,
        id: operation.operationId,
        event: testScript(code, savesId),
        request,
        response: savedResponses(spec, operation, request),
      };
    });
    items.push({name: tag['x-displayName'] ?? tag.name, description: absoluteLinks(tag.description, deployment.siteUrl), item: requests});
  }

  return {
    info: {
      name: spec.info.title,
      description: [
        `Every REST operation of ${spec.info.title}, generated from ${deployment.siteUrl}/openapi.yaml.`,
        'Set the collection variables `clientId` and `clientSecret` to an API key; every request sends them as the `ClientId` and `ClientSecret` headers.',
        'Create requests store the new id (for example `session_id`) for the requests that follow them in their folder.',
        `Guides and the full reference: ${deployment.siteUrl}/api`,
      ].join('\n\n'),
      version: spec.info.version,
      schema: POSTMAN_SCHEMA,
    },
    item: items,
    variable: [
      {key: 'baseUrl', value: deployment.apiBaseUrl, type: 'string', description: 'REST API base URL.'},
      {key: 'clientId', value: '', type: 'string', description: 'Client ID of your API key.'},
      {key: 'clientSecret', value: '', type: 'string', description: 'Client Secret of your API key. Keep it out of shared workspaces.'},
      ...[...variables].map(([key, {value, description}]) => ({key, value, type: 'string', description})),
    ],
  };
}
