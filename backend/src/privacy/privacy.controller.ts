import { Body, Controller, Get, Header, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PrivacyPolicyAnswer, PrivacyPolicySummary, PrivacySettings } from '@prism/contracts';
import type { Request, Response } from 'express';
import { Public, RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { EditableRecord, IfMatch } from '../revisions/editable-record';
import { PolicyVersionParams, PrivacyPolicyDto, PrivacySettingsDto } from './privacy.dto';
import { PrivacyService } from './privacy.service';

/** The person in charge, the retention rule, the opt-in switch and the policy (issue 46). */
@ApiTags('privacy')
@Controller('api')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('privacy')
  @Public()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({
    summary: 'What every public page shows: the person in charge and the policy in force',
  })
  @ApiAnswer('PublicPrivacy')
  async publicPrivacy(@Req() req: Request, @Res() res: Response): Promise<void> {
    await sendPublicAnswer(req, res, await this.privacy.publicAnswer());
  }

  @Get('admin/privacy/settings')
  @RequirePermissions('manage_privacy')
  @ApiOperation({
    summary:
      'The person in charge, the lead retention and the news opt-in, with their version (ETag)',
  })
  @ApiAnswer('PrivacySettings')
  @EditableRecord('privacy')
  settings(): Promise<PrivacySettings> {
    return this.privacy.settings();
  }

  @Put('admin/privacy/settings')
  @RequirePermissions('manage_privacy')
  @ApiOperation({
    summary: 'Replace the privacy settings (the whole document)',
    description:
      'Merged over a colleague’s change to another field since the version named by If-Match.',
  })
  @ApiAnswer('PrivacySettings')
  @ApiDomainErrors({ 409: 'A colleague changed the same field since (`officer.email`)' })
  @EditableRecord('privacy')
  saveSettings(
    @Body() body: PrivacySettingsDto,
    @IfMatch() expected: number | null,
  ): Promise<PrivacySettings> {
    return this.privacy.saveSettings(body, expected);
  }

  @Get('admin/privacy/policy/versions')
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'Every published version of the policy, newest first' })
  @ApiAnswer('PrivacyPolicySummary', { isArray: true })
  versions(): Promise<PrivacyPolicySummary[]> {
    return this.privacy.versions();
  }

  @Get('admin/privacy/policy/versions/:version')
  @RequirePermissions('manage_privacy')
  @ApiOperation({ summary: 'One published version of the policy, as it was published' })
  @ApiAnswer('PrivacyPolicy')
  version(@Param() { version }: PolicyVersionParams): Promise<PrivacyPolicyAnswer> {
    return this.privacy.version(version);
  }

  @Post('admin/privacy/policy/versions')
  @RequirePermissions('manage_privacy')
  @ApiOperation({
    summary: 'Publish a new version of the policy',
    description: 'Every section in both languages. Earlier versions are kept unchanged.',
  })
  @ApiAnswer('PrivacyPolicy', { status: 201 })
  publish(@Body() body: PrivacyPolicyDto): Promise<PrivacyPolicyAnswer> {
    return this.privacy.publish(body.sections);
  }
}
