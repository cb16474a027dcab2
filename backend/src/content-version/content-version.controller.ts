import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
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
  @ApiOkResponse({
    schema: { type: 'object', properties: { version: { type: 'integer' } } },
  })
  async get(): Promise<{ version: number }> {
    return { version: await this.versions.current() };
  }
}
