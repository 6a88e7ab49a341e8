import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {test} from '@playwright/test';
import {root} from './paths';
import {asyncapiPath} from './asyncapi';

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

/** Writes a copy of asyncapi.yaml with `change` applied to its text; fails when the change does nothing. */
export function modifiedAsyncApi(dir: string, change: (text: string) => string): string {
  const original = fs.readFileSync(asyncapiPath, 'utf8');
  const changed = change(original);
  if (changed === original) throw new Error('the change did not alter asyncapi.yaml');
  const file = path.join(dir, 'asyncapi.yaml');
  fs.writeFileSync(file, changed);
  return file;
}

/**
 * Replaces the `default:` of one property inside one schema of the document's
 * text, e.g. `Preprocessing` / `vad_threshold`.
 */
export function changeDefault(text: string, schema: string, property: string, value: string): string {
  const lines = text.split('\n');
  const schemaLine = lines.indexOf(`    ${schema}:`);
  if (schemaLine < 0) throw new Error(`no schema ${schema}`);
  const propertyLine = lines.indexOf(`        ${property}:`, schemaLine);
  if (propertyLine < 0) throw new Error(`no property ${property} in ${schema}`);
  for (let i = propertyLine + 1; i < lines.length && lines[i].startsWith('          '); i += 1) {
    if (/^ {10}default: /.test(lines[i])) {
      lines[i] = `          default: ${value}`;
      return lines.join('\n');
    }
  }
  throw new Error(`${schema}.${property} has no default`);
}
