import { Body, Controller, Get, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Navigation } from '@prism/contracts/pages';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { EditableRecord, IfMatch } from '../revisions/editable-record';
import { LangQuery, NavigationDto } from './pages.dto';
import { NavigationService } from './navigation.service';

@ApiTags('pages')
@Controller('api/navigation')
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Get('public')
  @Public()
  @ApiOperation({ summary: 'The header and footer links as the site shows them in `lang`' })
  @ApiAnswer('PublicNavigation')
  async forSite(@Query() { lang }: LangQuery, @Req() req: Request, @Res() res: Response) {
    await sendPublicAnswer(req, res, await this.navigation.forSite(lang));
  }

  @Get()
  @RequirePermissions('view_content')
  @ApiOperation({ summary: 'The header and footer links, both languages' })
  @ApiAnswer('Navigation')
  @EditableRecord('navigation')
  get(): Promise<Navigation> {
    return this.navigation.get();
  }

  @Put()
  @RequirePermissions('edit_portfolio')
  @ApiOperation({
    summary: 'Save the links, merged with a colleague’s change to the other list',
  })
  @ApiAnswer('Navigation')
  @ApiDomainErrors({
    400: 'A link names a page that does not exist (`header.2.pageId`)',
    409: 'A colleague changed the same list since',
  })
  @EditableRecord('navigation')
  save(@Body() body: NavigationDto, @IfMatch() expected: number | null): Promise<Navigation> {
    return this.navigation.save(body, expected);
  }
}
