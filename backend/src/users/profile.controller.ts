import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { assertRecentAuth, type RecentAuthRequest } from '../common/recent-auth';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import type { SessionUser, UserAnswer } from '@prism/contracts';
import { SignedIn } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { toUserAnswer } from './user.mapper';
import { StaffProfileDto } from './users.dto';
import { UsersService } from './users.service';

/** The signed-in user's own address and notification switch. */
@ApiTags('users')
@Controller('api/admin/profile')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My account: username, role, e-mail and notification switch' })
  @ApiAnswer('User')
  async get(@CurrentUser() me: SessionUser): Promise<UserAnswer> {
    return toUserAnswer(await this.users.findById(me.id));
  }

  @Patch()
  @SignedIn()
  @ApiOperation({ summary: 'Change my e-mail address or switch new-lead mail off or on' })
  @ApiAnswer('User')
  @ApiDomainErrors({ 409: 'The e-mail is already used by another user' })
  async update(
    @CurrentUser() me: SessionUser,
    @Body() body: StaffProfileDto,
    @Req() req: RecentAuthRequest,
  ): Promise<UserAnswer> {
    // A new address receives the account's reset links: a security change.
    if (body.email !== undefined && body.email !== (await this.users.findById(me.id)).email) {
      assertRecentAuth(req);
    }
    return this.users.updateProfile(me.id, body);
  }
}
