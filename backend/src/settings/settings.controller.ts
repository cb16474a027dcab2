import { EditableRecord, IfMatch } from '../revisions/editable-record';
import { Body, Controller, Get, Header, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteSettings } from '@prism/contracts';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { SiteSettingsDto } from './settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('api')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('settings')
  @Public()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Site facts shown on public pages (defaults until saved)' })
  @ApiAnswer('SiteSettings')
  async get(@Req() req: Request, @Res() res: Response): Promise<void> {
    await sendPublicAnswer(req, res, await this.settings.answer());
  }

  @Get('admin/settings')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: 'The site facts for the settings screen, with their version (ETag)' })
  @ApiAnswer('SiteSettings')
  @EditableRecord('settings')
  async read(@Req() req: Request, @Res() res: Response): Promise<void> {
    await sendPublicAnswer(req, res, await this.settings.answer());
  }

  @Put('admin/settings')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: 'Replace the site facts (the whole document)' })
  @ApiAnswer('SiteSettings')
  @EditableRecord('settings')
  replace(
    @Body() body: SiteSettingsDto,
    @IfMatch() expected: number | null,
  ): Promise<SiteSettings> {
    return this.settings.replace(body, expected);
  }
}
