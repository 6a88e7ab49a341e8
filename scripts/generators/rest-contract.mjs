// The REST contract the engine in src/engines/rest/ answers by, taken from the
// OpenAPI description: each operation behind the API-key headers with its
// parameters, body and replies, the documented examples chosen by the spec
// toolkit, and every schema compiled ahead of time into validators (the
// Content-Security-Policy forbids compiling code in the page).
//
//   contract:   {apiBaseUrl, operations: [RestOperation]}   (src/engines/rest/contract.ts)
//   validators: ES module, `restValidators[key]` for each key of a parameter or request body
//   replyValidators: ES module, `restReplyValidators[key]` for each key of a reply; only the Node
//     stand-in checks its replies, so the console's worker does not load them
import standaloneCode from 'ajv/dist/standalone/index.js';
import {createAjv} from '../../spec-toolkit/ajv.mjs';
import {GeneratorError, display, examplesOf, firstExample, operations, parameterValue, resolve} from '../../spec-toolkit/index.mjs';
import {fromOpenApi30, rebased, strictCopy, withoutAnnotations, writableCopy} from '../../spec-toolkit/json-schema.mjs';

/**
 * @param {any} source the OpenAPI document (deploy-time hosts in place)
 * @param {string} file its path, for messages
 * @returns {{contract: any, module: string, replyModule: string}}
 */
export function restContract(source, file) {
  const spec = fromOpenApi30(source);
  const ajv = createAjv({code: true, inlineRefs: false});
  // readOnly decides what a request must hold, so the request copies are made before annotations go.
  const components = {schemas: spec.components.schemas};
  const request = writableCopy(components);
  ajv.addSchema({$id: 'openapi', components: withoutAnnotations(components)});
  ajv.addSchema({$id: 'openapi-strict', components: withoutAnnotations(strictCopy(components))});
  ajv.addSchema({$id: 'openapi-request', components: withoutAnnotations(request)});
  ajv.addSchema({$id: 'openapi-request-strict', components: withoutAnnotations(strictCopy(request))});

  /** Validator ids of requests and of replies; an id can be in both. */
  const used = {request: new Set(), reply: new Set()};
  /** Identical schemas share one validator. */
  const byText = new Map();
  /** @param {'request' | 'reply'} side */
  const validator = (schema, base, side) => {
    const text = JSON.stringify(rebased(withoutAnnotations(schema), base));
    if (!byText.has(text)) {
      const id = `v${byText.size}`;
      ajv.addSchema({...JSON.parse(text), $id: id});
      byText.set(text, id);
    }
    used[side].add(byText.get(text));
    return byText.get(text);
  };
  /** @param {'request' | 'reply'} side */
  const pair = (schema, base, side) => ({lenient: validator(schema, base, side), strict: validator(strictCopy({schema}).schema, `${base}-strict`, side)});

  const apiBaseUrl = spec.servers?.[0]?.url?.replace(/\/$/, '');
  if (!apiBaseUrl) throw new GeneratorError(`${display(file)} has no servers[0].url.`);
  const list = [];
  for (const {path, method, pathItem, operation} of operations(spec)) {
    const security = operation.security ?? spec.security ?? [];
    if (!security.some((requirement) => 'ClientId' in requirement)) continue;
    const where = `${display(file)} ${method.toUpperCase()} ${path}`;
    const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((entry) => {
      const parameter = resolve(spec, entry);
      const schema = parameter.schema ?? {};
      const resolved = resolve(spec, schema);
      return {
        name: parameter.name,
        in: parameter.in,
        required: !!parameter.required,
        deprecated: !!parameter.deprecated,
        type: resolved.type ?? 'string',
        explode: parameter.explode !== false,
        ...(resolved.enum ? {enum: resolved.enum} : {}),
        ...(resolve(spec, resolved.items)?.enum ? {enum: resolve(spec, resolved.items).enum} : {}),
        value: parameterValue(spec, parameter) ?? null,
        // What a first request sends: required parameters and those with a default (as the Postman collection does).
        sent: !!parameter.required || resolved.default !== undefined,
        validator: validator(schema, 'openapi', 'request'),
      };
    });
    const requestBody = resolve(spec, operation.requestBody);
    let body = null;
    if (requestBody?.content) {
      const [contentType, media] = Object.entries(requestBody.content)[0];
      const json = contentType === 'application/json';
      body = {
        required: !!requestBody.required,
        contentType,
        contentTypes: Object.keys(requestBody.content),
        example: firstExample(spec, media) ?? null,
        ...(json ? {validators: pair(writableCopy(media.schema), 'openapi-request', 'request')} : {}),
      };
    }
    /** @type {Record<string, any>} */
    const responses = {};
    for (const [status, entry] of Object.entries(operation.responses ?? {})) {
      const response = resolve(spec, entry);
      const media = response.content?.['application/json'];
      responses[status] = {
        json: !!media,
        ...(media?.schema ? {validators: pair(media.schema, 'openapi', 'reply')} : {}),
        examples: /^2\d\d$/.test(status) ? examplesOf(spec, media).map(({name, value}) => ({name, value})) : [],
      };
    }
    const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
    if (!success) throw new GeneratorError(`${where} documents no success reply.`);
    list.push({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      tag: operation.tags?.[0] ?? '',
      summary: operation.summary ?? '',
      parameters,
      body,
      responses,
      success,
    });
  }
  /** @param {Set<string>} ids @param {string} name */
  const module = (ids, name) => {
    const exports = Object.fromEntries([...ids].map((id) => [id, id]));
    return `// Generated by npm run gen from ${display(file)}. Do not edit.\n${standaloneCode(ajv, exports)}\nexport const ${name} = {\n${[...ids].map((id) => `  ${id},`).join('\n')}\n};\n`;
  };
  return {contract: {apiBaseUrl, operations: list}, module: module(used.request, 'restValidators'), replyModule: module(used.reply, 'restReplyValidators')};
}
