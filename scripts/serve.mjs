#!/usr/bin/env node
// Serves the built product (npm run serve): the API, then, once it answers /api/health,
// the site in front of it. PORT and HOST are the site's (default 127.0.0.1:3000, the one
// public origin); API_PORT and API_HOST the API's (default 127.0.0.1:3001). Every other
// variable reaches both processes. Ctrl-C (SIGINT) or SIGTERM stops both; if either
// process ends on its own, the other is stopped too.
import { spawn } from 'node:child_process';

const apiHost = process.env.API_HOST || '127.0.0.1';
const apiPort = process.env.API_PORT || '3001';
const siteHost = process.env.HOST || '127.0.0.1';
const sitePort = process.env.PORT || '3000';
const apiUrl = `http://${apiHost === '0.0.0.0' ? '127.0.0.1' : apiHost}:${apiPort}`;
const HEALTH_TIMEOUT_MS = 120_000;

const children = new Set();
let stopping = false;

// Node directly, not through npm, so signals reach the servers themselves.
function start(name, cwd, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children) child.kill('SIGTERM');
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi() {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!stopping && Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

// From the repository root, so the embedded DATA_DIR (./data) is the README's.
start('API', '.', 'backend/dist/main.js', { HOST: apiHost, PORT: apiPort });
if (!(await waitForApi())) {
  if (!stopping) {
    console.error(
      `The API did not answer ${apiUrl}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s`,
    );
    stop(1);
  }
} else {
  start('Site', 'frontend', 'build/runtime/main.js', {
    NODE_ENV: 'production',
    HOST: siteHost,
    PORT: sitePort,
    BACKEND_URL: process.env.BACKEND_URL || apiUrl,
  });
  console.log(`Prism is up: http://${siteHost}:${sitePort} (API at ${apiUrl})`);
}
