import {createAjv} from '../../spec-toolkit/ajv.mjs';
import {fromOpenApi30, rebased, writableCopy} from '../../spec-toolkit/json-schema.mjs';
import {SPEC_FILES, operations as specOperations, readSpec, resolve} from '../../spec-toolkit/index.mjs';

export type Json = Record<string, any>;

export const openapiFile = SPEC_FILES.openapi;

export function loadOpenapi(): Json {
  return readSpec(openapiFile);
}

/** Follows `$ref`s (local only) until a real object is reached. */
export const deref = (spec: Json, value: any): any => resolve(spec, value);

export interface OperationEntry {
  path: string;
  method: string;
  operation: Json;
  pathItem: Json;
}

export const operations = (spec: Json): OperationEntry[] => specOperations(spec);

/** Every property name reachable from a schema, following refs, allOf/anyOf/oneOf, items and maps. */
export function propertyNames(spec: Json, schema: any, seen = new Set<any>()): Set<string> {
  const names = new Set<string>();
  const visit = (node: any) => {
    const target = deref(spec, node);
    if (!target || typeof target !== 'object' || seen.has(target)) return;
    seen.add(target);
    for (const [name, property] of Object.entries(target.properties ?? {})) {
      names.add(name);
      visit(property);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf']) for (const part of target[key] ?? []) visit(part);
    if (target.items) visit(target.items);
    if (target.additionalProperties && typeof target.additionalProperties === 'object') visit(target.additionalProperties);
  };
  visit(schema);
  return names;
}

/** Requests never carry read-only fields; responses carry every field. */
export type Direction = 'request' | 'response';

export interface ExampleCase {
  /** Where the example sits, for failure messages. */
  where: string;
  direction: Direction;
  schema: any;
  value: unknown;
}

function mediaExamples(spec: Json, where: string, direction: Direction, content: Json | undefined): ExampleCase[] {
  return Object.entries(content ?? {}).flatMap(([type, media]: [string, any]) => {
    const cases: ExampleCase[] = [];
    if (media.example !== undefined) cases.push({where: `${where} ${type} example`, direction, schema: media.schema, value: media.example});
    for (const [name, example] of Object.entries(media.examples ?? {})) {
      cases.push({where: `${where} ${type} examples.${name}`, direction, schema: media.schema, value: deref(spec, example).value});
    }
    return cases;
  });
}

function parameterExamples(spec: Json, where: string, parameter: any): ExampleCase[] {
  const resolved = deref(spec, parameter);
  const cases: ExampleCase[] = [];
  if (resolved.example !== undefined) cases.push({where: `${where} parameter ${resolved.name}`, direction: 'request', schema: resolved.schema, value: resolved.example});
  for (const [name, example] of Object.entries(resolved.examples ?? {})) {
    cases.push({
      where: `${where} parameter ${resolved.name} examples.${name}`,
      direction: 'request',
      schema: resolved.schema,
      value: deref(spec, example).value,
    });
  }
  return cases;
}

/** Every example of the description with the schema it must satisfy. */
export function allExamples(spec: Json): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const {path, method, pathItem, operation} of operations(spec)) {
    const where = `${method.toUpperCase()} ${path}`;
    for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
      cases.push(...parameterExamples(spec, where, parameter));
    }
    cases.push(...mediaExamples(spec, `${where} request`, 'request', deref(spec, operation.requestBody)?.content));
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const resolved = deref(spec, response);
      cases.push(...mediaExamples(spec, `${where} ${status}`, 'response', resolved.content));
      for (const [name, header] of Object.entries(resolved.headers ?? {})) {
        const h = deref(spec, header);
        if (h.example !== undefined) {
          cases.push({where: `${where} ${status} header ${name}`, direction: 'response', schema: h.schema, value: h.example});
        }
      }
    }
  }
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    cases.push(...schemaExamples(schema, `components.schemas.${name}`));
  }
  return cases;
}

/** `example` values written on a schema or on any schema nested in it. */
function schemaExamples(schema: any, where: string): ExampleCase[] {
  if (!schema || typeof schema !== 'object' || schema.$ref) return [];
  const cases: ExampleCase[] =
    schema.example === undefined ? [] : [{where: `${where}.example`, direction: 'response', schema, value: schema.example}];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    cases.push(...schemaExamples(property, `${where}.properties.${name}`));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    (schema[key] ?? []).forEach((part: any, index: number) => cases.push(...schemaExamples(part, `${where}.${key}[${index}]`)));
  }
  if (schema.items) cases.push(...schemaExamples(schema.items, `${where}.items`));
  if (typeof schema.additionalProperties === 'object') {
    cases.push(...schemaExamples(schema.additionalProperties, `${where}.additionalProperties`));
  }
  return cases;
}

/** Compiles OpenAPI schemas of the description as a request or a response must satisfy them, by the spec toolkit's rules. */
export function schemaCompiler(spec: Json) {
  const ajv = createAjv();
  const components = {schemas: fromOpenApi30(spec.components.schemas)};
  const copies = {request: writableCopy(components), response: components};
  for (const [direction, copy] of Object.entries(copies)) ajv.addSchema({$id: `openapi-${direction}`, components: copy});
  return (schema: unknown, direction: Direction = 'response') => {
    const converted = fromOpenApi30(direction === 'request' ? writableCopy(schema) : schema);
    return ajv.compile(rebased(converted as object, `openapi-${direction}`));
  };
}
