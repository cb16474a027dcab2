import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContentVersion } from '@prism/contracts';
import { Public } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { ContentVersionService } from './content-version.service';

@ApiTags('content')
@Controller('api/content-version')
export class ContentVersionController {
  constructor(private readonly versions: ContentVersionService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Version of the public content',
    description:
      'Raised by every write to portfolio items, client logos or site settings. The site keys its cache of public pages on it (ADR 019). Never cached.',
  })
  @ApiAnswer('ContentVersion')
  async get(): Promise<ContentVersion> {
    return { version: await this.versions.current() };
  }
}
