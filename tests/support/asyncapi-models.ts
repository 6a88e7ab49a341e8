import type {AsyncAPIDocumentInterface, SchemaInterface} from '@asyncapi/parser';

/**
 * Code generators (Modelina and the AsyncAPI templates) name a model after the
 * schema's `title` and fall back to `AnonymousSchema_<n>`, renumbered on every
 * edit. A model is made for every object and every enum, so each of those,
 * from a message payload down, needs a title. `if`/`then`/`else` only add
 * conditions to their parent and make no model.
 */
function isModel(schema: SchemaInterface): boolean {
  const type = schema.type();
  const types = Array.isArray(type) ? type : type ? [type] : [];
  return types.includes('object') || schema.properties() !== undefined || schema.enum() !== undefined;
}

function childrenOf(schema: SchemaInterface): [string, SchemaInterface][] {
  const children: [string, SchemaInterface][] = Object.entries(schema.properties() ?? {}).map(([name, child]) => [`.${name}`, child]);
  const items = schema.items();
  if (items) (Array.isArray(items) ? items : [items]).forEach((item) => children.push(['[]', item]));
  const additional = schema.additionalProperties();
  if (typeof additional === 'object') children.push(['{}', additional]);
  for (const [key, list] of [
    ['oneOf', schema.oneOf()],
    ['anyOf', schema.anyOf()],
    ['allOf', schema.allOf()],
  ] as const) {
    (list ?? []).forEach((child, index) => children.push([`/${key}/${index}`, child]));
  }
  return children;
}

/** Paths (`Message.payload.data.field`) of the schemas that would become anonymous models. */
export function anonymousModels(document: AsyncAPIDocumentInterface): string[] {
  const found: string[] = [];
  const visited = new Set<unknown>();
  const visit = (schema: SchemaInterface, where: string) => {
    if (visited.has(schema.json())) return;
    visited.add(schema.json());
    if (isModel(schema) && !schema.title()) found.push(where);
    for (const [step, child] of childrenOf(schema)) visit(child, where + step);
  };
  for (const message of document.components().messages().all()) {
    const payload = message.payload();
    if (payload) visit(payload, `${message.id()}.payload`);
  }
  return found;
}

/** Titles given to two different schemas: generated models would clash or get suffixes. */
export function clashingTitles(document: AsyncAPIDocumentInterface): string[] {
  const byTitle = new Map<string, Set<string>>();
  const visited = new Set<unknown>();
  const visit = (schema: SchemaInterface) => {
    if (visited.has(schema.json())) return;
    visited.add(schema.json());
    const title = schema.title();
    if (title) byTitle.set(title, (byTitle.get(title) ?? new Set()).add(JSON.stringify(schema.json())));
    for (const [, child] of childrenOf(schema)) visit(child);
  };
  for (const message of document.components().messages().all()) {
    const payload = message.payload();
    if (payload) visit(payload);
  }
  return [...byTitle].filter(([, shapes]) => shapes.size > 1).map(([title]) => title);
}
