import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {tone} from '../../src/engines/stream';
import {ensureExampleInstalled, examplesDir, readWavInfo, run, scratchDir, startStandIns, writeToneWav} from '../support/examples';

// The live pipelines of examples/python/live_translate.py and examples/ts/live-translate.ts, driven
// through their WAV adapters: a WAV file as the microphone (delivered in real time, at a rate and
// channel count the program must convert) and a WAV file as the speaker. The stand-in interleaves
// the speech of consecutive phrases, so only a jitter buffer that orders by transcription_id and
// waits for last_chunk plays every phrase whole and in order.
const python = process.env.PYTHON ?? '/usr/bin/python3';
const work = path.join(scratchDir, 'live-audio');
test.describe.configure({mode: 'parallel'});

const programs = [
  {
    name: 'python',
    cwd: path.join(examplesDir, 'python'),
    command: [python, 'live_translate.py'],
    input: {seconds: 2.5, sampleRate: 44_100, channels: 2 as const},
  },
  {
    name: 'ts',
    cwd: path.join(examplesDir, 'ts'),
    command: ['npx', 'tsx', 'live-translate.ts'],
    input: {seconds: 2.5, sampleRate: 48_000, channels: 1 as const},
  },
];

/** Which phrase of the stand-in (by its index) each 0.6 s of the recording is, or "?" for anything else. */
function phrasesHeard(pcm: Buffer, phrases: number): (number | string)[] {
  const spoken = Array.from({length: phrases}, (_, index) => Buffer.from(tone(0.6, 330 + 60 * (index % 6))));
  const size = spoken[0]?.length ?? 28_800;
  const heard: (number | string)[] = [];
  for (let offset = 0; offset < pcm.length; offset += size) {
    const piece = pcm.subarray(offset, offset + size);
    const index = spoken.findIndex((phrase, i) => phrase.equals(piece) && !heard.includes(i));
    heard.push(index >= 0 ? index : '?');
  }
  return heard;
}

for (const program of programs) {
  test(`${program.name} live pipeline: plays every translated phrase whole and in spoken order`, async () => {
    test.setTimeout(90_000);
    if (program.name === 'ts') ensureExampleInstalled('ts');
    const dir = path.join(work, program.name);
    fs.rmSync(dir, {recursive: true, force: true});
    const input = path.join(dir, 'talk.wav');
    const output = path.join(dir, 'heard.wav');
    writeToneWav(input, program.input);
    const standIns = await startStandIns({interleaveSpeech: true});
    try {
      const result = await run(program.command[0], [...program.command.slice(1), '--input', input, '--output', output], {
        cwd: program.cwd,
        env: standIns.env(),
        timeoutMs: 80_000,
      });
      expect(standIns.violations(), 'contract violations (chunk size at the declared 24 kHz mono, pacing, rate limits)').toEqual([]);
      expect(result.code, `exit code; stderr:\n${result.stderr}`).toBe(0);
      expect(standIns.stream.receivedTypes().slice(-2)).toEqual(['input_audio_data', 'end_task']);

      const phrases = standIns.stream.sent.filter((type) => type === 'output_audio_data').length / 2;
      expect(phrases, 'the stand-in spoke several phrases').toBeGreaterThanOrEqual(3);
      const wav = readWavInfo(output);
      expect(wav).toMatchObject({format: 1, channels: 1, sampleRate: 24_000, bitsPerSample: 16});
      const pcm = fs.readFileSync(output).subarray(44);
      expect(phrasesHeard(pcm, phrases), 'the phrases the speaker played, by spoken position').toEqual([...Array(phrases).keys()]);
      expect(result.stdout).toContain(`Played ${(phrases * 0.6).toFixed(1)} s of es speech`);
      expect(standIns.rest.callsTo('delete-user-session-by-id').map((call) => call.status)).toEqual([204]);
    } finally {
      await standIns.stop();
    }
  });
}

test('python live pipeline: without sounddevice, the device mode says what to install and creates no session', async () => {
  const standIns = await startStandIns();
  try {
    const result = await run(python, ['live_translate.py'], {cwd: programs[0].cwd, env: standIns.env()});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pip install sounddevice');
    expect(result.stderr).not.toContain('Traceback');
    expect(standIns.rest.calls).toEqual([]);
  } finally {
    await standIns.stop();
  }
});
