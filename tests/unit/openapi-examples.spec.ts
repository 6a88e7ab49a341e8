import {test, expect} from '@playwright/test';
import {allExamples, loadOpenapi, schemaCompiler} from '../support/openapi';
import {FIRST_WEBSOCKET_MESSAGE} from '../../scripts/generators/code-samples/websocket-message.mjs';

const spec = loadOpenapi();

const validatorFactory = () => schemaCompiler(spec);

test('every example in the OpenAPI description validates against its own schema', () => {
  const compile = validatorFactory();
  const cases = allExamples(spec);
  expect(cases.length).toBeGreaterThan(150);
  const failures = cases.flatMap(({where, direction, schema, value}) => {
    const validate = compile(schema, direction);
    return validate(value) ? [] : [`${where}: ${JSON.stringify(validate.errors?.slice(0, 3))}`];
  });
  expect(failures).toEqual([]);
});

test('an example that breaks its schema is caught (the check is not vacuous)', () => {
  const compile = validatorFactory();
  const envelope = compile({$ref: '#/components/schemas/SessionCreatedResponse'});
  expect(envelope({ok: true, data: {id: 'x'}})).toBe(false);
  const nullable = compile({type: 'string', nullable: true, enum: ['low', 'high', null]});
  expect(nullable(null)).toBe(true);
  expect(nullable('medium')).toBe(false);
  expect(compile({type: 'number', minimum: 0, exclusiveMinimum: true})(0)).toBe(false);
  const readOnlyId = {type: 'object', required: ['id'], properties: {id: {type: 'string', readOnly: true}}};
  expect(compile(readOnlyId, 'request')({})).toBe(true);
  expect(compile(readOnlyId, 'response')({})).toBe(false);
});

test('the first message of the WebSocket code samples is valid task settings', () => {
  const compile = validatorFactory();
  const settings = compile({$ref: '#/components/schemas/TaskSettings'}, 'request');
  expect(FIRST_WEBSOCKET_MESSAGE.message_type).toBe('set_task');
  expect(settings(FIRST_WEBSOCKET_MESSAGE.data), JSON.stringify(settings.errors)).toBe(true);
});
