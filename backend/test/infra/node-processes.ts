/** The built API and site as child processes, for the infra tests that run them whole. */
import { spawn, type ChildProcess } from 'node:child_process';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startNode(
  script: string,
  cwd: string,
  env: Record<string, string>,
  args: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [script, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  });
}

export async function waitForOk(
  url: string,
  child: ChildProcess,
  // A bound against a hang, not a speed check (a start on two busy cores took over 60 s).
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM (after SIGCONT, in case a test paused it), SIGKILL if it lingers 10 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGCONT');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
