import { IdParams } from '../../common/id-params';
import { Controller, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, SessionUser } from '@prism/contracts';
import { AuthService } from './auth.service';
import { CurrentUser } from '../../common/current-user.decorator';
import { MessageRoute } from '../../common/message-route';

/** An owner's tools for another account's sessions and sign-in lock. */
@ApiTags('users')
@Controller('api/admin/users/:id')
export class SessionsAdminController {
  constructor(private readonly auth: AuthService) {}

  @MessageRoute(Post('sessions/revoke'), 'manage_users', 'End every session of another user')
  async revoke(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
  ): Promise<MessageAnswer> {
    await this.auth.revokeSessionsOf(actor, id);
    return { message: 'Sessions ended' };
  }

  @MessageRoute(
    Post('unlock'),
    'manage_users',
    'Lift the sign-in lock on an account after too many attempts',
  )
  async unlock(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.auth.unlock(id);
    return { message: 'Account unlocked' };
  }
}
