import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import { Public } from '../auth/access.decorators';
import { ApiErrorResponses } from './api-error-responses';
import { MediaService } from './media.service';
import { isContentHashedKey } from './storage/object-key';

const ROUTE_PREFIX = '/media/';

@ApiTags('media')
@Controller('media')
export class MediaController {
  private readonly logger = new Logger('Media');

  constructor(private readonly media: MediaService) {}

  @Get('*path')
  @Public()
  @ApiOperation({
    summary: 'An uploaded image rendition',
    description:
      'Content-hashed keys are cached as immutable; ETag and If-None-Match give 304. ' +
      'Any path outside the store answers 404.',
  })
  @ApiParam({ name: 'path', description: 'Object key, e.g. portfolio/<hash>/800.avif' })
  @ApiProduces('image/avif', 'image/webp', 'image/jpeg')
  @ApiOkResponse({ description: 'The object bytes' })
  @ApiErrorResponses(404)
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    const key = keyOf(req.originalUrl);
    const object = await this.media.open(key);
    res.set({
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      ETag: object.etag,
      'Cache-Control': isContentHashedKey(key)
        ? 'public, max-age=31536000, immutable'
        : 'public, no-cache',
      'X-Content-Type-Options': 'nosniff',
      // Images need nothing: should a browser ever render one as a document, it can't act.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    if (req.fresh || req.method === 'HEAD') {
      object.body.destroy();
      if (req.fresh) res.status(304).removeHeader('Content-Length');
      res.end();
      return;
    }
    pipeline(object.body, res, (error) => {
      if (error && !res.writableFinished) {
        this.logger.debug(`Stopped sending ${req.originalUrl}: ${error.message}`);
      }
    });
  }
}

/**
 * The key from the raw request path, without any decoding: keys only use characters that
 * never need percent-encoding, so an encoded dot, slash, backslash or NUL can never become
 * part of one; it just fails the key grammar (404).
 */
function keyOf(originalUrl: string): string {
  const path = originalUrl.split('?')[0] ?? '';
  return path.startsWith(ROUTE_PREFIX) ? path.slice(ROUTE_PREFIX.length) : '';
}
