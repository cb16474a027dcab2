import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@prism/contracts';
import { toSessionUser } from '../../users/user.mapper';
import { UsersService } from '../../users/users.service';
import { StaffSessionsService } from '../sessions/staff-sessions.service';

/** Claims of a session token: the session record it names, and nothing else. */
export interface SessionClaims {
  sid: string;
}

/** A live session: its user, its record, and when it last proved who it is. */
export interface LiveSession {
  user: SessionUser;
  sessionId: string;
  reauthenticatedAt: Date | null;
}

export type TokenPayload = { sid?: unknown };

/**
 * The one session check. The passport-jwt strategy verifies the token's signature and
 * rules (TOKEN_RULES) and hands its payload here; nothing else reads a session token. A
 * session is live while its record exists (within the session lifetime) and its user does.
 */
@Injectable()
export class SessionCheckService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: StaffSessionsService,
  ) {}

  /** The user of a live session, with the session's record, or null. */
  async userFor(payload: TokenPayload): Promise<LiveSession | null> {
    if (typeof payload.sid !== 'string') return null;
    const row = await this.sessions.touch(payload.sid);
    if (!row) return null;
    const user = await this.users.findSessionUser(row.userId);
    if (!user) return null;
    return {
      user: toSessionUser(user),
      sessionId: row.id,
      reauthenticatedAt: row.reauthenticatedAt,
    };
  }
}
