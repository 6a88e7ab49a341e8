import path from 'node:path';
import {test, expect} from '@playwright/test';
import {examplesDir, run} from '../support/examples';
import {webSocketExampleTests} from '../support/websocket-example';

// examples/python: `python translate_file.py input.wav output.wav`, as its README says.
// PyPI is out of reach here, so the run uses Debian's python3 with python3-websockets
// (scripts/test.sh installs them); PYTHON overrides the interpreter.
const python = process.env.PYTHON ?? '/usr/bin/python3';
const cwd = path.join(examplesDir, 'python');
test.describe.configure({mode: 'serial'});

test('python: compiles and has websockets available', async () => {
  const result = await run(python, ['-c', 'import websockets; compile(open("translate_file.py").read(), "translate_file.py", "exec")'], {
    cwd,
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
});

webSocketExampleTests({
  name: 'python',
  command: [python, 'translate_file.py'],
  cwd,
  input: {seconds: 2.5, sampleRate: 44_100, channels: 2},
  source: path.join(cwd, 'translate_file.py'),
});
