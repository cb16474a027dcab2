import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { DEVICE_COOKIE_DAYS } from './sign-in-cookies';
import { TOKEN_RULES } from './session-token.service';
import { usernameKey } from '../../users/username-key';

/** Its own audience: a device cookie is never a session, a session token never a device. */
const DEVICE_AUDIENCE = 'prism-device';

/**
 * Device cookies: a signed note, given at a successful sign-in, that this
 * browser has known the account's password before. It proves nothing alone (the password
 * is still checked); it only moves the client's attempts to a counter of their own.
 */
@Injectable()
export class DeviceCookieService {
  constructor(private readonly jwt: JwtService) {}

  issue(username: string): string {
    return this.jwt.sign(
      {},
      {
        subject: usernameKey(username),
        jwtid: randomUUID(),
        algorithm: TOKEN_RULES.algorithm,
        issuer: TOKEN_RULES.issuer,
        audience: DEVICE_AUDIENCE,
        expiresIn: DEVICE_COOKIE_DAYS * 24 * 3600,
      },
    );
  }

  /** The device's id when the cookie is genuine, unexpired and was issued to this username. */
  deviceFor(cookie: string | null, username: string): string | null {
    if (!cookie) return null;
    try {
      const claims = this.jwt.verify<{ sub?: unknown; jti?: unknown }>(cookie, {
        algorithms: [TOKEN_RULES.algorithm],
        issuer: TOKEN_RULES.issuer,
        audience: DEVICE_AUDIENCE,
      });
      if (claims.sub !== usernameKey(username) || typeof claims.jti !== 'string') return null;
      return claims.jti;
    } catch {
      return null;
    }
  }
}
