import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import newman, {type NewmanRunSummary} from 'newman';
import {test, expect} from '@playwright/test';
import {readBuildFile} from '../support/paths';
import {loadSpec} from '../support/stand-ins/schemas';
import {RestMock} from '../support/stand-ins/rest-mock';

// A run sends 29 requests and compiles a validator for each schema it meets.
test.describe.configure({timeout: 120_000});

const credentials = {clientId: 'postman-client-id-2c7a', clientSecret: 'postman-secret-8e1f0b'};
const spec = loadSpec('openapi.yaml');
const collection = JSON.parse(readBuildFile('postman_collection.json'));

type Request = {name: string; id: string; request: any; response: any[]; event: any[]};
const requests: Request[] = collection.item.flatMap((folder: any) => folder.item);
const sentQuery = (request: Request) => (request.request.url.query ?? []).filter((q: any) => !q.disabled).map((q: any) => q.key);

/** The REST operations of the spec (those behind the API-key headers). */
const restOperations = Object.values<any>(spec.paths).flatMap((item) =>
  Object.values<any>(item).filter(
    (operation) => operation?.operationId && !(operation.security ?? []).some((s: any) => 'PublisherToken' in s),
  ),
);

/** A CSV for the upload request, from the spec's own example. */
function workingDirWithUpload(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postman-run-'));
  const media = spec.paths['/saas/glossaries/{glossary_id}/file'].post.requestBody.content['multipart/form-data'];
  fs.writeFileSync(path.join(dir, 'glossary.csv'), Object.values<any>(media.examples)[0].value.file);
  return dir;
}

async function runAgainstStandIn(toRun: unknown) {
  const standIn = new RestMock(credentials);
  const baseUrl = await standIn.start();
  try {
    const summary = await new Promise<NewmanRunSummary>((resolve, reject) =>
      newman.run(
        {
          collection: toRun as any,
          envVar: [
            {key: 'baseUrl', value: baseUrl},
            {key: 'clientId', value: credentials.clientId},
            {key: 'clientSecret', value: credentials.clientSecret},
          ],
          workingDir: workingDirWithUpload(),
          reporters: [],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    return {summary, standIn};
  } finally {
    await standIn.stop();
  }
}

test('the collection is Postman v2.1 with the three collection variables and one folder per tag', () => {
  expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  const variables = Object.fromEntries(collection.variable.map((v: any) => [v.key, v.value]));
  expect(variables).toMatchObject({baseUrl: 'https://api.example.com', clientId: '', clientSecret: ''});
  const tagNames = spec.tags.map((tag: any) => tag['x-displayName'] ?? tag.name);
  expect(collection.item.map((folder: any) => folder.name)).toEqual(tagNames);
});

test('every REST operation is one request, with both API-key headers from the variables', () => {
  expect(requests.map((r) => r.id).sort()).toEqual(restOperations.map((operation) => operation.operationId).sort());
  expect(requests).toHaveLength(29);
  for (const request of requests) {
    const headers = Object.fromEntries(request.request.header.filter((h: any) => !h.disabled).map((h: any) => [h.key, h.value]));
    expect(headers, request.id).toMatchObject({ClientId: '{{clientId}}', ClientSecret: '{{clientSecret}}'});
  }
});

test('no request sends the continuation token together with other query parameters', () => {
  const lists = requests.filter((r) => (r.request.url.query ?? []).some((q: any) => q.key === 'token'));
  expect(lists.map((r) => r.id).sort()).toEqual([
    'get-current-user-broadcasts',
    'get-list-of-built-in-voices',
    'get-list-of-user-voices',
    'get-list-of-users-tts-samples',
    'get-user-sessions',
    'retrieve-user-created-glossaries',
  ]);
  for (const request of lists) {
    expect(sentQuery(request), request.id).not.toContain('token');
    expect(sentQuery(request), request.id).not.toContain('page_token');
    expect(sentQuery(request), request.id).toEqual(expect.arrayContaining(['sort', 'page_size']));
  }
});

test('every request has the documented example responses saved', () => {
  for (const request of requests) {
    const codes = request.response.map((response: any) => response.code);
    expect(
      codes.some((code: number) => code >= 200 && code < 300),
      `${request.id} has a success example`,
    ).toBe(true);
    expect(
      codes.some((code: number) => code >= 400),
      `${request.id} has an error example`,
    ).toBe(true);
  }
  const created = requests.find((r) => r.id === 'create-streaming-session')!.response.find((response: any) => response.code === 201);
  expect(JSON.parse(created.body).data).toHaveProperty('publisher');
});

test('newman runs every request against the REST stand-in without a contract violation', async () => {
  const {summary, standIn} = await runAgainstStandIn(collection);
  expect(standIn.violations, 'contract violations recorded by the REST stand-in').toEqual([]);
  expect(summary.run.failures.map((failure) => `${failure.source?.name}: ${failure.error.message}`)).toEqual([]);
  expect(summary.run.executions).toHaveLength(29);
  expect(new Set(standIn.calls.map((call) => call.operationId))).toEqual(new Set(requests.map((r) => r.id)));
  // Create stored the new session id, so the session requests found the session.
  const session = standIn.calls.find((call) => call.operationId === 'get-user-session-by-id')!;
  expect(session.status).toBe(200);
  expect(standIn.calls.find((call) => call.operationId === 'delete-user-session-by-id')!.status).toBe(204);
});

test('the stand-in catches a request that breaks the contract', async () => {
  const broken = structuredClone(collection);
  const list = broken.item.flatMap((folder: any) => folder.item).find((r: any) => r.id === 'get-user-sessions');
  list.request.url.query.find((q: any) => q.key === 'token').disabled = false;
  list.request.url.query.find((q: any) => q.key === 'token').value = 'eyJvZmZzZXQiOjJ9';
  const voice = broken.item.flatMap((folder: any) => folder.item).find((r: any) => r.id === 'get-specific-voice');
  voice.request.header = voice.request.header.filter((h: any) => h.key !== 'ClientSecret');
  const {standIn} = await runAgainstStandIn(broken);
  expect(standIn.violations).toEqual([
    'REST get-user-sessions: token was sent together with sort, page_size; a continuation token must be sent alone',
    'REST get-specific-voice: the ClientSecret header is missing',
  ]);
});
