import { Controller, Delete, Get, HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, SessionUser, StaffSessionAnswer } from '@prism/contracts';
import { RequirePermissions, SignedIn } from '../../common/access.decorators';
import { ApiAnswer } from '../../common/api-answers';
import { CurrentSessionId, CurrentUser } from '../../common/current-user.decorator';
import { IdParams } from '../../common/id-params';
import { UsersService } from '../../users/users.service';
import { SessionParams, UserSessionParams } from './session-params';
import { StaffSessionsService } from './staff-sessions.service';
import { MessageRoute } from '../../common/message-route';

/** Staff see their own sign-ins and end any of them; owners do the same for anyone. */
@ApiTags('sessions')
@Controller('api')
export class SessionsController {
  constructor(
    private readonly sessions: StaffSessionsService,
    private readonly users: UsersService,
  ) {}

  @Get('auth/sessions')
  @SignedIn()
  @ApiOperation({ summary: 'Your live sessions, most recently seen first' })
  @ApiAnswer('StaffSession', { isArray: true })
  async mine(
    @CurrentUser() user: SessionUser,
    @CurrentSessionId() current: string | null,
  ): Promise<StaffSessionAnswer[]> {
    return this.sessions.list(await this.users.findById(user.id), current);
  }

  @Delete('auth/sessions/:sid')
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

  @Get('admin/users/:id/sessions')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: "Another user's live sessions" })
  @ApiAnswer('StaffSession', { isArray: true })
  async of(@Param() { id }: IdParams): Promise<StaffSessionAnswer[]> {
    return this.sessions.list(await this.users.findById(id), null);
  }

  @MessageRoute(
    Delete('admin/users/:id/sessions/:sid'),
    'manage_users',
    "End one of another user's sessions",
  )
  async endTheirs(@Param() { id, sid }: UserSessionParams): Promise<MessageAnswer> {
    await this.users.findById(id);
    await this.sessions.end(id, sid);
    return { message: 'Session ended' };
  }
}
