import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {examplesDir, run, scratchDir, startStandIns, writeToneWav} from '../support/examples';
import type {StreamScript} from '../support/stand-ins/stream-stand-in';

// examples/python/check_glossary.py, the "Check that your glossary applies" step of the glossary
// guide: it creates a glossary, uploads its CSV, translates a recording and compares. The stand-in's
// pipeline renders "cloud migration" as "migración de nube" unless an enabled glossary of the task's
// languages says otherwise (src/engines: the REST engine keeps the CSV, the stream engine applies it).
const python = process.env.PYTHON ?? '/usr/bin/python3';
const cwd = path.join(examplesDir, 'python');
const work = path.join(scratchDir, 'check-glossary');
const line = {source: 'Our cloud migration starts today.', translations: {es: 'Nuestra migración de nube empieza hoy.'}};
test.describe.configure({mode: 'parallel'});

async function check(script: Partial<StreamScript>, csv: string) {
  fs.mkdirSync(work, {recursive: true});
  const name = `${test.info().testId}`;
  const terms = path.join(work, `${name}.csv`);
  const speech = path.join(work, `${name}.wav`);
  fs.writeFileSync(terms, csv);
  writeToneWav(speech, {seconds: 1.5, sampleRate: 24_000, channels: 1});
  const standIns = await startStandIns(script);
  try {
    const result = await run(python, ['check_glossary.py', terms, speech], {cwd, env: standIns.env(), timeoutMs: 60_000});
    return {result, standIns, violations: standIns.violations()};
  } finally {
    await standIns.stop();
  }
}

test('check_glossary.py: reports the glossary entry as applied when the translation uses it, and deletes the glossary', async () => {
  const {result, standIns, violations} = await check(
    {segments: [{...line, terms: {'cloud migration': {es: 'migración de nube'}}}]},
    'cloud migration,migración a la nube\n',
  );
  expect(violations).toEqual([]);
  expect(result.code, `stderr:\n${result.stderr}`).toBe(0);
  expect(result.stdout).toContain('[es] Nuestra migración a la nube empieza hoy.');
  expect(result.stdout).toMatch(/✓ "cloud migration" → "migración a la nube": (\d+) of \1 phrases that say it/);
  expect(standIns.rest.callsTo('upload-glossary-file').map((call) => call.status)).toEqual([200]);
  expect(standIns.rest.callsTo('delete-a-glossary-by-id').map((call) => call.status)).toEqual([204]);
  expect(standIns.rest.callsTo('delete-user-session-by-id').map((call) => call.status)).toEqual([204]);
});

test('check_glossary.py: fails and shows the translation when the glossary entry is not applied', async () => {
  // No known rendering of the term: the stand-in cannot apply the entry, as with a term the model words differently.
  const {result, violations} = await check({segments: [line]}, 'cloud migration,migración a la nube\n');
  expect(violations).toEqual([]);
  expect(result.code).toBe(1);
  expect(result.stdout).toMatch(/✗ "cloud migration" → "migración a la nube": 0 of \d+ phrases that say it/);
  expect(result.stdout).toContain('    [es] Nuestra migración de nube empieza hoy.');
  expect(result.stdout).toMatch(/Glossary [0-9a-f-]{36} deleted\./);
});

test('check_glossary.py: fails when the recording says none of the terms', async () => {
  const {result} = await check({segments: [line]}, 'quarterly business review,revisión trimestral del negocio\n');
  expect(result.code).toBe(1);
  expect(result.stdout).toContain('✗ The recording says none of the source terms');
});
