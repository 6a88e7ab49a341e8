import {test, expect} from '@playwright/test';
import {bundledAsyncapi, checkAsyncApi} from '../support/asyncapi';
import {anonymousModels, clashingTitles} from '../support/asyncapi-models';

const source = bundledAsyncapi();

async function parse(text: string) {
  const {document, errors} = await checkAsyncApi(text);
  expect(errors).toEqual([]);
  return document!;
}

// Parsing takes seconds: the tests of one worker share the document.
let parsedSource: ReturnType<typeof parse> | undefined;
const parsed = () => (parsedSource ??= parse(source));

test('every message payload, its data object and each nested object or enum has a title', async () => {
  const document = await parsed();
  expect(anonymousModels(document), 'schemas a code generator would call AnonymousSchema_N').toEqual([]);
  for (const message of document.components().messages().all()) {
    const payload = message.payload()!;
    expect(payload.title(), `${message.id()} payload`).toMatch(/^[A-Z][A-Za-z]+$/);
    const data = payload.properties()?.data;
    if (data) expect(data.title(), `${message.id()} payload.data`).toMatch(/^[A-Z][A-Za-z]+$/);
  }
});

test('no title names two different schemas', async () => {
  expect(clashingTitles(await parsed())).toEqual([]);
});

test('a payload without a title is reported with its path', async () => {
  const broken = source.replace('        title: GetTaskMessage\n', '').replace('            title: EosData\n', '');
  expect(broken).not.toBe(source);
  expect(anonymousModels(await parse(broken))).toEqual(['GetTask.payload', 'Eos.payload.data']);
});

test('every operation has a description and the document has a license', async () => {
  const document = await parsed();
  const bare = document.operations().all().filter((operation) => !operation.description()?.trim()).map((operation) => operation.id());
  expect(bare, 'operations without a description').toEqual([]);
  expect(document.info().license()?.name()).toBeTruthy();
});
