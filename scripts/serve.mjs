#!/usr/bin/env node
// Serves build/ the way deploy/nginx.conf does, bound to loopback only
// (`docusaurus serve` ignores --host, compresses nothing and sends no
// security headers): clean URLs, the precompressed .br/.gz files the build
// wrote, the headers of the include the build wrote beside the site
// (config/serving.mjs) on every answer, the not-found page with status 404.
// Usage: node scripts/serve.mjs [--port 3000] [--dir build]  (or PORT=3000)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import './stop-with-parent.mjs';
import {readServerHeaders} from '../config/serving.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    dir: {type: 'string', default: 'build'},
  },
});
const root = path.resolve(values.dir);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.zip': 'application/zip',
};
// The feeds of the blog and of the changelog (a second blog).
const FEED_TYPES = {'rss.xml': 'application/rss+xml; charset=utf-8', 'atom.xml': 'application/atom+xml; charset=utf-8'};
const FEED_PATH = /^\/(?:blog|changelog)\/(rss\.xml|atom\.xml)$/;
/** Public downloads that tools on other origins import by URL. */
const CORS_PATHS = new Set(['/openapi.yaml', '/asyncapi.yaml', '/postman_collection.json']);
/** Not pages: the not-found page answers only for missing paths, the precompressed copies only through Accept-Encoding. */
const NOT_SERVED = (pathname) =>
  pathname === '/404' || pathname === '/404.html' || pathname === '/_headers' || /\.(?:gz|br)$/.test(pathname);
// RFC 9727's API catalog: a linkset with the catalog profile (src/plugins/markdown-twins/api-catalog.ts).
const PATH_TYPES = {'/.well-known/api-catalog': 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"'};
// nginx answers 414 when the request line outgrows its 8 KB header buffer.
const MAX_REQUEST_TARGET = 8192;
// The same rule as deploy/nginx.conf's $docs_clean_path, on the raw request target.
const HTML_PATH = /^((?:\/[A-Za-z0-9_~%!&()*+,;=:@-][A-Za-z0-9._~%!&()*+,;=:@-]*)+?)(?:\/index)?\.html(\?.*)?$/;

/** The headers of the include the build wrote beside the site for nginx: one header set for both servers. */
function readHeaders(dir) {
  return readServerHeaders(dir);
}

/** Where `/a.html` and `/a/index.html` redirect (`/a`), or null when the raw target does not qualify. */
function cleanRedirect(target) {
  if (target === '/index.html' || target.startsWith('/index.html?')) return `/${target.slice('/index.html'.length)}`;
  const match = HTML_PATH.exec(target);
  return match ? match[1] + (match[2] ?? '') : null;
}

function commonHeaders(headerSet, pathname = '') {
  return {
    ...headerSet,
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

const STATUS_TEXT = {400: 'Bad Request', 405: 'Method Not Allowed', 414: 'URI Too Long', 431: 'Request Header Fields Too Large'};

/** Encodings the client accepts (q > 0), from Accept-Encoding. */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The file a decoded path names inside root: itself, its index.html, or path.html. */
function findFile(pathname) {
  const base = path.join(root, pathname);
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // Missing, a name too long for the file system, or a file where a folder was expected: not found.
    }
  }
  return null;
}

function startServer(headerSet) {
  const send = (req, res, status, headers, body) => {
    res.writeHead(status, {...commonHeaders(headerSet, headers.pathname), ...headers.extra});
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const error = (req, res, status, extra = {}) =>
    send(req, res, status, {extra: {'Content-Type': 'text/plain; charset=utf-8', ...extra}}, `${status} ${STATUS_TEXT[status]}\n`);

  const notFound = (req, res) => {
    const page = fs.readFileSync(path.join(root, '404.html'));
    send(req, res, 404, {pathname: '/404.html', extra: {'Content-Type': TYPES['.html'], 'Content-Length': page.length}}, page);
  };

  const serveFile = (req, res, pathname, file) => {
    const feed = FEED_PATH.exec(pathname)?.[1];
    const extra = {
      'Content-Type': PATH_TYPES[pathname] ?? (feed && FEED_TYPES[feed]) ?? TYPES[path.extname(file)] ?? 'application/octet-stream',
    };
    if (CORS_PATHS.has(pathname)) extra['Access-Control-Allow-Origin'] = '*';
    let body = file;
    // The build wrote NAME.br and NAME.gz beside every text file.
    if (fs.existsSync(`${file}.gz`)) {
      extra.Vary = 'Accept-Encoding';
      const accepted = acceptedEncodings(req.headers['accept-encoding']);
      const encoding = [
        ['br', 'br'],
        ['gzip', 'gz'],
      ].find(([name, suffix]) => accepted.has(name) && fs.existsSync(`${file}.${suffix}`));
      if (encoding) {
        body = `${file}.${encoding[1]}`;
        extra['Content-Encoding'] = encoding[0];
      }
    }
    const stat = fs.statSync(body);
    extra.ETag = `"${Math.floor(stat.mtimeMs).toString(16)}-${stat.size.toString(16)}"`;
    extra['Last-Modified'] = stat.mtime.toUTCString();
    if (req.headers['if-none-match'] === extra.ETag) return send(req, res, 304, {pathname, extra});
    extra['Content-Length'] = stat.size;
    res.writeHead(200, {...commonHeaders(headerSet, pathname), ...extra});
    if (req.method === 'HEAD') res.end();
    else
      fs.createReadStream(body)
        .on('error', () => res.destroy())
        .pipe(res);
  };

  const server = http.createServer({maxHeaderSize: 64 * 1024}, (req, res) => {
    const target = req.url ?? '/';
    if (target.length > MAX_REQUEST_TARGET) return error(req, res, 414);
    if (req.method !== 'GET' && req.method !== 'HEAD') return error(req, res, 405, {Allow: 'GET, HEAD'});
    if (!target.startsWith('/')) return error(req, res, 400);
    const rawPath = target.split('?')[0];
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return error(req, res, 400);
    }
    if (pathname.includes('\0')) return error(req, res, 400);
    // The rules below see the path the file is looked up by, as nginx's do: `//404`, `/./404` and `/a/../404` are `/404`.
    pathname = path.posix.normalize(pathname);

    if (NOT_SERVED(pathname)) return notFound(req, res);
    if (pathname.endsWith('.html')) {
      const location = cleanRedirect(target);
      if (location === null) return notFound(req, res);
      return send(req, res, 301, {pathname, extra: {Location: location, 'Content-Length': 0}});
    }
    const found = findFile(pathname);
    if (!found) return notFound(req, res);
    return serveFile(req, res, pathname, found);
  });

  // Idle connections stay open 75 s, nginx's default: with Node's 5 s, a client that reuses an idle connection
  // (a browser, Playwright's request context between tests) can send just as the server closes it, and sees
  // "socket hang up".
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;

  // Requests Node cannot parse (a raw control character, oversized headers) get the headers too.
  server.on('clientError', (err, socket) => {
    if (!socket.writable) return;
    const status = /** @type {NodeJS.ErrnoException} */ (err).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = `${status} ${STATUS_TEXT[status]}\n`;
    const headers = {
      ...commonHeaders(headerSet),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      Connection: 'close',
    };
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n${body}`,
    );
  });
  return server;
}

let headerSet;
try {
  headerSet = readHeaders(root);
} catch (problem) {
  console.error(`Cannot serve ${root}: ${problem.message} (run \`npm run build\` first).`);
  process.exit(1);
}
// A build that fails leaves the last good one (scripts/run-docusaurus.mjs): say which build this is.
const home = path.join(root, 'index.html');
const built = fs.existsSync(home) ? ` (built ${fs.statSync(home).mtime.toLocaleString()})` : '';
startServer(headerSet).listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${values.port}/${built}`);
});
