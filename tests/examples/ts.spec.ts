import path from 'node:path';
import {test, expect} from '@playwright/test';
import {ensureExampleInstalled, examplesDir, run} from '../support/examples';
import {webSocketExampleTests} from '../support/websocket-example';

// examples/ts: `npx tsx translate-file.ts input.wav output.wav`, as its README says.
const cwd = path.join(examplesDir, 'ts');
test.describe.configure({mode: 'serial'});

test.beforeAll(() => {
  test.setTimeout(300_000);
  ensureExampleInstalled('ts');
});

test('ts: type-checks with tsc --noEmit', async () => {
  const result = await run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit'], {cwd});
  expect(result.stdout + result.stderr).toBe('');
  expect(result.code).toBe(0);
});

webSocketExampleTests({
  name: 'ts',
  command: ['npx', 'tsx', 'translate-file.ts'],
  cwd,
  input: {seconds: 2.5, sampleRate: 16_000, channels: 1},
  source: path.join(cwd, 'translate-file.ts'),
});
