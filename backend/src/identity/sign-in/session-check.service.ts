import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@prism/contracts';
import { toSessionUser } from '../../users/user.mapper';
import { UsersService } from '../../users/users.service';
import { StaffSessionsService } from '../sessions/staff-sessions.service';

/** Claims of a session token: the user and the token version it was issued for. */
export interface SessionClaims {
  sub: number;
  ver: number;
  /** The session record (absent only in tokens issued before session records existed). */
  sid?: string;
}

/**
 * The one session check. The passport-jwt strategy verifies the token's signature and
 * rules (TOKEN_RULES) and hands its payload here; nothing else reads a session token. A
 * session is live while its user exists at the token's version.
 */
@Injectable()
export class SessionCheckService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: StaffSessionsService,
  ) {}

  /** The user of a live session, with the session's id, or null. */
  async userFor(payload: TokenPayload): Promise<LiveSession | null> {
    const claims = toClaims(payload);
    if (!claims) return null;
    const user = await this.users.findSessionUser(claims.sub, claims.ver);
    if (!user) return null;
    if (claims.sid === undefined) {
      return { user: toSessionUser(user), sessionId: null, reauthenticatedAt: null };
    }
    const row = await this.sessions.touch(claims.sid, user.id);
    if (!row) return null;
    return {
      user: toSessionUser(user),
      sessionId: row.id,
      reauthenticatedAt: row.reauthenticatedAt,
    };
  }
}

/** A live session: its user, its record, and when it last proved who it is. */
export interface LiveSession {
  user: SessionUser;
  sessionId: string | null;
  reauthenticatedAt: Date | null;
}

export type TokenPayload = { sub?: unknown; ver?: unknown; sid?: unknown };

function toClaims(payload: TokenPayload): SessionClaims | null {
  const sub = Number(payload.sub);
  if (!Number.isSafeInteger(sub) || typeof payload.ver !== 'number') return null;
  if (payload.sid === undefined) return { sub, ver: payload.ver };
  if (typeof payload.sid !== 'string') return null;
  return { sub, ver: payload.ver, sid: payload.sid };
}
