import fs from 'node:fs';
import path from 'node:path';
import {Parser, DiagnosticSeverity, type Diagnostic} from '@asyncapi/parser';
import {bundleSpec} from '../../spec-toolkit/index.mjs';
import {root} from './paths';

export const asyncapiPath = path.join(root, 'specs/asyncapi.yaml');

/** specs/asyncapi.yaml with the schemas it imports bundled in: the document the site publishes. */
export const bundledAsyncapi = (): string => bundleSpec(fs.readFileSync(asyncapiPath, 'utf8'), asyncapiPath).text;

const SEVERITY: Record<number, string> = {
  [DiagnosticSeverity.Error]: 'error',
  [DiagnosticSeverity.Warning]: 'warning',
  [DiagnosticSeverity.Information]: 'info',
  [DiagnosticSeverity.Hint]: 'hint',
};

/** One diagnostic as `file:line:column severity [rule] at path: message`, lines counted from 1. */
export function formatDiagnostic(diagnostic: Diagnostic, file: string): string {
  const {start} = diagnostic.range;
  const where = `${path.relative(root, file) || file}:${start.line + 1}:${start.character + 1}`;
  const at = diagnostic.path.length > 0 ? ` at ${diagnostic.path.join('.')}` : '';
  return `${where} ${SEVERITY[diagnostic.severity] ?? diagnostic.severity} [${diagnostic.code}]${at}: ${diagnostic.message}`;
}

/** Parses an AsyncAPI document with the official parser; returns its diagnostics, formatted, by severity. */
export async function checkAsyncApi(text: string, file = asyncapiPath) {
  const parser = new Parser();
  const {document, diagnostics} = await parser.parse(text, {source: file});
  const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error).map((d) => formatDiagnostic(d, file));
  const others = diagnostics.filter((d) => d.severity !== DiagnosticSeverity.Error).map((d) => formatDiagnostic(d, file));
  return {document, errors, others};
}
