// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIENCE_LIMITS,
  AUDIENCE_SECRET_HEADER,
  pageViewBatchSchema,
  type PageViewBatch,
  type PageViewInput,
} from '@prism/contracts';
import { AudienceCounter, takeBatch } from './audience';
import { deviceOf } from './visitor';
import { BackendClient } from './backend';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * The counter on a real Express server answering HTML pages as the site does, sending its
 * batches over HTTP to a listener that records them where the API would store them.
 */
describe('AudienceCounter', () => {
  const batches: { secret: string; body: PageViewBatch }[] = [];
  let counting = true;
  let api: http.Server;
  let site: http.Server;
  let counter: AudienceCounter;
  let siteUrl = '';

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        batches.push({
          secret: String(req.headers[AUDIENCE_SECRET_HEADER]),
          body: JSON.parse(text) as PageViewBatch,
        });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ counting, stored: 0 }));
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const backend = new BackendClient(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    counter = new AudienceCounter({
      backend,
      secret: 'a-test-secret-of-the-site',
      publicUrl: 'https://studio.example',
      flushEveryMs: 3_600_000,
    });
    const app = express();
    app.use(counter.middleware);
    app.get('/missing', (_req, res) => void res.status(404).type('html').send('<p>404</p>'));
    app.get('/robots.txt', (_req, res) => void res.type('text/plain').send('User-agent: *'));
    app.use((_req, res) => void res.type('html').send('<p>a page</p>'));
    site = app.listen(0, '127.0.0.1');
    await new Promise((done) => site.once('listening', done));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await counter.close();
    site.close();
    api.close();
  });
  beforeEach(async () => {
    counting = true;
    await counter.flush();
    batches.length = 0;
  });

  const visit = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await fetch(`${siteUrl}${path}`, {
      method,
      headers: { 'user-agent': CHROME, ...headers },
    });
    await res.arrayBuffer();
    // The view is recorded when the answer is finished, which the client may see first.
    await new Promise((done) => setImmediate(done));
    return res;
  };
  const sent = async () => {
    await counter.flush();
    return batches.flatMap((b) => b.body.views);
  };

  it('counts public pages with what the API needs, and sets no cookie', async () => {
    const first = await visit(
      '/en/work/lumen?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      {
        referer: 'https://www.google.com/search?q=secret+words',
        'x-forwarded-for': '203.0.113.77',
      },
    );
    await visit('/fr/', { referer: `${siteUrl}/en/` });
    await visit('/privacy', { 'user-agent': IPHONE });
    expect(first.headers.get('set-cookie')).toBeNull();
    const views = await sent();
    expect(batches[0]?.secret).toBe('a-test-secret-of-the-site');
    expect(views).toHaveLength(3);
    expect(views[0]).toMatchObject({
      path: '/en/work/lumen',
      locale: 'en',
      referrerHost: 'www.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      device: 'desktop',
      network: '203.0.113.0/24',
      userAgent: CHROME,
    });
    // The referrer's path and query never travel.
    expect(JSON.stringify(views)).not.toContain('secret+words');
    expect(views[1]).toMatchObject({ path: '/fr/', locale: 'fr', referrerHost: null });
    expect(views[2]).toMatchObject({ path: '/privacy', locale: 'en', device: 'mobile' });
  });

  it("sends a visitor's repeats of a page within a minute as one entry with their count", async () => {
    const first = await visit('/en/');
    // A repeat the browser revalidates (304, the page it holds still good) is a view too.
    const etag = first.headers.get('etag') ?? '';
    // max-age=0, as a browser's reload sends it (fetch would add no-cache otherwise).
    const again = await visit('/en/', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    await visit('/en/');
    await visit('/en/', { 'user-agent': IPHONE });
    await visit('/en/privacy');
    await visit('/en/?utm_source=newsletter');
    const views = await sent();
    expect(views.map((v) => [v.path, v.userAgent, v.utmSource, v.views])).toEqual([
      ['/en/', CHROME, null, 3],
      ['/en/', IPHONE, null, 1],
      ['/en/privacy', CHROME, null, 1],
      ['/en/', CHROME, 'newsletter', 1],
    ]);
  });

  it('keeps the views of a batch the API did not take, repeats added, for the next send', async () => {
    const logged: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(line));
    await visit('/en/');
    api.closeAllConnections();
    const port = (api.address() as AddressInfo).port;
    await new Promise((done) => api.close(done));
    await counter.flush();
    await visit('/en/');
    await visit('/en/');
    expect(logged).toEqual([expect.stringContaining('Page views not sent')]);
    expect(counter.pending.map((v) => [v.path, v.views])).toEqual([['/en/', 3]]);
    await new Promise<void>((done) => api.listen(port, '127.0.0.1', done));
    expect((await sent()).map((v) => [v.path, v.views])).toEqual([['/en/', 3]]);
  });

  it('sends no utm value or referrer the API would refuse: left out, the view still counted', async () => {
    const forged = encodeURIComponent('<script>alert(1)</script>');
    const formula = encodeURIComponent('=HYPERLINK("https://evil.example","x")');
    await visit(`/en/?utm_source=${formula}&utm_campaign=${forged}&utm_medium=e-mail`, {
      referer: 'foo://a%3Cb%3E/',
    });
    await visit('/en/privacy?utm_campaign=%C3%89t%C3%A9%202026%20(promo)');
    const views = await sent();
    expect(views.map((v) => [v.utmSource, v.utmMedium, v.utmCampaign, v.referrerHost])).toEqual([
      [null, 'e-mail', null, null],
      [null, null, 'Été 2026 (promo)', null],
    ]);
    for (const batch of batches)
      expect(pageViewBatchSchema.safeParse(batch.body).success).toBe(true);
  });

  it('takes batches within the API bounds, entries and views together, leaving the rest', () => {
    const entry = (i: number, views: number) =>
      [`k${i}`, { ...({} as PageViewInput), path: `/${i}`, views }] as const;
    const buffer = new Map([
      ...Array.from({ length: 15 }, (_, i) => entry(i, AUDIENCE_LIMITS.maxRepeats)),
      ...Array.from({ length: 1500 }, (_, i) => entry(15 + i, 1)),
    ]);
    const sizes: [number, number][] = [];
    while (buffer.size > 0) {
      const batch = takeBatch(buffer);
      const views = batch.reduce((sum, [, v]) => sum + v.views, 0);
      expect(batch.length).toBeLessThanOrEqual(AUDIENCE_LIMITS.maxBatch);
      expect(views).toBeLessThanOrEqual(AUDIENCE_LIMITS.maxBatchViews);
      sizes.push([batch.length, views]);
    }
    // Nothing is lost: every entry went in one of the batches.
    expect(sizes).toEqual([
      [10, 1_000_000],
      [1000, 500_000 + 995],
      [505, 505],
    ]);
  });

  it('counts nothing for bots, HEAD, prefetches, staff, privacy signals and non-pages', async () => {
    await visit('/', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await visit('/', {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
    });
    await visit('/', {}, 'HEAD');
    await visit('/', { 'sec-purpose': 'prefetch' });
    await visit('/', { cookie: 'prism_lang=fr; prism_session=abc' });
    await visit('/', { 'sec-gpc': '1' });
    await visit('/', { dnt: '1' });
    await visit('/', { 'user-agent': '' });
    for (const path of [
      '/admin',
      '/admin/messages',
      '/preview/tok',
      '/en/preview/tok',
      '/fr/apercu/tok',
      '/robots.txt',
      '/missing',
    ]) {
      await visit(path);
    }
    expect(await sent()).toEqual([]);
  });

  it('stops counting when the API says counting is off', async () => {
    counting = false;
    await visit('/');
    expect(await sent()).toHaveLength(1);
    batches.length = 0;
    await visit('/');
    await counter.flush();
    // It still asks (an empty batch) so it learns when counting is back on.
    expect(batches.flatMap((b) => b.body.views)).toEqual([]);
  });

  it('sorts devices by a few User-Agent patterns', () => {
    expect(deviceOf(CHROME)).toBe('desktop');
    expect(deviceOf(IPHONE)).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(
      'mobile',
    );
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X700) Safari/537.36')).toBe('tablet');
  });
});
