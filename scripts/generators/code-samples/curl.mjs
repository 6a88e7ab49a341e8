// cURL samples. Credentials are placeholders, as in the guides.

/** @param {string} text */
function shellQuote(text) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function urlWithQuery(request) {
  const query = [...request.query.map((q) => [q.name, q.value])];
  for (const credential of request.credentials.filter((c) => c.in === 'query')) query.push([credential.name, credential.placeholder]);
  if (query.length === 0) return request.url;
  return `${request.url}?${query.map(([name, value]) => `${name}=${value.startsWith('<') ? value : encodeURIComponent(value)}`).join('&')}`;
}

function websocketHandshake(request) {
  return [
    '# Checks the handshake only: a valid token answers "101 Switching Protocols".',
    '# Use a WebSocket client (see the other languages) to exchange messages.',
    'curl --include --no-buffer --http1.1 \\',
    '  -H "Connection: Upgrade" \\',
    '  -H "Upgrade: websocket" \\',
    '  -H "Sec-WebSocket-Version: 13" \\',
    '  -H "Sec-WebSocket-Key: $(openssl rand -base64 16)" \\',
    `  "${urlWithQuery(request)}"`,
  ].join('\n');
}

/** @param {ReturnType<import('./request.mjs').describeRequest>} request */
export function curlSample(request) {
  if (request.websocket) return websocketHandshake(request);
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} "${urlWithQuery(request)}"`];
  for (const credential of request.credentials.filter((c) => c.in === 'header')) {
    lines.push(`-H "${credential.name}: ${credential.placeholder}"`);
  }
  for (const header of request.headers) lines.push(`-H "${header.name}: ${header.value}"`);
  const body = request.body;
  if (body?.kind === 'json') {
    lines.push(`-H "Content-Type: ${body.contentType}"`);
    lines.push(`-d ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  } else if (body?.kind === 'multipart') {
    for (const part of body.parts) {
      const value = part.isFile ? `@${part.filename}${part.contentType ? `;type=${part.contentType}` : ''}` : part.value;
      lines.push(`-F ${shellQuote(`${part.name}=${value}`)}`);
    }
  } else if (body) {
    lines.push(`-H "Content-Type: ${body.contentType}"`, `--data-binary ${shellQuote(body.value)}`);
  }
  return lines.map((line, index) => (index === 0 ? line : `  ${line}`)).join(' \\\n');
}
