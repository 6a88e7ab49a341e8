/**
 * Plain MDX tables for fields, parameters and headers, shown as a stacked list
 * (src/css/api-reference.css): the name with its type, limits and required
 * marker on one line, then the description with values, default and example
 * below it at full width.
 */
import {LONG_VALUE_LIST, attribute, cell, code, constraintsOf, fieldAnchor, literal, typeLabel} from '../../spec-toolkit/index.mjs';
import type {FieldRow} from '../../spec-toolkit/index.mjs';
import type {Header, Parameter} from './types';

function table(head: [string, string], rows: [string, string][]): string {
  const lines = [`| ${head[0]} | ${head[1]} |`, '| --- | --- |', ...rows.map(([a, b]) => `| ${a} | ${b} |`)];
  return `<div className="api-fields">\n\n${lines.join('\n')}\n\n</div>`;
}

function nameCell(name: string, type: string, constraints: string[], required?: boolean, flags: string[] = []): string {
  const limits = constraints.map(cell);
  const typeLine = [cell(type), ...limits, ...flags].join(' · ');
  return [
    code(name),
    `<span className="api-type">${typeLine}</span>`,
    required ? '<span className="api-required">required</span>' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function valuesLine(values: unknown[]): string {
  if (values.length === 0) return '';
  const list = values.map(literal).join(', ');
  return values.length > LONG_VALUE_LIST ? `<details className="api-values"><summary>Values: ${values.length}</summary>${list}</details>` : `Values: ${list}`;
}

function descriptionCell(parts: {
  description?: string;
  allowed?: unknown[] | null;
  hasDefault?: boolean;
  default?: unknown;
  example?: unknown;
  variant?: string;
  sameAs?: FieldRow['sameAs'];
}): string {
  const lines = [
    parts.variant ? `*When ${cell(parts.variant)}.*` : '',
    cell(parts.description),
    parts.sameAs ? `Fields as listed for ${code(parts.sameAs.path)} in ${parts.sameAs.where}.` : '',
    valuesLine(parts.allowed ?? []),
    parts.hasDefault ? `Default: ${literal(parts.default)}` : '',
    parts.example !== undefined ? `Example: ${literal(parts.example)}` : '',
  ].filter(Boolean);
  return lines.join('<br />');
}

/** Fields nested in a nested object (or in the items of a nested array) are folded when there are at least this many. */
const FOLD_MIN_ROWS = 2;

const isInside = (path: string, parent: string) => path.startsWith(`${parent}.`) || path.startsWith(`${parent}[]`);

/** A field of the body itself (or of the items of a body that is an array), not of one of its objects. */
const isTopLevel = (path: string) => !/\.|\[\]./.test(path.replace(/^\[\]\.?/, ''));

/** Where a page's field rows are anchored: the section id, and the ids already given on the page. */
export interface FieldAnchors {
  /** Id of the h2 or h3 above the table (the section the search index links a row to). */
  section: string;
  taken: Set<string>;
}

/** The row's anchor, put before its name; a name listed twice in one section (two content types) keeps its first. */
function anchorOf(name: string, anchors: FieldAnchors): string {
  const id = fieldAnchor(anchors.section, name);
  if (anchors.taken.has(id)) return '';
  anchors.taken.add(id);
  return `<span id=${attribute(id)} className="api-anchor" />`;
}

/** What a fold's summary says besides its count and noun, and its anchor (the props of src/components/Fold). */
export interface FoldLabel {
  plural?: string;
  names?: string;
  path?: string;
  each?: boolean;
  id?: string;
}

/** Content folded behind a disclosure that says how many things it holds (src/components/Fold). */
export function fold(count: number, noun: string, content: string, label: FoldLabel = {}): string {
  const props = Object.entries(label)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}=${attribute(value)}`))
    .join('');
  return `<Fold count={${count}} noun=${attribute(noun)}${props}>\n\n${content}\n\n</Fold>`;
}

/**
 * The fields as a stacked list. The fields of an object nested in a top-level
 * field are folded (closed, with their count) under the object's row, and with
 * `foldTopLevel` those of a top-level object too (a reply's `data`); every row keeps its anchor, and a link to a folded row opens
 * its folds (src/clientModules/openFoldedTarget.ts).
 */
export function fieldsTable(rows: FieldRow[], anchors: FieldAnchors, {foldTopLevel = false} = {}): string {
  const parts: string[] = [];
  let listed: [string, string][] = [];
  const flush = () => {
    if (listed.length) parts.push(table(['Field', 'Description'], listed));
    listed = [];
  };
  for (let index = 0; index < rows.length; ) {
    const row = rows[index];
    let end = index + 1;
    while (end < rows.length && isInside(rows[end].path, row.path)) end += 1;
    const nested = rows.slice(index + 1, end);
    listed.push([anchorOf(row.path, anchors) + nameCell(row.path, row.type, row.constraints, row.required, row.flags), descriptionCell(row)]);
    if ((isTopLevel(row.path) && !foldTopLevel) || nested.length < FOLD_MIN_ROWS) {
      index += 1;
      continue;
    }
    flush();
    const direct = nested.filter((inner) => !nested.some((other) => other !== inner && isInside(inner.path, other.path)));
    const each = nested.every((inner) => inner.path.startsWith(`${row.path}[]`));
    parts.push(fold(direct.length, 'field', fieldsTable(nested, anchors), {path: row.path, each}));
    index = end;
  }
  flush();
  return parts.join('\n\n');
}

export function parametersTable(parameters: Parameter[]): string {
  return table(
    ['Name', 'Description'],
    parameters.map((parameter) => [
      nameCell(
        parameter.name,
        typeLabel(parameter.schema),
        constraintsOf(parameter.schema),
        parameter.required,
        parameter.deprecated ? ['deprecated'] : [],
      ),
      descriptionCell({
        description: parameter.description,
        allowed: parameter.schema?.enum?.filter((value) => value !== null),
        hasDefault: parameter.schema?.default !== undefined,
        default: parameter.schema?.default,
        example: parameter.example ?? parameter.schema?.example,
      }),
    ]),
  );
}

export function headersTable(headers: Record<string, Header>, anchors: FieldAnchors): string {
  return table(
    ['Header', 'Description'],
    Object.entries(headers).map(([name, header]) => [
      anchorOf(name, anchors) +
        nameCell(name, typeLabel(header.schema), constraintsOf(header.schema), header.required),
      descriptionCell({description: header.description, allowed: header.schema?.enum}),
    ]),
  );
}
