import {test, expect} from '@playwright/test';
import {CheckedRestEngine as RestEngine} from '../../src/engines/rest/checked';
import {contract} from '../../src/engines/rest/contract';
import {documentedDraft, toRequest} from '../../src/components/ApiConsole/request';
import {deref, loadOpenapi, operations as operationsOf, schemaCompiler} from '../support/openapi';

const key = {ClientId: 'id', ClientSecret: 'secret'};
const json = {...key, 'Content-Type': 'application/json'};
const glossary = {data: {name: 'Terms one', is_enabled: true, glossary_type: 'translation', source_lang: 'en', target_lang: 'es'}};

test('an Idempotency-Key replays the first answer; the same key with another body is refused with 2008', () => {
  const engine = new RestEngine();
  const request = {method: 'POST', url: '/saas/glossaries', headers: {...json, 'Idempotency-Key': 'k-1'}, body: JSON.stringify(glossary)};
  const first = engine.handle(request);
  const again = engine.handle(request);
  expect(first.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers['Idempotent-Replayed']).toBe('true');
  expect(first.headers['Idempotent-Replayed']).toBeUndefined();
  const other = engine.handle({...request, body: JSON.stringify({data: {...glossary.data, name: 'Terms two'}})});
  expect(other.status).toBe(409);
  expect((other.body as any).errors[0].error_code).toBe(2008);
  expect(engine.violations).toEqual([]);
});

test('a list is paged with the token of the previous page, which travels alone', () => {
  const engine = new RestEngine();
  for (const name of ['Terms one', 'Terms two', 'Terms three']) {
    engine.handle({method: 'POST', url: '/saas/glossaries', headers: json, body: JSON.stringify({data: {...glossary.data, name}})});
  }
  const first = engine.handle({method: 'GET', url: '/saas/glossaries?sort=asc&page_size=2', headers: key}).body as any;
  expect(first.data.count).toBe(2);
  const seen = first.data.items.map((item: any) => item.glossary_id);
  let next = first.data.next;
  while (next) {
    const page = engine.handle({method: 'GET', url: `/saas/glossaries?token=${next}`, headers: key}).body as any;
    seen.push(...page.data.items.map((item: any) => item.glossary_id));
    next = page.data.next;
  }
  // The two documented glossaries and the three created ones, each once.
  expect(new Set(seen).size).toBe(5);
  expect(seen).toHaveLength(5);
  const mixed = engine.handle({method: 'GET', url: `/saas/glossaries?token=${first.data.next}&sort=asc`, headers: key});
  expect(mixed.status).toBe(400);
  expect(engine.handle({method: 'GET', url: '/saas/glossaries?token=not-a-token', headers: key}).status).toBe(400);
});

test('an unknown id is 404 with the resource code; a broken body is 422 with the pointer of the field', () => {
  const engine = new RestEngine();
  const missing = engine.handle({method: 'GET', url: '/saas/glossaries/0b7f8c1e-3d7a-4f52-9a6b-2c8e1d4f5a60', headers: key});
  expect(missing.status).toBe(404);
  expect((missing.body as any).errors[0].error_code).toBe(5001);
  const broken = engine.handle({method: 'POST', url: '/saas/glossaries', headers: json, body: JSON.stringify({data: {...glossary.data, glossary_type: undefined}})});
  expect(broken.status).toBe(422);
  expect((broken.body as any).errors[0]).toMatchObject({error_code: 2003, pointer: '/data/glossary_type'});
  const unauthenticated = engine.handle({method: 'GET', url: '/saas/glossaries', headers: {}});
  expect((unauthenticated.body as any).errors[0].error_code).toBe(1001);
});

const voice = {
  data: {name: 'Lobby narrator', labels: {mood: 'Calm'}, samples: [{filename: 'lobby.wav', mime_type: 'audio/wav', lang_code: 'de'}]},
};

test('a cloned voice is kept: listed, fetched until ready, renamed, deleted, then 404; built-ins are read-only', () => {
  const engine = new RestEngine();
  const created = engine.handle({method: 'POST', url: '/saas/voice/clone', headers: json, body: JSON.stringify(voice)}).body as any;
  const id = created.data.voice_id;
  expect(created.data.processing_status).toBe('created');
  expect(created.data.samples.map((sample: any) => sample.form_data.key)).toEqual([`voices/${id.slice(0, 8)}/lobby.wav`]);
  const listed = engine.handle({method: 'GET', url: '/saas/voice/m?sort=desc', headers: key}).body as any;
  expect(listed.data.items[0]).toMatchObject({voice_id: id, name: 'Lobby narrator', languages: ['de'], voice_type: 'instantly_cloned'});
  const statuses = [1, 2, 3].map(() => (engine.handle({method: 'GET', url: `/saas/voice/m/${id}`, headers: key}).body as any).data.processing_status);
  expect(statuses).toEqual(['pending', 'ready', 'ready']);
  const renamed = engine.handle({method: 'PATCH', url: `/saas/voice/m/${id}`, headers: json, body: JSON.stringify({data: {name: 'Lobby narrator v2', labels: {gender: 'Female'}}})}).body as any;
  expect(renamed.data).toMatchObject({name: 'Lobby narrator v2', labels: {gender: 'Female', mood: 'Calm'}});
  expect(engine.handle({method: 'DELETE', url: `/saas/voice/m/${id}`, headers: key}).status).toBe(204);
  const gone = engine.handle({method: 'GET', url: `/saas/voice/m/${id}`, headers: key});
  expect(gone.status).toBe(404);
  expect((gone.body as any).errors[0].error_code).toBe(4001);
  expect((engine.handle({method: 'GET', url: '/saas/voice/m/atlas', headers: key}).body as any).data.voice_type).toBe('instantly_cloned_builtin');
  const builtin = engine.handle({method: 'DELETE', url: '/saas/voice/m/atlas', headers: key});
  expect((builtin.body as any).errors[0].error_code).toBe(4007);
  expect(engine.violations).toEqual([]);
});

test('a snapshot carries sessions, glossaries, voices and idempotent replays over to a new engine', () => {
  const engine = new RestEngine();
  const session = (engine.handle({method: 'POST', url: '/session-storage/session', headers: json, body: JSON.stringify({data: {}})}).body as any).data;
  const glossaryRequest = {method: 'POST', url: '/saas/glossaries', headers: {...json, 'Idempotency-Key': 'k-2'}, body: JSON.stringify(glossary)};
  const created = engine.handle(glossaryRequest).body as any;
  const voiceId = (engine.handle({method: 'POST', url: '/saas/voice/clone', headers: json, body: JSON.stringify(voice)}).body as any).data.voice_id;

  const restored = new RestEngine();
  restored.restore(JSON.parse(JSON.stringify(engine.snapshot())));
  expect(restored.sessionForToken(session.publisher)?.session.id).toBe(session.id);
  expect(restored.handle({method: 'GET', url: `/session-storage/sessions/${session.id}`, headers: key}).status).toBe(200);
  expect((restored.handle({method: 'GET', url: `/saas/glossaries/${created.data.glossary_id}`, headers: key}).body as any).data.name).toBe('Terms one');
  expect(restored.handle({method: 'GET', url: `/saas/voice/m/${voiceId}`, headers: key}).status).toBe(200);
  expect(restored.handle(glossaryRequest).headers['Idempotent-Replayed']).toBe('true');
  expect(restored.violations).toEqual([]);
});

test("every operation answers the console's documented request with its success status and a body its schema accepts", () => {
  const spec = loadOpenapi();
  const compile = schemaCompiler(spec);
  const problems: string[] = [];
  const credentials = {clientId: 'id', clientSecret: 'secret'};
  for (const operation of contract.operations) {
    const engine = new RestEngine();
    const draft = documentedDraft(operation, credentials);
    // Sessions are not seeded: the reader creates one first, as the console's guide says.
    if (operation.path.includes('/sessions/{session_id}')) {
      const create = contract.operations.find((candidate) => candidate.operationId === 'create-streaming-session')!;
      const created = engine.handle(toRequest(create, documentedDraft(create, credentials))).body as {data: {id: string}};
      draft.values.session_id = created.data.id;
    }
    const reply = engine.handle(toRequest(operation, draft));
    const documented = operationsOf(spec).find((entry) => entry.operation.operationId === operation.operationId)!.operation;
    const success = Object.keys(documented.responses).find((code) => /^2\d\d$/.test(code))!;
    if (reply.status !== Number(success)) problems.push(`${operation.operationId}: ${reply.status}, documented ${success}: ${JSON.stringify(reply.body).slice(0, 200)}`);
    const schema = deref(spec, documented.responses[success]).content?.['application/json']?.schema;
    if (schema) {
      const validate = compile(schema);
      if (!validate(reply.body)) problems.push(`${operation.operationId}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
    problems.push(...engine.violations.map((violation) => `${operation.operationId}: ${JSON.stringify(violation)}`));
  }
  expect(contract.operations.length).toBeGreaterThan(25);
  expect(problems).toEqual([]);
});
