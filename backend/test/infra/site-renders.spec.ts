/**
 * The built site renders every page fresh (PAGE_CACHE=false) against the built API through
 * a pass-through that writes down each call (ADR 065, ADR 093): once a page has been
 * rendered and the API's stream of the content version speaks, the next render of it asks
 * the API nothing, and a content change made through the API is on a render within the
 * stream's tick.
 */
import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LANDING } from '@prism/contracts';
import { freePort } from '../../../scripts/free-port.cjs';
import { randomBytes } from 'node:crypto';
import { makeTempDir } from '../support/test-database';
import { startNode, stopProcess, waitForOk } from './node-processes';
import { repoPath } from './repo-files';
import { waitUntil } from '../support/wait-until';

/** What the site's server asks of the API, in order: `GET /api/…`. */
function countingProxy(apiUrl: string): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const target = new URL(apiUrl);
  const server = createServer((req, res) => {
    calls.push(`${req.method ?? ''} ${req.url ?? ''}`);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, calls });
    }),
  );
}

describe('uncached renders of the built site', () => {
  it('ask the API nothing once a page was rendered, and show a change made through the API', async () => {
    const siteMain = repoPath('frontend/build/runtime/main.js');
    if (!existsSync(siteMain)) throw new Error(`${siteMain} is missing: run npm run build first`);
    const data = makeTempDir('prism-site-renders-');
    const apiPort = await freePort();
    const admin = { username: 'owner', password: randomBytes(12).toString('hex') };
    const built = { url: `http://127.0.0.1:${apiPort}`, admin };
    const api = startNode(repoPath('backend/dist/main.js'), repoPath('backend'), {
      // The demo's images encoded and passwords hashed at the fastest settings (ADR 055): a
      // loaded machine would otherwise spend the start-up's minute on them.
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: data.path,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO_CONTENT: 'true',
      COOKIE_SECURE: 'false',
    });
    const proxy = await countingProxy(built.url);
    const sitePort = await freePort();
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const site = startNode(siteMain, repoPath('frontend'), {
      // The API's data folder: the AUDIENCE_SECRET it generated there.
      DATA_DIR: data.path,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      BACKEND_URL: proxy.url,
      PUBLIC_URL: siteUrl,
      PAGE_CACHE: 'false',
    });
    // What a browser sends, declining the audience counter (its batches are API calls too).
    const page = async (path: string) => {
      const response = await fetch(`${siteUrl}${path}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br', dnt: '1' },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    try {
      await waitForOk(`${built.url}/api/health`, api);
      await waitForOk(`${siteUrl}/robots.txt`, site);
      const landing = await page('/en/');
      const project = /href="(\/en\/work\/[a-z0-9-]+)"/.exec(landing)?.[1];
      if (!project) throw new Error('the landing page links no project');
      await page(project);
      await page('/fr/');

      // The site opened the API's stream with its first page. Once an event is in, a page
      // rendered before asks the API nothing: its version is pushed, its data kept for that
      // version. Polled, not timed: a busy machine may take longer to deliver the event.
      expect(proxy.calls).toContain('GET /api/internal/content-version/stream');
      for (const path of ['/en/', project, '/fr/']) {
        await waitUntil(
          `a render of ${path} that asks the API nothing`,
          async () => {
            proxy.calls.length = 0;
            await page(path);
            return proxy.calls.length === 0;
          },
          { timeoutMs: 30_000, intervalMs: 50 },
        );
      }

      // An editor changes the English hero: the next render reads the new texts.
      const signIn = await fetch(`${built.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(built.admin),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const heading = 'Renders that reuse what they know';
      // The emphasis is drawn in its own element: look for the words before it.
      const shown = (html: string) => html.includes('Renders that reuse <em');
      // A write names the version it read (If-Match, ADR 058), as the admin does.
      const read = await fetch(`${built.url}/api/admin/landing`, { headers: { cookie } });
      expect(read.status).toBe(200);
      const saved = await fetch(`${built.url}/api/admin/landing`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          cookie,
          origin: built.url,
          'if-match': read.headers.get('etag') ?? '',
        },
        body: JSON.stringify({
          ...DEFAULT_LANDING,
          en: {
            ...DEFAULT_LANDING.en,
            hero: { ...DEFAULT_LANDING.en.hero, heading, emphasis: 'what they know' },
          },
        }),
      });
      expect(saved.status).toBe(200);

      // The edit went to the API, not through the site: the API's stream carries the new
      // version within a tick, and the render after it reads the new texts (ADR 093).
      proxy.calls.length = 0;
      await waitUntil('the new hero on the landing page', async () => shown(await page('/en/')), {
        timeoutMs: 30_000,
        intervalMs: 50,
      });
      expect(proxy.calls).toContain('GET /api/landing?lang=en');
    } finally {
      await stopProcess(site);
      await stopProcess(api);
      await new Promise((resolve) => proxy.server.close(resolve));
      data.remove();
    }
  }, 360_000);
});
