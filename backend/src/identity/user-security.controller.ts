import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  MessageAnswer,
  SecondFactorStatus,
  SessionUser,
  StaffSessionAnswer,
} from '@prism/contracts';
import { RequirePermissions, RequireRecentAuth } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParams } from '../common/id-params';
import { MessageRoute } from '../common/message-route';
import { UserSessionParams } from './sessions/session-params';
import { UserSecurityService } from './user-security.service';

/**
 * The one controller of an owner's security actions on another account
 * (`/api/admin/users/:id/*`): second factors, sessions and the sign-in lock. The account
 * itself (role, address, deletion) is the users module's.
 */
@Controller('api/admin/users/:id')
export class UserSecurityController {
  constructor(private readonly security: UserSecurityService) {}

  @Get('second-factor')
  @ApiTags('second factor')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: "Another user's second factors" })
  @ApiAnswer('SecondFactorStatus')
  secondFactor(@Param() { id }: IdParams): Promise<SecondFactorStatus> {
    return this.security.secondFactorOf(id);
  }

  @Post('second-factor/reset')
  @ApiTags('second factor')
  @RequirePermissions('manage_users')
  @RequireRecentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: "Remove another user's second factors; their sessions end" })
  @ApiAnswer('Message')
  async resetSecondFactor(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
  ): Promise<MessageAnswer> {
    await this.security.resetSecondFactor(actor, id);
    return { message: 'Second factor reset: the user sets one up at next sign-in if required' };
  }

  @Get('sessions')
  @ApiTags('sessions')
  @RequirePermissions('manage_users')
  @ApiOperation({ summary: "Another user's live sessions" })
  @ApiAnswer('StaffSession', { isArray: true })
  sessions(@Param() { id }: IdParams): Promise<StaffSessionAnswer[]> {
    return this.security.sessionsOf(id);
  }

  @MessageRoute(Delete('sessions/:sid'), 'manage_users', "End one of another user's sessions")
  @ApiTags('sessions')
  async endSession(@Param() { id, sid }: UserSessionParams): Promise<MessageAnswer> {
    await this.security.endSession(id, sid);
    return { message: 'Session ended' };
  }

  @MessageRoute(Post('sessions/revoke'), 'manage_users', 'End every session of another user')
  @ApiTags('users')
  async endSessions(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
  ): Promise<MessageAnswer> {
    await this.security.endSessions(actor, id);
    return { message: 'Sessions ended' };
  }

  @MessageRoute(
    Post('unlock'),
    'manage_users',
    'Lift the sign-in lock on an account after too many attempts',
  )
  @ApiTags('users')
  async unlock(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.security.unlock(id);
    return { message: 'Account unlocked' };
  }
}
