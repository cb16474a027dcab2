import type { Request, RequestHandler } from 'express';
import { createRequestHandler as createStreamingHandler } from '@react-router/express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { postedFromHere, toFetchRequest } from './fetch-request.js';
import { cacheable, cacheKey, PageCache, storable } from './page-cache.js';
import { compressPage } from './page-compression.js';
import { sendOnce, sendPage } from './page-send.js';
import { readPage, type RenderedPage } from './rendered-page.js';
import { isAppRequest } from './routes.js';
import type { SiteContext } from './site-context.js';

export interface DocumentOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  loadContext: SiteContext;
  /** The content version of a request, asked once per request (request-version.ts). */
  versionOf: (req: Request) => Promise<number>;
  /** Keep rendered public pages for anonymous visitors (PAGE_CACHE). */
  cache: boolean;
  /** The page cache's budget in bytes (PAGE_CACHE_MAX_MB). */
  cacheBytes: number;
}

/** The two halves of the page handler, mounted on either side of the compression step. */
export interface DocumentHandlers {
  /**
   * Answers anonymous GETs (and HEADs) of public pages from the cache, already compressed,
   * ahead of the compression middleware. Anything else goes on to `render`.
   */
  fromCache: RequestHandler;
  /** Renders public pages into a buffer (and keeps what can be kept); streams the admin app. */
  render: RequestHandler;
}

/** The content version a request renders at, or the API's silence; and its cache key. */
type VersionLookup = { version: number; key?: string } | { apiDown: true };
const LOOKUP = Symbol('content version lookup');
type LookedUp = Request & { [LOOKUP]?: VersionLookup };

type Rendered = RenderedPage | { uncached: RenderedPage };

/**
 * Public pages are rendered whole into a buffer (there is nothing to stream: the document
 * waits for all its data, and no script reads it progressively) and sent in one write.
 * Every one is rendered at the API's content version, asked fresh for the request
 * (FreshVersion, once per request: request-version.ts), so its loaders' reads come from the answers kept for that version
 * (BackendClient) whether or not the page itself can be kept; for anonymous visitors the
 * page is also kept in a PageCache keyed on the path and the known parameters. The admin
 * area is a hydrated app and goes through @react-router/express as it is.
 */
export function createDocumentHandlers(options: DocumentOptions): DocumentHandlers {
  const renderPage = createRequestHandler(options.build, options.mode);
  const streamApp = createStreamingHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: () => options.loadContext,
  });
  const cache = new PageCache({ maxBytes: options.cacheBytes });
  const rendering = new Map<string, Promise<Rendered>>();

  const lookUpVersion = async (req: Request): Promise<VersionLookup> => {
    try {
      return { version: await options.versionOf(req) };
    } catch {
      // The API can't say what is current: it can't give the page's data either. Render
      // the outage answer at once instead of waiting for each loader to time out.
      return { apiDown: true };
    }
  };

  const renderOnce = async (req: Request, lookup: VersionLookup): Promise<RenderedPage> => {
    const context: SiteContext =
      'apiDown' in lookup
        ? { ...options.loadContext, apiDown: true }
        : { ...options.loadContext, version: lookup.version };
    const response = await renderPage(toFetchRequest(req, context.publicUrl), context);
    return readPage(response, 'apiDown' in lookup ? 0 : lookup.version);
  };

  const fromCache: RequestHandler = async (req: LookedUp, res, next) => {
    if (!options.cache || !cacheable(req)) {
      next();
      return;
    }
    const lookup = await lookUpVersion(req);
    if ('apiDown' in lookup) {
      req[LOOKUP] = lookup;
      next();
      return;
    }
    const key = cacheKey(req);
    const hit = cache.get(key, lookup.version);
    if (hit) {
      res.setHeader('X-Cache', 'HIT');
      sendPage(req, res, hit);
      return;
    }
    req[LOOKUP] = { version: lookup.version, key };
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
      // A page the cache does not keep (a staff view, a preview, a form's answer, PAGE_CACHE
      // off) asks for the version here: its reads are kept for that version all the same.
      const lookup = req[LOOKUP] ?? (await lookUpVersion(req));
      if ('apiDown' in lookup || lookup.key === undefined) {
        sendOnce(req, res, await renderOnce(req, lookup));
        return;
      }
      // One render per page and version: requests that miss together wait for it.
      const renderKey = `${lookup.version} ${lookup.key}`;
      let filling = rendering.get(renderKey);
      const shared = filling !== undefined;
      if (!filling) {
        // A page to keep is compressed here, once: its first answer is one of those forms,
        // not a second compression by the middleware.
        filling = renderOnce(req, lookup).then((page): Promise<Rendered> | Rendered =>
          storable(page) ? compressPage(page) : { uncached: page },
        );
        rendering.set(renderKey, filling);
        void filling.finally(() => rendering.delete(renderKey)).catch(() => undefined);
      }
      const filled = await filling;
      if ('uncached' in filled) {
        // Not a page to share (a 404, an outage…): a request that waited renders its own.
        sendOnce(req, res, shared ? await renderOnce(req, lookup) : filled.uncached);
        return;
      }
      if (!shared) cache.set(lookup.key, filled);
      res.setHeader('X-Cache', shared ? 'HIT' : 'MISS');
      sendPage(req, res, filled);
    } catch (error) {
      next(error);
    }
  };

  return { fromCache, render };
}
