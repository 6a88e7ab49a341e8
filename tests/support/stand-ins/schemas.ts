import Ajv2019, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import {SPEC_FILES, readSpec} from '../../../spec-toolkit/index.mjs';

export function loadSpec(file: 'openapi.yaml' | 'asyncapi.yaml'): any {
  return fromOpenApi30(readSpec(file === 'openapi.yaml' ? SPEC_FILES.openapi : SPEC_FILES.asyncapi));
}

/** OpenAPI 3.0 writes `minimum: 0, exclusiveMinimum: true`; JSON Schema 2019 (Ajv) wants `exclusiveMinimum: 0`. */
function fromOpenApi30(node: any): any {
  if (Array.isArray(node)) return node.map(fromOpenApi30);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = fromOpenApi30(value);
  for (const [bound, exclusive] of [['minimum', 'exclusiveMinimum'], ['maximum', 'exclusiveMaximum']] as const) {
    if (typeof copy[exclusive] !== 'boolean') continue;
    if (copy[exclusive]) copy[exclusive] = copy[bound];
    else delete copy[exclusive];
    if (copy[exclusive] !== undefined) delete copy[bound];
  }
  return copy;
}

/** Names of the component schemas that appear as `allOf` members (`{allOf: [{$ref: '#/components/schemas/X'}]}`). */
function allOfMembers(tree: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(tree)) tree.forEach((item) => allOfMembers(item, found));
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      if (key === 'allOf' && Array.isArray(value)) {
        for (const member of value) {
          const ref = (member as {$ref?: unknown})?.$ref;
          if (typeof ref === 'string') found.add(ref.split('/').pop()!);
        }
      }
      allOfMembers(value, found);
    }
  }
  return found;
}

/** A copy of one schema with the rule below added; `isPart` for a member of an `allOf`. */
function strictSchema(schema: unknown, isPart: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => strictSchema(item, isPart));
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Examples and defaults are data, not schemas.
    copy[key] = ['example', 'examples', 'default', 'enum', 'const'].includes(key) ? value : strictSchema(value, key === 'allOf');
  }
  if ((copy.properties || copy.allOf) && !isPart && copy.additionalProperties === undefined && copy.patternProperties === undefined) {
    copy.unevaluatedProperties = false;
  }
  return copy;
}

/**
 * A copy of a document's `components` in which every object schema that
 * lists its `properties` (and says nothing about extra ones) rejects
 * properties it does not evaluate. The API ignores unknown fields, so a
 * misspelt optional field would pass unnoticed; the stand-ins use this copy to
 * report it. A member of an `allOf` sees only its own properties, so the rule
 * goes on the schema that holds the `allOf`, which sees what every member
 * evaluates; component schemas used as `allOf` members are left open.
 */
export function strictCopy<T>(components: T): T {
  const members = allOfMembers(components);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(components as Record<string, unknown>)) {
    copy[key] =
      key === 'schemas' && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, strictSchema(schema, members.has(name))]))
        : strictSchema(value, false);
  }
  return copy as T;
}

/** A copy in which `readOnly` properties are not required: what a request body has to satisfy. */
export function writableCopy<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(writableCopy) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, any> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = ['example', 'examples', 'default', 'enum', 'const'].includes(key) ? value : writableCopy(value);
  if (Array.isArray(copy.required) && copy.properties) {
    copy.required = copy.required.filter((name: string) => !copy.properties[name]?.readOnly);
  }
  return copy as T;
}

/** An Ajv instance for one spec document, registered under `id` (and `id-strict`). */
export function ajvFor(id: string, components: unknown): Ajv2019 {
  const ajv = new Ajv2019({allErrors: true, strict: false, discriminator: false});
  addFormats(ajv);
  ajv.addSchema({$id: id, components});
  ajv.addSchema({$id: `${id}-strict`, components: strictCopy(components)});
  ajv.addSchema({$id: `${id}-request`, components: writableCopy(components)});
  ajv.addSchema({$id: `${id}-request-strict`, components: strictCopy(writableCopy(components))});
  return ajv;
}

/** Errors that are about unknown properties only (from the strict copy). */
export function unknownProperties(validate: ValidateFunction): string[] {
  return (validate.errors ?? [])
    .filter((e) => e.keyword === 'unevaluatedProperties')
    .map((e) => `${e.instancePath}/${(e.params as {unevaluatedProperty: string}).unevaluatedProperty}`);
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  const unique = new Set(
    (errors ?? [])
      // `if`/`then` failures repeat the real error underneath them.
      .filter((e) => e.keyword !== 'if')
      .map((e) => `${e.instancePath || '/'} ${e.message}${e.keyword === 'enum' ? ` (${(e.params as {allowedValues: unknown[]}).allowedValues.slice(0, 6).join(', ')}…)` : ''}`),
  );
  return [...unique].join('; ');
}
