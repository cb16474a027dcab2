import { IdParams } from '../common/id-params';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { ClientLogoDto } from '@prism/contracts';
import { Public, RequirePermissions } from '../auth/access.decorators';
import { LogoBodyDto, LogoDeletedResponseDto, LogoResponseDto } from './logos.dto';
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
  @ApiOperation({ summary: 'Active logos for the logo strip (cacheable for 5 minutes)' })
  @ApiOkResponse({ type: LogoResponseDto, isArray: true })
  listActive(): Promise<readonly ClientLogoDto[]> {
    return this.logos.listActive();
  }

  @Get()
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'All logos, by order (empty last) then name' })
  @ApiOkResponse({ type: LogoResponseDto, isArray: true })
  listAll(): Promise<ClientLogoDto[]> {
    return this.logos.listAll();
  }

  @Post()
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'Add a logo' })
  @ApiCreatedResponse({ type: LogoResponseDto })
  @invalidLogoDoc
  create(@Body() body: LogoBodyDto): Promise<ClientLogoDto> {
    return this.logos.create(body);
  }

  @Put(':id')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: 'Replace a logo (all fields)' })
  @ApiOkResponse({ type: LogoResponseDto })
  @invalidLogoDoc
  @notFoundDoc
  update(@Param() { id }: IdParams, @Body() body: LogoBodyDto): Promise<ClientLogoDto> {
    return this.logos.update(id, body);
  }

  @Delete(':id')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a logo' })
  @ApiOkResponse({ type: LogoDeletedResponseDto })
  @notFoundDoc
  async remove(@Param() { id }: IdParams): Promise<{ message: string }> {
    await this.logos.delete(id);
    return { message: 'Logo deleted successfully' };
  }
}
