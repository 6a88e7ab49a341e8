#!/usr/bin/env node
// Serves build/ the way the production host does, bound to loopback only
// (`docusaurus serve` ignores --host and listens on every interface).
// Usage: node scripts/serve.mjs [--port 3000] [--dir build]
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import handler from 'serve-handler';
import compression from 'compression';
import './stop-with-parent.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    dir: {type: 'string', default: 'build'},
  },
});

const root = path.resolve(values.dir);
const gzip = compression();

/** `/a/index.html` and `/a.html` are normalised to the clean path `/a`. */
export function cleanPath(pathname) {
  const clean = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean === pathname) return null;
  return clean.length > 1 ? clean.replace(/\/$/, '') : clean;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const clean = cleanPath(url.pathname);
  if (clean !== null && !url.pathname.startsWith('/404')) {
    res.writeHead(301, {Location: clean + url.search});
    res.end();
    return;
  }
  gzip(req, res, () =>
    handler(req, res, {
      public: root,
      cleanUrls: true,
      directoryListing: false,
    }),
  );
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${values.port}/`);
});
