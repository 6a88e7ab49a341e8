import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {codeBlocksIn, sourcesFrom, type Source} from '../support/code-blocks';
import {
  credentials,
  ensureExampleInstalled,
  examplesDir,
  run,
  scratchDir,
  startStandIns,
  writeToneWav,
  type StandIns,
} from '../support/examples';
import {guideProgramSetup} from '../support/guide-programs';
import {startRateLimitProxy} from '../support/rate-limit-proxy';
import {root} from '../support/paths';

// Every Python and TypeScript program on a guide page runs here as a reader runs it:
// saved under its title in an empty folder, `python3 <file>` or `npx tsx <file>` (run here as `node --import tsx <file>`,
// what the tsx command starts, without the process in between), with
// API_CLIENT_ID and API_CLIENT_SECRET set, against the REST and streaming stand-ins.
// The example pages show files of examples/, which tests/examples/{ts,python,nuxt} run.
const python = process.env.PYTHON ?? '/usr/bin/python3';
const guides = path.join(root, 'docs');
const skipped = [path.join(guides, 'docs', 'examples') + path.sep, path.join(guides, 'docs', 'streaming_api', 'messages') + path.sep];
const blocks = codeBlocksIn(guides).filter((block) => !skipped.some((dir) => block.file.startsWith(dir)));
const {sources, problems} = sourcesFrom(blocks.filter((block) => ['python', 'py', 'ts', 'typescript'].includes(block.language)));
const tsNodeModules = path.join(examplesDir, 'ts', 'node_modules');

function fileName(source: Source): string {
  const title = source.blocks[0].meta.match(/title="([^"(]+?)\s*(?:\(|")/)?.[1]?.trim();
  if (!title)
    throw new Error(`${path.relative(root, source.blocks[0].file)}:${source.blocks[0].line}: a program needs a title="file name"`);
  return path.basename(title);
}

function label(source: Source): string {
  return `${path.relative(guides, source.blocks[0].file)} ${fileName(source)}`;
}

/**
 * The deploy-time tokens as the stand-ins answer them. In a program the REST
 * host is one nobody answers: a program must take the stand-in's address from
 * API_BASE_URL, as a reader on another deployment sets it.
 */
function withStandInHosts(code: string, standIns: StandIns, apiBaseUrl = standIns.baseUrl): string {
  const urls = standIns.rest.streamUrls;
  return code
    .replaceAll('%API_BASE_URL%', apiBaseUrl)
    .replaceAll('%STREAM_WS_URL%', urls.ws)
    .replaceAll('%STREAM_TTS_URL%', urls.tts)
    .replaceAll('%STREAM_WEBRTC_URL%', urls.webrtc)
    .replace(/%[A-Z_]+%/g, (token) => `https://${token.slice(1, -1).toLowerCase()}.invalid`);
}

/**
 * Browser modules need a LiveKit room, which the stand-ins do not run; they are
 * type-checked (tests/unit/docs-samples.spec.ts) but not executed. Browser code
 * that a reader runs belongs in examples/nuxt; this list must not grow.
 */
const browserModules = ['broadcaster/captions.mdx captions.ts'];

const UNANSWERED_API_HOST = 'https://default-api-host.invalid';
const isBrowserModule = (source: Source) => /from 'livekit-client'/.test(source.code);

test('guide programs: every block is part of a complete program; only the listed browser modules are not run', () => {
  expect(problems).toEqual([]);
  expect(sources.length).toBeGreaterThan(20);
  expect(sources.filter(isBrowserModule).map((source) => label(source).replace(/^docs\//, ''))).toEqual(browserModules);
});

/** Titled JSON and CSV blocks of the guides: the input files a page asks the reader to save. */
const dataFiles = new Map(
  codeBlocksIn(guides)
    .filter((block) => ['json', 'csv'].includes(block.language))
    .flatMap((block) => {
      const title = block.meta.match(/title="([^"]+\.(?:json|csv))"/)?.[1];
      return title ? [[title, block.code] as const] : [];
    }),
);

function commandFor(source: Source, dir: string): string[] {
  const name = fileName(source);
  if (source.language.startsWith('py')) return [python, name];
  if (!fs.existsSync(path.join(dir, 'node_modules'))) fs.symlinkSync(tsNodeModules, path.join(dir, 'node_modules'), 'dir');
  return [process.execPath, '--import', 'tsx', name];
}

function programOnSamePage(source: Source, name: string): Source {
  const found = sources.find((other) => other.blocks[0].file === source.blocks[0].file && fileName(other) === name);
  if (!found) throw new Error(`${label(source)}: the earlier step ${name} is not on the page`);
  return found;
}

/** Starts a server program on a free port, asks it for `urlPath`, stops it; resolves with the reply. */
async function askServer(
  command: string[],
  dir: string,
  env: NodeJS.ProcessEnv,
  urlPath: string,
): Promise<{status: number; body: string; output: string}> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(command[0], command.slice(1), {cwd: dir, env: {...env, PORT: String(port)}, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await expect
      .poll(
        async () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            () => true,
            () => child.exitCode !== null,
          ),
        {timeout: 30_000},
      )
      .toBe(true);
    if (child.exitCode !== null) return {status: 0, body: '', output};
    const reply = await fetch(`http://127.0.0.1:${port}${urlPath}`);
    return {status: reply.status, body: await reply.text(), output};
  } finally {
    child.kill();
  }
}

test.describe('guide programs run against the stand-ins', () => {
  test.describe.configure({mode: 'parallel'});
  test.beforeAll(() => ensureExampleInstalled('ts'));

  for (const source of sources.filter((candidate) => !isBrowserModule(candidate))) {
    test(label(source), async () => {
      const name = fileName(source);
      const dir = path.join(scratchDir, 'guide-programs', label(source).replace(/[^\w.-]+/g, '_'));
      fs.rmSync(dir, {recursive: true, force: true});
      fs.mkdirSync(dir, {recursive: true});
      const setup = guideProgramSetup(name);
      const standIns = await startStandIns(setup.stream);
      standIns.rest.examples = setup.examples ?? {};
      // A program that polls get_task is also told once that a poll was dropped and must carry on, and has one reply held back.
      const proxy = source.code.includes('get_task') ? await startRateLimitProxy(standIns) : undefined;
      try {
        const steps = setup.after ? [programOnSamePage(source, setup.after), source] : [source];
        for (const step of steps) {
          fs.writeFileSync(path.join(dir, fileName(step)), withStandInHosts(step.code, standIns, UNANSWERED_API_HOST));
          for (const [file, content] of dataFiles)
            if (step.code.includes(file)) fs.writeFileSync(path.join(dir, file), withStandInHosts(content, standIns));
        }
        for (const [file, kind] of Object.entries(setup.media ?? {})) {
          if (kind === 'wav') writeToneWav(path.join(dir, file), {seconds: 1.5, sampleRate: 24_000, channels: 1});
          else fs.writeFileSync(path.join(dir, file), Buffer.alloc(kind, 1));
        }
        const command = commandFor(source, dir);
        const args = [...command.slice(1), ...(setup.args ?? [])];

        if (source.code.includes('API_CLIENT_ID')) {
          const unset = await run(command[0], args, {
            cwd: dir,
            env: standIns.env({API_CLIENT_ID: undefined, API_CLIENT_SECRET: undefined}),
          });
          expect(unset.code, 'without credentials the program stops').not.toBe(0);
          expect(`${unset.stdout}${unset.stderr}`, 'and says which variables to set').toContain('Set API_CLIENT_ID and API_CLIENT_SECRET');
          expect(standIns.rest.calls, 'without credentials nothing is sent').toEqual([]);
        }

        for (const step of steps.slice(0, -1)) {
          const earlier = await run(commandFor(step, dir)[0], commandFor(step, dir).slice(1), {
            cwd: dir,
            env: standIns.env(),
            timeoutMs: 60_000,
          });
          expect(earlier.code, `the earlier step ${fileName(step)} exits 0:\n${earlier.stdout}${earlier.stderr}`).toBe(0);
        }
        let output: string;
        if (setup.server) {
          const reply = await askServer(command, dir, standIns.env(), setup.server.path);
          output = `${reply.output}${reply.body}`;
          expect(reply.status, `${label(source)} answers ${setup.server.path}:\n${output}`).toBe(200);
        } else {
          const result = await run(command[0], args, {cwd: dir, env: standIns.env(), timeoutMs: 60_000});
          output = `${result.stdout}${result.stderr}`;
          expect(result.code, `${label(source)} exits 0:\n${output}`).toBe(0);
        }
        expect(output, 'the secret is never printed').not.toContain(credentials.clientSecret);
        expect(standIns.violations(), 'the stand-ins saw no contract violation').toEqual([]);
        expect(standIns.rest.calls.length, 'the program called the API').toBeGreaterThan(0);
        for (const expected of setup.expect ?? []) expect(output).toContain(expected);
        if (proxy) {
          expect(proxy.injected, 'the program was told a get_task was dropped').toBe(1);
          expect(proxy.pollsBeforeReply, 'each get_task waits for the reply to the previous one').toBe(0);
        }
      } finally {
        await proxy?.stop();
        await standIns.stop();
      }
    });
  }
});
