import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';

const redocly = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

function lint(args: string[]) {
  const result = spawnSync(process.execPath, [redocly, 'lint', '--format=json', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off'},
  });
  const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
    totals: {errors: number; warnings: number};
    problems: {ruleId: string; message: string; location: {pointer: string}[]}[];
  };
  return {status: result.status, report};
}

test('the OpenAPI description passes the lint with no errors and no warnings', () => {
  const {status, report} = lint([]);
  const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({errors: 0, warnings: 0});
  expect(status).toBe(0);
});

test('the lint rules catch an operation without tag, description, 4xx response or examples', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.yaml');
  fs.writeFileSync(
    file,
    [
      'openapi: 3.0.3',
      'info: {title: T, version: 1.0.0, description: D, license: {name: MIT, url: "https://opensource.org/licenses/MIT"}}',
      'servers: [{url: "https://api.example.com"}]',
      'security: []',
      'paths:',
      '  /things:',
      '    get:',
      '      operationId: list-things',
      '      summary: List things',
      '      responses:',
      '        "200":',
      '          description: OK',
      '          content:',
      '            application/json:',
      '              schema: {type: object}',
    ].join('\n'),
  );
  const {status, report} = lint([file, '--config', path.join(root, 'redocly.yaml')]);
  const rules = new Set(report.problems.map((p) => p.ruleId));
  expect(status).not.toBe(0);
  for (const rule of ['rule/operation-has-tag', 'operation-description', 'operation-4xx-response', 'rule/body-has-examples']) {
    expect([...rules], rule).toContain(rule);
  }
});
