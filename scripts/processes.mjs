// What npm run serve (serve.mjs) and npm run dev (dev.mjs) share: the embedded run's
// addresses and a group of child processes that stop together.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * PORT and HOST are the site's (default 127.0.0.1:3000, the one public origin); API_PORT
 * and API_HOST the API's (default 127.0.0.1:3001); DATA_DIR both processes' (default ./data).
 */
export function embeddedAddresses(env = process.env) {
  const apiHost = env.API_HOST || '127.0.0.1';
  const apiPort = env.API_PORT || '3001';
  return {
    apiHost,
    apiPort,
    siteHost: env.HOST || '127.0.0.1',
    sitePort: env.PORT || '3000',
    apiUrl: `http://${apiHost === '0.0.0.0' ? '127.0.0.1' : apiHost}:${apiPort}`,
    // One data folder for both processes, whatever their working folder: an unset
    // AUDIENCE_SECRET is generated there and read by both (issue 44).
    dataDir: path.resolve(env.DATA_DIR || 'data'),
  };
}

/**
 * Child processes that live and die together: Ctrl-C (SIGINT) or SIGTERM stops them all,
 * and if one ends on its own, the rest are stopped and this process exits with its code.
 */
export class ProcessGroup {
  #children = new Set();
  stopping = false;

  constructor() {
    process.on('SIGINT', () => this.stop(0));
    process.on('SIGTERM', () => this.stop(0));
  }

  /** Starts `node <args>` directly, not through npm, so signals reach the process itself. */
  start(name, cwd, args, { env = {}, stdout = 'inherit' } = {}) {
    const child = spawn(process.execPath, args, {
      cwd,
      stdio: ['ignore', stdout, 'inherit'],
      env: { ...process.env, ...env },
    });
    this.#children.add(child);
    child.on('exit', (code, signal) => {
      this.#children.delete(child);
      if (!this.stopping && signal === 'SIGINT') {
        // Ctrl-C in a terminal reaches every process of the group, not only this one.
        this.stop(0);
      } else if (!this.stopping) {
        console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
        this.stop(code || 1);
      } else if (this.#children.size === 0) {
        process.exit(process.exitCode ?? 0);
      }
    });
    return child;
  }

  stop(code = 0) {
    if (this.stopping) return;
    this.stopping = true;
    process.exitCode = code;
    if (this.#children.size === 0) process.exit(code);
    for (const child of this.#children) child.kill('SIGTERM');
  }

  /** Resolves true once the API answers its health check, false past `timeoutMs` or on stop. */
  async waitForApi(apiUrl, timeoutMs = Infinity) {
    const deadline = Date.now() + timeoutMs;
    while (!this.stopping && Date.now() < deadline) {
      try {
        const response = await fetch(`${apiUrl}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (response.ok) return true;
      } catch {
        // Not listening yet (or restarting).
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return false;
  }
}
