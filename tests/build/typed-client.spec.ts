import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseSpec} from '../../spec-toolkit/index.mjs';
import {ensureInstalled, run, scratchDir} from '../support/examples';
import {readBuildFile, root} from '../support/paths';

// The API introduction tells readers how to generate TypeScript types from the
// published openapi.yaml with openapi-typescript. Here its command runs on the
// download and its snippet is compiled: it must type-check with the documented
// flag, and must not without it (the reason the flag is documented).
const project = path.join(root, 'tests', 'fixtures', 'typed-client');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const published = readBuildFile('openapi.yaml');
const description = parseSpec(published, path.join(root, 'build', 'openapi.yaml')).info.description as string;
const block = (language: string) => {
  const found = description.match(new RegExp('```' + language + '\\n([\\s\\S]*?)```'))?.[1];
  if (!found) throw new Error(`the API introduction has no ${language} block`);
  return found;
};
const command = block('bash').trim();
const snippet = block('ts');

async function compile(flags: string[]): Promise<{code: number | null; output: string}> {
  const dir = path.join(scratchDir, 'typed-client', flags.length ? 'documented' : 'defaults');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'openapi.yaml'), published);
  fs.writeFileSync(path.join(dir, 'check.ts'), snippet);
  const [, , ...args] = command.split(/\s+/); // npx openapi-typescript …
  const generator = path.join(project, 'node_modules', '.bin', 'openapi-typescript');
  const generated = await run(generator, [...args.filter((arg) => !arg.startsWith('--default-non-nullable')), ...flags], {cwd: dir});
  expect(generated.code, generated.stderr).toBe(0);
  // Only the generated types: none of the @types packages of the folders above.
  const options = {strict: true, noEmit: true, module: 'preserve', moduleResolution: 'bundler', types: []};
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({compilerOptions: options, files: ['check.ts']}));
  const checked = await run(process.execPath, [tsc, '--project', 'tsconfig.json'], {cwd: dir});
  return {code: checked.code, output: checked.stdout + checked.stderr};
}

test.beforeAll(() => ensureInstalled(project));
test.describe.configure({timeout: 180_000});

test('the documented openapi-typescript command gives types the documented session request compiles against', async () => {
  expect(command).toMatch(/^npx openapi-typescript openapi\.yaml -o api\.d\.ts --default-non-nullable=false$/);
  const documented = await compile(['--default-non-nullable=false']);
  expect(documented.output).toBe('');
  expect(documented.code).toBe(0);
});

test('without the flag the same request does not type-check, which is why the flag is documented', async () => {
  const defaults = await compile([]);
  expect(defaults.code).not.toBe(0);
  expect(defaults.output).toContain('is missing the following properties');
});
