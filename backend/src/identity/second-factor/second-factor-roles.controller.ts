import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RequiredRoles } from '@prism/contracts';
import { RequirePermissions } from '../../common/access.decorators';
import { ApiAnswer } from '../../common/api-answers';
import { RequiredRolesDto } from './second-factor.dto';
import { SecondFactorService } from './second-factor.service';

/** The roles whose users must have a second factor (an owner's setting). A user's reset is
 * `UserSecurityController`'s. */
@ApiTags('second factor')
@Controller('api/admin')
export class SecondFactorRolesController {
  constructor(private readonly secondFactors: SecondFactorService) {}

  @Get('second-factor/roles')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: 'The roles whose users must have a second factor' })
  @ApiAnswer('RequiredRoles')
  async roles(): Promise<RequiredRoles> {
    return { roles: await this.secondFactors.requiredRoles() };
  }

  @Put('second-factor/roles')
  @RequirePermissions('manage_users')
  @ApiOperation({
    summary: 'Set the roles that require a second factor (their users enrol at next sign-in)',
  })
  @ApiAnswer('RequiredRoles')
  async setRoles(@Body() { roles }: RequiredRolesDto): Promise<RequiredRoles> {
    return { roles: await this.secondFactors.setRequiredRoles(roles) };
  }
}
