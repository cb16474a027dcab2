import type { Request, RequestHandler, Response } from 'express';
import { PORTFOLIO_FILTERS } from '@prism/contracts';
import { createRequestHandler as createStreamingHandler } from '@react-router/express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { SiteContext } from './app.js';
import type { BackendClient } from './backend.js';
import {
  compressOnce,
  compressPage,
  etagOf,
  FreshVersion,
  PageCache,
  type CachedPage,
} from './page-cache.js';

/** The session cookie of the API (backend/src/common/access.decorators.ts). */
const SESSION_COOKIE = 'prism_session';
/**
 * The admin area and React Router's own requests, which only the hydrated app makes (route
 * data `*.data`, route discovery `/__manifest?p=…`): streamed as an app, never cached (their
 * answers depend on the query string, which the page cache's key leaves out).
 */
const APP_PATHS = /^\/(admin(\/|$)|__manifest$)|\.data$/;
export const isAppRequest = (path: string): boolean => APP_PATHS.test(path);
/** Paths the page cache never keeps: what the site never answers itself, and client previews. */
const NEVER_CACHED = /^\/(admin|api|media|preview)(\/|$)/;
/** A paused API must not hold a page longer than this before the outage page answers. */
const VERSION_TIMEOUT_MS = 1_000;
/** The only query parameter that changes a public page: the work filter. */
const CATEGORIES = new Set<string>(
  PORTFOLIO_FILTERS.map((f) => f.value).filter((v) => v !== 'all'),
);

export interface DocumentOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  loadContext: SiteContext;
  backend: BackendClient;
  /** Keep rendered public pages for anonymous visitors (PAGE_CACHE; ADR 019). */
  cache: boolean;
}

/** The two halves of the page handler, mounted on either side of the compression step. */
export interface DocumentHandlers {
  /**
   * Answers anonymous GETs of public pages from the cache, already compressed, ahead of the
   * compression middleware. Anything else goes on to `render`.
   */
  fromCache: RequestHandler;
  /** Renders public pages into a buffer (and keeps what can be kept); streams the admin app. */
  render: RequestHandler;
}

/** What `fromCache` learnt about a request it could not answer, for `render`. */
type CacheLookup = { version: number; key: string } | { apiDown: true };
const LOOKUP = Symbol('page cache lookup');
type LookedUp = Request & { [LOOKUP]?: CacheLookup };

type Rendered = CachedPage | { uncached: CachedPage };

/**
 * Public pages are rendered whole into a buffer (there is nothing to stream: the document
 * waits for all its data, and no script reads it progressively), sent in one write, and
 * for anonymous visitors kept in a PageCache keyed on the path and the known parameters,
 * stamped with the API's content version asked fresh for every request (FreshVersion).
 * The admin area is a hydrated app and goes through @react-router/express as it is.
 */
export function createDocumentHandlers(options: DocumentOptions): DocumentHandlers {
  const renderPage = createRequestHandler(options.build, options.mode);
  const streamApp = createStreamingHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: () => options.loadContext,
  });
  const cache = new PageCache({ maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  const versions = new FreshVersion(() => askVersion(options.backend));
  const rendering = new Map<string, Promise<Rendered>>();

  const renderOnce = async (req: Request, context: SiteContext, version = 0) => {
    const response = await renderPage(
      toFetchRequest(req, originOf(req, context.publicUrl)),
      context,
    );
    return toPage(response, version);
  };

  const fromCache: RequestHandler = async (req: LookedUp, res, next) => {
    if (!options.cache || !cacheable(req)) {
      next();
      return;
    }
    let version: number;
    try {
      version = await versions.current();
    } catch {
      // The API can't say what is current: it can't give the page's data either. Render
      // the outage answer at once instead of waiting for each loader to time out.
      req[LOOKUP] = { apiDown: true };
      next();
      return;
    }
    const key = cacheKey(req);
    const hit = cache.get(key, version);
    if (hit) {
      res.setHeader('X-Cache', 'HIT');
      sendPage(req, res, hit);
      return;
    }
    req[LOOKUP] = { version, key };
    next();
  };

  const render: RequestHandler = async (req: LookedUp, res, next) => {
    try {
      if (req.method === 'POST' && !postedFromHere(req, options.loadContext.publicUrl)) {
        // What React Router's own check would refuse, refused here with a plain answer
        // instead of its 400 and a stack in the log.
        res.status(403).type('text/plain').send('Forbidden: this form was sent from another site');
        return;
      }
      if (isAppRequest(req.path)) {
        await streamApp(req, res, next);
        return;
      }
      const lookup = req[LOOKUP];
      if (!lookup || 'apiDown' in lookup) {
        const context = lookup ? { ...options.loadContext, apiDown: true } : options.loadContext;
        await sendOnce(req, res, unwrap(await renderOnce(req, context)));
        return;
      }
      const { version, key } = lookup;
      // One render per page and version: requests that miss together wait for it.
      const renderKey = `${version} ${key}`;
      let filling = rendering.get(renderKey);
      const shared = filling !== undefined;
      if (!filling) {
        const context = { ...options.loadContext, version };
        // A page to keep is compressed here, once: its first answer is one of those forms,
        // not a second compression by the middleware.
        filling = renderOnce(req, context, version).then((page): Promise<Rendered> | Rendered =>
          storable(page) ? compressPage(page) : { uncached: page },
        );
        rendering.set(renderKey, filling);
        void filling.finally(() => rendering.delete(renderKey)).catch(() => undefined);
      }
      const filled = await filling;
      if ('uncached' in filled) {
        // Not a page to share (a 404, an outage…): a request that waited renders its own.
        await sendOnce(
          req,
          res,
          shared ? unwrap(await renderOnce(req, options.loadContext)) : filled.uncached,
        );
        return;
      }
      if (!shared) cache.set(key, filled);
      res.setHeader('X-Cache', shared ? 'HIT' : 'MISS');
      sendPage(req, res, filled);
    } catch (error) {
      next(error);
    }
  };

  return { fromCache, render };
}

const unwrap = (rendered: Rendered): CachedPage =>
  'uncached' in rendered ? rendered.uncached : rendered;

/** A rendered answer, read whole. */
async function toPage(response: globalThis.Response, version: number): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
  if (!response.headers.has('cache-control')) headers.push(['cache-control', 'no-cache']);
  return { version, status: response.status, headers, body, etag: etagOf(body) };
}

/**
 * The page's identity: its path and the parameters that change it (a known category),
 * nothing else, so `?utm_source=…` or `?anything=random` is the same page and not a new
 * render and a new entry.
 */
export function cacheKey(req: Pick<Request, 'path' | 'originalUrl'>): string {
  // Read as the page's loader reads it (URLSearchParams#get: the first value).
  const query = req.originalUrl.indexOf('?');
  const category =
    query < 0 ? null : new URLSearchParams(req.originalUrl.slice(query + 1)).get('category');
  return category !== null && CATEGORIES.has(category)
    ? `${req.path}?category=${category}`
    : req.path;
}

/** Anonymous GETs of public pages; staff (a session cookie) always get a fresh render. */
function cacheable(req: Request): boolean {
  if (req.method !== 'GET' || NEVER_CACHED.test(req.path) || isAppRequest(req.path)) {
    return false;
  }
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  return !cookie || !cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** Only complete, shareable successes are kept. */
function storable(page: CachedPage): boolean {
  if (page.status !== 200) return false;
  const header = (name: string) => page.headers.find(([n]) => n === name)?.[1];
  if (header('set-cookie') !== undefined) return false;
  return !/private|no-store/i.test(header('cache-control') ?? '');
}

/** The encoding a page is sent in, of those it is made in. */
const encodingOf = (req: Request) => req.acceptsEncodings('br', 'gzip', 'identity');

/** Sends a page that is not kept, compressed for this visitor alone. */
async function sendOnce(req: Request, res: Response, page: CachedPage): Promise<void> {
  sendPage(req, res, await compressOnce(page, encodingOf(req)));
}

/**
 * Sends a page in one write, in the form its visitor accepts: pages reach here compressed
 * (compressPage or compressOnce), so the compression middleware leaves them alone.
 */
function sendPage(req: Request, res: Response, page: CachedPage): void {
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  const accepted = encodingOf(req);
  const encoded = accepted === 'br' ? page.br : accepted === 'gzip' ? page.gzip : undefined;
  if (encoded) {
    res.setHeader('Content-Encoding', accepted as string);
    res.setHeader('Content-Length', encoded.length);
    res.end(req.method === 'HEAD' ? undefined : encoded);
    return;
  }
  res.setHeader('Content-Length', page.body.length);
  res.end(req.method === 'HEAD' ? undefined : page.body);
}

async function askVersion(backend: BackendClient): Promise<number> {
  const answer = await backend.getJson<{ version?: unknown }>('/api/content-version', {
    timeoutMs: VERSION_TIMEOUT_MS,
  });
  if (typeof answer.version !== 'number') {
    throw new Error('content version: the answer has no version');
  }
  return answer.version;
}

/**
 * The origins a page of this request may be posted from: the public one, and the address
 * this connection really reached when the visitor typed that (a local run opened at
 * http://127.0.0.1:3000 while PUBLIC_URL names localhost). The Host header can only add the
 * socket's own address, never name another host.
 */
function ownOrigins(req: Request, publicUrl: string): string[] {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return [publicUrl];
  const address = localAddress.replace(/^::ffff:/, '');
  const direct = `${address.includes(':') ? `[${address}]` : address}:${localPort}`;
  return req.headers.host === direct ? [publicUrl, `http://${direct}`] : [publicUrl];
}

/** React Router's rule for actions: no Origin header, or the page's own origin. */
const postedFromHere = (req: Request, publicUrl: string): boolean =>
  req.headers.origin === undefined || ownOrigins(req, publicUrl).includes(req.headers.origin);

/**
 * The origin a page is rendered at: the one a form was posted from when that is one of
 * ours (so React Router's check sees its own origin), else the public one. Pages hold no
 * absolute URL of this origin (canonical links use PUBLIC_URL): every origin renders the
 * same page.
 */
function originOf(req: Request, publicUrl: string): string {
  const posted = req.headers.origin;
  return posted !== undefined && ownOrigins(req, publicUrl).includes(posted) ? posted : publicUrl;
}

/**
 * The Fetch request React Router renders, at the origin `originOf` chose: no header can
 * smuggle a path or a host into the page.
 */
function toFetchRequest(req: Request, origin: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // The visitor's address for the API (its contact limit is per client), added as the
  // proxy does for /api: the API trusts this loopback hop.
  const client = req.socket.remoteAddress;
  if (client) {
    const prior = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', prior ? `${prior}, ${client}` : client);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
  if (req.method === 'POST') {
    init.body = req as unknown as ReadableStream;
    init.duplex = 'half';
  }
  return new globalThis.Request(`${origin}${req.originalUrl}`, init);
}
