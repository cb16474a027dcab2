import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SessionUser } from '@prism/contracts';
import type { Request } from 'express';

/** The signed-in user of a route guarded by RequirePermissions/SignedIn. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SessionUser =>
    ctx.switchToHttp().getRequest<Request & { user: SessionUser }>().user,
);

/** The session of a route marked PublicReadingSession: its user, or null when signed out. */
export const OptionalSessionUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SessionUser | null =>
    ctx.switchToHttp().getRequest<Request & { user?: SessionUser }>().user ?? null,
);

/** The id of the session record the request was made with (null for older tokens). */
export const CurrentSessionId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string | null =>
    ctx.switchToHttp().getRequest<Request & { sessionId?: string | null }>().sessionId ?? null,
);
