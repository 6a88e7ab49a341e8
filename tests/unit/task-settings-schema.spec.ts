import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {SPEC_FILES, bundleSpec, fieldRows, parseSpec, readSpec, readYamlFile} from '../../spec-toolkit/index.mjs';
import {settingsRows} from '../../scripts/generators/settings-rows.mjs';
import {setTaskValidator} from '../../scripts/generators/set-task-validator.mjs';
import {loadSpec} from '../support/stand-ins/schemas';
import {changeDefault, modifiedSpecs, scratchDir} from '../support/generators';
import {root} from '../support/paths';

type Schema = Record<string, any>;

const shared = readYamlFile(SPEC_FILES.taskSettings) as Record<string, Schema>;

/** Every property name defined in a schema tree. */
function propertyNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => propertyNames(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => found.add(name));
      propertyNames(value, found);
    }
  }
  return found;
}

const settingsFields = propertyNames(shared);

/**
 * Fields of the descriptions that share a name with a settings field but mean
 * something else, by the schema or message that owns them.
 */
const OTHER_MEANINGS: Record<string, string[]> = {
  type: ['ProblemDetail', 'TtsInit', 'TtsText', 'TtsCancel'],
  format: ['AudioMetadata', 'TtsOutputOptions'],
  sample_rate: ['TtsOutputOptions'],
  denoise: ['VoiceSampleInfo', 'VoiceSampleSpec'],
  voice_id: ['Voice', 'VoiceCloneResult', 'TtsSample', 'TtsSampleCreate', 'TtsVoiceOptions', 'TtsVoiceOptionsOverride'],
  enabled: ['BroadcastCaptions'],
  transcription: ['TranscriptionEventData'],
  max_queue_level_ms: ['TtsBufferLevel'],
};

/** `properties` entries of a description named like a settings field: `owner.name` where it is not an import. */
function settingsFieldsDefinedIn(document: Schema): string[] {
  const found: string[] = [];
  const visit = (node: unknown, at: string[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...at, String(index)]));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && value && typeof value === 'object') {
          for (const [name, schema] of Object.entries(value as Record<string, Schema>)) {
            if (!settingsFields.has(name)) continue;
            const owner = at[2];
            const ref = Object.keys(schema).length === 1 ? schema.$ref : undefined;
            const imported = typeof ref === 'string' && ref.startsWith('#/components/schemas/') && ref.split('/').pop()! in shared;
            if (!imported && !OTHER_MEANINGS[name]?.includes(owner)) found.push(`${[...at, 'properties', name].join('.')}`);
          }
        }
        visit(value, [...at, key]);
      }
    }
  };
  visit(document, []);
  return found;
}

/** Source files that could hold a hand-written schema. */
function codeFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true})
    .map(String)
    .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

test.describe('the settings of a task are defined once, in specs/task-settings.yaml', () => {
  test('no description defines a settings field or schema of its own', () => {
    expect(settingsFields.size).toBeGreaterThan(80);
    for (const file of [SPEC_FILES.openapi, SPEC_FILES.asyncapi]) {
      const document = readYamlFile(file) as Schema;
      expect(settingsFieldsDefinedIn(document), path.basename(file)).toEqual([]);
      const schemas = document.components.schemas as Record<string, Schema>;
      const copies = Object.entries(schemas).filter(([name, schema]) => name in shared && schema.$ref !== `./task-settings.yaml#/${name}`);
      expect(
        copies.map(([name]) => name),
        `${path.basename(file)}: schemas that must be imported`,
      ).toEqual([]);
    }
  });

  test('no code writes a settings field as a schema by hand', () => {
    const distinctive = [...settingsFields].filter((name) => !(name in OTHER_MEANINGS) && name.includes('_'));
    const schemaKey = new RegExp(
      `['"]?\\b(${distinctive.join('|')})\\b['"]?\\s*:\\s*\\{\\s*['"]?(?:type|minimum|maximum|default|enum|\\$ref)\\b`,
    );
    const offenders = ['src', 'config', 'scripts', 'spec-toolkit', 'tests/support']
      .flatMap(codeFiles)
      .filter((file) => schemaKey.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  test('the API reference, the settings tables, the validator and the stand-ins read the same tree', () => {
    const openapi = readSpec(SPEC_FILES.openapi);
    const asyncapi = readSpec(SPEC_FILES.asyncapi);
    const rows = (spec: Schema) =>
      fieldRows({$ref: '#/components/schemas/TaskSettings'}, {spec}).map(
        ({path: at, type, required, constraints, allowed, default: value, description}) => ({
          at,
          type,
          required,
          constraints,
          allowed,
          value,
          description,
        }),
      );
    const reference = rows(openapi);
    expect(reference.length).toBeGreaterThan(100);
    // OpenAPI 3.0 has no if/then: "required when `type` is `ws`" is a rule of the AsyncAPI copy only.
    const conditional = (row: {constraints: string[]}) => ({
      ...row,
      constraints: row.constraints.filter((text) => !text.startsWith('required when')),
    });
    expect(rows(asyncapi).map(conditional)).toEqual(reference);
    expect(
      rows(asyncapi)
        .filter((row) => row.constraints.includes('required when `type` is `ws`'))
        .map((row) => row.at),
    ).toEqual(['input_stream.source.format', 'input_stream.source.sample_rate', 'input_stream.source.channels']);
    expect(rows(loadSpec('openapi.yaml'))).toEqual(reference);
    expect(rows(loadSpec('asyncapi.yaml'))).toEqual(rows(asyncapi));
    expect(settingsRows(asyncapi, SPEC_FILES.asyncapi).map((row: {path: string}) => row.path)).toEqual(reference.map((row) => row.at));
  });

  test('a default changed in the shared file reaches both descriptions, the settings rows and the validator', () => {
    const copies = modifiedSpecs(scratchDir('settings-default'), {
      taskSettings: (text) => changeDefault(text, 'QueueConfig', 'desired_queue_level_ms', '9000'),
    });
    const openapi = readSpec(copies.openapi);
    const asyncapi = readSpec(copies.asyncapi);
    expect(openapi.components.schemas.QueueConfig.properties.desired_queue_level_ms.default).toBe(9000);
    const row = settingsRows(asyncapi, copies.asyncapi).find(
      (entry: {path: string}) => entry.path === 'pipeline.translation_queue_configs.global.desired_queue_level_ms',
    );
    expect(row?.default).toBe(9000);
    expect(JSON.stringify(setTaskValidator(asyncapi, copies.asyncapi).schema)).toContain(
      '"desired_queue_level_ms":{"type":"integer","minimum":1000,"maximum":60000,"default":9000}',
    );
  });

  test('each description gets the settings in its own dialect', () => {
    const openapi = readSpec(SPEC_FILES.openapi).components.schemas;
    const asyncapi = readSpec(SPEC_FILES.asyncapi).components.schemas;
    expect(openapi.TranscriptionSettings.properties.speakers_total).toMatchObject({type: 'integer', nullable: true});
    expect(asyncapi.TranscriptionSettings.properties.speakers_total.type).toEqual(['integer', 'null']);
    expect(asyncapi.TranscriptionSettings.properties.speakers_total).not.toHaveProperty('nullable');
    expect(openapi.InputSource).not.toHaveProperty('if');
    expect(openapi.InputSource).not.toHaveProperty('x-json-schema');
    expect(asyncapi.InputSource.then).toEqual({required: ['format', 'sample_rate', 'channels']});
    expect(asyncapi.InputSource.examples[0]).toEqual(openapi.InputSource.example);
  });
});

test.describe('the published descriptions are single files', () => {
  for (const name of ['openapi', 'asyncapi'] as const) {
    test(`${name}.yaml holds the settings and refers to no other file`, () => {
      const {text, spec} = bundleSpec(fs.readFileSync(SPEC_FILES[name], 'utf8'), SPEC_FILES[name]);
      expect(text).not.toContain('task-settings.yaml#');
      // Alone in an empty folder, it still loads.
      const alone = path.join(scratchDir(`alone-${name}`), `${name}.yaml`);
      fs.writeFileSync(alone, text);
      expect(parseSpec(text, alone)).toEqual(spec);
      expect(Object.keys(spec.components.schemas)).toEqual(expect.arrayContaining(Object.keys(shared)));
    });
  }
});

test.describe('problems in the shared file or its imports name the file, line and column', () => {
  const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

  test('a $ref inside task-settings.yaml that points nowhere', () => {
    const copies = modifiedSpecs(scratchDir('settings-dangling'), {
      taskSettings: (text) => text.replace("  $ref: '#/FillerPhrases'", "  $ref: '#/FillerPhrase'"),
    });
    const line = lineOf(fs.readFileSync(copies.taskSettings, 'utf8'), "      $ref: '#/FillerPhrase'");
    expect(() => readSpec(copies.asyncapi)).toThrow(
      new RegExp(`task-settings\\.yaml:${line}:13: \\$ref "#/FillerPhrase" points to nothing`),
    );
  });

  test('an import of a schema the shared file does not have', () => {
    const copies = modifiedSpecs(scratchDir('settings-unknown'), {
      openapi: (text) => text.replace("$ref: './task-settings.yaml#/Pipeline'", "$ref: './task-settings.yaml#/Pipe'"),
    });
    expect(() => readSpec(copies.openapi)).toThrow(/openapi\.yaml:\d+:\d+: \$ref "\.\/task-settings\.yaml#\/Pipe"/);
  });

  test('a schema of the shared file defined again in a description', () => {
    const copies = modifiedSpecs(scratchDir('settings-copy'), {
      asyncapi: (text) =>
        text.replace("    InputStream:\n      $ref: './task-settings.yaml#/InputStream'\n", '    InputStream:\n      type: object\n'),
    });
    const line = lineOf(fs.readFileSync(copies.asyncapi, 'utf8'), '    InputStream:');
    expect(() => readSpec(copies.asyncapi)).toThrow(
      new RegExp(`asyncapi\\.yaml:${line}:\\d+: components\\.schemas\\.InputStream is also defined in .*task-settings\\.yaml`),
    );
  });

  test('a $ref to another file anywhere but as a whole component schema', () => {
    const copies = modifiedSpecs(scratchDir('settings-nested'), {
      asyncapi: (text) =>
        text.replace(
          "              input_stream:\n                $ref: '#/components/schemas/InputStream'",
          "              input_stream:\n                $ref: './task-settings.yaml#/InputStream'",
        ),
    });
    expect(() => readSpec(copies.asyncapi)).toThrow(
      /asyncapi\.yaml:\d+:\d+: \$ref "\.\/task-settings\.yaml#\/InputStream": import a shared schema as the whole of components\.schemas/,
    );
  });
});
