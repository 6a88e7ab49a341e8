import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import semver from 'semver';
import {root} from '../support/paths';
import {reportedResult, runCheck, type CheckName} from '../../scripts/lib/static-checks.mjs';

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

/**
 * What a static check printed ('' when it passed): from the report of the run scripts/test.sh started beside the
 * build (STATIC_CHECKS_REPORT), or run here.
 */
async function failureOf(name: CheckName): Promise<string> {
  const report = process.env.STATIC_CHECKS_REPORT;
  return report ? reportedResult(report, name, CHECK_TIMEOUT_MS - 10_000) : runCheck(root, name);
}

/** The longest check, ESLint, takes about 40 s beside the browser tests; ten times that at a load average of 20. */
const CHECK_TIMEOUT_MS = 420_000;

test('the TypeScript sources type-check', async () => {
  test.setTimeout(CHECK_TIMEOUT_MS);
  expect(await failureOf('typescript')).toBe('');
});

test('the scripts and the spec toolkit (JavaScript with JSDoc types) type-check', async () => {
  test.setTimeout(CHECK_TIMEOUT_MS);
  expect(await failureOf('typescript-scripts')).toBe('');
});

test('ESLint finds no problem', async () => {
  test.setTimeout(CHECK_TIMEOUT_MS);
  expect(await failureOf('eslint')).toBe('');
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

test('the code is formatted as Prettier writes it (npm run format)', async () => {
  test.setTimeout(CHECK_TIMEOUT_MS);
  expect(await failureOf('prettier')).toBe('');
});
