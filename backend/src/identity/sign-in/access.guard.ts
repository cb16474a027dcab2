import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { hasPermission, type SessionUser } from '@prism/contracts';
import type { Request } from 'express';
import {
  ACCESS_RULE,
  RECENT_AUTH_RULE,
  SESSION_COOKIE_NAME,
  type AccessRule,
} from '../../common/access.decorators';
import { assertRecentAuth } from '../../common/recent-auth';
import { cookieOf } from './sign-in-cookies';

/**
 * The global guard. Public routes pass; every other route (including one that forgot to
 * declare a rule) needs a valid session, and then each permission it names.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]) ?? { kind: 'signed-in', permissions: [] };
    if (rule.kind === 'public') {
      if (rule.readsSession) await this.readSession(context);
      return true;
    }

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & { user: SessionUser }>().user;
    const missing = rule.permissions.filter((p) => !hasPermission(user.role, p));
    if (missing.length > 0) {
      throw new DomainError('permission_missing', { permissions: missing.join(', ') });
    }
    if (this.reflector.getAllAndOverride<boolean>(RECENT_AUTH_RULE, [context.getHandler()])) {
      assertRecentAuth(context.switchToHttp().getRequest());
    }
    return true;
  }

  /** Sets request.user when the request carries a live session; a database failure still throws. */
  private async readSession(context: ExecutionContext): Promise<void> {
    // Without a session cookie there is nothing to read: anonymous public reads stay cheap.
    if (!cookieOf(context.switchToHttp().getRequest<Request>(), SESSION_COOKIE_NAME)) return;
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
    }
  }

  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    // A session that could not be checked (the database is down) is not a bad session:
    // the error filter answers it (503), so clients don't sign staff out over an outage.
    // Rethrown as it is: the filter reads its code. (A driver's socket error is an Error of
    // Node's own realm, which `instanceof Error` misses under Jest's sandbox.)
    if (err) throw err as Error;
    if (!user) throw new UnauthorizedException('Authentication required');
    return user;
  }
}
