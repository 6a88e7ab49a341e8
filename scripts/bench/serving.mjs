// @ts-check
// The serving section of `npm run bench` (also `--only serve`): nginx with
// deploy/nginx.conf under a bounded loopback load, 50 connections for 10 s on
// the largest search index file and on a guide page, asking for brotli or gzip
// as browsers do.
import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {cpus} from 'node:os';
import autocannon from 'autocannon';
import {buildDir, kb, log, machineLine, root, waitForServer} from './common.mjs';
import {tableOf} from './table.mjs';

export const SERVING_TITLE = 'Serving';
const LOAD = {connections: 50, seconds: 10};

/** The search index files of the build: the pointer, and the hashed manifest and parts. */
export function searchIndexFiles() {
  const hashedDir = path.join(buildDir, 'assets', 'search');
  const hashed = fs.existsSync(hashedDir)
    ? fs
        .readdirSync(hashedDir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => `assets/search/${file}`)
    : [];
  return [...fs.readdirSync(buildDir).filter((file) => file === 'search-manifest.json'), ...hashed];
}

/** @param {number} port the Node server's port; nginx takes the next one */
export async function servingRows(port) {
  /** @type {import('./common.mjs').Row[]} */
  const rows = [];
  /** @param {string} measure @param {string} value @param {string} [target] */
  const add = (measure, value, target = '') => rows.push({area: 'Serving (nginx)', measure, value, target});
  const index = searchIndexFiles().sort((a, b) => fs.statSync(path.join(buildDir, b)).size - fs.statSync(path.join(buildDir, a)).size)[0];
  const nginxOrigin = `http://127.0.0.1:${port + 1}`;
  const nginx = spawn(process.execPath, ['scripts/nginx-local.mjs', '--port', String(port + 1), '--dir', 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    await waitForServer(`${nginxOrigin}/`, 'nginx');
    for (const {name, route, rate, p99} of [
      {name: `Search index (/${index})`, route: `/${index}`, rate: 300, p99: 500},
      {name: 'Guide page (/docs/quick-start)', route: '/docs/quick-start', rate: 2000, p99: 0},
    ]) {
      log(`load ${route}: ${LOAD.connections} connections, ${LOAD.seconds} s`);
      const result = await autocannon({
        url: `${nginxOrigin}${route}`,
        connections: LOAD.connections,
        duration: LOAD.seconds,
        headers: {'accept-encoding': 'br, gzip'},
        // One client thread per core, like nginx's workers: a single Node thread saturates first.
        workers: cpus().length,
      });
      const failures = result.errors + result.timeouts + result.non2xx;
      add(`${name}: requests/s (mean)`, result.requests.average.toFixed(0), `≥ ${rate}`);
      add(`${name}: latency p50 / p99`, `${result.latency.p50} ms / ${result.latency.p99} ms`, p99 ? `p99 ≤ ${p99} ms` : '');
      add(
        `${name}: transferred`,
        `${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s, ${kb(result.throughput.total / result.requests.total)} per answer`,
      );
      add(`${name}: errors, timeouts, non-2xx`, `${result.errors}, ${result.timeouts}, ${result.non2xx}`, '0, 0, 0');
      if (failures) log(`  ${failures} failed requests`);
    }
  } finally {
    nginx.kill('SIGTERM');
  }
  return rows;
}

/** @param {import('./common.mjs').Row[]} rows */
export const servingBody = (rows) =>
  `Measured on ${machineLine()} with autocannon (one worker thread per core), ${LOAD.connections} connections for ${LOAD.seconds} s per URL, client and nginx (\`worker_processes auto\`, precompressed files) on the same loopback machine.\n\n${tableOf(rows)}`;
