/**
 * A sign-in limit that attackers cannot turn against the account's owner (ADR 030): a
 * browser that signed in before (its device cookie) is charged on its own counter, so
 * failures from anywhere else never refuse it; an attempt the database could not judge
 * (503) costs nothing; and an IPv6 client counts once per /64.
 */
import Database from 'better-sqlite3';
import request from 'supertest';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { FigureBook } from '../support/security-figures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { testDialect } from '../support/test-database';

jest.setTimeout(60_000);
const figures = new FigureBook('lockout');
afterAll(() => figures.write());

const credentialsOf = ({ username, password }: { username: string; password: string }) => ({
  username,
  password,
});

const rotatingIp = (i: number) => `198.51.100.${(i % 250) + 1}`;

function attempt(
  client: ReturnType<TestApp['http']>,
  credentials: { username: string; password: string },
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
    const browser = request.agent(t.url);
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
    const browser = request.agent(t.url);
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
