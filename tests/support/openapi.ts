import Ajv from 'ajv';
import addFormats from 'ajv-formats';
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

/** Requests never carry read-only fields; responses never carry write-only ones. */
export type Direction = 'request' | 'response';

function hasFlag(spec: Json, schema: any, flag: 'readOnly' | 'writeOnly'): boolean {
  const target = deref(spec, schema);
  if (!target || typeof target !== 'object') return false;
  if (target[flag] === true) return true;
  return (target.allOf ?? []).some((part: any) => hasFlag(spec, part, flag));
}

/**
 * An OpenAPI 3.0 schema as JSON Schema for Ajv: `nullable` becomes a `null`
 * type (and a `null` enum value), boolean `exclusiveMinimum`/`Maximum` become
 * numbers, a required read-only field is required only in responses (and a
 * write-only one only in requests), and local refs point into the document
 * registered as `openapi-<direction>`.
 */
export function toJsonSchema(spec: Json, schema: any, direction: Direction): any {
  const convert = (node: any): any => toJsonSchema(spec, node, direction);
  if (Array.isArray(schema)) return schema.map(convert);
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') return {$ref: `openapi-${direction}${schema.$ref}`};
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (['properties', 'patternProperties'].includes(key)) {
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, sub]) => [name, convert(sub)]));
    } else if (['items', 'additionalProperties', 'not'].includes(key) && typeof value === 'object') {
      out[key] = convert(value);
    } else if (['allOf', 'anyOf', 'oneOf'].includes(key)) {
      out[key] = (value as any[]).map(convert);
    } else if (!['nullable', 'example', 'discriminator', 'xml', 'externalDocs', 'deprecated'].includes(key)) {
      out[key] = value;
    }
  }
  if (Array.isArray(schema.required) && schema.properties) {
    const hidden = direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = schema.required.filter((name: string) => !hasFlag(spec, schema.properties[name], hidden));
  }
  if (schema.exclusiveMinimum === true) {
    out.exclusiveMinimum = schema.minimum;
    delete out.minimum;
  } else if (schema.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (schema.exclusiveMaximum === true) {
    out.exclusiveMaximum = schema.maximum;
    delete out.maximum;
  } else if (schema.exclusiveMaximum === false) delete out.exclusiveMaximum;
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (out.type === undefined) return {anyOf: [out, {type: 'null'}]};
  }
  return out;
}

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

/** Compiles OpenAPI schemas of the description, as seen in requests or in responses (independently of the site's compiled validators). */
export function schemaCompiler(spec: Json) {
  const ajv = new Ajv({allErrors: true, strict: false, validateSchema: false});
  addFormats(ajv);
  // `binary` marks file parts of multipart bodies; any string is a valid example.
  ajv.addFormat('binary', true);
  for (const direction of ['request', 'response'] as const) {
    const schemas = Object.fromEntries(Object.entries(spec.components.schemas).map(([name, schema]) => [name, toJsonSchema(spec, schema, direction)]));
    ajv.addSchema({components: {schemas}}, `openapi-${direction}`);
  }
  return (schema: unknown, direction: Direction = 'response') => ajv.compile(toJsonSchema(spec, schema, direction));
}
