import { IdParams } from '../common/id-params';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientLogoAnswer, MessageAnswer, Page } from '@prism/contracts';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer, ApiPage } from '../common/api-answers';
import { PageQueryDto } from '../common/page-query.dto';
import { AcceptsFormEncoded } from '../common/api-document';
import { MessageRoute } from '../common/message-route';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { LogoBodyDto } from './logos.dto';
import { LogosService } from './logos.service';

const invalidLogoDoc = ApiBadRequestResponse({
  description: 'A field is invalid, the icon is not one of the 13 brands, or the SVG is unusable',
});
const notFoundDoc = ApiNotFoundResponse({ description: 'No logo with this id' });

/** Logos reuse edit_portfolio for every admin call, delete included (docs/product.md#server-enforcement). */
@ApiTags('logos')
@Controller('api/logos')
export class LogosController {
  constructor(private readonly logos: LogosService) {}

  @Get('active')
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Active logos for the logo strip (cacheable for 5 minutes)',
    description: 'The first 24 active logos in display order (`LIMITS.logoStrip`), at most.',
  })
  @ApiAnswer('ClientLogo', { isArray: true })
  async listActive(@Req() req: Request, @Res() res: Response): Promise<void> {
    await sendPublicAnswer(req, res, await this.logos.listActive());
  }

  @Get()
  @RequirePermissions('view_content')
  @ApiOperation({ summary: 'A page of every logo, inactive too, by order (empty last) then name' })
  @ApiPage('ClientLogo')
  listAll(@Query() query: PageQueryDto): Promise<Page<ClientLogoAnswer>> {
    return this.logos.listAll(query);
  }

  @Post()
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'Add a logo' })
  @AcceptsFormEncoded()
  @ApiAnswer('ClientLogo', { status: 201 })
  @invalidLogoDoc
  create(@Body() body: LogoBodyDto): Promise<ClientLogoAnswer> {
    return this.logos.create(body);
  }

  @Put(':id')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'Replace a logo (all fields)' })
  @AcceptsFormEncoded()
  @ApiAnswer('ClientLogo')
  @invalidLogoDoc
  @notFoundDoc
  update(@Param() { id }: IdParams, @Body() body: LogoBodyDto): Promise<ClientLogoAnswer> {
    return this.logos.update(id, body);
  }

  // Editors edit content but do not delete it: the role's own description.
  @MessageRoute(Delete(':id'), 'delete_portfolio', 'Delete a logo')
  @notFoundDoc
  async remove(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.logos.delete(id);
    return { message: 'Logo deleted successfully' };
  }
}
