import fs from 'node:fs';
import path from 'node:path';
import {SPEC_FILES, readSpec} from '../../spec-toolkit/index.mjs';
import {test, expect} from '@playwright/test';
import languages from '../../shared/data/languages.json';
import errorCatalogue from '../../shared/data/error-codes.json';
import {codeBlocksIn, mdxFiles} from '../support/code-blocks';
import {root} from '../support/paths';

const openapi = readSpec(SPEC_FILES.openapi);
const asyncapi = readSpec(SPEC_FILES.asyncapi);

type Language = (typeof languages)[number];
const codesWhere = (keep: (language: Language) => boolean) =>
  languages.filter(keep).map((language) => language.code).sort();
const sorted = (values: string[]) => [...values].sort();
const enumOf = (document: {components: {schemas: Record<string, {enum?: string[]}>}}, name: string) => {
  const values = document.components.schemas[name]?.enum;
  expect(values, `${name} has an enum`).toBeTruthy();
  return sorted(values!);
};

test.describe('language enums agree with shared/data/languages.json', () => {
  const speech = codesWhere((l) => l.source || l.sourceAs !== null);
  const expectations: [string, object, string, string[]][] = [
    ['OpenAPI', openapi, 'SpeechLanguage', speech],
    ['OpenAPI', openapi, 'SourceLanguage', sorted([...speech, 'auto'])],
    ['OpenAPI', openapi, 'AutoDetectLanguage', codesWhere((l) => l.autoDetect)],
    ['OpenAPI', openapi, 'TargetLanguage', codesWhere((l) => l.target)],
    ['OpenAPI', openapi, 'OutputLanguage', sorted([...codesWhere((l) => l.target), 'original'])],
    ['OpenAPI', openapi, 'TtsLangCode', codesWhere((l) => l.ttsSample)],
    ['OpenAPI', openapi, 'GlossarySourceLang', sorted([...codesWhere((l) => l.glossarySource), 'auto'])],
    ['OpenAPI', openapi, 'GlossaryTargetLang', codesWhere((l) => l.glossaryTarget)],
    ['AsyncAPI', asyncapi, 'SourceLanguage', sorted([...speech, 'auto'])],
    ['AsyncAPI', asyncapi, 'SpeechLanguage', speech],
    ['AsyncAPI', asyncapi, 'AutoDetectLanguage', codesWhere((l) => l.autoDetect)],
    ['AsyncAPI', asyncapi, 'TargetLanguage', codesWhere((l) => l.target)],
    ['AsyncAPI', asyncapi, 'RealtimeTtsLanguage', codesWhere((l) => l.ttsRealtime)],
  ];
  for (const [spec, document, schema, expected] of expectations) {
    test(`${spec} ${schema}`, () => {
      expect(enumOf(document as never, schema)).toEqual(expected);
    });
  }
});

test.describe('every error code used anywhere is in shared/data/error-codes.json', () => {
  const restCodes = new Set(errorCatalogue.rest.map((entry) => entry.code));
  const streamingCodes = new Set([
    ...errorCatalogue.streamingErrors.map((entry) => entry.code),
    ...errorCatalogue.streamingWarnings.map((entry) => entry.code),
  ]);

  function collect(node: unknown, visit: (key: string, value: unknown) => void): void {
    if (Array.isArray(node)) node.forEach((item) => collect(item, visit));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        visit(key, value);
        collect(value, visit);
      }
    }
  }

  test('REST error_code values in the OpenAPI description', () => {
    const used = new Set<number>();
    collect(openapi, (key, value) => {
      if (key === 'error_code' && typeof value === 'number') used.add(value);
    });
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((code) => !restCodes.has(code))).toEqual([]);
  });

  test('streaming error and warning codes in the AsyncAPI description', () => {
    const used = [...enumOf(asyncapi, 'StreamErrorCode'), ...enumOf(asyncapi, 'StreamWarningCode')];
    expect(used.filter((code) => !streamingCodes.has(code))).toEqual([]);
    expect([...streamingCodes].filter((code) => !used.includes(code))).toEqual([]);
  });

  test('codes in the guides: JSON samples and links to the catalogue', () => {
    const unknown: string[] = [];
    for (const block of codeBlocksIn(path.join(root, 'docs')).filter((b) => b.language === 'json')) {
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch {
        continue;
      }
      collect(value, (key, v) => {
        if (key === 'error_code' && typeof v === 'number' && !restCodes.has(v)) unknown.push(`${v} (${block.file}:${block.line})`);
      });
      const message = value as {message_type?: string; data?: {code?: string}};
      if ((message.message_type === 'error' || message.message_type === 'warning') && message.data?.code) {
        if (!streamingCodes.has(message.data.code)) unknown.push(`${message.data.code} (${block.file}:${block.line})`);
      }
    }
    for (const file of mdxFiles(path.join(root, 'docs'))) {
      // Other anchors are headings, which the build's anchor check already covers.
      for (const [, code] of fs.readFileSync(file, 'utf8').matchAll(/\/docs\/error_codes#(\d+)\b/g)) {
        if (!restCodes.has(Number(code))) unknown.push(`#${code} (${path.relative(root, file)})`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
