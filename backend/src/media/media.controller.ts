import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import { Public } from '../common/access.decorators';
import { ApiFileAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { MediaService } from './media.service';
import { CONTENT_TYPES } from './storage/object-key';
import { MEDIA_CSP, mediaCacheControl, mediaKeyOf } from './media-files';

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
  @ApiFileAnswer(Object.values(CONTENT_TYPES), 'The object bytes')
  @ApiFileAnswer(Object.values(CONTENT_TYPES), 'The asked byte range (Range header)', 206)
  @ApiDomainErrors({ 416: 'The asked range is outside the object' })
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    const key = mediaKeyOf(req.originalUrl);
    const object = await this.media.open(key);
    res.set({
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      ETag: object.etag,
      'Cache-Control': mediaCacheControl(key),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': MEDIA_CSP,
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
