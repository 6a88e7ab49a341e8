#!/usr/bin/env node
// `npm run lint:openapi`: `redocly lint` with the given arguments, minus
// Redocly's notices. Its update and telemetry calls are switched off through
// the environment; its Node.js 20 deprecation box has no switch (Redocly
// prints it on every run under Node 20), so it is cut from the output.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const env = {...process.env, REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_TELEMETRY: 'off'};
const lint = spawn(process.execPath, [cli, 'lint', ...process.argv.slice(2)], {stdio: ['inherit', 'inherit', 'pipe'], env});
let errors = '';
lint.stderr.setEncoding('utf8').on('data', (chunk) => (errors += chunk));
lint.on('close', (code) => {
  process.stderr.write(errors.replace(/^\s*╔[^]*?╝\n\s*\n?/m, ''));
  process.exitCode = code ?? 1;
});
