import type {RestOperation, RestRequest} from '@site/src/engines/rest';

/** What the reader filled in: one text per parameter (empty: not sent), the body text and the key. */
export type Draft = {values: Record<string, string>; body: string; clientId: string; clientSecret: string};

export const BOUNDARY = 'console-form-boundary';
/** The name the uploaded CSV travels under, in the request and in its cURL. */
export const UPLOAD_NAME = 'glossary.csv';

const shown = (value: unknown) => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value));

/**
 * The documented request: path parameters, required ones and those with a default carry their value; other optional
 * query and header parameters start empty (their example is the field's placeholder). An Idempotency-Key sent by every
 * create would make a second create with an edited body a 409.
 */
export function documentedDraft(operation: RestOperation, credentials: {clientId: string; clientSecret: string}): Draft {
  const values = Object.fromEntries(
    operation.parameters
      .filter((p) => !p.deprecated)
      .map((p) => [p.name, (p.in === 'query' || p.in === 'header') && !p.required && !p.sent ? '' : shown(p.value)]),
  );
  const example = operation.body?.example;
  const body = !operation.body
    ? ''
    : operation.body.contentType === 'multipart/form-data'
      ? shown((example as {file?: unknown} | null)?.file)
      : JSON.stringify(example ?? {}, null, 2);
  return {values, body, ...credentials};
}

/** A CSV file ends with a line break. */
export const csvText = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** The HTTP request a draft stands for, as the engine and cURL see it. */
export function toRequest(operation: RestOperation, draft: Draft): RestRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  if (draft.clientId) headers.ClientId = draft.clientId;
  if (draft.clientSecret) headers.ClientSecret = draft.clientSecret;
  for (const parameter of operation.parameters) {
    const value = draft.values[parameter.name]?.trim();
    if (!value) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && parameter.type === 'array')
      value.split(',').forEach((item) => query.append(parameter.name, item.trim()));
    else if (parameter.in === 'query') query.append(parameter.name, value);
    else if (parameter.in === 'header') headers[parameter.name] = value;
  }
  const search = query.toString();
  const request: RestRequest = {method: operation.method, url: `${path}${search ? `?${search}` : ''}`, headers};
  if (!operation.body || draft.body.trim() === '') return request;
  if (operation.body.contentType === 'multipart/form-data') {
    headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    request.body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${UPLOAD_NAME}"\r\nContent-Type: text/csv\r\n\r\n${csvText(draft.body)}\r\n--${BOUNDARY}--\r\n`;
  } else {
    headers['Content-Type'] = operation.body.contentType;
    request.body = draft.body;
  }
  return request;
}
