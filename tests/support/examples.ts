import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {spawn} from 'node:child_process';
import {root} from './paths';
import {ensureInstalled as ensureInstalledIn} from '../../scripts/lib/ensure-installed.mjs';
import {RestMock} from './stand-ins/rest-mock';
import {StreamStandIn, defaultScript, type StreamScript} from './stand-ins/stream-stand-in';

export const examplesDir = path.join(root, 'examples');
export const scratchDir = path.join(root, 'test-results', 'examples');

/** Test credentials: the secret must never show up in an example's output. */
export const credentials = {clientId: 'test-client-id-4f1c', clientSecret: 'test-secret-9b7e5d3a1c'};

/** `npm ci` in an example folder unless node_modules matches its lockfile (as scripts/test.sh does for the root). */
export function ensureExampleInstalled(name: string): void {
  ensureInstalled(path.join(examplesDir, name));
}

/** `npm ci` in a folder with its own lockfile unless its node_modules matches it; waits for an install under way. */
export function ensureInstalled(dir: string): void {
  ensureInstalledIn(root, dir);
}

/** A hash of the files under `dir` (except the folders named in `skip`) and the Node.js version: what a build depends on. */
export function inputsHash(dir: string, skip: string[]): string {
  const hash = crypto.createHash('sha256').update(process.version);
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      if (skip.includes(entry.name)) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`\0${path.relative(dir, full)}\0`).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export type RunResult = {code: number | null; stdout: string; stderr: string; ms: number};

/** Runs a command to completion; output is kept for the assertions. */
export function run(
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number},
): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, stdout, stderr, ms: Date.now() - started});
    });
  });
}

/** The environment an example reads, pointing at the REST stand-in; an `undefined` override removes a variable. */
function exampleEnv(baseUrl: string, overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    API_CLIENT_ID: credentials.clientId,
    API_CLIENT_SECRET: credentials.clientSecret,
    API_BASE_URL: baseUrl,
    ...overrides,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return env;
}

export type StandIns = {
  rest: RestMock;
  stream: StreamStandIn;
  baseUrl: string;
  /** The environment an example reads to use these stand-ins, with the test credentials. */
  env: (overrides?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  /** The contract violations both stand-ins recorded; a passing run leaves none. */
  violations: () => string[];
  stop: () => Promise<void>;
};

export async function startStandIns(script: Partial<StreamScript> = {}): Promise<StandIns> {
  const rest = new RestMock(credentials);
  const stream = new StreamStandIn(rest);
  stream.script = {...defaultScript, ...script};
  const baseUrl = await rest.start();
  await stream.start();
  return {
    rest,
    stream,
    baseUrl,
    env: (overrides = {}) => exampleEnv(baseUrl, overrides),
    violations: () => [...rest.violations, ...stream.violations],
    stop: async () => void (await Promise.all([stream.stop(), rest.stop()])),
  };
}

/** Writes a WAV file with a sine tone: 16-bit PCM unless `floatSamples` is set (format 3, 32-bit). */
export function writeToneWav(file: string, options: {seconds: number; sampleRate: number; channels: 1 | 2; floatSamples?: boolean}): void {
  const {seconds, sampleRate, channels, floatSamples = false} = options;
  const bytesPerSample = floatSamples ? 4 : 2;
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * channels * bytesPerSample);
  for (let i = 0; i < frames; i++) {
    const value = 0.3 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
    for (let c = 0; c < channels; c++) {
      const offset = (i * channels + c) * bytesPerSample;
      if (floatSamples) data.writeFloatLE(value, offset);
      else data.writeInt16LE(Math.round(value * 32767), offset);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(floatSamples ? 3 : 1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * bytesPerSample, 28);
  header.writeUInt16LE(channels * bytesPerSample, 32);
  header.writeUInt16LE(bytesPerSample * 8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, Buffer.concat([header, data]));
}

export type WavInfo = {format: number; channels: number; sampleRate: number; bitsPerSample: number; dataBytes: number; seconds: number};

/** Reads the header of a canonical WAV file (as the examples write it). */
export function readWavInfo(file: string): WavInfo {
  const wav = fs.readFileSync(file);
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${file} is not a RIFF/WAVE file`);
  let offset = 12;
  let fmt: Omit<WavInfo, 'dataBytes' | 'seconds'> | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      fmt = {
        format: wav.readUInt16LE(offset + 8),
        channels: wav.readUInt16LE(offset + 10),
        sampleRate: wav.readUInt32LE(offset + 12),
        bitsPerSample: wav.readUInt16LE(offset + 22),
      };
    } else if (id === 'data' && fmt) {
      if (offset + 8 + size !== wav.length)
        throw new Error(`${file}: the data chunk says ${size} bytes, the file holds ${wav.length - offset - 8}`);
      if (wav.readUInt32LE(4) !== wav.length - 8) throw new Error(`${file}: the RIFF size does not match the file length`);
      return {...fmt, dataBytes: size, seconds: size / (fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8))};
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file} has no fmt/data chunks`);
}
