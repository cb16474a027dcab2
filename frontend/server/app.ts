import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServerBuild } from 'react-router';
import { canonicalSitePath } from '@prism/contracts';
import { AudienceCounter } from './audience.js';
import { BackendClient } from './backend.js';
import type { FrontendConfig } from './config.js';
import { ContentVersion } from './content-version.js';
import { createLanguageHandler } from './language.js';
import { PageCache } from './page-cache.js';
import { pageHits } from './page-hit.js';
import { postedFromHere } from './page-render.js';
import { appPages, publicPages } from './pages.js';
import { SiteRedirects } from './redirects.js';
import { pageBody, proxyBodyGate } from './request-body.js';
import { isInternalApiPath, methodsOf } from './routes.js';
import type { SiteContext } from './site-context.js';
import { fromStaff } from './visitor.js';

export interface AppOptions {
  config: FrontendConfig;
  /** The built app (production) or a loader of it (dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent when Vite serves the assets. */
  clientDir?: string;
  /** The URL of the islands' entry module, which public pages import after loading. */
  islandScript?: string;
  /** Vite's middlewares in development. */
  devMiddleware?: RequestHandler;
}

/** A write that may change public content: staff's, answered with success. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one public origin: /api and /media go to the backend, hashed assets are served
 * with immutable caching (precompressed at build time), and every other path is rendered
 * by React Router: public pages through the page cache (pages.ts), the admin app streamed.
 */
export function createApp({
  config,
  build,
  clientDir,
  devMiddleware,
  islandScript,
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // The site's one cache: public pages and the API answers they were made from (ADR 093).
  const cache = new PageCache({ maxBytes: config.pageCacheBytes });
  const backend = new BackendClient(config.backendUrl, cache);
  // The content version public pages are kept at, pushed by the API.
  const versions: ContentVersion = (app.locals.contentVersion = new ContentVersion({
    backend,
    secret: config.audience.secret,
  }));
  // Counts public page views, cache hits included, once answered; with
  // AUDIENCE_COUNTING=false no counter runs at all.
  const audience: AudienceCounter | undefined = config.audience.counting
    ? (app.locals.audience = new AudienceCounter({ ...config.audience, backend }))
    : undefined;
  const redirects: SiteRedirects = (app.locals.redirects = new SiteRedirects({
    ...config.audience,
    backend,
    versions,
  }));
  const keepPages = config.pageCache && !config.dev;
  const securityHeaders = (res: express.Response) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    // Browsers honour it only over HTTPS, i.e. behind the TLS proxy of production.
    if (!config.dev)
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
  // A kept page answered ahead of everything below, as all of it would have (page-hit.ts).
  if (keepPages) app.use(pageHits({ cache, versions, redirects, audience, securityHeaders }));

  // The site's own readiness, for a load balancer's health check: 503 from the shutdown
  // signal on (main.ts sets `ready` false), so the copy is taken out before it stops
  // listening. It asks nothing of the API: a database outage is answered by the
  // site's outage page, not by taking every site copy out.
  app.locals.ready = true;
  app.get('/health/ready', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (app.locals.ready === true) res.type('text/plain').send('ready');
    else res.status(503).type('text/plain').send('shutting down');
  });

  // The site server's own channel to the API is not the visitors': 404 whatever they send.
  app.use((req, res, next) => {
    if (!isInternalApiPath(req.path)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).json({ statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
  // A declared body larger than any the API accepts never streams through (request-body.ts).
  app.use(['/api', '/media'], proxyBodyGate);
  app.use(
    createProxyMiddleware({
      target: config.backendUrl,
      pathFilter: ['/api', '/media'],
      // Adds X-Forwarded-For/-Host/-Proto: the backend trusts this loopback hop to name
      // the client, so rate limits and logs see the visitor, not this server.
      xfwd: true,
      proxyTimeout: 30_000,
      // Warm connections to the API; an idle one is dropped after 4 s, long before the API's
      // own 65 s, so a request never lands on a socket the API is closing.
      agent: new http.Agent({ keepAlive: true, timeout: 4_000 }),
      on: {
        // Staff's edit through this copy is on its next page at once, not a push later.
        proxyRes: (proxyRes, req) => {
          const succeeded = proxyRes.statusCode !== undefined && proxyRes.statusCode < 400;
          if (succeeded && !READS.has(req.method) && fromStaff(req as express.Request))
            versions.changedHere();
        },
        error: (_err, _req, res) => {
          // A socket (upgrade) has no writeHead; only answer real HTTP responses.
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/json' });
            res.end(
              JSON.stringify({
                statusCode: 502,
                error: 'Bad Gateway',
                message: 'The API is not reachable',
              }),
            );
          }
        },
      },
    }),
  );

  app.use((_req, res, next) => {
    securityHeaders(res);
    next();
  });

  if (clientDir) {
    // Vite names these files by content hash, so they never change under their URL. The
    // build wrote .br and .gz beside each (scripts/precompress.mjs): sent as they are, so
    // no request pays for compressing them.
    app.use(
      '/assets',
      expressStaticGzip(path.join(clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
      }),
    );
    // The few files of public/ (favicon…), named up front: a page request then costs no
    // file-system lookup (it was a fifth of the CPU of a cached page).
    const publicFiles = new Set(
      readdirSync(clientDir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
    const publicStatic = express.static(clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => {
      if (publicFiles.has(req.path)) publicStatic(req, res, next);
      else next();
    });
  }

  // One address per page: `/En/`, `/en//`, `/%65n/` answer 301 to `/en/`, the query kept,
  // before anything keys on the path (the language switch, the audience count, the
  // redirects and the page cache would each take them for other pages).
  app.use((req, res, next) => {
    const canonical = canonicalSitePath(req.path);
    if (canonical === req.path || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    const at = req.originalUrl.indexOf('?');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .status(301)
      .location(canonical + (at < 0 ? '' : req.originalUrl.slice(at)))
      .end();
  });
  // `/` and the language switch: per visitor, so ahead of the page cache (language.ts).
  app.use(createLanguageHandler({ backend, secure: config.publicUrl.startsWith('https:') }));
  if (audience) app.use(audience.middleware);
  // TRACE, PUT, DELETE… on a page, a POST where no form posts: a plain 405, never a stack
  // in the log.
  app.use((req, res, next) => {
    const allowed = methodsOf(req.path);
    if (allowed.includes(req.method)) {
      next();
      return;
    }
    res.setHeader('Allow', allowed.join(', '));
    res.status(405).type('text/plain').send('Method Not Allowed');
  });
  // A form's body, bounded, read before anything renders (request-body.ts).
  app.use((req, res, next) => {
    if (req.method === 'POST') pageBody(req, res, next);
    else next();
  });
  // What React Router's own check would refuse, refused here with a plain answer instead
  // of its 400 and a stack in the log.
  app.use((req, res, next) => {
    if (req.method !== 'POST' || postedFromHere(req, config.publicUrl)) next();
    else res.status(403).type('text/plain').send('Forbidden: this form was sent from another site');
  });

  // Redirects answer before any page renders; the 404 log watches what pages answer.
  app.use(redirects.middleware);

  const context: SiteContext = { publicUrl: config.publicUrl, backend, islandScript };
  const mode = config.dev ? 'development' : 'production';
  // In development Vite serves app/ from source first, every answer through the compression
  // middleware.
  const compress = compression();
  if (devMiddleware) app.use(compress, devMiddleware);
  // Every public page, compressed once by pages.ts: they leave before the compression
  // middleware, whose wrapping of each answer's headers and end was 1–2% of an uncached
  // public render's CPU for pages it then left alone.
  app.use(
    publicPages({
      build,
      mode,
      context,
      versions,
      cache,
      keepPages,
    }),
  );
  // The admin app, a stream the middleware compresses.
  if (!devMiddleware) app.use(compress);
  app.use(appPages({ build, mode, context }));
  // Anything that still fails: one log line and a plain 500, no stack for the visitor.
  app.use(
    (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      console.error(`Page failed: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) {
        next(error);
        return;
      }
      res.status(500).type('text/plain').send('Internal Server Error');
    },
  );
  return app;
}

/**
 * Ends what createApp started beside the requests: the content version's stream, and the
 * page views and redirect hits counted since the last batch, sent a last time (a stop
 * between two batches would otherwise drop them).
 */
export async function closeApp(app: Express): Promise<void> {
  (app.locals.contentVersion as ContentVersion).close();
  await Promise.all([
    (app.locals.audience as AudienceCounter | undefined)?.close(),
    (app.locals.redirects as SiteRedirects).close(),
  ]);
}
