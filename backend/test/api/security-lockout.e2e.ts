/**
 * A sign-in limit that attackers cannot turn against the account's owner (ADR 030): a
 * browser that signed in before (its device cookie) is charged on its own counter, so
 * failures from anywhere else never refuse it; an attempt the database could not judge
 * (503) costs nothing; and an IPv6 client counts once per /64.
 */
import type { RecoveryCodes, TotpSetup } from '@prism/contracts';
import Database from 'better-sqlite3';
import { codeAt, previousStepCode } from '../support/totp-codes';
import request from 'supertest';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { FigureBook } from '../support/security-figures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';

const figures = new FigureBook('lockout');
afterAll(() => figures.write());

const credentialsOf = ({ username, password }: { username: string; password: string }) => ({
  username,
  password,
});

const rotatingIp = (i: number) => `198.51.100.${(i % 250) + 1}`;

function attempt(
  client: ReturnType<TestApp['http']>,
  credentials: { username: string; password: string; code?: string },
  forwardedFor?: string,
) {
  const req = client.post('/api/auth/login');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send(credentials);
}

describe('wrong tries from rotating addresses (LOGIN_MAX_PER_USERNAME=5, LOGIN_MAX_PER_DEVICE=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_MAX_PER_USERNAME: '5',
      LOGIN_MAX_PER_DEVICE: '3',
      LOGIN_MAX_PER_IP: '100000',
    });
  });
  afterAll(() => t.close());

  it('five wrong tries from rotating addresses do not lock out the owner on a device that signed in before', async () => {
    const { username, password } = await t.newUser('owner');
    const owner = { username, password };
    const browser = t.agent();
    expect((await attempt(browser, owner)).status).toBe(200);
    expect((await browser.post('/api/auth/logout')).status).toBe(200);

    const wrong = { username: owner.username, password: 'guess-guess' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await attempt(t.http(), wrong, rotatingIp(i))).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    // The attacker's own tries stay bounded, even with the right password from a new client...
    expect((await attempt(t.http(), owner, rotatingIp(9))).status).toBe(429);
    // ...while the owner's browser, its device cookie sent, signs in as usual, under any
    // spelling of the name.
    const res = await attempt(browser, { ...owner, username: ` ${owner.username.toUpperCase()} ` });
    expect(res.status).toBe(401); // the name is matched exactly; only the counter folds it
    expect((await attempt(browser, owner)).status).toBe(200);
    expect((await browser.get('/api/auth/check')).body).toMatchObject({ authenticated: true });
    figures.set(
      'attacker attempts refused (429) of 8, owner still let in',
      statuses.filter((s) => s === 429).length,
    );
  });

  it('bounds the tries of a device too, on its own counter, and a device of one account does not help another', async () => {
    const owner = credentialsOf(await t.newUser('editor'));
    const other = credentialsOf(await t.newUser('editor'));
    const browser = t.agent();
    expect((await attempt(browser, owner)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await attempt(browser, { ...owner, password: 'guess-guess' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The account's shared counter was not touched: a new client still has its 5 tries.
    expect((await attempt(t.http(), { ...owner, password: 'guess-guess' })).status).toBe(401);
    expect((await attempt(t.http(), owner)).status).toBe(200);

    // The cookie names its account: for another one, the browser is a new client.
    for (let i = 0; i < 5; i += 1) {
      await attempt(t.http(), { ...other, password: 'guess-guess' }, rotatingIp(i));
    }
    expect((await attempt(browser, other)).status).toBe(429);
  });

  it('refuses a forged or foreign device cookie as a new client', async () => {
    const owner = credentialsOf(await t.newUser('editor'));
    for (let i = 0; i < 5; i += 1) {
      await attempt(t.http(), { ...owner, password: 'guess-guess' }, rotatingIp(i));
    }
    const forged = t
      .http()
      .post('/api/auth/login')
      .set('Cookie', 'prism_device=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')
      .send(owner);
    expect((await forged).status).toBe(429);
  });
});

describe('IPv6 clients (LOGIN_MAX_PER_IP=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_IP: '3', LOGIN_MAX_PER_USERNAME: '100000' });
  });
  afterAll(() => t.close());

  it('counts every address of one /64 as one client, and another /64 apart', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await attempt(
        t.http(),
        { username: `nobody-${i}`, password: 'guess-guess' },
        `2001:db8:1:2::${i.toString(16)}`,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const neighbour = await attempt(
      t.http(),
      { username: 'nobody-6', password: 'guess-guess' },
      '2001:db8:1:3::1',
    );
    expect(neighbour.status).toBe(401);
  });
});

const wrongFor = (user: { username: string }) => ({
  username: user.username,
  password: 'guess-guess',
});

if (testDialect() === 'postgres') {
  describe('a 503 charges nothing: sign-in while PostgreSQL is stopped (LOGIN_MAX_PER_USERNAME=2)', () => {
    let t: TestApp;
    let pg: OwnPostgres;
    beforeAll(async () => {
      pg = await startOwnPostgres();
      t = await startTestApp({
        DATABASE_URL: pg.url,
        LOGIN_MAX_PER_USERNAME: '2',
        LOGIN_MAX_PER_IP: '3',
      });
    });
    afterAll(async () => {
      await t.close();
      await pg.remove();
    });

    it('lets the owner in at once when the database is back, after 3 tries during the outage', async () => {
      await pg.stop();
      try {
        for (let i = 0; i < 3; i += 1) {
          const res = await attempt(t.http(), OWNER);
          expect(res.status).toBe(503);
          expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
        }
      } finally {
        await pg.start();
      }
      const deadline = Date.now() + 20_000;
      let res = await attempt(t.http(), OWNER);
      while (res.status === 503 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        res = await attempt(t.http(), OWNER);
      }
      expect(res.status).toBe(200);
      // The account's 2 tries are all there.
      expect((await attempt(t.http(), wrongFor(OWNER))).status).toBe(401);
      expect((await attempt(t.http(), wrongFor(OWNER))).status).toBe(401);
      expect((await attempt(t.http(), wrongFor(OWNER))).status).toBe(429);
    });
  });
} else {
  // A sign-in only reads, and SQLite's WAL readers go on under another process's write
  // lock; the throttled call that writes is the password change, so the outage is shown there.
  describe('a 503 charges nothing: password changes while SQLite is locked (LOGIN_MAX_PER_USERNAME=2)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '2', LOGIN_MAX_PER_IP: '100' });
    });
    afterAll(() => t.close());

    it('changes the password at once when the lock goes, after 3 tries during it', async () => {
      const user = await t.newUser('editor');
      const agent = await t.signIn(user.username, user.password);
      const change = { currentPassword: user.password, newPassword: 'a-new-password' };
      const other = new Database(t.env.SQLITE_PATH);
      try {
        other.exec('BEGIN IMMEDIATE');
        for (let i = 0; i < 3; i += 1) {
          const res = await agent.post('/api/auth/password').send(change);
          expect(res.status).toBe(503);
        }
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      expect((await agent.post('/api/auth/password').send(change)).status).toBe(200);
      // The account's 2 tries are all there.
      const wrong = { ...wrongFor(user), password: 'a-new-password' };
      expect((await attempt(t.http(), { ...wrong, password: 'guess-guess' })).status).toBe(401);
      expect((await attempt(t.http(), { ...wrong, password: 'guess-guess' })).status).toBe(401);
      expect((await attempt(t.http(), wrong)).status).toBe(429);
    });
  });
}

describe('the password and a second-factor code together pass an account lock (LOGIN_MAX_PER_USERNAME=5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_MAX_PER_USERNAME: '5',
      LOGIN_MAX_PER_IP: '100000',
      // The test below has six codes judged for its account in one window.
      LOGIN_MAX_CODES_PER_ACCOUNT: '10',
    });
  });
  afterAll(() => t.close());

  /** A code of the step `steps` away from now (the server accepts one step either way). */
  /** A user with an authenticator app: its secret and recovery codes. */
  async function withTotp() {
    const user = credentialsOf(await t.newUser('editor'));
    const agent = t.agent();
    expect((await attempt(agent, user)).status).toBe(200);
    const setup = await agent.post('/api/auth/second-factor/totp');
    const secret = (setup.body as TotpSetup).secret;
    const confirmed = await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await previousStepCode(secret) });
    expect(confirmed.status).toBe(200);
    return { user, secret, recoveryCodes: (confirmed.body as RecoveryCodes).recoveryCodes };
  }

  /** Wrong passwords from rotating addresses until the account's `left` tries are spent. */
  async function lock(user: { username: string }, left = 5) {
    const statuses: number[] = [];
    for (let i = 0; i <= left; i += 1) {
      statuses.push((await attempt(t.http(), wrongFor(user), rotatingIp(i))).status);
    }
    expect(statuses).toEqual([...Array<number>(left).fill(401), 429]);
  }

  /** Two refusals, asked again if a second ticked between them (the message counts down). */
  async function refusalsOf(
    a: () => Promise<request.Response>,
    b: () => Promise<request.Response>,
  ): Promise<[request.Response, request.Response]> {
    for (let round = 0; ; round += 1) {
      const [first, second] = [await a(), await b()];
      const same =
        first.headers['retry-after'] === second.headers['retry-after'] &&
        first.text === second.text;
      if (same || round === 2) {
        return [first, second];
      }
    }
  }

  it('signs in a new client with the password and a code, refusing every other combination alike', async () => {
    const { user, secret, recoveryCodes } = await withTotp();
    // Without a lock the code changes nothing: the password step asks for the second step.
    const unlocked = await attempt(t.http(), { ...user, code: '000000' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toMatchObject({ secondStep: { methods: ['totp'], enrol: false } });

    // (That password step was right: the account's count started over, 5 tries left.)
    await lock(user);
    const withCode = (password: string, code: string, i: number) =>
      attempt(t.http(), { ...user, password, code }, rotatingIp(20 + i));

    const asked = Date.now();
    const [wrongCode, wrongPassword] = await refusalsOf(
      () => withCode(user.password, '000000', 0),
      () => withCode('guess-guess', '123456', 1),
    );
    // The countdown may tick once for each second the two slow requests took between them.
    const tickBound = 1 + Math.ceil((Date.now() - asked) / 1000);
    expect(wrongCode.status).toBe(429);
    expect(wrongPassword.status).toBe(429);
    // Byte for byte the same answer, but for the countdown, which may tick between two
    // slow requests on a busy machine.
    const countdownless = (res: request.Response) =>
      res.text.replace(/in \d+ seconds/, 'in N seconds');
    expect(Buffer.from(countdownless(wrongCode))).toEqual(
      Buffer.from(countdownless(wrongPassword)),
    );
    const retryAfter = (res: request.Response) => Number(res.headers['retry-after']);
    expect(Math.abs(retryAfter(wrongCode) - retryAfter(wrongPassword))).toBeLessThanOrEqual(
      tickBound,
    );
    expect(wrongCode.body).toMatchObject({ statusCode: 429 });
    expect((wrongCode.body as { message: string }).message).toMatch(/^Too many login attempts/);

    // A wrong password with the code the app shows right now: refused, and the code not spent.
    const code = codeAt(secret, 0);
    expect((await withCode('guess-guess', code, 2)).status).toBe(429);
    // The password alone from a new client stays refused: the lock holds.
    expect((await attempt(t.http(), user, rotatingIp(23))).status).toBe(429);

    const browser = t.agent();
    const res = await browser
      .post('/api/auth/login')
      .set('X-Forwarded-For', rotatingIp(24))
      .send({ ...user, code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Login successful',
      user: { username: user.username },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(
      cookies.some((c) => c.startsWith('prism_device=') && !c.startsWith('prism_device=;')),
    ).toBe(true);
    expect((await browser.get('/api/auth/check')).body).toMatchObject({ authenticated: true });

    // The same code again, from another new client: reused, refused like the rest.
    const reused = await withCode(user.password, code, 5);
    expect(reused.status).toBe(429);
    expect((reused.body as { message: string }).message).toMatch(/^Too many login attempts/);

    // A recovery code works once.
    const recovery = recoveryCodes[0] ?? '';
    const first = await withCode(user.password, recovery, 6);
    expect(first.status).toBe(200);
    expect((await withCode(user.password, recovery, 7)).status).toBe(429);
    // A recovery code with a wrong password is refused and not spent.
    const spare = recoveryCodes[1] ?? '';
    expect((await withCode('guess-guess', spare, 8)).status).toBe(429);
    expect((await withCode(user.password, spare, 9)).status).toBe(200);
  });

  it('keeps an account without a second factor locked for new clients, whatever code comes along', async () => {
    const user = credentialsOf(await t.newUser('editor'));
    await lock(user);
    const res = await attempt(t.http(), { ...user, code: '123456' }, rotatingIp(30));
    expect(res.status).toBe(429);
  });

  it('refuses a malformed code with a 400 naming the field', async () => {
    const res = await attempt(t.http(), { ...OWNER, code: '12' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('code');
  });
});

describe('second-factor codes are bounded per account, whatever the addresses (LOGIN_MAX_CODES_PER_ACCOUNT=5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_MAX_PER_USERNAME: '5',
      LOGIN_MAX_PER_IP: '20',
      LOGIN_MAX_CODES_PER_ACCOUNT: '5',
    });
  });
  afterAll(() => t.close());

  /** An account with an authenticator app, and the browser that set it up (its device cookie). */
  async function withTotp() {
    const user = credentialsOf(await t.newUser('editor'));
    const browser = request.agent(t.url);
    expect((await attempt(browser, user)).status).toBe(200);
    const setup = await browser.post('/api/auth/second-factor/totp');
    const secret = (setup.body as TotpSetup).secret;
    const confirmed = await browser
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await previousStepCode(secret) });
    expect(confirmed.status).toBe(200);
    return { user, secret, browser };
  }

  /** How many codes the server judged wrong for the account (each one is audited). */
  const judgedWrong = (username: string) =>
    t.dataSource
      .getRepository(AuditRecord)
      .countBy({ action: 'auth.second_factor_failed', actorName: username });

  it('6 addresses × 20 tries past the lock get at most the account’s 5 codes judged; then the right code answers 429', async () => {
    const { user, secret, browser } = await withTotp();
    // The normal second step from one address: 5 wrong codes, the account's 5 tries (the
    // right password started its count over) and its 5 codes.
    const first = request.agent(t.url);
    expect((await attempt(first, user, '203.0.113.1')).status).toBe(200);
    const normal: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await first
        .post('/api/auth/login/code')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ code: codeAt(secret, 10) });
      normal.push(res.status);
    }
    expect(normal).toEqual([401, 401, 401, 401, 401]);
    // Now locked: the password and a code together, from six addresses, twenty times each.
    const statuses: number[] = [];
    for (let address = 0; address < 6; address += 1) {
      for (let i = 0; i < 20; i += 1) {
        const res = await attempt(
          t.http(),
          { ...user, code: codeAt(secret, 10) },
          `192.0.2.${address + 10}`,
        );
        statuses.push(res.status);
      }
    }
    expect(new Set(statuses)).toEqual(new Set([429]));
    expect(await judgedWrong(user.username)).toBeLessThanOrEqual(5);
    // The right code, from yet another address: refused, not judged.
    const right = await attempt(t.http(), { ...user, code: codeAt(secret, 0) }, '192.0.2.99');
    expect(right.status).toBe(429);
    // The owner sees it on the audit log's screen, under the account's name.
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const limited = await owner
      .get('/api/admin/audit')
      .query({ action: 'auth.second_factor_limited', actor: user.username });
    expect(limited.status).toBe(200);
    expect((limited.body as { items: unknown[] }).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'auth.second_factor_limited',
          targetLabel: user.username,
        }),
      ]),
    );

    // The real user's browser holds the account's device cookie: its own counter, so it
    // still signs in with the password and the code.
    const step = await attempt(browser, user);
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ secondStep: { enrol: false } });
    const signedIn = await browser.post('/api/auth/login/code').send({ code: codeAt(secret, 0) });
    expect(signedIn.status).toBe(200);
    expect((await browser.get('/api/auth/check')).body).toMatchObject({ authenticated: true });
  }, 300_000); // 121 password checks (argon2) in a row

  it('hands out a device cookie only once the sign-in is complete, second factor included', async () => {
    const { user, secret } = await withTotp();
    const client = request.agent(t.url);
    const step = await attempt(client, user);
    expect(step.status).toBe(200);
    const setCookies = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(setCookies(step).some((c) => c.startsWith('prism_device='))).toBe(false);
    const done = await client.post('/api/auth/login/code').send({ code: codeAt(secret, 0) });
    expect(done.status).toBe(200);
    expect(
      setCookies(done).some(
        (c) => c.startsWith('prism_device=') && !c.startsWith('prism_device=;'),
      ),
    ).toBe(true);
  });
});
