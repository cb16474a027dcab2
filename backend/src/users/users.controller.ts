import { IdParams } from '../common/id-params';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SessionUser, UserDto } from '@prism/contracts';
import { RequirePermissions } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { CreateUserDto, UpdateUserRoleDto } from './users.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('api/admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequirePermissions('manage_users')
  list(): Promise<UserDto[]> {
    return this.users.list();
  }

  @Post()
  @RequirePermissions('manage_users')
  create(@CurrentUser() actor: SessionUser, @Body() body: CreateUserDto): Promise<UserDto> {
    return this.users.create(actor, body);
  }

  @Patch(':id')
  @RequirePermissions('manage_users')
  changeRole(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
    @Body() body: UpdateUserRoleDto,
  ): Promise<UserDto> {
    return this.users.changeRole(actor, id, body.role);
  }

  @Delete(':id')
  @RequirePermissions('manage_users')
  @HttpCode(200)
  async remove(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
  ): Promise<{ message: string }> {
    await this.users.delete(actor, id);
    return { message: 'User deleted successfully' };
  }
}
