import { IdParams } from '../common/id-params';
import { Body, Controller, Delete, Get, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, SessionUser, UserAnswer } from '@prism/contracts';
import { RequirePermissions, RequireRecentAuth } from '../common/access.decorators';
import { assertRecentAuth, type RecentAuthRequest } from '../common/recent-auth';
import { ApiAnswer } from '../common/api-answers';
import { CurrentUser } from '../common/current-user.decorator';
import { ApiDomainErrors } from '../common/api-document';
import { CreateUserDto, StaffProfileDto, UpdateUserRoleDto } from './users.dto';
import { UsersService } from './users.service';
import { MessageRoute } from '../common/message-route';

@ApiTags('users')
@Controller('api/admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: 'Every staff account' })
  @ApiAnswer('User', { isArray: true })
  list(): Promise<UserAnswer[]> {
    return this.users.list();
  }

  @Post()
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: 'Create a staff account (at most your own role)' })
  @ApiAnswer('User', { status: 201 })
  @ApiDomainErrors({ 409: 'The username or the e-mail is already taken' })
  create(@CurrentUser() actor: SessionUser, @Body() body: CreateUserDto): Promise<UserAnswer> {
    return this.users.create(actor, body);
  }

  @Patch(':id')
  @RequirePermissions('manage_users')
  @RequireRecentAuth()
  @ApiOperation({ summary: "Change another account's role" })
  @ApiAnswer('User')
  @ApiDomainErrors({ 409: 'The last owner cannot be demoted' })
  changeRole(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
    @Body() body: UpdateUserRoleDto,
  ): Promise<UserAnswer> {
    return this.users.changeRole(actor, id, body.role);
  }

  @Patch(':id/profile')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: "Change another user's e-mail address or new-lead mail switch" })
  @ApiAnswer('User')
  @ApiDomainErrors({ 409: 'The e-mail is already used by another user' })
  async updateProfile(
    @Param() { id }: IdParams,
    @Body() body: StaffProfileDto,
    @Req() req: RecentAuthRequest,
  ): Promise<UserAnswer> {
    // A new address receives the account's reset links: a security change.
    if (body.email !== undefined && body.email !== (await this.users.findById(id)).email) {
      assertRecentAuth(req);
    }
    return this.users.updateProfile(id, body);
  }

  @MessageRoute(Delete(':id'), 'manage_users', 'Delete another account')
  @ApiDomainErrors({ 409: 'The last owner cannot be deleted' })
  async remove(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
  ): Promise<MessageAnswer> {
    await this.users.delete(actor, id);
    return { message: 'User deleted successfully' };
  }
}
