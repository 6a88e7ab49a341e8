import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import ts from 'typescript';
import {root} from '../support/paths';
import {loadOpenapi, operations} from '../support/openapi';
import {readDeployment} from '../../config/deployment';
import {withDeploymentHosts} from '../../scripts/generators/deployment-hosts.mjs';
import {withCodeSamples} from '../../scripts/generators/code-samples/index.mjs';
import {fieldRows, ListedSchemas, mdxText, parseSpec} from '../../spec-toolkit/index.mjs';
import {runGen} from '../support/generators';

const scratch: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-gen-'));
  scratch.push(dir);
  return dir;
};
test.afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

test.describe('the generator refuses a broken description', () => {
  test('a YAML syntax error stops it with the file and line', () => {
    const file = path.join(tmp(), 'broken.yaml');
    fs.writeFileSync(file, 'openapi: 3.0.3\ninfo:\n  title: "unterminated\npaths: {}\n');
    const result = runGen(['--openapi', file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:\\d+: `));
  });

  test('a $ref that points nowhere stops it with the file and line of the $ref', () => {
    const file = path.join(tmp(), 'dangling.yaml');
    fs.writeFileSync(
      file,
      'openapi: 3.0.3\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          $ref: "#/components/responses/Gone"\n',
    );
    const result = runGen(['--openapi', file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/:7:\d+: \$ref "#\/components\/responses\/Gone" points to nothing/);
    expect(result.stderr).toContain(file);
  });

  /** A copy of a description in specs/ with one line changed: the line's number, and the column where `token` stands on it. */
  function withLineChanged(name: 'openapi' | 'asyncapi', find: RegExp, change: (line: string) => string, token: string) {
    const lines = fs.readFileSync(path.join(root, 'specs', `${name}.yaml`), 'utf8').split('\n');
    const index = lines.findIndex((line) => find.test(line));
    lines[index] = change(lines[index]);
    const column = lines[index].indexOf(token) + 1;
    const file = path.join(tmp(), `${name}.yaml`);
    fs.writeFileSync(file, lines.join('\n'));
    return {file, line: index + 1, column};
  }

  for (const [name, find, change, token, reason] of [
    [
      'openapi',
      /^\s+type: string$/,
      (line: string) => line.replace('string', 'strng'),
      'strng',
      'type "strng" is not a schema type: use string, number, integer, boolean, array, object',
    ],
    [
      'asyncapi',
      /^\s+type: integer$/,
      (line: string) => line.replace('integer', 'int'),
      'int',
      'type "int" is not a schema type: use string, number, integer, boolean, array, object, null',
    ],
    [
      'openapi',
      /^\s+minLength: \d+$/,
      (line: string) => line.replace('minLength', 'minLenght'),
      'minLenght',
      '"minLenght" is not a schema keyword',
    ],
    ['asyncapi', /^\s+maximum: \d+$/, (line: string) => line.replace(/\d+$/, '"high"'), '"high"', '"maximum" takes a number'],
  ] as const) {
    test(`a schema mistake in ${name}.yaml stops it at its file, line and column: ${reason}`, () => {
      const {file, line, column} = withLineChanged(name, find, change, token);
      const result = runGen([`--${name}`, file]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`gen: ${file}:${line}:${column}: ${reason}`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });
  }

  test('parse errors carry the line of the problem', () => {
    expect(() => parseSpec('a: 1\na: 2\n', '/x/spec.yaml')).toThrow(/spec\.yaml:2:1: Map keys must be unique/);
  });
});

test('deploy-time hosts replace every default host, and nothing else', () => {
  const file = path.join(root, 'specs', 'openapi.yaml');
  const text = fs.readFileSync(file, 'utf8');
  const deployment = readDeployment({
    API_BASE_URL: 'https://rest.acme.test',
    STREAM_BASE_URL: 'https://live.acme.test',
    APP_URL: 'https://console.acme.test',
    SUPPORT_EMAIL: 'help@acme.test',
  });
  const replaced = withDeploymentHosts(text, deployment);
  const spec = parseSpec(replaced, file);
  expect(spec.servers[0].url).toBe('https://rest.acme.test');
  expect(spec.paths['/streaming-api/v1/speech-to-speech/stream'].get.servers[0].url).toBe('https://live.acme.test');
  for (const host of ['api.example.com', 'stream.example.com', 'app.example.com', 'api.support@example.com']) {
    expect(replaced, host).not.toContain(host);
  }
  // The stand-in for a destination the reader owns stays as written.
  expect(replaced).toContain('rtmp://rtmp.example.com/static');
  expect(withDeploymentHosts(text, readDeployment({}))).toBe(text);
});

test.describe('code samples', () => {
  const spec = withCodeSamples(loadOpenapi());
  const samples = operations(spec).map(({operation}) => ({
    id: operation.operationId as string,
    samples: operation['x-codeSamples'] as {lang: string; label: string; source: string}[],
  }));

  test('every operation has cURL, Python, TypeScript and Go samples, in that order', () => {
    expect(samples).toHaveLength(30);
    for (const {id, samples: list} of samples) {
      expect(
        list.map((s) => s.lang),
        id,
      ).toEqual(['curl', 'python', 'typescript', 'go']);
      for (const sample of list) expect(sample.source.trim().length, `${id} ${sample.lang}`).toBeGreaterThan(40);
    }
  });

  test('REST samples send both API-key headers and never a real secret', () => {
    for (const {id, samples: list} of samples.filter((s) => s.id !== 'translation-management-web-socket-api')) {
      const [curl, python, typescript, go] = list.map((s) => s.source);
      expect(curl, id).toContain('-H "ClientId: <CLIENT_ID>"');
      expect(curl, id).toContain('-H "ClientSecret: <CLIENT_SECRET>"');
      expect(python, id).toContain('os.environ["API_CLIENT_SECRET"]');
      expect(typescript, id).toContain("env('API_CLIENT_SECRET')");
      expect(go, id).toContain('os.Getenv("API_CLIENT_SECRET")');
    }
  });

  test('the WebSocket samples connect with the publisher token and send set_task', () => {
    const socket = samples.find((s) => s.id === 'translation-management-web-socket-api')!.samples;
    expect(socket[0].source).toContain('?token=<PUBLISHER_JWT>');
    for (const sample of socket.slice(1)) {
      expect(sample.source).toContain('PUBLISHER_JWT');
      expect(sample.source).toContain('set_task');
      expect(sample.source).toContain('wss://');
    }
  });

  test('the TypeScript samples type-check as ES modules under strict', () => {
    // Inside the project, so `ws` and the Node.js types resolve as in a reader's folder after npm install.
    const dir = test.info().outputPath('typescript-samples');
    fs.mkdirSync(dir, {recursive: true});
    const files = samples.map(({id, samples: list}) => {
      const file = path.join(dir, `${id}.mts`);
      fs.writeFileSync(file, list.find((s) => s.lang === 'typescript')!.source);
      return file;
    });
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      types: ['node'],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${path.basename(d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(problems).toEqual([]);
  });

  test('the cURL samples are valid shell', () => {
    const failures = samples.flatMap(({id, samples: list}) => {
      const result = spawnSync('bash', ['-n'], {input: list[0].source, encoding: 'utf8'});
      return result.status === 0 ? [] : [`${id}: ${result.stderr}`];
    });
    expect(failures).toEqual([]);
  });

  test('the Python samples compile', () => {
    const python = spawnSync('python3', ['--version']);
    test.skip(python.status !== 0, 'python3 is not installed');
    const sources = Object.fromEntries(samples.map(({id, samples: list}) => [id, list.find((s) => s.lang === 'python')!.source]));
    const check = [
      'import ast, json, sys',
      'for name, source in json.load(sys.stdin).items():',
      '    try:',
      '        ast.parse(source)',
      '    except SyntaxError as error:',
      '        print(f"{name}: {error}")',
    ].join('\n');
    const result = spawnSync('python3', ['-c', check], {input: JSON.stringify(sources), encoding: 'utf8'});
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('');
  });

  test('the Go samples are complete programs with balanced braces', () => {
    for (const {id, samples: list} of samples) {
      const go = list.find((s) => s.lang === 'go')!.source;
      expect(go, id).toMatch(/^package main\n\nimport \(\n/);
      expect(go, id).toContain('func main() {');
      const code = go.replace(/`[^`]*`/g, '').replace(/"(?:[^"\\]|\\.)*"/g, '');
      expect(code.split('{').length, id).toBe(code.split('}').length);
    }
  });
});

test('MDX escaping keeps code as written and neutralises braces and stray tags in prose', () => {
  expect(mdxText('Send {"data": {}} as <CLIENT_ID>, or `{"data": {}}` with `<CLIENT_ID>`.')).toBe(
    'Send \\{"data": \\{\\}\\} as \\<CLIENT_ID>, or `{"data": {}}` with `<CLIENT_ID>`.',
  );
  expect(mdxText('<a href="/openapi.yaml" download="openapi.yaml">openapi.yaml</a>')).toBe(
    '<a href="/openapi.yaml" download="openapi.yaml">openapi.yaml</a>',
  );
  expect(mdxText('```json\n{"a": 1}\n```')).toBe('```json\n{"a": 1}\n```');
});

test('nested fields become dotted paths, array items get [] and repeated objects are listed once', () => {
  const item = {title: 'Item', type: 'object', properties: {id: {type: 'string'}}};
  const schema = {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'object',
        properties: {
          subscriber_count: {type: 'integer', minimum: 0, maximum: 10},
          items: {type: 'array', items: item},
          again: item,
        },
      },
    },
  };
  const rows = fieldRows(schema, {listed: new ListedSchemas()});
  expect(rows.map((row) => row.path)).toEqual(['data', 'data.subscriber_count', 'data.items', 'data.items[].id', 'data.again']);
  expect(rows[0].required).toBe(true);
  expect(rows[1].constraints).toEqual(['0–10']);
  expect(rows[4].sameAs).toEqual({path: 'data.items[]', where: 'the request body'});
});
