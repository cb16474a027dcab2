import { Body, Controller, Get, HttpCode, Param, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer } from '@prism/contracts';
import type { Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer, ApiFileAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { IdParams } from '../common/id-params';
import { FocalPointBodyDto } from '../redirects/redirects.dto';
import { EditableRecord, IfMatch } from '../revisions/editable-record';
import { FocalPoints } from './focal-points.service';

@ApiTags('portfolio')
@Controller('api')
export class FocalPointsController {
  constructor(private readonly focalPoints: FocalPoints) {}

  @Put('portfolio/:id/focal-point')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({
    summary: "Set the point of one of an item's images that every crop keeps in view",
    description:
      'image: cover, gallery:<id>, before:<pair id> or after:<pair id>; x and y from 0 (left, top) to 1 (right, bottom). The centre until set.',
  })
  @ApiAnswer('Message')
  @ApiDomainErrors({ 404: 'No such item, or the item has no such image' })
  @EditableRecord('portfolio')
  async set(
    @Param() { id }: IdParams,
    @Body() body: FocalPointBodyDto,
    @IfMatch() expected: number | null,
  ): Promise<MessageAnswer> {
    await this.focalPoints.set(id, body, expected);
    return { message: 'Focal point saved' };
  }

  @Get('og-image/:id')
  @Public()
  @ApiOperation({
    summary: "A published item's Open Graph card: its cover cut to 1200×630 around its focal point",
  })
  @ApiFileAnswer(['image/jpeg'], 'The card, JPEG')
  @ApiDomainErrors({ 404: 'No published item with a cover under this id' })
  async ogImage(@Param() { id }: IdParams, @Res() res: Response): Promise<void> {
    const card = await this.focalPoints.ogImage(id);
    res.set({
      'Content-Type': 'image/jpeg',
      'Content-Length': String(card.length),
      // The page names the card with its focal point in the query: a new point, a new URL.
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(card);
  }
}
