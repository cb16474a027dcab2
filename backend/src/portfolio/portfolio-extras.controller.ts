import { Body, Controller, Get, HttpCode, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContentHealthAnswer, PortfolioItemAnswer } from '@prism/contracts';
import type { Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiDomainErrors } from '../common/api-document';
import { ApiAnswer } from '../common/api-answers';
import { LangQueryDto } from './portfolio.dto';
import { PortfolioOrderDto, PreviewTokenParams } from './portfolio.dto';
import { PortfolioService } from './portfolio.service';
import { ContentHealthService } from './content-health.service';
import { PreviewLinksService } from './preview-links.service';

/** The calls about the portfolio as a whole, and the page a preview link opens. */
@ApiTags('portfolio')
@Controller('api')
export class PortfolioExtrasController {
  constructor(
    private readonly portfolio: PortfolioService,
    private readonly previews: PreviewLinksService,
    private readonly health: ContentHealthService,
  ) {}

  @Put('portfolio-order')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Save the manual order of the first items of the list in one call',
    description:
      'The ids of the first so many items of the list (featured first, then the manual order, then newest; the pages loaded, or every item), each once, in their new order; the other items keep their order after them. A list that is not the first so many items is a 409 and changes nothing.',
  })
  @ApiAnswer('Message')
  @ApiDomainErrors({ 409: 'The ids are not the first so many items of the list' })
  async saveOrder(@Body() body: PortfolioOrderDto): Promise<{ message: string }> {
    await this.portfolio.saveOrder(body);
    return { message: 'Order saved' };
  }

  @Get('portfolio-health')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: 'Content health: what to fix, item by item' })
  @ApiAnswer('ContentHealth')
  contentHealth(): Promise<ContentHealthAnswer> {
    return this.health.report();
  }

  @Get('preview/:token')
  @Public()
  @ApiOperation({
    summary: 'The item a preview link shows, draft or not; never cached, never indexed',
  })
  @ApiAnswer('PortfolioItem')
  @ApiDomainErrors({ 404: 'No such preview link', 410: 'The link was revoked or has expired' })
  preview(
    @Param() { token }: PreviewTokenParams,
    @Query() { lang }: LangQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PortfolioItemAnswer> {
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // The client sees the draft in either language, as it stands.
    return this.previews.open(token, lang ?? 'en');
  }
}
