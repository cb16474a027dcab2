/**
 * Sessions under attack (issue 8 §1): forged tokens of every kind are refused, the token
 * never travels in a body, every sign-in mints a new token, and a session ends when its
 * absolute lifetime does. Revocation on logout, role change, password change, deletion
 * and an owner's revoke is proven in auth.e2e.ts, users.e2e.ts and sessions.e2e.ts.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StaffSession } from '../../src/identity/sessions/staff-session.entity';
import { User } from '../../src/users/user.entity';
import {
  forgeJwt,
  hmac,
  noSignature,
  readClaims,
  rsaSha256,
  sessionCookieOf,
} from '../support/jwt-forge';
import { FigureBook } from '../support/security-figures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { authOf } from '../support/answers';

const figures = new FigureBook('sessions');
const HS256 = { alg: 'HS256', typ: 'JWT' };
const now = () => Math.floor(Date.now() / 1000);

describe('session tokens', () => {
  let t: TestApp;
  /** A live session of the owner: what a token names (ADR 038). */
  let owner: { sid: string };
  let secret: string;

  /** The claims the server itself would sign for the owner, valid for an hour. */
  const claims = (overrides: Record<string, unknown> = {}) => ({
    sid: owner.sid,
    iss: 'prism',
    aud: 'prism-admin',
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  });

  /** Status of an owner-only call with the token as session cookie, and what check says. */
  async function tryToken(token: string): Promise<{ status: number; authenticated: boolean }> {
    const cookie = `prism_session=${token}`;
    const res = await t.http().get('/api/admin/users').set('Cookie', cookie);
    const check = await t.http().get('/api/auth/check').set('Cookie', cookie);
    return { status: res.status, authenticated: authOf(check).authenticated };
  }

  beforeAll(async () => {
    t = await startTestApp({ SESSION_TTL_HOURS: '1' });
    secret = t.env.JWT_SECRET!;
    await t.signIn(OWNER.username, OWNER.password);
    const row = await t.dataSource
      .getRepository(User)
      .findOneByOrFail({ username: OWNER.username });
    const session = await t.dataSource
      .getRepository(StaffSession)
      .findOneByOrFail({ userId: row.id });
    owner = { sid: session.id };
  });
  afterAll(async () => {
    figures.write();
    await t.close();
  });

  it('keeps one session mechanism: no token version in any table or any source (ADR 038)', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      for (const name of ['users', 'staff_sessions', 'second_factor_challenges']) {
        const table = await runner.getTable(name);
        expect({ name, columns: table?.columns.map((c) => c.name) }).toEqual({
          name,
          columns: expect.not.arrayContaining(['tokenVersion']) as unknown,
        });
        expect(table?.columns.length).toBeGreaterThan(2);
      }
    } finally {
      await runner.release();
    }
    // The migrations name the column they drop; nothing else may.
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
        return entry.name.endsWith('.ts') ? [path] : [];
      });
    const root = join(__dirname, '../../..');
    const naming = [join(root, 'backend/src'), join(root, 'contracts/src')]
      .flatMap(sources)
      .filter((file) => /tokenVersion|token_version/i.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });

  it('accepts a token made with the right key and claims (so each refusal below is meaningful)', async () => {
    expect(await tryToken(forgeJwt(HS256, claims(), hmac('sha256', secret)))).toEqual({
      status: 200,
      authenticated: true,
    });
  });

  const attacker = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

  const FORGERIES: [string, () => string][] = [
    ['alg none', () => forgeJwt({ alg: 'none', typ: 'JWT' }, claims(), noSignature)],
    ['alg None (mixed case)', () => forgeJwt({ alg: 'None' }, claims(), noSignature)],
    ['alg HS256 without a signature', () => forgeJwt(HS256, claims(), noSignature)],
    ['HS256 with a wrong key', () => forgeJwt(HS256, claims(), hmac('sha256', 'x'.repeat(64)))],
    ['HS256 with an empty key', () => forgeJwt(HS256, claims(), hmac('sha256', ''))],
    [
      'expired a second ago',
      () => forgeJwt(HS256, claims({ iat: now() - 7200, exp: now() - 1 }), hmac('sha256', secret)),
    ],
    [
      'wrong audience',
      () => forgeJwt(HS256, claims({ aud: 'prism-site' }), hmac('sha256', secret)),
    ],
    ['no audience', () => forgeJwt(HS256, claims({ aud: undefined }), hmac('sha256', secret))],
    ['wrong issuer', () => forgeJwt(HS256, claims({ iss: 'evil' }), hmac('sha256', secret))],
    ['no issuer', () => forgeJwt(HS256, claims({ iss: undefined }), hmac('sha256', secret))],
    [
      'another algorithm of the same family (HS512, right key)',
      () => forgeJwt({ alg: 'HS512', typ: 'JWT' }, claims(), hmac('sha512', secret)),
    ],
    [
      'RS256 signed by the attacker, key embedded in the header',
      () =>
        forgeJwt(
          { alg: 'RS256', typ: 'JWT', jwk: { kty: 'RSA' }, x5u: 'https://evil.example/key' },
          claims(),
          rsaSha256(attacker.privateKey),
        ),
    ],
    [
      'RS/HS confusion: HS256 keyed with a public key',
      () => forgeJwt(HS256, claims(), hmac('sha256', attacker.publicKey)),
    ],
    [
      'kid path injection',
      () => forgeJwt({ ...HS256, kid: '../../../../dev/null' }, claims(), hmac('sha256', '')),
    ],
    [
      'a session id that is not text',
      () => forgeJwt(HS256, claims({ sid: 12345 }), hmac('sha256', secret)),
    ],
    ['no session id', () => forgeJwt(HS256, claims({ sid: undefined }), hmac('sha256', secret))],
    [
      'a session id that is an injection',
      () => forgeJwt(HS256, claims({ sid: "' OR 1=1 --" }), hmac('sha256', secret)),
    ],
    [
      'a session that does not exist',
      () =>
        forgeJwt(
          HS256,
          claims({ sid: '00000000-0000-4000-8000-000000000000' }),
          hmac('sha256', secret),
        ),
    ],
    ['not a JWT', () => 'definitely-not-a-token'],
    ['an empty cookie', () => ''],
  ];

  it.each(FORGERIES)('refuses a forged token: %s', async (_name, make) => {
    expect(await tryToken(make())).toEqual({ status: 401, authenticated: false });
    figures.add('forged tokens refused');
  });

  it('refuses a real token whose payload was tampered with (signature kept)', async () => {
    const viewer = await t.newUser('editor');
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ username: viewer.username, password: viewer.password });
    const token = sessionCookieOf(res.headers['set-cookie'])!;
    expect((await tryToken(token)).authenticated).toBe(true);
    const [header, , signature] = token.split('.');
    const payload = { ...readClaims(token), sid: owner.sid }; // become the owner
    const tampered = `${header!}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature!}`;
    expect(await tryToken(tampered)).toEqual({ status: 401, authenticated: false });
    figures.add('forged tokens refused');
  });

  it('reads the session from its cookie only, never from an Authorization header', async () => {
    const res = await t.http().post('/api/auth/login').send(OWNER);
    const token = sessionCookieOf(res.headers['set-cookie'])!;
    const bearer = await t.http().get('/api/admin/users').set('Authorization', `Bearer ${token}`);
    expect(bearer.status).toBe(401);
  });

  it('never puts the token in a response body or any header but Set-Cookie', async () => {
    const user = await t.newUser('editor');
    const agent = await t.signIn(user.username, user.password);
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    const tokens = [sessionCookieOf(login.headers['set-cookie'])!];
    const answers = [login];
    answers.push(await agent.get('/api/auth/check'));
    const changed = await agent
      .post('/api/auth/password')
      .send({ currentPassword: user.password, newPassword: 'a-new-password' });
    tokens.push(sessionCookieOf(changed.headers['set-cookie'])!);
    answers.push(changed, await agent.get('/api/auth/check'), await agent.post('/api/auth/logout'));
    for (const res of answers) {
      const { 'set-cookie': _setCookie, ...headers } = res.headers;
      const visible = `${res.text}\n${JSON.stringify(headers)}`;
      for (const token of tokens) expect(visible).not.toContain(token);
      expect(visible).not.toMatch(/eyJ[\w-]+\.eyJ/);
    }
  });

  it('mints a new token on every sign-in, even within one second and over a planted cookie', async () => {
    const planted = forgeJwt(HS256, claims(), hmac('sha256', secret));
    const seen = new Set<string>([planted]);
    for (let i = 0; i < 3; i += 1) {
      const res = await t
        .http()
        .post('/api/auth/login')
        .set('Cookie', `prism_session=${planted}`)
        .send(OWNER);
      expect(res.status).toBe(200);
      const token = sessionCookieOf(res.headers['set-cookie'])!;
      expect(seen.has(token)).toBe(false);
      seen.add(token);
    }
  });

  it('gives a session an absolute lifetime of SESSION_TTL_HOURS that use does not extend', async () => {
    const res = await t.http().post('/api/auth/login').send(OWNER);
    const token = sessionCookieOf(res.headers['set-cookie'])!;
    const { iat, exp } = readClaims(token) as { iat: number; exp: number };
    expect(exp - iat).toBe(3600);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=3600;/);
    // Activity never re-issues the cookie: the session ends at `exp` whatever happens.
    for (const path of ['/api/auth/check', '/api/admin/users', '/api/contact']) {
      const used = await t.http().get(path).set('Cookie', `prism_session=${token}`);
      expect(used.status).toBe(200);
      expect(used.headers['set-cookie']).toBeUndefined();
    }
    // The same session one second past its end (signed with the real key) is refused.
    const ended = forgeJwt(
      HS256,
      { ...readClaims(token), exp: now() - 1, iat: now() - 3601 },
      hmac('sha256', secret),
    );
    expect(await tryToken(ended)).toEqual({ status: 401, authenticated: false });
  });
});
