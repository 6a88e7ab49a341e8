import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {test} from '@playwright/test';
import {root} from './paths';
import {SPEC_FILES} from '../../spec-toolkit/index.mjs';

/** Runs `npm run gen`'s script with other descriptions; returns its exit status and output. */
export function runGen(args: string[]): {status: number | null; stdout: string; stderr: string} {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'gen.mjs'), ...args], {cwd: root, encoding: 'utf8'});
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

/** A scratch folder inside the running test's output folder, which Playwright empties before each run. */
export function scratchDir(name: string): string {
  const dir = test.info().outputPath(name);
  fs.mkdirSync(dir, {recursive: true});
  return dir;
}

type SpecName = keyof typeof SPEC_FILES;

/**
 * Writes a copy of the descriptions and the schema files they import into
 * `dir`, with `changes` applied to the text of the named ones; fails when a
 * change does nothing. Returns the path of every copy.
 */
export function modifiedSpecs(dir: string, changes: Partial<Record<SpecName, (text: string) => string>>): Record<SpecName, string> {
  const copies = {} as Record<SpecName, string>;
  for (const [name, source] of Object.entries(SPEC_FILES) as [SpecName, string][]) {
    const original = fs.readFileSync(source, 'utf8');
    const change = changes[name];
    const text = change ? change(original) : original;
    if (change && text === original) throw new Error(`the change did not alter ${path.basename(source)}`);
    copies[name] = path.join(dir, path.basename(source));
    fs.writeFileSync(copies[name], text);
  }
  return copies;
}

/** Writes a copy of the descriptions with `change` applied to asyncapi.yaml; returns its path. */
export function modifiedAsyncApi(dir: string, change: (text: string) => string): string {
  return modifiedSpecs(dir, {asyncapi: change}).asyncapi;
}

/**
 * Replaces the `default:` of one property inside one schema of a description's
 * text, e.g. `Preprocessing` / `vad_threshold`, wherever the schema is indented.
 */
export function changeDefault(text: string, schema: string, property: string, value: string): string {
  const lines = text.split('\n');
  const schemaLine = lines.findIndex((line) => line.trim() === `${schema}:` && /^ *$/.test(line.slice(0, line.indexOf(schema))));
  if (schemaLine < 0) throw new Error(`no schema ${schema}`);
  const indent = lines[schemaLine].indexOf(schema);
  const propertyIndent = ' '.repeat(indent + 4);
  const propertyLine = lines.indexOf(`${propertyIndent}${property}:`, schemaLine);
  if (propertyLine < 0) throw new Error(`no property ${property} in ${schema}`);
  const fieldIndent = `${propertyIndent}  `;
  for (let i = propertyLine + 1; i < lines.length && lines[i].startsWith(fieldIndent); i += 1) {
    if (lines[i].startsWith(`${fieldIndent}default: `)) {
      lines[i] = `${fieldIndent}default: ${value}`;
      return lines.join('\n');
    }
  }
  throw new Error(`${schema}.${property} has no default`);
}
