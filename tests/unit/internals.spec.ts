import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {MODULE_SWAPS} from '../../src/internals/module-swaps';

// Everything the site takes from a package beyond its documented API goes through src/internals/ (see its README).
const SEAM = path.join(root, 'src/internals');
const INTERNAL = /^(@docusaurus\/[^/]+\/(lib|internal)(\/|$)|@easyops-cn\/docusaurus-search-local\/dist\/|(\.\.\/)+node_modules\/)/;
const SOURCE = /\.(ts|tsx|mjs|js|jsx)$/;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.split(path.sep).includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The module specifiers a file imports or re-exports. */
function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+(['"])([^'"]+)\1|\b(?:require|import)\((['"])([^'"]+)\3\)/g)].map(
    (m) => m[2] ?? m[4],
  );
}

const sourceFiles = ['src', 'config', 'scripts', 'mcp/src', 'tests', 'spec-toolkit'].flatMap((dir) => filesUnder(path.join(root, dir)));

test('package internals are imported in src/internals/ only, and each one its README lists resolves', () => {
  const outside = sourceFiles.flatMap((file) =>
    specifiersOf(file)
      .filter((specifier) => INTERNAL.test(specifier) && !file.startsWith(`${SEAM}${path.sep}`))
      .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
  );
  expect(outside).toEqual([]);

  const inSeam = filesUnder(SEAM).flatMap((file) =>
    specifiersOf(file)
      .filter((specifier) => INTERNAL.test(specifier))
      .map((specifier) => ({file, specifier})),
  );
  const readme = fs.readFileSync(path.join(SEAM, 'README.md'), 'utf8');
  const unresolved = inSeam.filter(({file, specifier}) => {
    try {
      require.resolve(specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier, {paths: [root]});
      return false;
    } catch {
      return true;
    }
  });
  expect(unresolved).toEqual([]);
  const unlisted = inSeam
    .map(({specifier}) => specifier.replace(/^(\.\.\/)+node_modules\//, ''))
    .filter((specifier) => !readme.includes(specifier));
  expect(unlisted).toEqual([]);
});

test('the names taken from @docusaurus/theme-common/internal are still exported there', () => {
  const seam = fs.readFileSync(path.join(SEAM, 'theme-common.ts'), 'utf8');
  const names = [...seam.matchAll(/^\s+(\w+),$/gm)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(3);
  const declarations = fs.readFileSync(path.join(root, 'node_modules/@docusaurus/theme-common/lib/internal.d.ts'), 'utf8');
  expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(declarations))).toEqual([]);
});

/** Every file of an installed package, as a path. */
function packageFiles(name: string): string[] {
  const dir = path.join(root, 'node_modules', name);
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('each module swap matches exactly the one file it replaces in the installed packages', () => {
  const themeClassic = packageFiles('@docusaurus/theme-classic');
  expect(themeClassic.filter((file) => MODULE_SWAPS.eagerPrism.test(file))).toHaveLength(1);

  // The helpers that load ICU are swapped by the name their package's own files import them by, in those folders alone.
  for (const [name, {context, request}] of Object.entries(MODULE_SWAPS.withoutIcu)) {
    const importers = ['@docusaurus/plugin-content-docs', '@docusaurus/theme-common']
      .flatMap(packageFiles)
      .filter((file) => file.endsWith('.js') && context.test(path.dirname(file)));
    expect(
      importers.flatMap(specifiersOf).filter((specifier) => request.test(specifier)),
      `an import of ${name}`,
    ).not.toEqual([]);
  }

  // The search plugin's requests are swapped by name inside its client folder: each name must still be imported there.
  const searchClient = packageFiles('@easyops-cn/docusaurus-search-local').filter(
    (file) => MODULE_SWAPS.searchClient.test(file) && SOURCE.test(file),
  );
  expect(searchClient.length).toBeGreaterThan(0);
  const requests = searchClient.flatMap(specifiersOf);
  for (const [name, pattern] of Object.entries(MODULE_SWAPS.searchRequests)) {
    expect(
      requests.filter((request) => pattern.test(request)),
      `an import of ${name} in the search plugin's client`,
    ).not.toEqual([]);
  }
});

test('the code block parts are found in the installed theme-classic: each button once, and every class name the block uses', () => {
  const seam = fs.readFileSync(path.join(SEAM, 'code-block.tsx'), 'utf8');
  const [, directory, pattern] = /require\.context\(\s*'([^']+)',\s*true,\s*\/(.+)\/,\s*\)/.exec(seam) ?? [];
  const base = path.join(root, 'node_modules', directory);
  const keys = fs
    .readdirSync(base, {recursive: true})
    .map((file) => `./${String(file).split(path.sep).join('/')}`)
    .filter((key) => new RegExp(pattern).test(key));
  expect(keys.filter((key) => key.endsWith('/CopyButton/index.js'))).toHaveLength(1);
  expect(keys.filter((key) => key.endsWith('/WordWrapButton/index.js'))).toHaveLength(1);
  const classes = new Set(
    keys
      .filter((key) => key.endsWith('.css'))
      .flatMap((key) => [...fs.readFileSync(path.join(base, key), 'utf8').matchAll(/\.([A-Za-z][\w-]*)/g)].map((m) => m[1])),
  );
  const users = ['src/theme/CodeBlock/Content/String.tsx', 'src/components/CodeLines/TokenLine.tsx'];
  const block = users.map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n');
  const used = [...new Set([...block.matchAll(/\bstyles\.(\w+)/g)].map((m) => m[1]))];
  expect(used).toEqual(expect.arrayContaining(['codeBlock', 'codeLine', 'codeLineNumber', 'codeLineContent']));
  expect(used.filter((name) => !classes.has(name))).toEqual([]);
});
