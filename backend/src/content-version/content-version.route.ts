import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ContentVersion } from '@prism/contracts';
import { answerRef } from '../common/api-answers';
import { WITHOUT_VALIDATOR } from '../common/api-document';
import type { ContentVersionService } from './content-version.service';

/** The one path of the content version. */
export const CONTENT_VERSION_PATH = '/api/content-version';

/**
 * GET /api/content-version, answered ahead of Nest's router (ADR 076): the site asks it
 * before every page it serves, cached or not, and through the router each answer cost
 * about 290 µs of CPU around a one-row read (the walk past every other route, the cookie
 * and body parsers, the pipeline, the ETag); here about 140 µs. The request's log line,
 * security headers and error answer are those of every other route: they come before it
 * or are reached through `next(error)`.
 */
export function contentVersionRoute(versions: ContentVersionService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== CONTENT_VERSION_PATH) {
      next();
      return;
    }
    versions.current().then(
      (version) => {
        const answer: ContentVersion = { version };
        // Written as is: no ETag or freshness check for an answer that is never cached.
        const body = JSON.stringify(answer);
        res.writeHead(200, {
          'Cache-Control': 'no-store',
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => next(error),
    );
  };
}

/** Its operation in the OpenAPI document, where a controller's decorators would put it. */
export function documentContentVersion(document: OpenAPIObject): OpenAPIObject {
  document.paths[CONTENT_VERSION_PATH] = {
    get: {
      operationId: 'ContentVersion_get',
      tags: ['content'],
      // Public: no session.
      security: [],
      summary: 'Version of the public content',
      description:
        'Raised by every write to portfolio items, client logos, landing texts or site settings. The site keys its cache of public pages and of decoded public answers on it (ADR 019). Never cached.',
      responses: {
        200: {
          description: 'The current version',
          content: { 'application/json': { schema: answerRef('ContentVersion') } },
        },
      },
      [WITHOUT_VALIDATOR]: true,
    } as OperationObject,
  };
  return document;
}
