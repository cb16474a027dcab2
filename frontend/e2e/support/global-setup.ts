import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port.cjs';
import type { FullConfig } from '@playwright/test';
import { startNode, stop, waitForOk } from './servers';

const frontendDir = path.resolve(import.meta.dirname, '../..');
const backendDir = path.resolve(frontendDir, '../backend');

/** What a test reads from its environment to reach its worker's servers. */
export const STACK_KEYS = [
  'E2E_BASE_URL',
  'E2E_PUBLIC_URL',
  'E2E_ADMIN_USERNAME',
  'E2E_ADMIN_PASSWORD',
  'E2E_SMTP_PORT',
] as const;

/**
 * Starts one stack per worker, side by side: the built API (fresh temporary data
 * directory, demo content, an owner account of our own) and the built site in front of
 * it, on free 127.0.0.1 ports. Worker n reads stack n's addresses (E2E_BASE_URL_n, …:
 * the config maps them to E2E_BASE_URL, …), so workers never share data. Returns the
 * teardown that stops them all and deletes their data.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  for (const file of [
    path.join(backendDir, 'dist/main.js'),
    path.join(frontendDir, 'build/runtime/main.js'),
    path.join(frontendDir, 'build/server/index.js'),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const slots = Array.from({ length: Math.max(1, config.workers) }, (_, slot) => slot);
  const started = await Promise.allSettled(slots.map(() => startStack()));
  const teardown = async () => {
    const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    await Promise.all(running.map((stack) => stack.teardown()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  for (const [slot, s] of started.entries()) {
    if (s.status !== 'fulfilled') continue;
    for (const key of STACK_KEYS) process.env[`${key}_${slot}`] = s.value.env[key];
  }
  return teardown;
}

async function startStack(): Promise<{
  env: Record<(typeof STACK_KEYS)[number], string>;
  teardown: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prism-e2e-'));
  const [apiPort, sitePort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  // The API's public origin: links in mail and the passkeys' relying party (see below).
  const publicUrl = `http://localhost:${sitePort}`;
  const admin = { username: 'e2e-owner', password: randomBytes(12).toString('hex') };

  const api = startNode('dist/main.js', backendDir, {
    // The demo's images encoded and passwords hashed at the fastest settings (ADR 055).
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'true',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    // Mail goes to a port the account-link tests listen on with their own SMTP server
    // while they run; links in it point at the site.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_BASE_SECONDS: '1',
    // Passkeys are bound to a host name (WebAuthn refuses an IP address as its RP ID): the
    // passkey spec opens the site as localhost, the same server as 127.0.0.1.
    PUBLIC_URL: publicUrl,
  });
  let site: ReturnType<typeof startNode> | null = null;
  const teardown = async () => {
    if (site) await stop(site.child);
    await stop(api.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The demo seed draws and encodes some forty images before the API listens.
    await waitForOk(`${apiUrl}/api/health`, api.child, api.output, 180_000);
    site = startNode('build/runtime/main.js', frontendDir, {
      // The API's data folder: the AUDIENCE_SECRET it generated there.
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      BACKEND_URL: apiUrl,
      // As under `npm run serve`: one public origin (localhost) for site and API, while the
      // tests open the site at the address it listens on, as the README's links do.
      PUBLIC_URL: publicUrl,
    });
    await waitForOk(`${siteUrl}/robots.txt`, site.child, site.output);
  } catch (error) {
    await teardown();
    throw error;
  }
  return {
    env: {
      E2E_BASE_URL: siteUrl,
      E2E_PUBLIC_URL: publicUrl,
      E2E_ADMIN_USERNAME: admin.username,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_SMTP_PORT: String(smtpPort),
    },
    teardown,
  };
}
