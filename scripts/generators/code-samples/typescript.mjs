// TypeScript samples for Node.js 20 or later, as ES modules (`sample.mts`, run
// with `npx tsx sample.mts`): built-in fetch for REST, the `ws` package for the
// streaming socket. Credentials come from the environment and a missing one
// stops the program with its name.
import {jsLiteral, jsString} from './literals.mjs';
import {FIRST_WEBSOCKET_MESSAGE} from './websocket-message.mjs';

const HEADER = '// TypeScript, Node.js 20 or later. Save as sample.mts and run: npx tsx sample.mts';

const ENV_HELPER = `function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(\`Set the \${name} environment variable.\`);
  return value;
}`;

function websocketSample(request) {
  const token = request.credentials.find((c) => c.in === 'query');
  const wsUrl = request.url.replace(/^http/, 'ws');
  return `${HEADER}
import WebSocket from 'ws'; // npm install ws @types/ws

${ENV_HELPER}

// Always connect to the ws_url returned by the session; this is its usual value.
const wsUrl = process.env.WS_URL ?? ${jsString(wsUrl)};
const url = new URL(wsUrl);
url.searchParams.set(${jsString(token.name)}, env(${jsString(token.env)}));

const setTask = ${jsLiteral(FIRST_WEBSOCKET_MESSAGE)};

const socket = new WebSocket(url);
socket.on('open', () => socket.send(JSON.stringify(setTask)));
socket.on('message', (raw: WebSocket.RawData) => {
  const message = JSON.parse(raw.toString());
  console.log(message.message_type);
});
socket.on('close', (code: number, reason: Buffer) => console.log('closed', code, reason.toString()));
`;
}

/** @param {ReturnType<import('./request.mjs').describeRequest>} request */
export function typescriptSample(request) {
  if (request.websocket) return websocketSample(request);
  const lines = [];
  const imports = [];
  const queryEntries = [
    ...request.query.map((q) => `url.searchParams.set(${jsString(q.name)}, ${jsString(q.value)});`),
    ...request.credentials
      .filter((c) => c.in === 'query')
      .map((c) => `url.searchParams.set(${jsString(c.name)}, env(${jsString(c.env)}));`),
  ];
  const address = `\`\${API_BASE_URL}${request.path}\``;
  const target = queryEntries.length ? 'url' : address;
  lines.push(`const API_BASE_URL = process.env.API_BASE_URL ?? ${jsString(request.baseUrl)};`, '');
  if (queryEntries.length) lines.push(`const url = new URL(${address});`, ...queryEntries, '');

  const headers = [
    ...request.credentials.filter((c) => c.in === 'header').map((c) => `${c.name}: env(${jsString(c.env)}),`),
    ...request.headers.map((h) => `${jsString(h.name)}: ${jsString(h.value)},`),
  ];
  const body = request.body;
  let bodyLine = '';
  if (body?.kind === 'json') {
    headers.push(`'Content-Type': ${jsString(body.contentType)},`);
    bodyLine = `  body: JSON.stringify(${jsLiteral(body.value, 1)}),\n`;
  } else if (body?.kind === 'multipart') {
    imports.push("import {openAsBlob} from 'node:fs';");
    lines.push('const form = new FormData();');
    for (const part of body.parts) {
      lines.push(
        part.isFile
          ? `form.append(${jsString(part.name)}, await openAsBlob(${jsString(part.filename)}${part.contentType ? `, {type: ${jsString(part.contentType)}}` : ''}), ${jsString(part.filename)});`
          : `form.append(${jsString(part.name)}, ${jsString(part.value)});`,
      );
    }
    lines.push('');
    bodyLine = '  body: form,\n';
  } else if (body) {
    headers.push(`'Content-Type': ${jsString(body.contentType)},`);
    bodyLine = `  body: ${jsString(body.value)},\n`;
  }

  lines.push(
    `const response = await fetch(${target}, {`,
    ...(request.method === 'GET' ? [] : [`  method: '${request.method}',`]),
    `  headers: {\n${headers.map((h) => `    ${h}`).join('\n')}\n  },`,
  );
  const text = `${HEADER}
${imports.map((line) => `${line}\n\n`).join('')}${ENV_HELPER}

${lines.join('\n')}\n${bodyLine}});
if (!response.ok) {
  throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
}
${request.returnsBody ? 'console.log(await response.json());' : 'console.log(response.status);'}
`;
  return text;
}
