import { spawn, type ChildProcess } from 'node:child_process';
// The one poll loop of the test suites, shared with the API's.
import { waitUntil } from '../../../backend/test/support/wait-until';

/** Starts `node <script>` and keeps its output to show if it fails to come up. */
export function startNode(
  script: string,
  cwd: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

export async function waitForOk(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  await waitUntil(
    `${url} answers`,
    async () => {
      if (child.exitCode !== null) {
        throw new Error(`${url}: the process exited (${child.exitCode}):\n${output()}`);
      }
      return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
    },
    { timeoutMs, intervalMs: 250 },
  ).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}:\n${output()}`);
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
