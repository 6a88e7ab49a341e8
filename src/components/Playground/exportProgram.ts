/** A playground session as run: its settings and the commands sent while audio streamed. */
export type RecordedRun = {
  /** `data` of the first `set_task`. */
  settings: Record<string, unknown>;
  /** Commands after the first `set_task`, with the seconds of audio sent before each. */
  steps: {at: number; message: {message_type: string; data: unknown}}[];
  /** `data` of the `end_task` that finished the run. */
  endTask: {force?: boolean; eos_timeout?: number};
  chunkMs: number;
  /** The REST API the program calls unless API_BASE_URL says otherwise. */
  apiBaseUrl: string;
};

/** Seconds from the reply to one `get_task` to the next poll: above its 1-per-2-s limit. */
const POLL_SECONDS = 2.5;

function pythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}    ${pythonLiteral(item, indent + 4)},`).join('\n')}\n${pad}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}    ${JSON.stringify(key)}: ${pythonLiteral(item, indent + 4)},`).join('\n')}\n${pad}}`;
}

function indentJson(value: unknown, indent: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(indent)}`);
}

/** A Python program that runs the same session against the API: `python3 playground_session.py input.wav`. */
export function pythonProgram(run: RecordedRun): string {
  const steps = run.steps.map((step) => `    (${step.at.toFixed(2)}, ${pythonLiteral(step.message, 4)}),`).join('\n');
  return `#!/usr/bin/env python3
"""Replays a playground session against the speech-to-speech API.

    pip install websockets   # or: apt-get install python3-websockets
    export API_CLIENT_ID=... API_CLIENT_SECRET=...   # optional: API_BASE_URL
    python3 playground_session.py input.wav          # 16-bit PCM WAV
"""
import asyncio, base64, json, os, sys, time, urllib.request, wave

import websockets

BASE_URL = os.environ.get("API_BASE_URL", ${JSON.stringify(run.apiBaseUrl)}).rstrip("/")
SETTINGS = ${pythonLiteral(run.settings)}
# (seconds of audio sent, message): the commands sent while the audio streamed
STEPS = [
${steps}
]
END_TASK = ${pythonLiteral(run.endTask)}
CHUNK_SECONDS = ${run.chunkMs / 1000}
POLL_SECONDS = ${POLL_SECONDS}  # from a get_task's reply to the next get_task: 1 per 2 s, with a margin


def api(method, path, body=None):
    headers = {"ClientId": os.environ["API_CLIENT_ID"], "ClientSecret": os.environ["API_CLIENT_SECRET"]}
    data = None if body is None else json.dumps(body).encode()
    if data is not None:
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(BASE_URL + path, data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


async def stream(session, pcm, rate, channels):
    async with websockets.connect(f"{session['ws_url']}?token={session['publisher']}") as ws:
        running = asyncio.Event()
        replied = asyncio.Event()  # the reply to the last get_task came

        async def send(message_type, data):
            await ws.send(json.dumps({"message_type": message_type, "data": data}))

        async def receive():
            async for frame in ws:
                message = json.loads(frame)
                kind, data = message["message_type"], message["data"]
                if kind == "current_task":
                    running.set()
                    replied.set()
                elif kind == "error" and (data["code"], data.get("param")) in (("NOT_FOUND", None), ("RATE_LIMIT_EXCEEDED", "get_task")):
                    replied.set()  # not running yet, or that poll was dropped: poll again
                elif kind in ("partial_transcription", "validated_transcription", "translated_transcription"):
                    print(f"{kind}: [{data['transcription']['language']}] {data['transcription']['text']}")
                elif kind in ("error", "warning"):
                    print(f"{kind}: {data['code']}: {data.get('desc') or data.get('message')}")
                elif kind == "eos":
                    print("eos: all translated speech has been sent")

        receiver = asyncio.create_task(receive())
        await send("set_task", SETTINGS)
        deadline = time.monotonic() + 30  # the pipeline takes a moment to start
        while True:
            replied.clear()
            await send("get_task", {})
            # The server counts the limit where polls arrive: time the next one from this reply.
            try:
                await asyncio.wait_for(replied.wait(), max(0.0, deadline - time.monotonic()))
            except asyncio.TimeoutError:
                pass
            if running.is_set():
                break
            if time.monotonic() + POLL_SECONDS > deadline:
                sys.exit("The task did not start within 30 s.")
            await asyncio.sleep(POLL_SECONDS)
        chunk = int(rate * CHUNK_SECONDS) * channels * 2
        steps = list(STEPS)
        start = time.monotonic()
        for index, offset in enumerate(range(0, len(pcm), chunk)):
            sent = index * CHUNK_SECONDS
            while steps and steps[0][0] <= sent:
                message = steps.pop(0)[1]
                await send(message["message_type"], message["data"])
            await send("input_audio_data", {"data": base64.b64encode(pcm[offset:offset + chunk]).decode()})
            await asyncio.sleep(max(0.0, start + (index + 1) * CHUNK_SECONDS - time.monotonic()))
        for _, message in steps:
            await send(message["message_type"], message["data"])
        await send("end_task", END_TASK)
        await receiver  # ends when the server closes the socket
        print(f"closed: {ws.close_code} {ws.close_reason}")


def main():
    if not (os.environ.get("API_CLIENT_ID") and os.environ.get("API_CLIENT_SECRET")):
        sys.exit("Set API_CLIENT_ID and API_CLIENT_SECRET to the values of your API key.")
    with wave.open(sys.argv[1], "rb") as wav:
        if wav.getsampwidth() != 2:
            sys.exit("The WAV file must hold 16-bit PCM.")
        rate, channels, pcm = wav.getframerate(), wav.getnchannels(), wav.readframes(wav.getnframes())
    # Declare the file's own format.
    SETTINGS["input_stream"]["source"].update({"format": "pcm_s16le", "sample_rate": rate, "channels": channels})
    session = api("POST", "/session-storage/session", {"data": {"intent": "api", "ttl_seconds": 900}})["data"]
    try:
        asyncio.run(stream(session, pcm, rate, channels))
    finally:
        api("DELETE", f"/session-storage/sessions/{session['id']}")


if __name__ == "__main__":
    main()
`;
}

/** A TypeScript program that runs the same session against the API: `npx tsx playground-session.ts input.wav`. */
export function typeScriptProgram(run: RecordedRun): string {
  const steps = run.steps.map((step) => `  [${step.at.toFixed(2)}, ${JSON.stringify(step.message)}],`).join('\n');
  return `// Replays a playground session against the speech-to-speech API.
//
//   npm install ws tsx @types/ws
//   export API_CLIENT_ID=... API_CLIENT_SECRET=...   # optional: API_BASE_URL
//   npx tsx playground-session.ts input.wav          # 16-bit PCM WAV
import fs from 'node:fs';
import WebSocket from 'ws';

const BASE_URL = (process.env.API_BASE_URL ?? ${JSON.stringify(run.apiBaseUrl)}).replace(/\\/$/, '');
const SETTINGS: any = ${indentJson(run.settings, 0)};
/** [seconds of audio sent, message]: the commands sent while the audio streamed. */
const STEPS: [number, {message_type: string; data: unknown}][] = [
${steps}
];
const END_TASK = ${JSON.stringify(run.endTask)};
const CHUNK_SECONDS = ${run.chunkMs / 1000};
/** From a get_task's reply to the next get_task: 1 per 2 s, with a margin. */
const POLL_MS = ${POLL_SECONDS * 1000};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function api(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(BASE_URL + path, {
    method,
    headers: {ClientId: process.env.API_CLIENT_ID!, ClientSecret: process.env.API_CLIENT_SECRET!, ...(body ? {'Content-Type': 'application/json'} : {})},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(\`\${method} \${path}: HTTP \${response.status} \${await response.text()}\`);
  return response.status === 204 ? null : response.json();
}

/** The format and samples of a 16-bit PCM WAV file. */
function readWav(file: string) {
  const bytes = fs.readFileSync(file);
  let at = 12;
  let rate = 0;
  let channels = 0;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      if (bytes.readUInt16LE(at + 22) !== 16) throw new Error('The WAV file must hold 16-bit PCM.');
      channels = bytes.readUInt16LE(at + 10);
      rate = bytes.readUInt32LE(at + 12);
    }
    if (id === 'data') return {rate, channels, pcm: bytes.subarray(at + 8, at + 8 + size)};
    at += 8 + size + (size % 2);
  }
  throw new Error(\`\${file} is not a WAV file.\`);
}

async function stream(session: {ws_url: string; publisher: string}, audio: ReturnType<typeof readWav>): Promise<void> {
  const ws = new WebSocket(\`\${session.ws_url}?token=\${session.publisher}\`);
  const send = (message_type: string, data: unknown) => ws.send(JSON.stringify({message_type, data}));
  let running = false;
  let replied = () => {};
  const closed = new Promise<void>((resolve) => ws.on('close', (code, reason) => (console.log(\`closed: \${code} \${reason}\`), resolve())));
  ws.on('message', (frame) => {
    const {message_type: kind, data} = JSON.parse(frame.toString());
    if (kind === 'current_task') {
      running = true;
      replied();
    } else if (kind === 'error' && ((data.code === 'NOT_FOUND' && !data.param) || (data.code === 'RATE_LIMIT_EXCEEDED' && data.param === 'get_task'))) {
      replied(); // not running yet, or that poll was dropped: poll again
    } else if (['partial_transcription', 'validated_transcription', 'translated_transcription'].includes(kind)) {
      console.log(\`\${kind}: [\${data.transcription.language}] \${data.transcription.text}\`);
    } else if (kind === 'error' || kind === 'warning') console.log(\`\${kind}: \${data.code}: \${data.desc ?? data.message}\`);
    else if (kind === 'eos') console.log('eos: all translated speech has been sent');
  });
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  send('set_task', SETTINGS);
  // The pipeline takes a moment to start. The server counts the limit where polls arrive: time the next one from this reply.
  const deadline = Date.now() + 30_000;
  while (true) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reply = new Promise<void>((resolve) => ((replied = resolve), (timer = setTimeout(resolve, deadline - Date.now()))));
    send('get_task', {});
    await reply;
    clearTimeout(timer);
    if (running) break;
    if (Date.now() + POLL_MS > deadline) throw new Error('The task did not start within 30 s.');
    await sleep(POLL_MS);
  }
  const chunk = Math.round(audio.rate * CHUNK_SECONDS) * audio.channels * 2;
  const steps = [...STEPS];
  const start = Date.now();
  for (let index = 0, offset = 0; offset < audio.pcm.length; index++, offset += chunk) {
    while (steps.length > 0 && steps[0][0] <= index * CHUNK_SECONDS) {
      const [, message] = steps.shift()!;
      send(message.message_type, message.data);
    }
    send('input_audio_data', {data: audio.pcm.subarray(offset, offset + chunk).toString('base64')});
    await sleep(start + (index + 1) * CHUNK_SECONDS * 1000 - Date.now());
  }
  for (const [, message] of steps) send(message.message_type, message.data);
  send('end_task', END_TASK);
  await closed;
}

async function main(): Promise<void> {
  if (!process.env.API_CLIENT_ID || !process.env.API_CLIENT_SECRET) {
    throw new Error('Set API_CLIENT_ID and API_CLIENT_SECRET to the values of your API key.');
  }
  const audio = readWav(process.argv[2]);
  // Declare the file's own format.
  Object.assign(SETTINGS.input_stream.source, {format: 'pcm_s16le', sample_rate: audio.rate, channels: audio.channels});
  const {data: session} = await api('POST', '/session-storage/session', {data: {intent: 'api', ttl_seconds: 900}});
  try {
    await stream(session, audio);
  } finally {
    await api('DELETE', \`/session-storage/sessions/\${encodeURIComponent(session.id)}\`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
`;
}
