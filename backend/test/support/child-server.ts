/**
 * The built backend (`node backend/dist/main.js`, as production runs it) as a child
 * process on a given environment, for what only a real process can show: a SIGKILL in
 * the middle of work. `npm test` builds the backend before any test runs.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.cjs';
import { waitUntil } from './wait-until';

export const BACKEND_DIST = join(__dirname, '../../dist');

export interface ChildServer {
  url: string;
  /** SIGKILL: no shutdown hook, no drain, no flush; resolves once the process is gone. */
  kill(): Promise<void>;
  stderr(): string;
}

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const main = join(BACKEND_DIST, 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const state = { gone: false };
  void exited.then(() => (state.gone = true));

  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    'the server answers /api/health',
    async () => {
      if (state.gone) throw new Error('the server exited while starting');
      return fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    },
    // Generous: several servers start at once on two busy cores (one took over 30 s at load 16).
    { timeoutMs: 60_000 },
  ).catch((error: unknown) => {
    if (!state.gone) child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  });
  return {
    url,
    stderr: () => stderr,
    async kill() {
      if (!state.gone) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs one of the backend's command-line tools (e.g. media/cli/sweep.js) to its end. */
export async function runBackendCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [join(BACKEND_DIST, script), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 30_000,
  });
}
