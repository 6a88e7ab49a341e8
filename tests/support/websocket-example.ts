import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {credentials, readWavInfo, run, scratchDir, startStandIns, writeToneWav, type RunResult, type StandIns} from './examples';
import {startRateLimitProxy} from './rate-limit-proxy';

type Example = {
  /** Folder under examples/ and label in test titles. */
  name: string;
  /** The run command of the example's README, as [command, ...args] before the WAV paths. */
  command: string[];
  cwd: string;
  /** The input used for the end-to-end run. */
  input: {seconds: number; sampleRate: number; channels: 1 | 2};
  /** The program's source, to check the documented defaults. */
  source: string;
};

/**
 * The end-to-end tests shared by the WebSocket examples (TypeScript and Python):
 * a real run against the REST and streaming stand-ins, then the documented
 * failure cases. The stand-ins record every contract violation; a run passes
 * only with none.
 */
export function webSocketExampleTests(example: Example): void {
  const work = path.join(scratchDir, example.name);
  const input = path.join(work, 'input.wav');
  const output = path.join(work, 'output.wav');

  const runExample = (standIns: StandIns, env: NodeJS.ProcessEnv = {}, wav = input): Promise<RunResult> =>
    run(example.command[0], [...example.command.slice(1), wav, output], {
      cwd: example.cwd,
      env: standIns.env(env),
      timeoutMs: 90_000,
    });

  const expectNoSecrets = (result: RunResult, standIns: StandIns) => {
    const printed = result.stdout + result.stderr;
    expect(printed, 'the client secret is never printed').not.toContain(credentials.clientSecret);
    for (const session of standIns.rest.sessions.values()) {
      expect(printed, 'the publisher token is never printed').not.toContain(session.publisher);
    }
  };

  const expectSessionDeleted = (standIns: StandIns) => {
    const created = standIns.rest.callsTo('create-streaming-session');
    expect(created).toHaveLength(1);
    const id = [...standIns.rest.sessions.keys()][0];
    const deletes = standIns.rest.callsTo('delete-user-session-by-id');
    expect(
      deletes.map((call) => [call.path, call.status]),
      'the session is deleted at the end',
    ).toEqual([[`/session-storage/sessions/${id}`, 204]]);
  };

  test.beforeAll(() => {
    fs.rmSync(work, {recursive: true, force: true});
    writeToneWav(input, example.input);
  });

  test(`${example.name}: translates a WAV file end to end within the documented contract`, async () => {
    test.setTimeout(90_000);
    const standIns = await startStandIns();
    try {
      const result = await runExample(standIns);
      // First: everything the stand-ins saw that breaks the contract, in one list.
      expect(standIns.violations(), 'contract violations recorded by the REST and streaming stand-ins').toEqual([]);
      expect(result.code, `exit code; stderr:\n${result.stderr}`).toBe(0);

      // The documented message flow: set_task, get_task polling, paced audio, end_task; the server closes with 1000.
      const types = standIns.stream.receivedTypes();
      expect(types[0]).toBe('set_task');
      expect(types.slice(1, -2).every((type) => type === 'get_task')).toBe(true);
      expect(types.slice(-2)).toEqual(['input_audio_data', 'end_task']);
      expect(standIns.stream.sent).toContain('eos');
      expect(standIns.stream.closes).toEqual([{code: 1000, reason: 'task ended', by: 'server'}]);
      // The file, then 2 s of silence, in 320 ms chunks.
      const chunks = standIns.stream.received.filter((r) => r.type === 'input_audio_data').length;
      expect(chunks * 0.32, 'seconds of audio sent').toBeGreaterThanOrEqual(example.input.seconds + 2);
      // Real-time pacing: no chunk arrived before its slot, n × 320 ms after the reply that said the task runs
      // (a few ms of clock steps aside). A late delivery only lowers the figure, so a loaded machine cannot fail this.
      expect(standIns.stream.maxEarly, 'seconds the audio ran ahead of real time').toHaveLength(1);
      expect(standIns.stream.maxEarly[0], 'seconds the audio ran ahead of real time').toBeLessThanOrEqual(0.005);

      // Transcripts printed as they arrived; the translation saved as 24 kHz mono 16-bit WAV.
      expect(result.stdout).toContain('[en] Good morning everyone.');
      expect(result.stdout).toContain('[es] Buenos días a todos.');
      expect(result.stdout).toContain('End of stream.');
      const wav = readWavInfo(output);
      expect(wav).toMatchObject({format: 1, channels: 1, sampleRate: 24_000, bitsPerSample: 16});
      const spoken = standIns.stream.sent.filter((type) => type === 'output_audio_data').length / 2;
      expect(wav.seconds).toBeCloseTo(spoken * 0.6, 3);

      expectSessionDeleted(standIns);
      expectNoSecrets(result, standIns);
    } finally {
      await standIns.stop();
    }
  });

  test(`${example.name}: stops with a clear message when a variable is missing`, async () => {
    const standIns = await startStandIns();
    try {
      const result = await runExample(standIns, {API_CLIENT_SECRET: undefined});
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('Missing environment variable API_CLIENT_SECRET');
      expect(result.stderr).not.toMatch(/Traceback|at .+\.ts:\d+/);
      expect(standIns.rest.calls).toEqual([]);
    } finally {
      await standIns.stop();
    }
  });

  test(`${example.name}: refuses a WAV file that is not 16-bit PCM before creating a session`, async () => {
    const standIns = await startStandIns();
    const floatWav = path.join(work, 'float.wav');
    writeToneWav(floatWav, {seconds: 0.5, sampleRate: 24_000, channels: 1, floatSamples: true});
    try {
      const result = await runExample(standIns, {}, floatWav);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/float\.wav is .*(16-bit PCM)/);
      expect(result.stderr).not.toMatch(/Traceback|at .+\.ts:\d+/);
      expect(standIns.rest.calls).toEqual([]);
    } finally {
      await standIns.stop();
    }
  });

  test(`${example.name}: reports a rejected set_task and still deletes the session`, async () => {
    const standIns = await startStandIns({
      rejectSetTask: {
        code: 'VOICE_NOT_READY',
        desc: 'The voice is still processing.',
        param: 'pipeline.translations.0.speech_generation.voice_id',
        details: null,
      },
    });
    try {
      const result = await runExample(standIns);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(
        'The server rejected set_task: VOICE_NOT_READY The voice is still processing. [pipeline.translations.0.speech_generation.voice_id]',
      );
      expect(standIns.violations()).toEqual([]);
      expect(
        standIns.stream.received.some((r) => r.type === 'input_audio_data'),
        'no audio after a rejected set_task',
      ).toBe(false);
      expectSessionDeleted(standIns);
      expectNoSecrets(result, standIns);
    } finally {
      await standIns.stop();
    }
  });

  test(`${example.name}: takes RATE_LIMIT_EXCEEDED as a dropped poll and carries on, timing each poll from the reply to the last`, async () => {
    test.setTimeout(90_000);
    const standIns = await startStandIns();
    const proxy = await startRateLimitProxy(standIns);
    try {
      const result = await runExample(standIns);
      expect(proxy.injected, 'the program was told a get_task was dropped').toBe(1);
      expect(proxy.pollsBeforeReply, 'each get_task waits for the reply to the previous one').toBe(0);
      expect(result.code, `exit code; stderr:\n${result.stderr}`).toBe(0);
      expect(result.stdout).toContain('End of stream.');
      expect(standIns.violations()).toEqual([]);
      expectSessionDeleted(standIns);
    } finally {
      await proxy.stop();
      await standIns.stop();
    }
  });

  test(`${example.name}: reports a dropped connection and still deletes the session`, async () => {
    const standIns = await startStandIns({dropAfterChunks: 3});
    try {
      const result = await runExample(standIns);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/The connection closed unexpectedly \(code 1006/);
      expect(standIns.violations()).toEqual([]);
      expectSessionDeleted(standIns);
    } finally {
      await standIns.stop();
    }
  });

  test(`${example.name}: defaults API_BASE_URL as documented and connects to the session's ws_url`, () => {
    const source = fs.readFileSync(example.source, 'utf8');
    expect(source).toMatch(/["']https:\/\/api\.example\.com["']/);
    expect(source).toMatch(/API_BASE_URL/);
    expect(source).toMatch(/ws_url/);
    // No stream host is hard-coded: the URL always comes from the session.
    expect(source).not.toMatch(/wss?:\/\//);
  });
}
