import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { SessionUser } from '@prism/contracts';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import { toSessionUser } from '../users/user.mapper';
import { SESSION_COOKIE_NAME } from './access.decorators';
import { TOKEN_RULES, toClaims } from './session-token.service';

export const cookieOf = (req: Request, name: string): string | null =>
  (req.cookies as Record<string, string> | undefined)?.[name] ?? null;

const fromSessionCookie = (req: Request): string | null => cookieOf(req, SESSION_COOKIE_NAME);

/** Reads the session token from its httpOnly cookie; the user must still exist at that version. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromSessionCookie]),
      secretOrKey: config.jwtSecret,
      algorithms: [TOKEN_RULES.algorithm],
      issuer: TOKEN_RULES.issuer,
      audience: TOKEN_RULES.audience,
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: unknown; ver?: unknown }): Promise<SessionUser | false> {
    const claims = toClaims(payload);
    if (!claims) return false;
    const user = await this.users.findSessionUser(claims.sub, claims.ver);
    return user ? toSessionUser(user) : false;
  }
}

export { fromSessionCookie };
