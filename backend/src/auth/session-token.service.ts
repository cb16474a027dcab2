import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { CookieOptions } from 'express';
import { AppConfig } from '../config/app-config';

/** Claims of a session token: the user and the token version it was issued for. */
export interface SessionClaims {
  sub: number;
  ver: number;
}

/** One definition of how tokens are signed and checked, shared by sign-in and the strategy. */
export const TOKEN_RULES = {
  algorithm: 'HS256',
  issuer: 'prism',
  audience: 'prism-admin',
} as const;

@Injectable()
export class SessionTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  sign(claims: SessionClaims): string {
    return this.jwt.sign(
      { ver: claims.ver },
      {
        subject: String(claims.sub),
        // A random id makes every sign-in's token new, even two in the same second.
        jwtid: randomUUID(),
        algorithm: TOKEN_RULES.algorithm,
        issuer: TOKEN_RULES.issuer,
        audience: TOKEN_RULES.audience,
        expiresIn: this.config.sessionTtlSeconds,
        secret: this.config.jwtSecret,
      },
    );
  }

  /** Returns the claims of a valid token, or null for anything forged, expired or malformed. */
  verify(token: string): SessionClaims | null {
    try {
      const payload = this.jwt.verify<{ sub?: string; ver?: unknown }>(token, {
        algorithms: [TOKEN_RULES.algorithm],
        issuer: TOKEN_RULES.issuer,
        audience: TOKEN_RULES.audience,
        secret: this.config.jwtSecret,
      });
      return toClaims(payload);
    } catch {
      return null;
    }
  }

  cookieOptions(): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      maxAge: this.config.sessionTtlSeconds * 1000,
    };
  }
}

export function toClaims(payload: { sub?: unknown; ver?: unknown }): SessionClaims | null {
  const sub = Number(payload.sub);
  if (!Number.isSafeInteger(sub) || typeof payload.ver !== 'number') return null;
  return { sub, ver: payload.ver };
}
