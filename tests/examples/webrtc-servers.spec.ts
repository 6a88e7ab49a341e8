import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {streamValidators} from '../../.generated/data/stream-validators.js';
import {operationById} from '../../src/engines/rest/contract';
import {COMMAND_INTERVAL_MS} from '../../src/engines/stream';
import {examplesDir, run} from '../support/examples';

// The server-side WebRTC publishers: examples/python/publish_webrtc.py (the livekit package) and
// examples/go (server-sdk-go). Neither SDK can be installed here (no PyPI, no Go module proxy)
// and no media server runs, so these checks are offline: the programs parse, the Go file is
// gofmt-clean, the task settings pass the strict set_task schema, and every session field, track
// name and rate they rely on is the documented one. Joining a room is not exercised.
const python = process.env.PYTHON ?? '/usr/bin/python3';
const pythonDir = path.join(examplesDir, 'python');
const goDir = path.join(examplesDir, 'go');
const goSource = fs.readFileSync(path.join(goDir, 'main.go'), 'utf8');
const pythonSource = fs.readFileSync(path.join(pythonDir, 'publish_webrtc.py'), 'utf8');

const sessionExample = operationById('create-streaming-session')!.responses['201'].examples[0].value as {data: Record<string, unknown>};
const setTask = streamValidators.speechToSpeech.set_task as {strict: ((message: unknown) => boolean) & {errors?: unknown}};

test('webrtc python: compiles, and its task settings pass the strict set_task schema', async () => {
  const script = 'import json, publish_webrtc; print(json.dumps(publish_webrtc.webrtc_settings()))';
  const result = await run(python, ['-c', script], {cwd: pythonDir});
  expect(result.stderr).toBe('');
  const settings = JSON.parse(result.stdout) as {input_stream: {source: {type: string}}; output_stream: {target: {type: string}}};
  expect(setTask.strict({message_type: 'set_task', data: settings}), JSON.stringify(setTask.strict.errors)).toBe(true);
  expect([settings.input_stream.source.type, settings.output_stream.target.type]).toEqual(['webrtc', 'webrtc']);
});

test('webrtc python: without the livekit package it says what to install', async () => {
  const result = await run(python, ['publish_webrtc.py', 'in.wav', 'out.wav'], {
    cwd: pythonDir,
    env: {PATH: process.env.PATH, API_CLIENT_ID: 'x', API_CLIENT_SECRET: 'y'},
  });
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe('Error: This program needs the livekit package: pip install -r requirements-webrtc.txt');
});

test('webrtc python and go: use documented session fields, track names, publish options and rates', () => {
  const sessionFields = [...pythonSource.matchAll(/session\["(\w+)"\]/g), ...goSource.matchAll(/json:"(\w+)"`/g)].map((m) => m[1]);
  const goSessionStruct = /type session struct \{([^}]*)\}/.exec(goSource)![1];
  expect(sessionFields).toEqual(expect.arrayContaining(['webrtc_url', 'publisher']));
  for (const field of [...goSessionStruct.matchAll(/json:"(\w+)"/g)].map((m) => m[1]))
    expect(Object.keys(sessionExample.data)).toContain(field);
  for (const field of [...pythonSource.matchAll(/session\["(\w+)"\]/g)].map((m) => m[1]))
    expect(Object.keys(sessionExample.data)).toContain(field);

  // One mono microphone track, DTX and RED off; translated tracks are translation_<lang>; commands are reliable data packets.
  expect(pythonSource).toContain('rtc.TrackPublishOptions(source=rtc.TrackSource.SOURCE_MICROPHONE, dtx=False, red=False)');
  expect(pythonSource).toContain('rtc.AudioSource(WEBRTC_RATE, 1)');
  expect(pythonSource).toContain('publish_data(text.encode(), reliable=True)');
  expect(pythonSource).toContain('publication.name == f"translation_{TARGET_LANGUAGE}"');
  expect(goSource).toContain('DisableDTX: true');
  expect(goSource).toContain('lksdk.WithDataPublishReliable(true)');
  expect(goSource).toContain('publication.Name() == "translation_"+targetLanguage');
  expect(goSource.match(/"type": "webrtc"/g)).toHaveLength(2);

  // get_task polling keeps a margin from its documented interval.
  const goPoll = Number(/pollInterval\s+= (\d+) \* time\.Millisecond/.exec(goSource)![1]);
  expect(goPoll).toBeGreaterThan(COMMAND_INTERVAL_MS.get_task);
  // Hosts come from the session and API_BASE_URL only.
  for (const source of [goSource, pythonSource]) expect(source).not.toMatch(/wss?:\/\/|https:\/\/stream\./);
});

test('webrtc go: gofmt finds nothing to change', () => {
  const gofmt = spawnSync('gofmt', ['-l', '.'], {cwd: goDir, encoding: 'utf8'});
  test.skip(gofmt.error !== undefined, 'gofmt is not installed (Debian: apt-get install golang-go)');
  expect(gofmt.stderr).toBe('');
  expect(gofmt.stdout).toBe('');
});
