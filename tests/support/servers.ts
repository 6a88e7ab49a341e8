import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {buildDir} from './paths';
import {readServerHeaders} from '../../config/serving.mjs';

/** Where the test servers listen (playwright.config.ts starts them). */
export const port = Number(process.env.TEST_PORT ?? 4173);
export const nginxPort = Number(process.env.TEST_NGINX_PORT ?? port + 1);
export const serveURL = `http://127.0.0.1:${port}`;
export const nginxURL = `http://127.0.0.1:${nginxPort}`;
/** Whether the suite also serves the build with deploy/nginx.conf (not against a deployed site, not with TEST_NGINX=0). */
export const nginxEnabled = !process.env.TEST_BASE_URL && process.env.TEST_NGINX !== '0';
/** nginx's error log, besides stderr, so tests can read what nginx complained about. */
export const nginxErrorLog = path.join(os.tmpdir(), `docs-nginx-${nginxPort}-error.log`);

/** The headers the build wrote for both servers (its nginx include), the Content-Security-Policy among them. */
export function builtHeaders(dir = buildDir): Record<string, string> {
  return readServerHeaders(dir);
}

/** The Content-Security-Policy the build derived. */
export function builtPolicy(dir = buildDir): string {
  return builtHeaders(dir)['Content-Security-Policy'];
}

export interface RawAnswer {
  status: number;
  /** By lower-case name; of a repeated header, the last. */
  headers: Record<string, string>;
  /** Every header line as sent, `[name, value]`. */
  headerLines: [string, string][];
}

/**
 * Sends a request line exactly as given (HTTP clients escape or refuse
 * backslashes, tabs and `//` at the start) and reads the status and headers.
 */
export function rawRequest(
  origin: string,
  target: string,
  {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {},
): Promise<RawAnswer> {
  const {hostname, port: originPort} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(originPort), hostname);
    let data = '';
    socket.setEncoding('latin1');
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: ${hostname}`,
      'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
    socket.on('data', (chunk) => {
      data += chunk;
      const end = data.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine, ...headerLines] = data.slice(0, end).split('\r\n');
      const lines = headerLines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      });
      socket.destroy();
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(lines.map(([name, value]) => [name.toLowerCase(), value])),
        headerLines: lines,
      });
    });
    socket.on('error', reject);
    socket.on('end', () => reject(new Error(`${target}: connection closed without an answer`)));
  });
}
