import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { assertSiteServer } from '../common/site-server';
import { readiness } from '../shutdown/graceful-shutdown';
import { ContentVersionService } from './content-version.service';

/** The site servers' stream of the content version (ADR 093); never forwarded by the site. */
export const CONTENT_VERSION_STREAM_PATH = '/api/internal/content-version/stream';

/**
 * How often the version is read and sent to every open stream. It is also the stream's
 * heartbeat: a site that hears nothing for three of these asks instead (frontend
 * server/content-version.ts, TRUST_MS).
 */
const TICK_MS = 250;
/** A stream ends after this long and the site opens the next, on whichever copy HAProxy picks. */
const STREAM_MS = 30_000;

/**
 * GET /api/internal/content-version/stream: server-sent events, one `data: <version>` line
 * as soon as a site connects and then every tick, read from the database (where every copy
 * of the API and every raw SQL write raise it, ADR 019), for the site servers alone (their
 * AUDIENCE_SECRET). A publish is thus on every site copy within a tick and a round trip,
 * whichever API copy or hand took it. One read per tick serves every stream of
 * this copy; none is made while no site listens. A copy that is shutting down ends its
 * streams, so the sites reconnect elsewhere before it stops listening.
 */
@Injectable()
export class ContentVersionStreams implements BeforeApplicationShutdown {
  private readonly open = new Set<Response>();
  private ticking: NodeJS.Timeout | undefined;

  constructor(private readonly versions: ContentVersionService) {}

  /** Sends `res` the version now and at every tick, until the stream ends. */
  async add(res: Response): Promise<void> {
    const version = await this.versions.current();
    res.writeHead(200, {
      'Cache-Control': 'no-store',
      'Content-Type': 'text/event-stream; charset=utf-8',
    });
    send(res, version);
    this.open.add(res);
    this.ticking ??= setInterval(() => this.tick(), TICK_MS);
    const ending = setTimeout(() => res.end(), STREAM_MS);
    res.once('close', () => {
      clearTimeout(ending);
      this.open.delete(res);
      if (this.open.size === 0) this.stop();
    });
  }

  /** Nest's shutdown, ahead of closing the server: no stream holds it open. */
  beforeApplicationShutdown(): void {
    for (const res of this.open) res.end();
    this.stop();
  }

  private tick(): void {
    // Shutting down: the sites reconnect to another copy.
    if (!readiness.accepting) {
      for (const res of this.open) res.end();
      return;
    }
    this.versions.current().then(
      (version) => {
        for (const res of this.open) send(res, version);
      },
      // The database is away: the streams fall silent, and the sites ask instead (their
      // question fails too, and they answer the outage page).
      () => undefined,
    );
  }

  private stop(): void {
    clearInterval(this.ticking);
    this.ticking = undefined;
  }
}

const send = (res: Response, version: number) => res.write(`data: ${version}\n\n`);

/**
 * The stream's route, answered ahead of Nest's router like the version itself:
 * no guard, interceptor or compression stands between an event and the socket.
 */
export function contentVersionStream(
  streams: ContentVersionStreams,
  secret: string,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path !== CONTENT_VERSION_STREAM_PATH) {
      next();
      return;
    }
    try {
      assertSiteServer(req, secret);
    } catch (error) {
      next(error);
      return;
    }
    streams.add(res).catch((error: unknown) => next(error));
  };
}
