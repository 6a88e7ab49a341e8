import fs from 'node:fs';
import {spawn, type ChildProcess} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {freePort} from '../support/ports';

// scripts/nginx-local.mjs killed outright (an out-of-memory kill, a CI step timeout, a killed
// `npm test`) must not leave nginx holding the port: the next start has to succeed and, once
// stopped, leave nothing listening.

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`).then(
    (response) => response.ok,
    () => false,
  );

/** Starts the wrapper in a process group of its own, so that whatever it leaves can be stopped at the end. */
function startNginx(port: number): {wrapper: ChildProcess; exited: Promise<number | null>; output: () => string} {
  let output = '';
  const wrapper = spawn(process.execPath, ['scripts/nginx-local.mjs', '--port', String(port)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  wrapper.stdout!.on('data', (chunk) => (output += chunk));
  wrapper.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => wrapper.on('exit', (code) => resolve(code)));
  return {wrapper, exited, output: () => output};
}

/** The nginx master the wrapper started (setpriv replaces itself with nginx, keeping the pid). */
function masterOf(wrapper: ChildProcess): number {
  const children = fs.readFileSync(`/proc/${wrapper.pid}/task/${wrapper.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  expect(children).toHaveLength(1);
  expect(fs.readlinkSync(`/proc/${children[0]}/exe`)).toMatch(/nginx$/);
  return children[0];
}

function stopGroup(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    // Nothing left in it.
  }
}

for (const [victim, kill] of [
  ['the wrapper', (wrapper: ChildProcess) => process.kill(wrapper.pid!, 'SIGKILL')],
  ['the nginx master', (wrapper: ChildProcess) => process.kill(masterOf(wrapper), 'SIGKILL')],
] as const) {
  test(`after SIGKILL to ${victim}, a new start on the same port serves and stops cleanly`, async () => {
    test.setTimeout(60_000);
    const port = await freePort();
    const first = startNginx(port);
    let second: ReturnType<typeof startNginx> | undefined;
    try {
      await expect.poll(() => first.output(), {timeout: 20_000}).toContain('nginx serving');
      await expect.poll(() => answers(port), {timeout: 20_000}).toBe(true);
      kill(first.wrapper);
      await first.exited;

      second = startNginx(port);
      const started = second;
      // Its signal handlers are set once it says it serves; the port may still answer from what the kill left.
      await expect.poll(() => started.output(), {timeout: 20_000}).toContain('nginx serving');
      await expect.poll(() => answers(port), {timeout: 20_000}).toBe(true);
      process.kill(second.wrapper.pid!, 'SIGTERM');
      // A start that found the port taken would have exited with 1 at once.
      expect(await second.exited, second.output()).toBe(0);
      expect(second.output()).not.toContain('Address already in use');
      await expect.poll(() => answers(port), {message: `something still listens on ${port}`, timeout: 10_000}).toBe(false);
    } finally {
      stopGroup(first.wrapper.pid);
      stopGroup(second?.wrapper.pid);
    }
  });
}
