import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { SessionUser } from '@prism/contracts';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { SESSION_COOKIE_NAME } from '../../common/access.decorators';
import type { RecentAuthRequest } from '../../common/recent-auth';
import { SessionCheckService, type TokenPayload } from './session-check.service';
import { cookieOf } from './sign-in-cookies';
import { TOKEN_RULES } from './session-token.service';

/** A request the strategy has read: the session's record id, when the token names one. */
export type SessionRequest = RecentAuthRequest & { sessionId?: string | null };

const fromSessionCookie = (req: Request): string | null => cookieOf(req, SESSION_COOKIE_NAME);

/** Reads the session token from its httpOnly cookie and verifies it; the only reader of it. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    config: AppConfig,
    private readonly sessions: SessionCheckService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromSessionCookie]),
      // passport-jwt hands the key to jsonwebtoken, which takes a key object; its types
      // name only strings and buffers.
      secretOrKey: config.jwtKey as unknown as Buffer,
      algorithms: [TOKEN_RULES.algorithm],
      issuer: TOKEN_RULES.issuer,
      audience: TOKEN_RULES.audience,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /** The token is genuine; whether its session is still live is the one session check's. */
  async validate(req: SessionRequest, payload: TokenPayload): Promise<SessionUser | false> {
    const live = await this.sessions.userFor(payload);
    if (!live) return false;
    req.sessionId = live.sessionId;
    req.reauthenticatedAt = live.reauthenticatedAt;
    return live.user;
  }
}
