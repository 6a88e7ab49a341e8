#!/usr/bin/env node
// Runs Debian's nginx in the foreground with deploy/nginx.conf, bound to
// 127.0.0.1, serving this checkout's build/. Used by the test suite to prove
// the production server configuration. Usage: node scripts/nginx-local.mjs [--port 4174]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({options: {port: {type: 'string', default: '4174'}}});
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install nginx-light).');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
const site = fs
  .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  .replace(/^\s*listen \[::\]:80;\n/m, '')
  .replace(/listen 80;/, `listen 127.0.0.1:${values.port};`)
  .replace(/root \/srv\/docs\/build;/, `root ${JSON.stringify(path.join(root, 'build'))};`);
fs.writeFileSync(path.join(work, 'site.conf'), site);
const temp = (name) => `${name}_temp_path ${path.join(work, name)};`;
fs.writeFileSync(
  path.join(work, 'nginx.conf'),
  [
    'daemon off;',
    `pid ${path.join(work, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${path.join(work, 'site.conf')};`,
    '}',
  ].join('\n'),
);

const child = spawn(nginx, ['-c', path.join(work, 'nginx.conf')], {stdio: 'inherit'});
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(work, {recursive: true, force: true});
  process.exit(code ?? 0);
});
console.log(`nginx serving build/ at http://127.0.0.1:${values.port}/`);
