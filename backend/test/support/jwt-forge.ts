/**
 * Hand-made JSON Web Tokens for the forgery tests: any header, any claims, any signature,
 * so each test says exactly what an attacker sends (no JWT library to smooth it over).
 */
import { createHmac, createSign } from 'node:crypto';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export type Signer = (signingInput: string) => string;

/** header.payload.signature, with the signature made by `sign` over "header.payload". */
export function forgeJwt(header: object, payload: object, sign: Signer): string {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${sign(input)}`;
}

export const hmac =
  (algorithm: 'sha256' | 'sha384' | 'sha512', secret: string | Buffer): Signer =>
  (input) =>
    createHmac(algorithm, secret).update(input).digest('base64url');

export const rsaSha256 =
  (privateKeyPem: string): Signer =>
  (input) =>
    createSign('RSA-SHA256').update(input).sign(privateKeyPem).toString('base64url');

export const noSignature: Signer = () => '';

/** The claims of a JWT, read without checking anything. */
export function readClaims(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The session token a response set, from its Set-Cookie header. */
export function sessionCookieOf(setCookie: string[] | string | undefined): string | null {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of all) {
    const match = /^prism_session=([^;]*)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return null;
}
