import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@prism/contracts';
import { toSessionUser } from '../users/user.mapper';
import { UsersService } from '../users/users.service';

/** Claims of a session token: the user and the token version it was issued for. */
export interface SessionClaims {
  sub: number;
  ver: number;
}

/**
 * The one session check. The passport-jwt strategy verifies the token's signature and
 * rules (TOKEN_RULES) and hands its payload here; nothing else reads a session token. A
 * session is live while its user exists at the token's version.
 */
@Injectable()
export class SessionCheckService {
  constructor(private readonly users: UsersService) {}

  async userFor(payload: { sub?: unknown; ver?: unknown }): Promise<SessionUser | null> {
    const claims = toClaims(payload);
    if (!claims) return null;
    const user = await this.users.findSessionUser(claims.sub, claims.ver);
    return user ? toSessionUser(user) : null;
  }
}

function toClaims(payload: { sub?: unknown; ver?: unknown }): SessionClaims | null {
  const sub = Number(payload.sub);
  if (!Number.isSafeInteger(sub) || typeof payload.ver !== 'number') return null;
  return { sub, ver: payload.ver };
}
