#!/usr/bin/env node
// Runs Debian's nginx in the foreground with deploy/nginx.conf, bound to
// 127.0.0.1, serving this checkout's build/ (or --dir) with the headers includes
// the build wrote beside it. Used by the test suite and the bench to prove the
// production server configuration.
//
// nginx must not outlive this script, or it keeps the port and serves an old
// build: it stops when this script stops or is killed (SIGKILL included, through
// setpriv's parent-death signal), and a start first stops what an earlier run of
// this checkout left listening on the port (after its master was killed, say).
// Usage: node scripts/nginx-local.mjs [--port 4174] [--dir build] [--error-log FILE]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {headerValuesFileOf, headersFileOf} from '../config/serving.mjs';
import './stop-with-parent.mjs';

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
const headers = headersFileOf(site);
const missing = [headers, headerValuesFileOf(site)].find((file) => !fs.existsSync(file));
if (missing) {
  console.error(`${path.relative(root, missing)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(values.port);
// Debian's libnginx-mod-http-brotli-static; nginx-light alone has no brotli.
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const hasBrotli = fs.existsSync(brotliModule);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
/** deploy/nginx.conf with its deployment paths pointed at this checkout; every line it expects must be there. */
function localServerConf() {
  let conf = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const swaps = [
    [/^\s*listen \[::\]:80;\n/m, ''],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
    [/root \/srv\/docs\/build;/, `root ${JSON.stringify(site)};`],
    [/include \/srv\/docs\/build-nginx\/headers\.conf;/, `include ${JSON.stringify(headers)};`],
    [/include \/srv\/docs\/build-nginx\/header-values\.conf;/, `include ${JSON.stringify(headerValuesFileOf(site))};`],
    ...(hasBrotli ? [] : [[/^\s*brotli_static on;\n/m, '']]),
  ];
  for (const [line, replacement] of /** @type {[RegExp, string][]} */ (swaps)) {
    if (!line.test(conf)) throw new Error(`deploy/nginx.conf has no line matching ${line}: update scripts/nginx-local.mjs`);
    conf = conf.replace(line, replacement);
  }
  return conf;
}

/** Inodes of the sockets listening on 127.0.0.1:port (or any address), from /proc/net/tcp. */
function listeningSockets() {
  const inodes = new Set();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      // 0A: LISTEN
      if (local?.endsWith(`:${hexPort}`) && state === '0A') inodes.add(inode);
    }
  }
  return inodes;
}

const linkOf = (file) => {
  try {
    return fs.readlinkSync(file);
  } catch {
    return null;
  }
};

/**
 * nginx processes that hold the port and were started from this checkout (their working
 * folder is its root, as this script starts them): what a killed earlier run left behind.
 */
function leftovers() {
  const sockets = listeningSockets();
  if (sockets.size === 0) return [];
  const found = [];
  for (const pid of fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)) {
    if (
      pid === process.pid ||
      linkOf(`/proc/${pid}/exe`) !== fs.realpathSync(nginx) ||
      linkOf(`/proc/${pid}/cwd`) !== fs.realpathSync(root)
    )
      continue;
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    if (fds.some((fd) => sockets.has(/^socket:\[(\d+)\]$/.exec(linkOf(`/proc/${pid}/fd/${fd}`) ?? '')?.[1]))) found.push(pid);
  }
  return found;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Stops leftovers and waits (up to 5 s per signal) until they have let go of the port. */
function stopLeftovers(why) {
  const pids = leftovers();
  if (pids.length === 0) return;
  console.error(`nginx-local: stopping nginx left listening on port ${port} ${why} (pid ${pids.join(', ')}).`);
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    }
    for (let tries = 0; tries < 50 && leftovers().length > 0; tries += 1) Atomics.wait(pause, 0, 0, 100);
    if (leftovers().length === 0) return;
  }
}

stopLeftovers('by an earlier run');
const server = localServerConf();
fs.writeFileSync(path.join(work, 'site.conf'), server);

const errorLogs = [
  'error_log stderr warn;',
  ...(values['error-log'] ? [`error_log ${JSON.stringify(path.resolve(values['error-log']))} warn;`] : []),
];
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

// setpriv (util-linux) makes the kernel send nginx SIGQUIT when this process dies, however it dies.
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => fs.existsSync(file));
const nginxArgs = ['-e', 'stderr', '-c', path.join(work, 'nginx.conf')];
const child = setpriv
  ? spawn(setpriv, ['--pdeathsig', 'SIGQUIT', nginx, ...nginxArgs], {stdio: 'inherit', cwd: root})
  : spawn(nginx, nginxArgs, {stdio: 'inherit', cwd: root});
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  // A master killed outright leaves its workers serving.
  if (signal) stopLeftovers(`after its master was stopped by ${signal}`);
  fs.rmSync(work, {recursive: true, force: true});
  process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1));
});
console.log(
  `nginx serving ${path.relative(root, site) || '.'} at http://127.0.0.1:${values.port}/${hasBrotli ? '' : ' (no brotli module: gzip only)'}`,
);
