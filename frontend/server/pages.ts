import type { Request, RequestHandler, Response } from 'express';
import { createRequestHandler as createStreamingHandler } from '@react-router/express';
import Negotiator from 'negotiator';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ContentVersion } from './content-version.js';
import { cacheable, cacheKey, type PageCache, storable } from './page-cache.js';
import { compressOnce, compressPage } from './page-compression.js';
import { readPage, toFetchRequest, type RenderedPage } from './page-render.js';
import { isAppRequest } from './routes.js';
import type { SiteContext } from './site-context.js';

/** A render to keep, compressed; or one that can't be shared (a 404, an outage…). */
type Rendered = RenderedPage | { uncached: RenderedPage };

export interface PageOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  context: SiteContext;
  /** The content version pages are kept at (content-version.ts). */
  versions: ContentVersion;
  /** The site's one cache, where the loaders' reads are kept too (page-cache.ts). */
  cache: PageCache;
  /** Keep rendered public pages for anonymous visitors (PAGE_CACHE). */
  keepPages: boolean;
}

/**
 * Every public page, top to bottom: the content version (pushed by the API, so a kept page
 * asks nothing: content-version.ts); the page kept for that version, if an anonymous
 * visitor asks (page-cache.ts); else one render per page and version (page-render.ts),
 * whose loaders read the API's answers kept for that version in the same cache, compressed
 * once in brotli and gzip and kept (page-compression.ts). A page that cannot be
 * kept (a staff view, a preview, a form's answer, a 404, the outage page, PAGE_CACHE off)
 * is rendered and compressed for its visitor alone. Each is sent in one write. The admin
 * app's requests go on to `appPages`.
 */
export function publicPages(options: PageOptions): RequestHandler {
  const { build } = options;
  const render = createRequestHandler(
    typeof build === 'function'
      ? async () => withoutAppRoutes(await build())
      : withoutAppRoutes(build),
    options.mode,
  );
  const { cache } = options;
  const rendering = new Map<string, Promise<Rendered>>();

  /** Renders at `version`; without one, the API is away and the outage page answers. */
  const renderAt = async (req: Request, version: number | undefined): Promise<RenderedPage> => {
    // The API can't say what is current: it can't give the page's data either. Render the
    // outage answer at once instead of waiting for each loader to time out. At a version,
    // the loaders' reads come from the cache's answers for it.
    const context: SiteContext =
      version === undefined
        ? { ...options.context, apiDown: true }
        : { ...options.context, version };
    const response = await render(toFetchRequest(req, context.publicUrl), context);
    return readPage(response, version ?? 0);
  };

  return async (req, res, next) => {
    if (isAppRequest(req.path)) {
      next();
      return;
    }
    try {
      let version: number | undefined;
      try {
        version = await options.versions.current();
      } catch {
        version = undefined;
      }
      if (version === undefined || !options.keepPages || !cacheable(req)) {
        sendOnce(req, res, await renderAt(req, version));
        return;
      }
      const key = cacheKey(req);
      const kept = cache.get(key, version);
      if (kept) {
        res.setHeader('X-Cache', 'HIT');
        sendPage(req, res, kept);
        return;
      }
      // One render per page and version: requests that miss together wait for it, and the
      // page to keep is compressed once, here, in the forms every visitor gets.
      const flight = `${version} ${key}`;
      let filling = rendering.get(flight);
      const shared = filling !== undefined;
      if (!filling) {
        filling = renderAt(req, version).then((page): Promise<Rendered> | Rendered =>
          storable(page) ? compressPage(page) : { uncached: page },
        );
        rendering.set(flight, filling);
        void filling.finally(() => rendering.delete(flight)).catch(() => undefined);
      }
      const filled = await filling;
      if ('uncached' in filled) {
        // Not a page to share (a 404, an outage…): a request that waited renders its own.
        sendOnce(req, res, shared ? await renderAt(req, version) : filled.uncached);
        return;
      }
      if (!shared) cache.set(key, filled);
      res.setHeader('X-Cache', shared ? 'HIT' : 'MISS');
      sendPage(req, res, filled);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The build public pages are rendered from: without the admin area's routes, which never
 * reach this handler (isAppRequest sends them to `appPages`). React Router tries each route
 * ranked above a path's own, twice a request, and the admin's forty-odd rank above a page
 * built from blocks (`/fr/:slug`); each render also makes a route object of every route in
 * the manifest. Public pages render no React Router script, so their HTML is the same.
 */
export function withoutAppRoutes(build: ServerBuild): ServerBuild {
  const { routes } = build;
  /** Whether a route is the admin area's (`/admin`, a child of the root) or inside it. */
  const inApp = (id: string | undefined): boolean => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return false;
    return (route.parentId === 'root' && route.path === 'admin') || inApp(route.parentId);
  };
  const publicOnly = <T>(all: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(all).filter(([id]) => !inApp(id)));
  return {
    ...build,
    routes: publicOnly(routes),
    assets: { ...build.assets, routes: publicOnly(build.assets.routes) },
  };
}

/** The admin area: a hydrated app, streamed through @react-router/express as it is. */
export function appPages(options: Pick<PageOptions, 'build' | 'mode' | 'context'>): RequestHandler {
  return createStreamingHandler({
    build: options.build,
    mode: options.mode,
    getLoadContext: () => options.context,
  });
}

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * The encoding a page is sent in, of those it is made in. Browsers list gzip before br at
 * the same weight (`gzip, deflate, br, zstd`), which states no preference; Express's
 * req.acceptsEncodings breaks such a tie by the client's order and would send every browser
 * gzip. Brotli is smaller and cheaper to make: the server's order breaks ties.
 */
export function encodingOf(req: Request): string | undefined {
  const header = req.headers['accept-encoding'];
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS });
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header, encoding);
  return encoding;
}

/**
 * The encoding chosen for each Accept-Encoding value seen, as browsers send a handful:
 * parsing the header was about 2% of a cached page's CPU. Bounded, as any value can
 * be sent; past the bound a value is negotiated on every request.
 */
const negotiated = new Map<string | undefined, string | undefined>();
const NEGOTIATED_MAX = 200;

/** Sends a page that is not kept, compressed for this visitor alone. */
function sendOnce(req: Request, res: Response, page: RenderedPage): void {
  const encoding = encodingOf(req);
  sendPage(req, res, compressOnce(page, encoding), encoding);
}

/**
 * Sends a page in one write, in the form its visitor accepts: pages reach here compressed
 * (compressPage or compressOnce), so no middleware compresses them again.
 */
export function sendPage(
  req: Request,
  res: Response,
  page: RenderedPage,
  accepted = encodingOf(req),
): void {
  let vary = 'Accept-Encoding';
  for (const [name, value] of page.headers) {
    // A page written in the visitor's language (a 404 of an address that names none)
    // varies on what chose it as well.
    if (name.toLowerCase() === 'vary') vary = `${value}, ${vary}`;
    else res.append(name, value);
  }
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', vary);
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  const encoded = accepted === 'br' ? page.br : accepted === 'gzip' ? page.gzip : undefined;
  if (encoded && accepted) {
    res.setHeader('Content-Encoding', accepted);
    res.setHeader('Content-Length', encoded.length);
    res.end(req.method === 'HEAD' ? undefined : encoded);
    return;
  }
  res.setHeader('Content-Length', page.body.length);
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
