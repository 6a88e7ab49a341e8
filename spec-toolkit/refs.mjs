// Following `$ref`s inside one description (local references only).
import {pointer} from './load.mjs';

/** The name a reference gives its target: `#/components/schemas/Pipeline` → `Pipeline`. */
export const refName = (ref) => ref.slice(ref.lastIndexOf('/') + 1);

/** Resolves a chain of `$ref`s; returns the schema and the last reference followed (or null). */
export function deref(spec, schema, seen = []) {
  if (spec && schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref)) throw new Error(`circular reference ${[...seen, schema.$ref].join(' -> ')}`);
    const target = pointer(spec, schema.$ref);
    if (target === undefined) throw new Error(`the reference "${schema.$ref}" points to nothing`);
    const resolved = deref(spec, target, [...seen, schema.$ref]);
    return {schema: resolved.schema, ref: resolved.ref ?? schema.$ref};
  }
  return {schema: schema ?? {}, ref: null};
}

/** The target of `value` after following its `$ref`s (the value itself when it has none). */
export const resolve = (spec, value) => deref(spec, value).schema;

/**
 * A copy of `value` with every local `$ref` replaced by a copy of its target,
 * so that a schema reads on its own. A reference back into a schema that is
 * being copied (a recursive schema) stays a `$ref`.
 */
export function inline(spec, value, chain = []) {
  if (Array.isArray(value)) return value.map((item) => inline(spec, item, chain));
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string') {
    const {$ref, ...siblings} = value;
    if (chain.includes($ref)) return value;
    return {...inline(spec, pointer(spec, $ref), [...chain, $ref]), ...inline(spec, siblings, chain)};
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(spec, item, chain)]));
}
