// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIENCE_SECRET_HEADER,
  REDIRECT_LIMITS,
  siteHitsSchema,
  type SiteHits,
} from '@prism/contracts';
import { BackendClient } from './backend';
import { NOT_FOUND_PER_CLIENT, SiteRedirects, takeCounted } from './redirects';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * The redirects on a real Express server answering pages as the site does, with a listener
 * in the API's place that serves the redirect table and records the batches it receives.
 */
describe('SiteRedirects', () => {
  const batches: { secret: string; body: SiteHits }[] = [];
  let tableAsked = 0;
  let version = 1;
  let redirects: [string, string, number, number][] = [
    ['/old', '/en/work/new', 301, 7],
    ['/moved', 'https://elsewhere.example/page', 302, 8],
  ];
  let api: http.Server;
  let site: http.Server;
  let siteRedirects: SiteRedirects;
  let siteUrl = '';

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/api/redirects/table') {
          tableAsked += 1;
          res.end(JSON.stringify({ redirects }));
          return;
        }
        batches.push({
          secret: String(req.headers[AUDIENCE_SECRET_HEADER]),
          body: JSON.parse(text) as SiteHits,
        });
        res.end(JSON.stringify({ message: 'Recorded' }));
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const backend = new BackendClient(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    siteRedirects = new SiteRedirects({
      backend,
      secret: 'a-test-secret-of-the-site',
      publicUrl: 'https://studio.example',
      versions: { current: () => version },
      flushEveryMs: 3_600_000,
      now: () => new Date('2026-11-25T12:00:00.000Z'),
    });
    const app = express();
    app.use(siteRedirects.middleware);
    app.get('/en/', (_req, res) => void res.type('html').send('<p>home</p>'));
    app.use((_req, res) => void res.status(404).type('html').send('<p>404</p>'));
    site = app.listen(0, '127.0.0.1');
    await new Promise((done) => site.once('listening', done));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await siteRedirects.close();
    site.close();
    api.close();
  });
  beforeEach(async () => {
    await siteRedirects.flush();
    batches.length = 0;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${siteUrl}${path}`, {
      redirect: 'manual',
      headers: { 'user-agent': CHROME, ...headers },
    });

  it('answers a redirect before the page, keeping the query, from one table per content version', async () => {
    const asked = tableAsked;
    const moved = await get('/old?utm_source=x');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/work/new?utm_source=x');
    const away = await get('/moved');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('https://elsewhere.example/page');
    expect((await get('/en/')).status).toBe(200);
    expect(tableAsked - asked).toBeLessThanOrEqual(1);

    // A redirect change raises the version: the next request reads the new table.
    redirects = [['/en/', '/fr/', 302, 9]];
    version += 1;
    expect((await get('/old')).status).toBe(404);
    expect((await get('/en/')).headers.get('location')).toBe('/fr/');
    redirects = [
      ['/old', '/en/work/new', 301, 7],
      ['/moved', 'https://elsewhere.example/page', 302, 8],
    ];
    version += 1;
  });

  it('counts hits and 404s and sends them in one batch, with the secret', async () => {
    await get('/old');
    await get('/old');
    for (let i = 0; i < 3; i++) {
      await get('/nowhere', { referer: 'https://news.example/story?id=1' });
    }
    await siteRedirects.flush();
    expect(batches).toEqual([
      {
        secret: 'a-test-secret-of-the-site',
        body: {
          hits: [{ id: 7, count: 2, at: '2026-11-25T12:00:00.000Z' }],
          notFound: [
            {
              path: '/nowhere',
              count: 3,
              firstAt: '2026-11-25T12:00:00.000Z',
              lastAt: '2026-11-25T12:00:00.000Z',
              referrerHost: 'news.example',
            },
          ],
        },
      },
    ]);
  });

  it('takes hits within the API bound of a batch, leaving the rest for the next', () => {
    const counts = new Map(
      Array.from({ length: 25 }, (_, i) => [i + 1, { count: REDIRECT_LIMITS.maxCount, at: '' }]),
    );
    const batches: number[] = [];
    while (counts.size > 0) {
      const taken = takeCounted(counts);
      const total = taken.reduce((sum, [, hit]) => sum + hit.count, 0);
      expect(total).toBeLessThanOrEqual(REDIRECT_LIMITS.maxBatchCount);
      batches.push(taken.length);
    }
    expect(batches).toEqual([10, 10, 5]);
  });

  it('sends batches the API takes: a referrer that is no host name is left out', async () => {
    await get('/old');
    await get('/nowhere', { referer: 'foo://a%3Cb%3E/' });
    await siteRedirects.flush();
    expect(batches.map((b) => siteHitsSchema.safeParse(b.body).success)).toEqual([true]);
    expect(batches[0]?.body.notFound[0]?.referrerHost).toBeNull();
  });

  it('logs at most NOT_FOUND_PER_CLIENT 404s of one client network a day; others still count', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < NOT_FOUND_PER_CLIENT + 30; i++) {
      // Addresses of one /24: one network.
      await get(`/flood-${i}`, from(`198.51.100.${i % 200}`));
    }
    await get('/flood-0', from('198.51.100.1'));
    await get('/broken-link', from('203.0.113.9'));
    await siteRedirects.flush();
    const logged = batches.flatMap((b) => b.body.notFound);
    expect(logged.map((e) => e.path)).toEqual([
      ...Array.from({ length: NOT_FOUND_PER_CLIENT }, (_, i) => `/flood-${i}`),
      '/broken-link',
    ]);
    expect(logged.reduce((sum, e) => sum + e.count, 0)).toBe(NOT_FOUND_PER_CLIENT + 1);
  });

  it('leaves bots, staff, the API, the admin, media and files out of the 404 log', async () => {
    await get('/nowhere', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await get('/nowhere', { cookie: 'prism_session=abc' });
    for (const path of ['/api/x', '/admin/x', '/media/x.jpg', '/favicon.ico', '/wp-login.php']) {
      await get(path);
    }
    await get('/nowhere', { referer: 'https://studio.example/en/' });
    await siteRedirects.flush();
    expect(batches.map((b) => b.body.notFound)).toEqual([
      [expect.objectContaining({ path: '/nowhere', count: 1, referrerHost: null })],
    ]);
  });
});
