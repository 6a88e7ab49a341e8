import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import semver from 'semver';
import {root} from '../support/paths';

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

test('package.json pins the stack exactly', () => {
  expect(pkg.version).toBe('0.0.0');
  const deps = {...pkg.dependencies, ...pkg.devDependencies} as Record<string, string>;
  for (const [name, version] of Object.entries(deps)) {
    if (name.startsWith('@docusaurus/')) expect(version, name).toBe('3.7.0');
  }
  expect(deps['docusaurus-plugin-openapi-docs']).toBe('4.7.1');
  expect(deps['docusaurus-theme-openapi-docs']).toBe('4.7.1');
  for (const name of ['@easyops-cn/docusaurus-search-local', 'react', 'react-dom', 'prism-react-renderer', 'clsx', 'typescript']) {
    expect(deps[name], name).toMatch(/^\d+\.\d+\.\d+$/);
  }
  // Every install script is reviewed (npm warns about the rest): none runs.
  expect(pkg.allowScripts).toEqual({
    'postman-code-generators': false,
    '@parcel/watcher': false,
    '@scarf/scarf': false,
    '@swc/core': false,
    'core-js': false,
    'core-js-pure': false,
    esbuild: false,
  });
  for (const script of ['start', 'build', 'serve', 'typecheck', 'test', 'bench']) {
    expect(pkg.scripts[script], script).toBeTruthy();
  }
});

test('the Node.js versions in package.json and README are the ones every locked package accepts', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const lowest = new semver.Range(pkg.engines.node).set.map((comparators) => semver.minVersion(comparators.map(String).join(' '))!.version);
  const refusing = Object.entries(lock.packages as Record<string, {version: string; engines?: {node?: string}}>)
    .filter(([name]) => name !== '')
    .flatMap(([name, entry]) =>
      lowest
        .filter((node) => entry.engines?.node && !semver.satisfies(node, entry.engines.node))
        .map((node) => `${name}@${entry.version} refuses Node ${node}: ${entry.engines!.node}`),
    );
  expect(refusing).toEqual([]);
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const stated = readme
    .match(/Node\.js (\d+\.\d+)\+ or (\d+\.\d+)\+/)
    ?.slice(1)
    .map((version) => `${version}.0`);
  expect(stated, 'README states "Node.js A.B+ or C.D+"').toEqual(lowest);
});

test('every installed @docusaurus package is 3.7.0', () => {
  const wrong: string[] = [];
  const scan = (nodeModules: string) => {
    for (const entry of fs.readdirSync(nodeModules, {withFileTypes: true})) {
      if (!entry.isDirectory()) continue;
      const packages = entry.name.startsWith('@')
        ? fs.readdirSync(path.join(nodeModules, entry.name)).map((name) => path.join(entry.name, name))
        : [entry.name];
      for (const name of packages) {
        const dir = path.join(nodeModules, name);
        const manifest = path.join(dir, 'package.json');
        if (name.startsWith('@docusaurus/') && fs.existsSync(manifest)) {
          const {version} = JSON.parse(fs.readFileSync(manifest, 'utf8'));
          if (version !== '3.7.0') wrong.push(`${name}@${version} (${path.relative(root, dir)})`);
        }
        const nested = path.join(dir, 'node_modules');
        if (fs.existsSync(nested)) scan(nested);
      }
    }
  };
  scan(path.join(root, 'node_modules'));
  expect(wrong).toEqual([]);
});

/** What a command printed when it failed; '' when it succeeded. */
function failureOf(file: string, args: string[]): string {
  try {
    execFileSync(file, args, {cwd: root, encoding: 'utf8', stdio: 'pipe'});
    return '';
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string; message: string};
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

/**
 * Where tsc, ESLint and Prettier keep what they learnt about unchanged files, so a second run checks only what
 * changed. `npm ci` empties it with node_modules; the checks' verdicts are the same with or without it.
 */
const checkCache = (name: string) => path.join(root, 'node_modules/.cache/checks', name);

/** tsc over one project, remembering the files it checked (`--incremental`). */
function typeCheck(project: string, cacheName: string): string {
  return failureOf(process.execPath, [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    checkCache(cacheName),
    '-p',
    project,
  ]);
}

test('the TypeScript sources type-check', () => {
  test.setTimeout(180_000);
  expect(typeCheck(root, 'site.tsbuildinfo')).toBe('');
});

test('the scripts and the spec toolkit (JavaScript with JSDoc types) type-check', () => {
  test.setTimeout(180_000);
  expect(typeCheck(path.join(root, 'tsconfig.scripts.json'), 'scripts.tsbuildinfo')).toBe('');
});

test('ESLint finds no problem', () => {
  test.setTimeout(240_000);
  const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', checkCache('eslint/')];
  expect(failureOf(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), ...cache, '.'])).toBe('');
});

/** The commands of a shell snippet: comments, blank lines and shell set-up (`set`, `cd`) left out. */
function commandsOf(script: string): string[] {
  return script
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line && !/^(set|cd)\s/.test(line));
}

test('.ci/run calls exactly the README test command', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const firstBlock = readme.match(/^```[\w-]*\n([\s\S]*?)^```/m)?.[1];
  expect(firstBlock, 'README.md has no code block').toBeDefined();
  const testCommands = commandsOf(firstBlock!).filter((command) => /^npm (test|run test)\b/.test(command));
  expect(testCommands, "README's first code block names one test command").toHaveLength(1);
  expect(commandsOf(fs.readFileSync(path.join(root, '.ci/run'), 'utf8'))).toEqual(testCommands);
});

test('the code is formatted as Prettier writes it (npm run format)', () => {
  test.setTimeout(180_000);
  expect(
    failureOf(process.execPath, [
      path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
      '--check',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      checkCache('prettier'),
      '--log-level',
      'warn',
      '**/*.{js,mjs,cjs,ts,tsx,css}',
    ]),
  ).toBe('');
});
