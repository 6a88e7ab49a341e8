import fs from 'node:fs';
import {test, expect} from '@playwright/test';
import {asyncapiPath, bundledAsyncapi, checkAsyncApi} from '../support/asyncapi';

const source = fs.readFileSync(asyncapiPath, 'utf8');

/** The 1-based line of the first line of `text` that equals `line`. */
function lineOf(text: string, line: string): number {
  const index = text.split('\n').indexOf(line);
  expect(index, `"${line}" occurs in the document`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

test('the official AsyncAPI parser accepts specs/asyncapi.yaml, with its imported settings bundled in, without errors', async () => {
  const {document, errors} = await checkAsyncApi(bundledAsyncapi());
  expect(errors, `AsyncAPI parser errors:\n${errors.join('\n')}`).toEqual([]);
  expect(document).toBeTruthy();
  expect(document!.version()).toBe('3.0.0');
  expect(document!.components().messages().all()).toHaveLength(23);
  expect(document!.operations().all().length).toBeGreaterThan(20);
});

test('an invalid document is rejected with the line and the rule that failed', async () => {
  const line = lineOf(source, '    action: send');
  const broken = source.replace('    action: send\n', '    action: sned\n');
  const {document, errors} = await checkAsyncApi(broken);
  expect(document).toBeUndefined();
  const report = errors.join('\n');
  expect(report).toContain(`specs/asyncapi.yaml:${line}:`);
  expect(report).toMatch(/"action" property must be equal to one of the allowed values/);
});

test('a YAML syntax error is reported with its line', async () => {
  const line = lineOf(source, 'defaultContentType: application/json');
  const broken = source.replace('defaultContentType: application/json\n', 'defaultContentType: [application/json\n');
  const {document, errors} = await checkAsyncApi(broken);
  expect(document).toBeUndefined();
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.some((error) => /^specs\/asyncapi\.yaml:\d+:\d+ error /.test(error))).toBe(true);
  const lines = errors.map((error) => Number(error.split(':')[1]));
  expect(lines.some((reported) => reported >= line)).toBe(true);
});
