// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.cjs';
import { startNode, stop, waitForOk } from '../e2e/support/servers';
import { closeApp, createApp } from './app';
import { loadConfig } from './config';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request over plain HTTP that decodes nothing: the bytes as they came. */
function raw(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const backendDir = path.resolve(import.meta.dirname, '../../backend');

/**
 * The built API (SQLite) behind the site's real /api proxy: what the API compresses reaches
 * the visitor as the API sent it, byte for byte, with its Content-Encoding, Vary and
 * Content-Length, never decoded and encoded again.
 */
describe('compressed API answers through the site', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prism-compression-'));
  let api: ReturnType<typeof startNode>;
  let apiUrl = '';
  let app: Express;
  let site: http.Server;
  let siteUrl = '';

  beforeAll(async () => {
    const port = await freePort();
    apiUrl = `http://127.0.0.1:${port}`;
    const admin = { username: 'owner', password: randomBytes(12).toString('hex') };
    api = startNode('dist/main.js', backendDir, {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_CONTENT: 'false',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    });
    await waitForOk(`${apiUrl}/api/health`, api.child, api.output);
    const signIn = await raw(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    // Twenty logos make the public list well over a kilobyte.
    for (let order = 1; order <= 20; order += 1) {
      const logo = {
        name: `Client ${order}`,
        iconType: 'text',
        iconValue: `CLIENT ${order}`,
        order,
        active: true,
      };
      const created = await raw(`${apiUrl}/api/logos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(logo),
      });
      expect(created.status).toBe(201);
    }
    const config = loadConfig({
      BACKEND_URL: apiUrl,
      AUDIENCE_SECRET: 'a-test-secret-of-the-site',
      AUDIENCE_COUNTING: 'false',
    });
    const build = () => Promise.reject(new Error('no render in this test'));
    app = createApp({ config, build });
    site = app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => site.once('listening', done));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await closeApp(app);
    await new Promise((done) => site.close(done));
    await stop(api.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes a kept answer’s brotli through unchanged, with its length', async () => {
    const direct = await raw(`${apiUrl}/api/logos/active`, { headers: BROWSER });
    const proxied = await raw(`${siteUrl}/api/logos/active`, { headers: BROWSER });
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-encoding']).toBe('br');
    expect(proxied.headers.vary).toMatch(/Accept-Encoding/);
    expect(proxied.headers['content-length']).toBe(String(proxied.body.length));
    expect(proxied.headers.etag).toBe(direct.headers.etag);
    expect(proxied.body.equals(direct.body)).toBe(true);

    const plain = await raw(`${siteUrl}/api/logos/active`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(proxied.body).equals(plain.body)).toBe(true);
  });

  it('passes a streamed answer’s brotli through, and a small answer as it is', async () => {
    const direct = await raw(`${apiUrl}/api/docs/json`, { headers: BROWSER });
    const proxied = await raw(`${siteUrl}/api/docs/json`, { headers: BROWSER });
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-encoding']).toBe('br');
    expect(proxied.headers.vary).toMatch(/Accept-Encoding/);
    // Streamed: no length up front, the proxy does not invent one.
    expect(proxied.headers['content-length']).toBeUndefined();
    expect(proxied.body.equals(direct.body)).toBe(true);
    const plain = await raw(`${siteUrl}/api/docs/json`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(proxied.body).equals(plain.body)).toBe(true);

    const small = await raw(`${siteUrl}/api/health`, { headers: BROWSER });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
