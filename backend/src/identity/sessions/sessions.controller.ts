import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, SessionUser, StaffSessionAnswer } from '@prism/contracts';
import { SignedIn } from '../../common/access.decorators';
import { ApiAnswer } from '../../common/api-answers';
import { CurrentSessionId, CurrentUser } from '../../common/current-user.decorator';
import { UsersService } from '../../users/users.service';
import { SessionParams } from './session-params';
import { StaffSessionsService } from './staff-sessions.service';

/** Staff see their own sign-ins and end any of them (an owner's tools for anyone's are
 * `UserSecurityController`'s). */
@ApiTags('sessions')
@Controller('api/auth/sessions')
export class SessionsController {
  constructor(
    private readonly sessions: StaffSessionsService,
    private readonly users: UsersService,
  ) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Your live sessions, most recently seen first' })
  @ApiAnswer('StaffSession', { isArray: true })
  async mine(
    @CurrentUser() user: SessionUser,
    @CurrentSessionId() current: string | null,
  ): Promise<StaffSessionAnswer[]> {
    return this.sessions.list(await this.users.findById(user.id), current);
  }

  @Delete(':sid')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({ summary: 'End one of your sessions (this one included)' })
  @ApiAnswer('Message')
  async endMine(
    @CurrentUser() user: SessionUser,
    @Param() { sid }: SessionParams,
  ): Promise<MessageAnswer> {
    await this.sessions.end(user.id, sid);
    return { message: 'Session ended' };
  }
}
