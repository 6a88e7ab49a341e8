// Python samples: `requests` for REST, `websockets` for the streaming socket.
import {pythonLiteral} from './literals.mjs';
import {FIRST_WEBSOCKET_MESSAGE} from './websocket-message.mjs';

function websocketSample(request) {
  const token = request.credentials.find((c) => c.in === 'query');
  const wsUrl = request.url.replace(/^http/, 'ws');
  return `import asyncio
import json
import os

import websockets  # pip install websockets

# Always connect to the ws_url returned by the session; this is its usual value.
WS_URL = os.environ.get("WS_URL", "${wsUrl}")

SET_TASK = ${pythonLiteral(FIRST_WEBSOCKET_MESSAGE)}


async def main() -> None:
    url = f"{WS_URL}?${token.name}={os.environ['${token.env}']}"
    async with websockets.connect(url) as socket:
        await socket.send(json.dumps(SET_TASK))
        async for raw in socket:
            message = json.loads(raw)
            print(message["message_type"])


asyncio.run(main())
`;
}

/** @param {ReturnType<import('./request.mjs').describeRequest>} request */
export function pythonSample(request) {
  if (request.websocket) return websocketSample(request);
  const headerLines = [
    ...request.credentials.filter((c) => c.in === 'header').map((c) => `"${c.name}": os.environ["${c.env}"],`),
    ...request.headers.map((h) => `${JSON.stringify(h.name)}: ${JSON.stringify(h.value)},`),
  ];
  const queryEntries = [
    ...request.query.map((q) => `${JSON.stringify(q.name)}: ${JSON.stringify(q.value)},`),
    ...request.credentials.filter((c) => c.in === 'query').map((c) => `"${c.name}": os.environ["${c.env}"],`),
  ];
  const args = [`f${JSON.stringify(`{API_BASE_URL}${request.path}`)}`];
  args.push(`headers={\n${headerLines.map((line) => `        ${line}`).join('\n')}\n    }`);
  if (queryEntries.length) args.push(`params={\n${queryEntries.map((line) => `        ${line}`).join('\n')}\n    }`);

  const body = request.body;
  if (body?.kind === 'json') args.push(`json=${pythonLiteral(body.value, 1)}`);
  if (body?.kind === 'multipart') {
    const files = body.parts.filter((p) => p.isFile);
    const fields = body.parts.filter((p) => !p.isFile);
    args.push(
      `files={\n${files
        .map(
          (p) =>
            `        ${JSON.stringify(p.name)}: (${JSON.stringify(p.filename)}, open(${JSON.stringify(p.filename)}, "rb")${p.contentType ? `, ${JSON.stringify(p.contentType)}` : ''}),`,
        )
        .join('\n')}\n    }`,
    );
    if (fields.length)
      args.push(`data={\n${fields.map((p) => `        ${JSON.stringify(p.name)}: ${JSON.stringify(p.value)},`).join('\n')}\n    }`);
  }
  if (body?.kind === 'raw') args.push(`data=${JSON.stringify(body.value)}`);
  args.push('timeout=30');

  const result = request.returnsBody ? 'print(response.json())' : 'print(response.status_code)';
  return `import os

import requests

API_BASE_URL = os.environ.get("API_BASE_URL", ${JSON.stringify(request.baseUrl)})

response = requests.${request.method.toLowerCase()}(
${args.map((arg) => `    ${arg},`).join('\n')}
)
response.raise_for_status()
${result}
`;
}
