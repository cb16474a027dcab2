// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageViewBatch } from '@prism/contracts';
import type { Express } from 'express';
import { closeApp, createApp } from './app';
import type { AudienceCounter } from './audience';
import { loadConfig } from './config';
import { TRUST_MS, type ContentVersion } from './content-version';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': FIREFOX };

/**
 * A build whose every page is a small document with the headers a public page carries
 * (language, cache policy, a Link), rendered by React Router's own handler: what the site's
 * stack does around a render is under test here, not the render.
 */
function pagesBuild(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path: string, module: object) => ({
    id,
    parentId,
    path,
    module: { default: () => null, ...module },
  });
  const manifest = (id: string, parentId: string | undefined, path: string) => ({
    id,
    parentId,
    path,
    module: `/${id}.js`,
    hasLoader: id === 'page',
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
  });
  return {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers) => {
          const { pathname, search } = new URL(request.url);
          headers.set('Content-Type', 'text/html; charset=utf-8');
          headers.set('Content-Language', pathname.startsWith('/fr') ? 'fr-CA' : 'en-CA');
          const body = `<!DOCTYPE html><html><body><h1>${pathname}${search}</h1>${'<p>text</p>'.repeat(200)}</body></html>`;
          return new Response(body, { status, headers });
        },
      },
    },
    routes: {
      root: route('root', undefined, '', {}),
      page: route('page', 'root', '*', {
        loader: () => null,
        headers: () => ({
          'Cache-Control': 'public, max-age=0, must-revalidate',
          Link: '</fonts/text.woff2>; rel=preload; as=font; crossorigin',
        }),
      }),
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      url: '/manifest.js',
      version: '1',
      routes: { root: manifest('root', undefined, ''), page: manifest('page', 'root', '*') },
    },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: '/nowhere',
    future: {},
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    ssr: true,
  } as unknown as ServerBuild;
}

interface Answer {
  status: number;
  /** Every header in the order sent, the Date left out. */
  headers: string[];
  body: string;
}

/**
 * A page-cache hit answered at the top of the stack (page-hit.ts) against the same hit
 * answered by the whole stack, on the site as createApp assembles it, with a listener in
 * the API's place. The pushed content version is held still (the clock of ContentVersion
 * is frozen), so a page answered while it is pushed is the fast path's answer, and one
 * answered while it is asked is the stack's.
 */
describe('a kept page answered ahead of the stack', () => {
  let version = 3;
  let redirects: [string, string, number, number][] = [];
  let tableFails = false;
  const views: Record<string, number> = {};
  let api: http.Server;
  let site: http.Server;
  let app: Express;
  let versions: ContentVersion;
  let audience: AudienceCounter;
  let port = 0;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    api = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/api/content-version') res.end(JSON.stringify({ version }));
        else if (req.url === '/api/redirects/table') {
          if (tableFails) res.statusCode = 500;
          res.end(JSON.stringify({ redirects }));
        } else if (req.url === '/api/internal/audience/views') {
          for (const view of (JSON.parse(text) as PageViewBatch).views) {
            views[view.path] = (views[view.path] ?? 0) + (view.views ?? 1);
          }
          res.end(JSON.stringify({ counting: true, stored: 0 }));
        } else if (req.url === '/api/internal/site-hits') {
          // The redirect hits' last batch, sent when the site closes.
          res.end('{}');
        } else if (req.method === 'POST' && req.url === '/api/portfolio') {
          // A staff write: it raises the version, as the API's triggers do.
          version += 1;
          res.statusCode = 201;
          res.end('{}');
        } else {
          // The stream of the version among them: the test pushes the version itself.
          res.statusCode = 404;
          res.end('{}');
        }
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const config = loadConfig({
      BACKEND_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      AUDIENCE_SECRET: 'a-test-secret-of-the-site',
      PUBLIC_URL: 'https://studio.example',
    });
    app = createApp({ config, build: pagesBuild() });
    versions = app.locals.contentVersion as ContentVersion;
    audience = app.locals.audience as AudienceCounter;
    site = app.listen(0, '127.0.0.1');
    await new Promise((done) => site.once('listening', done));
    port = (site.address() as AddressInfo).port;
  });

  afterAll(async () => {
    vi.useRealTimers();
    await closeApp(app);
    await new Promise((done) => site.close(done));
    await new Promise((done) => api.close(done));
  });

  const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((done, fail) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: string[] = [];
          const raw = res.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) {
            if (raw[i] !== 'Date') headers.push([raw[i], raw[i + 1]].join(': '));
          }
          done({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      });
      req.on('error', fail);
      req.end();
    });
  /** Views counted so far by path, sent or waiting. */
  const counted = () => {
    const all = { ...views };
    for (const view of audience.pending) all[view.path] = (all[view.path] ?? 0) + (view.views ?? 1);
    return all;
  };
  /**
   * The version asked of the API (as after a write through this copy: the stack answers),
   * or pushed (the fast path may), the clock moved past the write's quiet time first.
   */
  const asked = () => versions.changedHere();
  const pushed = () => {
    vi.advanceTimersByTime(TRUST_MS);
    versions.heard(version);
  };
  const xCache = (answer: Answer) => answer.headers.find((h) => h.startsWith('X-Cache: '));

  const PAGES = ['/en/', '/fr/', '/en/work/harbour', '/fr/realisations/havre'];

  it('sends what the stack sends, byte for byte, and counts the same views', async () => {
    asked();
    for (const path of PAGES) expect(xCache(await send(path, BROWSER))).toBe('X-Cache: MISS');
    const requests: [string, Record<string, string>, string][] = [];
    for (const path of PAGES) {
      const etag = (await send(path, BROWSER)).headers.find((h) => h.startsWith('ETag: '))!;
      requests.push(
        [path, BROWSER, 'GET'],
        [path, { 'accept-encoding': 'gzip' }, 'GET'],
        [path, {}, 'GET'],
        [path, BROWSER, 'HEAD'],
        [path, { ...BROWSER, 'if-none-match': etag.slice('ETag: '.length) }, 'GET'],
        [
          `${path}?utm_source=newsletter`,
          { ...BROWSER, referer: 'https://search.example/' },
          'GET',
        ],
      );
    }
    const byStack: Answer[] = [];
    const viewsBefore = counted();
    for (const [path, headers, method] of requests) byStack.push(await send(path, headers, method));
    const viewsByStack = counted();
    pushed();
    const byHit: Answer[] = [];
    for (const [path, headers, method] of requests) byHit.push(await send(path, headers, method));
    const viewsByHit = counted();

    expect(byHit).toEqual(byStack);
    expect(byStack.map((answer) => answer.status)).toEqual(
      PAGES.flatMap(() => [200, 200, 200, 200, 304, 200]),
    );
    expect(byStack.every((answer) => xCache(answer) === 'X-Cache: HIT')).toBe(true);
    for (const path of PAGES) {
      // A browser's GETs, the 304 among them: 3 each way (a HEAD, or a request without a
      // User-Agent, is no view).
      const byEach = (after: Record<string, number>, before: Record<string, number>) =>
        (after[path] ?? 0) - (before[path] ?? 0);
      expect([path, byEach(viewsByStack, viewsBefore), byEach(viewsByHit, viewsByStack)]).toEqual([
        path,
        3,
        3,
      ]);
    }
  });

  it('leaves staff, a form and a redirect to the stack', async () => {
    pushed();
    expect(xCache(await send('/en/', BROWSER))).toBe('X-Cache: HIT');
    // Staff get their own render, never the kept page.
    expect(xCache(await send('/en/', { ...BROWSER, cookie: 'prism_session=abc' }))).toBeUndefined();
    // A method the page does not take: the stack's plain 405.
    const posted = await send('/en/work/harbour', BROWSER, 'POST');
    expect([posted.status, xCache(posted)]).toEqual([405, undefined]);

    // A page kept at a version whose redirect table could not be read, which redirects it:
    // the stack loads the table and redirects; the kept page is not sent.
    version += 1;
    tableFails = true;
    asked();
    expect(xCache(await send('/en/moved', BROWSER))).toBe('X-Cache: MISS');
    tableFails = false;
    redirects = [['/en/moved', '/en/', 301, 1]];
    pushed();
    const moved = await send('/en/moved', BROWSER);
    expect([moved.status, moved.headers.find((h) => h.startsWith('Location: '))]).toEqual([
      301,
      'Location: /en/',
    ]);
  });

  it('shows a staff write made through this copy on the next page', async () => {
    asked();
    await send('/fr/', BROWSER);
    pushed();
    const before = await send('/fr/', BROWSER);
    expect(xCache(before)).toBe('X-Cache: HIT');
    const write = await send('/api/portfolio', { cookie: 'prism_session=abc' }, 'POST');
    expect(write.status).toBe(201);
    // The stream has not spoken since: the page is made at the version the write made.
    const after = await send('/fr/', BROWSER);
    expect(xCache(after)).toBe('X-Cache: MISS');
  });
});
