// Turns one OpenAPI operation into a language-neutral request description that
// the per-language renderers print: URL, query, headers, credentials, body.

import {firstExample, parameterValue, resolve} from '../../../spec-toolkit/index.mjs';

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];

/** Where each security scheme's value comes from in a sample. */
const CREDENTIAL_SOURCES = {
  ClientId: {env: 'API_CLIENT_ID', placeholder: '<CLIENT_ID>'},
  ClientSecret: {env: 'API_CLIENT_SECRET', placeholder: '<CLIENT_SECRET>'},
  PublisherToken: {env: 'PUBLISHER_JWT', placeholder: '<PUBLISHER_JWT>'},
};

/** @param {string} name */
function credentialSource(name) {
  const known = CREDENTIAL_SOURCES[name];
  if (known) return known;
  const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return {env: `API_${snake}`, placeholder: `<${snake}>`};
}

/** The example value of a parameter, or a readable placeholder. */
function parameterExample(spec, parameter) {
  const value = parameterValue(spec, parameter);
  return value === undefined ? `<${parameter.name.toUpperCase()}>` : String(value);
}

/** `/saas/glossaries/{glossary_id}/file` gives `glossary`: a readable file name for uploads. */
function resourceName(path) {
  const segments = path.split('/').filter(Boolean);
  const parameterIndex = segments.findIndex((segment) => segment.startsWith('{'));
  const noun = parameterIndex > 0 ? segments[parameterIndex - 1] : (segments.at(-1) ?? 'upload');
  return noun.replace(/ies$/, 'y').replace(/s$/, '');
}

function requestBody(spec, path, operation) {
  const body = resolve(spec, operation.requestBody);
  if (!body?.content) return null;
  const [contentType, media] = Object.entries(body.content)[0];
  const example = firstExample(spec, media);
  if (JSON_TYPES.includes(contentType.toLowerCase()) || contentType.endsWith('+json')) {
    return {kind: 'json', contentType, value: example ?? {}};
  }
  if (contentType === 'multipart/form-data') {
    const schema = resolve(spec, media.schema) ?? {};
    const parts = Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const field = resolve(spec, property) ?? {};
      const isFile = field.format === 'binary' || field.format === 'base64';
      return {
        name,
        isFile,
        filename: isFile ? `${resourceName(path)}${extensionFor(media.encoding?.[name]?.contentType)}` : undefined,
        contentType: media.encoding?.[name]?.contentType,
        value: isFile ? undefined : String(example?.[name] ?? ''),
      };
    });
    return {kind: 'multipart', contentType, parts};
  }
  return {kind: 'raw', contentType, value: typeof example === 'string' ? example : JSON.stringify(example)};
}

/** @param {string | undefined} contentType */
function extensionFor(contentType) {
  const known = {'text/csv': '.csv', 'application/json': '.json', 'audio/wav': '.wav', 'audio/mpeg': '.mp3'};
  return (contentType && known[contentType]) ?? '';
}

function successStatus(operation) {
  return Object.keys(operation.responses ?? {}).find((status) => /^[12]\d\d$/.test(status));
}

/**
 * @param {object} spec the whole description (for $refs, servers, security)
 * @param {{path: string, method: string, pathItem: object, operation: object}} where
 */
export function describeRequest(spec, {path, method, pathItem, operation}) {
  const servers = operation.servers ?? pathItem.servers ?? spec.servers ?? [{url: ''}];
  const baseUrl = servers[0].url.replace(/\/$/, '');
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(spec, p));

  let resolvedPath = path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    resolvedPath = resolvedPath.replace(`{${parameter.name}}`, encodeURIComponent(parameterExample(spec, parameter)));
  }
  const query = parameters.filter((p) => p.in === 'query' && p.required).map((p) => ({name: p.name, value: parameterExample(spec, p)}));
  const headers = parameters.filter((p) => p.in === 'header' && p.required).map((p) => ({name: p.name, value: parameterExample(spec, p)}));

  const schemes = spec.components?.securitySchemes ?? {};
  const requirement = (operation.security ?? spec.security ?? [])[0] ?? {};
  const credentials = Object.keys(requirement).map((name) => {
    const scheme = resolve(spec, schemes[name]) ?? {};
    return {scheme: name, in: scheme.in ?? 'header', name: scheme.name ?? name, ...credentialSource(name)};
  });
  for (const credential of credentials.filter((c) => c.in === 'query')) {
    const index = query.findIndex((q) => q.name === credential.name);
    if (index >= 0) query.splice(index, 1);
  }

  const status = successStatus(operation);
  return {
    method: method.toUpperCase(),
    url: `${baseUrl}${resolvedPath}`,
    // Programs read the base URL from API_BASE_URL and fall back to this one.
    baseUrl,
    path: resolvedPath,
    query,
    headers,
    credentials,
    body: requestBody(spec, path, operation),
    websocket: status === '101',
    returnsBody: status !== undefined && status !== '204' && status !== '101',
  };
}
