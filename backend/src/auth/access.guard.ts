import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { hasPermission, type SessionUser } from '@prism/contracts';
import type { Request } from 'express';
import { ACCESS_RULE, type AccessRule } from './access.decorators';
import { fromSessionCookie } from './jwt.strategy';

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
      if (rule.identify) await this.identify(context);
      return true;
    }

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & { user: SessionUser }>().user;
    const missing = rule.permissions.filter((p) => !hasPermission(user.role, p));
    if (missing.length > 0) {
      throw new ForbiddenException(
        `You don't have permission to do this (requires ${missing.join(', ')})`,
      );
    }
    return true;
  }

  /** Sets req.user from a valid session; anonymous otherwise (an outage still throws). */
  private async identify(context: ExecutionContext): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!fromSessionCookie(req)) return;
    try {
      await super.canActivate(context);
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
    }
  }

  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    // A session that could not be checked (the database is down) is not a bad session:
    // the error filter answers it (503), so clients don't sign staff out over an outage.
    if (err instanceof Error) throw err;
    if (err) throw new Error('session check failed');
    if (!user) throw new UnauthorizedException('Authentication required');
    return user;
  }
}
