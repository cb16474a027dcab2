/**
 * The built backend (`node backend/dist/main.js`, as the container runs it) as a child
 * process in production mode on a throwaway SQLite database: for what only a real process
 * shows, signals and standard output.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { freePort } from '../../../scripts/free-port.cjs';
import { makeTempDir } from '../support/test-database';
import { repoPath } from './repo-files';

export interface BuiltServer {
  url: string;
  port: number;
  admin: { username: string; password: string };
  jwtSecret: string;
  /** Its DATA_DIR (the SQLite file is prism.sqlite in it). */
  dataDir: string;
  /** Everything written to standard output so far, line by line. */
  stdoutLines(): string[];
  stderr(): string;
  /** Resolves with the first stdout line (so far or to come) that passes the test. */
  waitForLine(test: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  signal(name: NodeJS.Signals): void;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills the process if still running and removes its data. */
  cleanup(): Promise<void>;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const main = repoPath('backend/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const port = await freePort();
  const dir = makeTempDir('prism-built-');
  const admin = { username: 'owner', password: `owner-${randomBytes(8).toString('hex')}` };
  const jwtSecret = randomBytes(32).toString('hex');
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir.path,
      JWT_SECRET: jwtSecret,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const lines: string[] = [];
  const waiters: Array<{ test: (line: string) => boolean; resolve: (line: string) => void }> = [];
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  // A bound against a hang, not a speed check: a server starting on two busy cores has
  // taken over a minute to print its first line.
  const waitForLine = (test: (line: string) => boolean, timeoutMs = 120_000) => {
    const seen = lines.find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no such line within ${timeoutMs} ms; stderr: ${stderr}`)),
        timeoutMs,
      );
      waiters.push({
        test,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the server exited; stdout:\n${lines.join('\n')}\nstderr: ${stderr}`));
      });
    });
  };

  await waitForLine((line) => line.includes('API listening on'));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    admin,
    jwtSecret,
    dataDir: dir.path,
    stdoutLines: () => [...lines],
    stderr: () => stderr,
    waitForLine,
    signal: (name) => child.kill(name),
    exited,
    async cleanup() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      dir.remove();
    },
  };
}

/** The JSON log lines of a server's standard output. */
export function jsonLines(server: BuiltServer): Array<Record<string, unknown>> {
  return server
    .stdoutLines()
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
