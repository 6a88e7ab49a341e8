import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFile, spawnSync} from 'node:child_process';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import YAML from 'yaml';
import {root} from '../support/paths';
import {loadOpenapi, operations} from '../support/openapi';
import {readDeployment} from '../../config/deployment';
import {withDeploymentHosts} from '../../scripts/api-reference/deployment-hosts.mjs';
import {parseSpec} from '../../scripts/api-reference/load-spec.mjs';
import {withCodeSamples} from '../../scripts/api-reference/code-samples/index.mjs';
import {mdxText} from '../../scripts/api-reference/markdown/mdx';
import {bodyRows, ListedSchemas} from '../../scripts/api-reference/markdown/schema-fields';

const execFileAsync = promisify(execFile);
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'api-gen-'));

function runGenerator(args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'generate-api-docs.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

test.describe('the generator refuses a broken description', () => {
  test('a YAML syntax error stops it with the file and line', () => {
    const file = path.join(tmp(), 'broken.yaml');
    fs.writeFileSync(file, 'openapi: 3.0.3\ninfo:\n  title: "unterminated\npaths: {}\n');
    const result = runGenerator(['--openapi', file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+: `));
  });

  test('a $ref that points nowhere stops it with the file and line of the $ref', () => {
    const file = path.join(tmp(), 'dangling.yaml');
    fs.writeFileSync(file, 'openapi: 3.0.3\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          $ref: "#/components/responses/Gone"\n');
    const result = runGenerator(['--openapi', file]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:7: $ref "#/components/responses/Gone" points to nothing`);
  });

  test('parse errors carry the line of the problem', () => {
    expect(() => parseSpec('a: 1\na: 2\n', '/x/spec.yaml')).toThrow(/spec\.yaml:2: /);
  });
});

test('deploy-time hosts replace every default host, and nothing else', () => {
  const text = fs.readFileSync(path.join(root, 'specs', 'openapi.yaml'), 'utf8');
  const deployment = readDeployment({
    API_BASE_URL: 'https://rest.acme.test',
    STREAM_BASE_URL: 'https://live.acme.test',
    APP_URL: 'https://console.acme.test',
    SUPPORT_EMAIL: 'help@acme.test',
  });
  const replaced = withDeploymentHosts(text, deployment);
  const spec = YAML.parse(replaced);
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

  test('every operation has cURL, Python, Node.js and Go samples, in that order', () => {
    expect(samples).toHaveLength(30);
    for (const {id, samples: list} of samples) {
      expect(list.map((s) => s.lang), id).toEqual(['curl', 'python', 'node', 'go']);
      for (const sample of list) expect(sample.source.trim().length, `${id} ${sample.lang}`).toBeGreaterThan(40);
    }
  });

  test('REST samples send both API-key headers and never a real secret', () => {
    for (const {id, samples: list} of samples.filter((s) => s.id !== 'translation-management-web-socket-api')) {
      const [curl, python, node, go] = list.map((s) => s.source);
      expect(curl, id).toContain('-H "ClientId: <CLIENT_ID>"');
      expect(curl, id).toContain('-H "ClientSecret: <CLIENT_SECRET>"');
      expect(python, id).toContain('os.environ["API_CLIENT_SECRET"]');
      expect(node, id).toContain('process.env.API_CLIENT_SECRET');
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

  test('the Node.js samples are valid JavaScript modules', async () => {
    const dir = tmp();
    const failures = await Promise.all(
      samples.map(async ({id, samples: list}) => {
        const file = path.join(dir, `${id}.mjs`);
        fs.writeFileSync(file, list.find((s) => s.lang === 'node')!.source);
        try {
          await execFileAsync(process.execPath, ['--check', file]);
          return [];
        } catch (error) {
          return [`${id}: ${(error as {stderr?: string}).stderr}`];
        }
      }),
    );
    expect(failures.flat()).toEqual([]);
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
  const rows = bodyRows(schema, new ListedSchemas());
  expect(rows.map((row) => row.path)).toEqual(['data', 'data.subscriber_count', 'data.items', 'data.items[].id', 'data.again']);
  expect(rows[0].required).toBe(true);
  expect(rows[1].constraints).toEqual(['0–10']);
  expect(rows[4].sameAs).toEqual({path: 'data.items[]', where: 'the request body'});
});
