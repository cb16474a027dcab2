import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import type { SessionClaims } from './session-check.service';

/** One definition of how tokens are signed (here) and checked (by the strategy). */
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
      { sid: claims.sid },
      {
        // A random id makes every sign-in's token new, even two in the same second.
        jwtid: randomUUID(),
        algorithm: TOKEN_RULES.algorithm,
        issuer: TOKEN_RULES.issuer,
        audience: TOKEN_RULES.audience,
        expiresIn: this.config.sessionTtlSeconds,
      },
    );
  }
}
