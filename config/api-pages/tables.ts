/**
 * Plain MDX tables for fields, parameters and headers, shown as a stacked list
 * (src/css/api-reference.css): the name with its type, limits and required
 * marker on one line, then the description with values, default and example
 * below it at full width.
 */
import {LONG_VALUE_LIST, cell, code, constraintsOf, literal, typeLabel} from '../../spec-toolkit/index.mjs';
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

export function fieldsTable(rows: FieldRow[]): string {
  return table(
    ['Field', 'Description'],
    rows.map((row) => [nameCell(row.path, row.type, row.constraints, row.required, row.flags), descriptionCell(row)]),
  );
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

export function headersTable(headers: Record<string, Header>): string {
  return table(
    ['Header', 'Description'],
    Object.entries(headers).map(([name, header]) => [
      nameCell(name, typeLabel(header.schema), constraintsOf(header.schema), header.required),
      descriptionCell({description: header.description, allowed: header.schema?.enum}),
    ]),
  );
}
