// Importing this module makes a long-running script stop when the npm process
// that started it goes away. npm runs a script as `sh -c "<script>"`; stopping
// npm (Ctrl+C in another terminal, `kill <npm pid>`, a closed editor task)
// leaves that shell and its server running, still holding the port.
//
// It watches the processes between this one and the nearest npm process (or
// only the parent, when no npm started it) and sends SIGTERM to itself once
// one of them has exited. Scripts that start a child of their own pass it to
// `forwardStopSignals` so that the child stops too.
import fs from 'node:fs';

const CHECK_EVERY_MS = 500;

/** `[ppid, start time]` of a process from /proc (Linux), or null when it is gone or a zombie. */
function statOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? null : {ppid: Number(fields[1]), started: fields[19]};
  } catch {
    return null;
  }
}

function isNpm(pid) {
  try {
    // npm renames its process to `npm run <script> ...`; a plain start shows `node .../npm-cli.js`.
    const [first, second = ''] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /^(\S*\/)?npm(\s|$)/.test(first) || /(^|\/)(npm|npm-cli\.js)$/.test(second);
  } catch {
    return false;
  }
}

/** The processes to watch, each with its start time so that a reused pid is not mistaken for it. */
function watchedProcesses() {
  const chain = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 8;) {
    const stat = statOf(pid);
    if (!stat) break;
    chain.push({pid, started: stat.started});
    if (isNpm(pid)) return chain;
    pid = stat.ppid;
  }
  return chain.slice(0, 1);
}

const watched = fs.existsSync('/proc/self/stat') ? watchedProcesses() : [];
const firstParent = process.ppid;
const parentGone = () =>
  watched.length > 0 ? watched.some(({pid, started}) => statOf(pid)?.started !== started) : process.ppid !== firstParent;

setInterval(() => {
  if (parentGone()) process.kill(process.pid, 'SIGTERM');
}, CHECK_EVERY_MS).unref();

/** Passes SIGINT and SIGTERM on to `child` instead of exiting; the caller exits once the child has stopped. */
export function forwardStopSignals(child) {
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  child.on('exit', () => ['SIGINT', 'SIGTERM'].forEach((signal) => process.off(signal, forward)));
}
