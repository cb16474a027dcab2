import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteSettings } from '@prism/contracts';
import { Public, RequirePermissions } from '../auth/access.decorators';
import { ApiAnswer } from '../common/api-answers';
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
  get(): Promise<SiteSettings> {
    return this.settings.get();
  }

  @Put('admin/settings')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: 'Replace the site facts (the whole document)' })
  @ApiAnswer('SiteSettings')
  @ApiBadRequestResponse({
    description: 'Invalid e-mail, a URL that is not https://, or not 3 stats',
  })
  replace(@Body() body: SiteSettingsDto): Promise<SiteSettings> {
    return this.settings.replace(body);
  }
}
