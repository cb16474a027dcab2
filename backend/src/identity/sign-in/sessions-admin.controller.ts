import { IdParams } from '../../common/id-params';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageAnswer, SessionUser } from '@prism/contracts';
import { ApiAnswer } from '../../common/api-answers';
import { RequirePermissions } from '../../common/access.decorators';
import { AuthService } from './auth.service';
import { CurrentUser } from '../../common/current-user.decorator';

/** An owner's tools for another account's sessions and sign-in lock. */
@ApiTags('users')
@Controller('api/admin/users/:id')
export class SessionsAdminController {
  constructor(private readonly auth: AuthService) {}

  @Post('sessions/revoke')
  @RequirePermissions('manage_users')
  @HttpCode(200)
  @ApiOperation({ summary: 'End every session of another user' })
  @ApiAnswer('Message')
  async revoke(
    @CurrentUser() actor: SessionUser,
    @Param() { id }: IdParams,
  ): Promise<MessageAnswer> {
    await this.auth.revokeSessionsOf(actor, id);
    return { message: 'Sessions ended' };
  }

  @Post('unlock')
  @RequirePermissions('manage_users')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift the sign-in lock on an account after too many attempts' })
  @ApiAnswer('Message')
  async unlock(@Param() { id }: IdParams): Promise<MessageAnswer> {
    await this.auth.unlock(id);
    return { message: 'Account unlocked' };
  }
}
