import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {isGenerated} from '../../scripts/clear.mjs';

const tracked = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
const sources = tracked.filter((file) => /\.(m?[jt]sx?)$/.test(file) && !file.startsWith('examples/'));

/** Local modules a file imports (relative paths and `@site/` aliases), resolved from the project root. */
function localImports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm)]
    .map((match) => match[1] ?? match[2])
    .flatMap((target) => {
      if (target.startsWith('@site/')) return [target.slice('@site/'.length)];
      if (target.startsWith('.')) return [path.relative(root, path.resolve(root, path.dirname(file), target))];
      return [];
    });
}

test('generation flows one way: nothing in config/ or src/ imports from scripts/', () => {
  const backwards = sources
    .filter((file) => file.startsWith('config/') || file.startsWith('src/'))
    .flatMap((file) => localImports(file).filter((target) => target.startsWith('scripts/')).map((target) => `${file} -> ${target}`));
  expect(backwards).toEqual([]);
});

test('values the browser and Node share live in shared/, and every arrow points one way', () => {
  const local = (file: string) => localImports(file).filter((target) => !target.startsWith('node_modules/'));
  // shared/ is a leaf: it imports only itself.
  const fromShared = sources.filter((file) => file.startsWith('shared/')).flatMap((file) => local(file).filter((target) => !target.startsWith('shared/')).map((target) => `${file} -> ${target}`));
  expect(fromShared).toEqual([]);
  // Node code (config, scripts, the toolkit) takes no values from the site's source; config registers the site's plugins.
  const nodeToSrc = sources
    .filter((file) => /^(config|scripts|spec-toolkit)\//.test(file))
    .flatMap((file) => local(file).filter((target) => target.startsWith('src/') && !(file.startsWith('config/') && target.startsWith('src/plugins/'))).map((target) => `${file} -> ${target}`));
  expect(nodeToSrc).toEqual([]);
  // The site reads the configuration only through the deploy-time values and the headers both servers send.
  const srcToConfig = sources
    .filter((file) => file.startsWith('src/'))
    .flatMap((file) => local(file).filter((target) => target.startsWith('config/') && !/^config\/(deployment|serving\.mjs)$/.test(target)).map((target) => `${file} -> ${target}`));
  expect(srcToConfig).toEqual([]);
});

test('only the spec toolkit parses YAML', () => {
  const parsers = sources.filter(
    (file) => !file.startsWith('spec-toolkit/') && /from ['"]yaml['"]|require\(['"]yaml['"]\)/.test(fs.readFileSync(path.join(root, file), 'utf8')),
  );
  expect(parsers).toEqual([]);
});

test('generated files are not committed', () => {
  const generated = tracked.filter(
    (file) =>
      file.startsWith('.generated/') ||
      (file.startsWith('api/') && file !== 'api/index.mdx') ||
      file.startsWith('docs/docs/streaming_api/messages/') ||
      file.startsWith('src/data/generated/') ||
      /^static\/(openapi|asyncapi)\.yaml$/.test(file) ||
      file.startsWith('build/'),
  );
  expect(generated).toEqual([]);
});

test("README's map of the tree names every top-level folder, and every path it names exists", () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Map of the tree');
  expect(start).toBeGreaterThan(-1);
  const layout = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const named = [...layout.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) => [...row[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]));
  // What gen and the build write may not exist yet.
  const missing = named.filter((entry) => !fs.existsSync(path.join(root, entry.replace(/\/$/, ''))) && !isGenerated(entry));
  expect(missing).toEqual([]);
  const folders = [...new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))].filter(
    (folder) => !folder.startsWith('.'),
  );
  const unlisted = folders.filter((folder) => !named.some((entry) => entry === folder || entry.startsWith(`${folder}/`)));
  expect(unlisted).toEqual([]);
});

test('one streaming engine, two transports: the test stand-in and the playground worker import the same module, and neither holds a protocol rule', () => {
  const engine = 'src/engines/stream';
  const transports = ['tests/support/stand-ins/stream-stand-in.ts', 'src/components/Playground/simulation/worker.ts'];
  for (const file of transports) expect(localImports(file), file).toContain(engine);
  // Rules (codes, limits, message names) live in the engine; a transport only moves frames.
  const rules = /RATE_LIMIT_EXCEEDED|AUDIO_STREAM_|VALIDATION_ERROR|COMMAND_INTERVAL|set_task|input_audio_data/;
  for (const file of transports) expect(fs.readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(rules);
  // The engine's validators are the ones `npm run gen` compiles from the AsyncAPI description.
  expect(localImports(`${engine}/engine.ts`)).toContain('.generated/data/stream-validators.js');
  expect(localImports(`${engine}/engine.ts`).filter((target) => target.startsWith('tests/') || target.startsWith('scripts/'))).toEqual([]);
});

test('one REST engine, two transports: the Node stand-in and the console worker import it, and neither holds a contract rule', () => {
  const engine = 'src/engines/rest';
  const transports = ['tests/support/stand-ins/rest-mock.ts', 'src/components/ApiConsole/simulation/worker.ts'];
  for (const file of transports) expect(localImports(file), file).toContain(engine);
  // Codes, operation ids and header names belong to the engine; a transport only moves requests and replies.
  const rules = /error_code|errorEnvelope\(|problem\(|glossar|Idempotency-Key|operationId ===|validators\b/;
  for (const file of transports) expect(fs.readFileSync(path.join(root, file), 'utf8'), file).not.toMatch(rules);
  expect(localImports(`${engine}/contract.ts`)).toEqual(expect.arrayContaining(['.generated/data/rest-contract.json', '.generated/data/rest-validators.js']));
  // Only Node checks the engine's replies: the console's worker loads request validators alone.
  expect(localImports(`${engine}/checked.ts`)).toContain('.generated/data/rest-reply-validators.js');
  expect(localImports(`${engine}/index.ts`)).not.toContain(`${engine}/checked`);
  expect(localImports('tests/support/stand-ins/rest-mock.ts')).toContain(`${engine}/checked`);
  const engineFiles = fs.readdirSync(path.join(root, engine)).map((file) => `${engine}/${file}`);
  expect(engineFiles.flatMap((file) => localImports(file)).filter((target) => target.startsWith('tests/') || target.startsWith('scripts/'))).toEqual([]);
});
