import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
  ApiExtension,
  ApiSecurity,
} from '@nestjs/swagger';
import type { Permission } from '@prism/contracts';

/** Who may call a route. Every route declares one; the global AccessGuard enforces it. */
export type AccessRule =
  { kind: 'public'; readsSession?: true } | { kind: 'signed-in'; permissions: Permission[] };

export const ACCESS_RULE = 'prism:access-rule';
export const RECENT_AUTH_RULE = 'prism:recent-auth';
export const SESSION_COOKIE_NAME = 'prism_session';

/** Anyone may call the route, signed in or not (OpenAPI: an empty security requirement). */
export const Public = () =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule),
    ApiSecurity({}),
  );

/**
 * Anyone may call the route; a live session, if the request has one, is read by the same
 * strategy as on every guarded route (OptionalSessionUser gives it, or null).
 */
export const PublicReadingSession = () =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, { kind: 'public', readsSession: true } satisfies AccessRule),
    ApiSecurity({}),
  );

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

/**
 * A security change: besides the route's access rule, the session must have entered the
 * password or a code within the last minutes, else 403 with `reason:
 * "reauth_required"`. Checked by the AccessGuard after the permissions.
 */
export const RequireRecentAuth = () =>
  applyDecorators(
    SetMetadata(RECENT_AUTH_RULE, true),
    ApiExtension('x-recent-auth', true),
    ApiForbiddenResponse({
      description:
        'reauth_required: confirm the password or a code (POST /api/auth/reauthenticate)',
    }),
  );
