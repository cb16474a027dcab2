import type { Request, RequestHandler, Response } from 'express';
import http from 'node:http';
import https from 'node:https';
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from '@react-router/node';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { etagOf, FreshVersion, PageCache, type CachedPage } from './page-cache.js';

/** The session cookie of the API (backend/src/auth/access.decorators.ts). */
const SESSION_COOKIE = 'prism_session';
/** Paths no anonymous cache may keep: the admin area answers per person. */
const NEVER_CACHED = /^\/(admin|api|media)(\/|$)/;
const VERSION_TIMEOUT_MS = 2_000;

export interface DocumentOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  loadContext: AppLoadContext;
  backendUrl: string;
  /** Keep rendered public pages for anonymous visitors (PAGE_CACHE; ADR 019). */
  cache: boolean;
}

/** The two halves of the page handler, mounted on either side of the compression step. */
export interface DocumentHandlers {
  /**
   * Answers anonymous GETs of public pages from the cache, already compressed, ahead of the
   * compression middleware (whose per-request wrapping was a tenth of a cached page's
   * CPU; ADR 018). Anything else goes on to `render`.
   */
  fromCache: RequestHandler;
  /** Renders with React Router, and keeps what can be kept. */
  render: RequestHandler;
}

/** What `fromCache` learnt about a request it could not answer, for `render`. */
interface CacheLookup {
  version: number;
  key: string;
}
const LOOKUP = Symbol('page cache lookup');
type LookedUp = Request & { [LOOKUP]?: CacheLookup };

/**
 * Renders every page with React Router. Anonymous GETs of public pages are kept in a
 * PageCache keyed on path and query and stamped with the API's content version, asked
 * fresh for every request (FreshVersion): an edit is visible on the very next request,
 * and a page that has not changed is sent from memory, compressed once.
 */
export function createDocumentHandlers(options: DocumentOptions): DocumentHandlers {
  const renderPage = createRequestHandler(options.build, options.mode);
  const cache = new PageCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  const versions = new FreshVersion(() => askVersion(options.backendUrl));
  const rendering = new Map<string, Promise<CachedPage | { response: globalThis.Response }>>();
  const fresh = async (req: Request, res: Response) =>
    send(res, await renderPage(toFetchRequest(req, res), options.loadContext));

  const fromCache: RequestHandler = async (req: LookedUp, res, next) => {
    if (!options.cache || !cacheable(req)) {
      next();
      return;
    }
    let version: number;
    try {
      version = await versions.current();
    } catch {
      // The API can't say what is current: render, and keep nothing.
      next();
      return;
    }
    const key = req.originalUrl;
    const hit = cache.get(key, version);
    if (hit) {
      res.setHeader('X-Cache', 'HIT');
      sendCached(req, res, hit);
      return;
    }
    req[LOOKUP] = { version, key };
    next();
  };

  const render: RequestHandler = async (req: LookedUp, res, next) => {
    try {
      const lookup = req[LOOKUP];
      if (!lookup) {
        await fresh(req, res);
        return;
      }
      const { version, key } = lookup;
      // One render per page and version: requests that miss together wait for it.
      const renderKey = `${version} ${key}`;
      let filling = rendering.get(renderKey);
      if (!filling) {
        filling = fill(renderPage(toFetchRequest(req, res), options.loadContext), version);
        rendering.set(renderKey, filling);
        void filling.finally(() => rendering.delete(renderKey)).catch(() => undefined);
      } else {
        const shared = await filling.catch(() => null);
        if (shared && 'body' in shared) {
          res.setHeader('X-Cache', 'HIT');
          sendCached(req, res, shared);
          return;
        }
        // The shared render was not cacheable (an error, a 404…): render for this request.
        await fresh(req, res);
        return;
      }
      const filled = await filling;
      if (!('body' in filled)) {
        await send(res, filled.response);
        return;
      }
      cache.set(key, filled);
      res.setHeader('X-Cache', 'MISS');
      sendCached(req, res, filled);
    } catch (error) {
      next(error);
    }
  };

  return { fromCache, render };
}

/** A rendered answer as a page to keep, or the answer itself when it can't be kept. */
async function fill(
  rendered: Promise<globalThis.Response>,
  version: number,
): Promise<CachedPage | { response: globalThis.Response }> {
  const response = await rendered;
  if (!storable(response)) return { response };
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
  if (!response.headers.has('cache-control')) headers.push(['cache-control', 'no-cache']);
  return { version, status: response.status, headers, body, etag: etagOf(body) };
}

/** Anonymous GETs of public pages; staff (a session cookie) always get a fresh render. */
function cacheable(req: Request): boolean {
  if (req.method !== 'GET' || NEVER_CACHED.test(req.path)) return false;
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  return !cookie || !cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** Only complete, shareable successes are kept. */
function storable(response: globalThis.Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  const control = response.headers.get('cache-control') ?? '';
  return !/private|no-store/i.test(control);
}

function sendCached(req: Request, res: Response, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  const encoded = accepted === 'br' ? page.br : accepted === 'gzip' ? page.gzip : undefined;
  if (encoded) {
    // Already compressed: the compression middleware leaves an encoded answer alone.
    res.setHeader('Content-Encoding', accepted as string);
    res.setHeader('Content-Length', encoded.length);
    res.end(encoded);
    return;
  }
  res.setHeader('Content-Length', page.body.length);
  res.end(page.body);
}

// node:http, not fetch: this runs once per batch of page views, and undici's fetch costs
// several times more CPU per call (streams, Headers, Response objects).
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 4 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 4 }),
};

function askVersion(backendUrl: string): Promise<number> {
  const secure = backendUrl.startsWith('https:');
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).get(
      `${backendUrl}/api/content-version`,
      {
        agent: secure ? agents.https : agents.http,
        headers: { accept: 'application/json' },
        timeout: VERSION_TIMEOUT_MS,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const { version } = JSON.parse(body) as { version?: unknown };
            if (response.statusCode !== 200 || typeof version !== 'number') {
              throw new Error(`content version: HTTP ${String(response.statusCode)}`);
            }
            resolve(version);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('content version: timed out')));
    request.on('error', reject);
  });
}

/** The Fetch request React Router expects (as @react-router/express builds it). */
function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  // As @react-router/express: a host header can't smuggle a path or credentials into the URL.
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  const port = Number.parseInt(req.get('host')?.split(':')[1] ?? '', 10);
  const host = Number.isSafeInteger(port) ? `${hostname}:${port}` : hostname;
  return new globalThis.Request(`${req.protocol}://${host}${req.originalUrl}`, init);
}

/** Streams a React Router answer as @react-router/express does. */
async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The client may have gone while the body was written (the check above was before it).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- changed by the await
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
