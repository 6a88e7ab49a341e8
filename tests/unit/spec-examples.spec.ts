import {test, expect} from '@playwright/test';
import {examplesOf, firstExample, operations, parameterValue, resolve} from '../../spec-toolkit/index.mjs';
import {describeRequest} from '../../scripts/generators/code-samples/request.mjs';
import {buildCollection} from '../../scripts/postman/collection.mjs';
import {loadOpenapi} from '../support/openapi';
import contract from '../../.generated/data/rest-contract.json';

const spec = loadOpenapi();

test('named examples come first, in document order, then the single example; $refs are followed', () => {
  const doc = {components: {examples: {Shared: {summary: 'Shared one', value: {a: 2}}}}};
  const media = {example: {a: 0}, examples: {first: {value: {a: 1}}, second: {$ref: '#/components/examples/Shared'}}};
  expect(examplesOf(doc, media)).toEqual([
    {name: 'first', value: {a: 1}},
    {name: 'second', summary: 'Shared one', value: {a: 2}},
  ]);
  expect(firstExample(doc, media)).toEqual({a: 1});
  expect(firstExample(doc, {example: {a: 0}})).toEqual({a: 0});
  expect(examplesOf(doc, {})).toEqual([]);
});

test("a parameter shows its example, then its first named example, then the schema's example, default and first allowed value", () => {
  const schema = {type: 'string', example: 'schema-example', default: 'default', enum: ['first', 'second']};
  expect(parameterValue(null, {example: 'own', examples: {named: {value: 'named'}}, schema})).toBe('named');
  expect(parameterValue(null, {example: 'own', schema})).toBe('own');
  expect(parameterValue(null, {schema})).toBe('schema-example');
  expect(parameterValue(null, {schema: {default: 'default', enum: ['first']}})).toBe('default');
  expect(parameterValue(null, {schema: {enum: ['first', 'second']}})).toBe('first');
  expect(parameterValue(null, {schema: {type: 'string'}})).toBeUndefined();
});

test('code samples, the Postman collection and the contract engine show the same request example for every operation', () => {
  const collection = buildCollection(spec, {apiBaseUrl: 'https://api.example.com', siteUrl: 'https://docs.example.com'} as any);
  const postman = new Map<string, any>(collection.item.flatMap((folder: any) => folder.item).map((item: any) => [item.id, item]));
  const engine = new Map(contract.operations.map((op) => [op.operationId, op]));
  const differences: string[] = [];
  for (const entry of operations(spec)) {
    const id = entry.operation.operationId;
    const body = resolve(spec, entry.operation.requestBody);
    const media = body?.content?.['application/json'];
    if (!media) continue;
    const chosen = firstExample(spec, media);
    const sample = describeRequest(spec, entry).body?.value;
    if (JSON.stringify(sample) !== JSON.stringify(chosen)) differences.push(`${id}: code samples`);
    const item = postman.get(id);
    if (item && JSON.stringify(JSON.parse(item.request.body.raw)) !== JSON.stringify(chosen)) differences.push(`${id}: Postman`);
    const op = engine.get(id);
    if (op && JSON.stringify(op.body?.example) !== JSON.stringify(chosen)) differences.push(`${id}: engine`);
  }
  expect(differences).toEqual([]);
});
