import { EditableRecord, IfMatch } from '../revisions/editable-record';
import { Body, Controller, Get, Header, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { landingContentSchema, langQuerySchema, type LandingContent } from '@prism/contracts';
import type { Request, Response } from 'express';
import { createZodDto } from 'nestjs-zod';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { LandingService } from './landing.service';

class LandingContentDto extends createZodDto(landingContentSchema) {}
class LandingLangQueryDto extends createZodDto(langQuerySchema.strict()) {}

@ApiTags('landing')
@Controller('api')
export class LandingController {
  constructor(private readonly landing: LandingService) {}

  @Get('landing')
  @Public()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: "The landing page's texts in `lang` (en by default)" })
  @ApiAnswer('LandingTexts')
  async get(
    @Query() { lang }: LandingLangQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await sendPublicAnswer(req, res, await this.landing.of(lang ?? 'en'));
  }

  @Get('admin/landing')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: "The landing page's texts in both languages (the editor)" })
  @ApiAnswer('LandingContent')
  @EditableRecord('landing')
  all(): Promise<LandingContent> {
    return this.landing.all();
  }

  @Put('admin/landing')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: "Replace the landing page's texts, both languages at once" })
  @ApiAnswer('LandingContent')
  @EditableRecord('landing')
  replace(
    @Body() body: LandingContentDto,
    @IfMatch() expected: number | null,
  ): Promise<LandingContent> {
    return this.landing.replace(body, expected);
  }
}
