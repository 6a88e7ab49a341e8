import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {build} from 'esbuild';
import {root} from '../support/paths';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const mcpPackage = JSON.parse(read('mcp/package.json'));
const rootPackage = JSON.parse(read('package.json'));
const lock = JSON.parse(read('package-lock.json'));

/** The package a bare import names: `@scope/name/sub.js` → `@scope/name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

test("the MCP package is runnable with npx: a bin under its own name, the bundle published, the site's Node.js versions", () => {
  expect(rootPackage.workspaces).toContain('mcp');
  expect(mcpPackage.bin).toEqual({[mcpPackage.name]: 'dist/cli.js'});
  expect(mcpPackage.files).toEqual(['dist']);
  expect(mcpPackage.scripts.prepack).toBe('npm run build');
  expect(mcpPackage.engines).toEqual(rootPackage.engines);
});

test('the bundle imports only the packages the MCP package depends on, pinned to the versions the site is built with', async () => {
  const result = await build({
    entryPoints: [path.join(root, 'mcp/src/cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outfile: path.join(root, 'mcp/dist/cli.js'),
    logLevel: 'silent',
  });
  const imported = new Set(
    Object.values(result.metafile!.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !entry.path.startsWith('node:') && !builtinModules.includes(entry.path))
      .map((entry) => packageOf(entry.path)),
  );
  expect([...imported].sort()).toEqual(Object.keys(mcpPackage.dependencies).sort());
  for (const [name, version] of Object.entries<string>(mcpPackage.dependencies)) {
    expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
  }
});

test("the README, CONTRIBUTING.md and the guide give the install lines with the package's name", () => {
  const readme = read('README.md');
  const contributing = read('CONTRIBUTING.md');
  const guide = read('docs/docs/coding-assistants.mdx');
  for (const text of [readme, contributing]) expect(text).toContain('npm run mcp -- --site build');
  for (const [file, text] of [
    ['README.md', readme],
    ['CONTRIBUTING.md', contributing],
    ['coding-assistants.mdx', guide],
  ]) {
    const runs = [...text.matchAll(/npx -y ([\w@/.-]+)/g)].map(([, name]) => name);
    expect(runs.length, file).toBeGreaterThan(0);
    expect(new Set(runs), file).toEqual(new Set([mcpPackage.name]));
    const args = [...text.matchAll(/"args": \["-y", "([^"]+)"/g)].map(([, name]) => name);
    expect(
      args.every((name) => name === mcpPackage.name),
      file,
    ).toBe(true);
  }
  for (const client of ['Claude Code', 'Claude Desktop', 'Cursor', 'VS Code']) expect(guide).toContain(`label="${client}"`);
});
