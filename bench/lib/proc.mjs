// Processes of the benchmark: each server and each load generator is its own process,
// pinned to a core with taskset where the machine has more than one, bound to 127.0.0.1,
// and stopped when the run ends, however it ends.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { freePort } from '../../scripts/free-port.cjs';

export const CPUS = availableParallelism();
const HAS_TASKSET = CPUS > 1 && spawnSync('taskset', ['-V']).status === 0;

/** The core a server under test runs on, and the core its load generator runs on. */
export const CORES = { server: 0, load: CPUS > 1 ? 1 : 0 };
export const PINNED = HAS_TASKSET;

export { freePort };

const children = new Set();

/** argv prefixed with taskset when pinning is possible. */
export function pinned(core, command, args) {
  return HAS_TASKSET ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

/**
 * Starts `node [nodeArgs] script [args]` on a core. Its output goes to a file (a server's request log
 * costs the bench nothing to drain), whose end explains a failure.
 */
export function startNode(
  name,
  script,
  { cwd, env = {}, core = CORES.server, args = [], nodeArgs = [], logFile },
) {
  const [command, argv] = pinned(core, process.execPath, [...nodeArgs, script, ...args]);
  const log = openSync(logFile, 'a');
  const child = spawn(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8').slice(-4_000);
    } catch {
      return '';
    }
  };
  return { name, child, output };
}

export async function waitForOk(server, url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${server.name}: ${url} did not answer in ${timeoutMs / 1000} s\n${server.output()}`,
  );
}

export async function stop(server) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a command to the end (pinned when asked) and answers its output. */
export function run(command, args, { cwd, env = {}, core, timeoutMs = 600_000 } = {}) {
  const [cmd, argv] = core === undefined ? [command, args] : pinned(core, command, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(`${command} ${args.join(' ')}: ${signal ?? code}\n${stderr.slice(-4_000)}`),
        );
    });
  });
}

/** Moves a running server (every thread) to another core. */
export async function repin(server, core) {
  if (!HAS_TASKSET) return;
  await run('taskset', ['-a', '-p', '-c', String(core), String(server.child.pid)]);
}

/** Stops every process still running (on exit, error or Ctrl-C). */
export function stopAll() {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
}

process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}
