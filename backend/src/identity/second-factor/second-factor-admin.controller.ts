import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  MessageAnswer,
  RequiredRoles,
  SecondFactorStatus,
  SessionUser,
} from '@prism/contracts';
import { RequirePermissions, RequireRecentAuth } from '../../common/access.decorators';
import { CurrentUser } from '../../common/current-user.decorator';
import { ApiAnswer } from '../../common/api-answers';
import { DomainError } from '../../common/domain-error';
import { IdParams } from '../../common/id-params';
import { UsersService } from '../../users/users.service';
import { RequiredRolesDto } from './second-factor.dto';
import { SecondFactorService } from './second-factor.service';

/** An owner's second-factor tools: the roles that require one, and a user's reset. */
@ApiTags('second factor')
@Controller('api/admin')
export class SecondFactorAdminController {
  constructor(
    private readonly secondFactors: SecondFactorService,
    private readonly users: UsersService,
  ) {}

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

  @Get('users/:id/second-factor')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: "Another user's second factors" })
  @ApiAnswer('SecondFactorStatus')
  async of(@Param() { id }: IdParams): Promise<SecondFactorStatus> {
    return this.secondFactors.status(await this.users.findById(id));
  }

  @Post('users/:id/second-factor/reset')
  @RequirePermissions('manage_users')
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: "Remove another user's second factors; their sessions end" })
  @ApiAnswer('Message')
  async reset(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
  ): Promise<MessageAnswer> {
    if (actor.id === id) {
      throw new DomainError('forbidden', 'Manage your own second factors on the security page');
    }
    await this.secondFactors.reset(id);
    return { message: 'Second factor reset: the user sets one up at next sign-in if required' };
  }
}
