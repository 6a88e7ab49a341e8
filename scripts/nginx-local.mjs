#!/usr/bin/env node
// Runs Debian's nginx in the foreground with deploy/nginx.conf, bound to
// 127.0.0.1, serving this checkout's build/ (or --dir). Used by the test
// suite and the bench to prove the production server configuration.
// Usage: node scripts/nginx-local.mjs [--port 4174] [--dir build] [--error-log FILE]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4174'},
    dir: {type: 'string', default: 'build'},
    'error-log': {type: 'string'},
  },
});
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install nginx-light).');
  process.exit(1);
}
const site = path.resolve(root, values.dir);
const policy = path.join(site, 'content-security-policy.conf');
if (!fs.existsSync(policy)) {
  console.error(`${path.relative(root, policy)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
// Debian's libnginx-mod-http-brotli-static; nginx-light alone has no brotli.
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const hasBrotli = fs.existsSync(brotliModule);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
let server = fs
  .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  .replace(/^\s*listen \[::\]:80;\n/m, '')
  .replace(/listen 80;/, `listen 127.0.0.1:${values.port};`)
  .replace(/root \/srv\/docs\/build;/, `root ${JSON.stringify(site)};`)
  .replace(/include \/srv\/docs\/build\/content-security-policy\.conf;/, `include ${JSON.stringify(policy)};`);
if (!hasBrotli) server = server.replace(/^\s*brotli_static on;\n/m, '');
fs.writeFileSync(path.join(work, 'site.conf'), server);

const errorLogs = ['error_log stderr warn;', ...(values['error-log'] ? [`error_log ${JSON.stringify(path.resolve(values['error-log']))} warn;`] : [])];
if (values['error-log']) fs.rmSync(values['error-log'], {force: true});
const temp = (name) => `${name}_temp_path ${path.join(work, name)};`;
fs.writeFileSync(
  path.join(work, 'nginx.conf'),
  [
    ...(hasBrotli ? [`load_module ${brotliModule};`] : []),
    'daemon off;',
    'worker_processes auto;',
    `pid ${path.join(work, 'nginx.pid')};`,
    ...errorLogs,
    'events { worker_connections 1024; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    `  include ${path.join(work, 'site.conf')};`,
    '}',
  ].join('\n'),
);

const child = spawn(nginx, ['-e', 'stderr', '-c', path.join(work, 'nginx.conf')], {stdio: 'inherit'});
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(work, {recursive: true, force: true});
  process.exit(code ?? 0);
});
console.log(`nginx serving ${path.relative(root, site) || '.'} at http://127.0.0.1:${values.port}/${hasBrotli ? '' : ' (no brotli module: gzip only)'}`);
