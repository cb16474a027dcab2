/**
 * The built site (production mode) and API started together on one empty data folder and
 * no AUDIENCE_SECRET (issue 44): they pair up on the secret one of them generated there,
 * so a visitor's page view is stored; the public origin answers 404 on /api/internal/*
 * whatever header comes with it, the right secret included; and the API takes no value
 * from the source code, even from loopback; and a view counted just before the site stops
 * is sent as it stops.
 */
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../../scripts/free-port.cjs';
import { makeTempDir } from '../support/test-database';
import { waitUntil } from '../support/wait-until';
import { startNode, stopProcess, waitForOk } from './node-processes';
import { repoPath } from './repo-files';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('the built site and API on a generated audience secret', () => {
  it('pair up, and nothing public reaches the internal routes', async () => {
    const siteMain = repoPath('frontend/build/runtime/main.js');
    if (!existsSync(siteMain)) throw new Error(`${siteMain} is missing: run npm run build first`);
    const data = makeTempDir('prism-site-ingest-');
    const [apiPort, sitePort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    // Both at once, on one empty folder: whichever comes first makes the secret.
    const api = startNode(repoPath('backend/dist/main.js'), repoPath('backend'), {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: data.path,
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'error',
    });
    const site = startNode(siteMain, repoPath('frontend'), {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      DATA_DIR: data.path,
      BACKEND_URL: apiUrl,
      PUBLIC_URL: siteUrl,
      SHUTDOWN_DELAY_SECONDS: '0',
    });
    let db: Database.Database | undefined;
    try {
      await waitForOk(`${apiUrl}/api/health`, api);
      await waitForOk(`${siteUrl}/robots.txt`, site);
      const opened = new Database(join(data.path, 'prism.sqlite'), { readonly: true });
      db = opened;
      const storedViews = () =>
        (
          opened.prepare('SELECT COALESCE(SUM("views"), 0) AS n FROM "page_views"').get() as {
            n: number;
          }
        ).n;
      const views = JSON.stringify({
        views: [
          {
            at: new Date().toISOString(),
            path: '/en/',
            locale: 'en',
            device: 'desktop',
            network: '203.0.113.0/24',
            userAgent: CHROME,
            views: 100_000,
          },
        ],
      });
      const post = async (url: string, header: string) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-prism-audience-secret': header },
            body: views,
          })
        ).status;
      const paths = ['/api/internal/audience/views', '/API/Internal/audience/views'];
      const throughPublicOrigin = async (header: string) => {
        const answers: Record<string, number> = {};
        for (const path of paths) answers[path] = await post(`${siteUrl}${path}`, header);
        return answers;
      };
      const notFound = Object.fromEntries(paths.map((path) => [path, 404]));

      // The finding's own request first, before anything that needs the generated secret:
      // a visitor's batch through the public origin with the value the source used to carry.
      expect(await throughPublicOrigin('prism-embedded-audience-secret')).toEqual(notFound);
      // Straight to the API from loopback: that value is refused too.
      expect(
        await post(`${apiUrl}/api/internal/audience/views`, 'prism-embedded-audience-secret'),
      ).toBe(403);
      // And the right secret, read from the data folder, is no key to the public origin.
      const secret = readFileSync(join(data.path, 'audience-secret'), 'utf8').trim();
      expect(await throughPublicOrigin(secret)).toEqual(notFound);
      expect(storedViews()).toBe(0);

      // A visitor's page: the site counts it and its batch, named with the shared secret, is stored.
      const page = await fetch(`${siteUrl}/en/`, { headers: { 'user-agent': CHROME } });
      expect(page.status).toBe(200);
      await page.text();
      await waitUntil('the view stored', () => Promise.resolve(storedViews() === 1), {
        timeoutMs: 30_000,
        intervalMs: 250,
      });

      // A view answered just before the site is told to stop leaves with it, not with a
      // batch that never comes (a deploy between two batches).
      const last = await fetch(`${siteUrl}/fr/`, { headers: { 'user-agent': CHROME } });
      expect(last.status).toBe(200);
      await last.text();
      await stopProcess(site);
      expect(site.exitCode).toBe(0);
      expect(storedViews()).toBe(2);
    } finally {
      db?.close();
      await stopProcess(site);
      await stopProcess(api);
      data.remove();
    }
  }, 360_000);
});
