import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
  ApiExtension,
} from '@nestjs/swagger';
import type { Permission } from '@prism/contracts';

/** Who may call a route. Every route declares one; the global AccessGuard enforces it. */
export type AccessRule =
  { kind: 'public'; identify?: boolean } | { kind: 'signed-in'; permissions: Permission[] };

export const ACCESS_RULE = 'prism:access-rule';
export const SESSION_COOKIE_NAME = 'prism_session';

/** Anyone may call the route, signed in or not. */
export const Public = () => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/**
 * Anyone may call the route; a valid session cookie, when sent, sets the user (so staff
 * see drafts), and a missing or bad one is simply anonymous.
 */
export const PublicKnowingStaff = () =>
  SetMetadata(ACCESS_RULE, { kind: 'public', identify: true } satisfies AccessRule);

/**
 * The caller must be signed in and hold every listed permission (none listed: any
 * signed-in user). Sets the OpenAPI security and error responses in the same place.
 */
export const RequirePermissions = (...permissions: Permission[]) =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, { kind: 'signed-in', permissions } satisfies AccessRule),
    ApiCookieAuth(SESSION_COOKIE_NAME),
    ApiExtension('x-permissions', permissions),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ...(permissions.length > 0
      ? [ApiForbiddenResponse({ description: `Requires ${permissions.join(', ')}` })]
      : []),
  );

export const SignedIn = () => RequirePermissions();
