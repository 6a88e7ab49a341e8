import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {SPEC_FILES, readSpec} from '../../spec-toolkit/index.mjs';
import {test, expect} from '@playwright/test';
import {codeBlocksIn, locate, sourcesFrom, where, type Source} from '../support/code-blocks';
import {describeErrors, messageKey, streamingValidators} from '../support/protocol';
import {root} from '../support/paths';

const blocks = codeBlocksIn(path.join(root, 'docs'));
const ofLanguage = (...languages: string[]) => blocks.filter((b) => languages.includes(b.language));
const scratch = path.join(root, 'test-results', 'doc-samples');
/** Written by npm run gen (scripts/generators/message-pages/); one code block per example of the AsyncAPI document. */
const messageReference = path.join(root, 'docs/docs/streaming_api/messages') + path.sep;

function asyncapiExampleCount(): number {
  const document = readSpec(SPEC_FILES.asyncapi);
  return Object.values(document.components.messages as Record<string, {examples?: unknown[]}>).reduce(
    (total, message) => total + (message.examples?.length ?? 0),
    0,
  );
}

function run(command: string, args: string[], cwd: string): string {
  try {
    execFileSync(command, args, {cwd, encoding: 'utf8', stdio: 'pipe'});
    return '';
  } catch (error) {
    const e = error as {stdout?: string; stderr?: string; message: string};
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
}

test('the guides contain code samples in every tab language', () => {
  expect(ofLanguage('bash', 'sh', 'shell').length).toBeGreaterThan(0);
  expect(ofLanguage('python', 'py').length).toBeGreaterThan(0);
  expect(ofLanguage('typescript', 'ts').length).toBeGreaterThan(0);
  expect(ofLanguage('json').length).toBeGreaterThan(0);
});

test('every JSON block parses', () => {
  const broken: string[] = [];
  for (const block of ofLanguage('json')) {
    try {
      JSON.parse(block.code);
    } catch (error) {
      broken.push(`${where(block, root)}: ${(error as Error).message}`);
    }
  }
  expect(broken).toEqual([]);
});

test('every streaming message in the guides and the generated message reference follows the protocol schema', () => {
  const validators = streamingValidators();
  const invalid: string[] = [];
  let checked = 0;
  let generated = 0;
  for (const block of ofLanguage('json')) {
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch {
      continue;
    }
    const key = messageKey(value);
    if (!key) continue;
    checked += 1;
    if (block.file.startsWith(messageReference)) generated += 1;
    const validate = validators.get(key);
    if (!validate) invalid.push(`${where(block, root)}: unknown message ${key}`);
    else if (!validate(value)) invalid.push(`${where(block, root)}: ${describeErrors(validate)}`);
  }
  expect(checked).toBeGreaterThan(5);
  expect(generated, `examples checked in ${path.relative(root, messageReference)} (run npm run gen first)`).toBe(asyncapiExampleCount());
  expect(invalid).toEqual([]);
});

test('every Python sample compiles', () => {
  const dir = path.join(scratch, 'python');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const {sources, problems} = sourcesFrom(ofLanguage('python', 'py'));
  const failures = [...problems];
  const files = sources.map((source, index) => {
    const file = path.join(dir, `sample_${index}.py`);
    fs.writeFileSync(file, source.code);
    return file;
  });
  // One interpreter compiles every sample: the error of each, or an empty string.
  const compile = 'import json, py_compile, sys\nerrors = []\nfor file in sys.argv[1:]:\n    try:\n        py_compile.compile(file, doraise=True)\n        errors.append("")\n    except py_compile.PyCompileError as error:\n        errors.append(error.msg)\nprint(json.dumps(errors))';
  const errors = JSON.parse(execFileSync('python3', ['-c', compile, ...files], {cwd: dir, encoding: 'utf8'})) as string[];
  expect(errors).toHaveLength(sources.length);
  errors.forEach((output, index) => {
    const line = Number(output.match(/line (\d+)/)?.[1] ?? 1);
    if (output) failures.push(`${locate(sources[index], line, root)}: ${output.trim().split('\n').slice(-2).join(' ')}`);
  });
  expect(failures).toEqual([]);
});

test('every TypeScript sample type-checks under strict mode', () => {
  const dir = path.join(scratch, 'typescript');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({type: 'module'}));
  // Build-tool configs import their tool; only its config helper's shape matters here.
  fs.writeFileSync(path.join(dir, 'tools.d.ts'), "declare module 'vite' {\n  export function defineConfig<T>(config: T): T;\n}\n");
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        lib: ['es2022', 'dom', 'dom.iterable'],
        types: ['node'],
        skipLibCheck: true,
      },
      include: ['*.ts'],
    }),
  );
  const {sources, problems} = sourcesFrom(ofLanguage('typescript', 'ts'));
  const byFile = new Map<string, Source>();
  sources.forEach((source, index) => {
    const name = `sample_${index}.ts`;
    byFile.set(name, source);
    fs.writeFileSync(path.join(dir, name), `${source.code}\nexport {};\n`);
  });
  const output = run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], dir);
  const located = output.replace(/(sample_\d+\.ts)\((\d+),\d+\)/g, (_whole, name: string, line: string) =>
    locate(byFile.get(name)!, Number(line), root),
  );
  expect(problems).toEqual([]);
  expect(located).toBe('');
});
