/**
 * Password guessing (issue 8 §2): the sign-in limits hold under 100 parallel attempts,
 * per account and per client IP; a forged X-Forwarded-For from a peer we don't trust
 * changes nothing; a lock ends by itself; and an unknown user and a wrong password look
 * and take alike. An owner's early unlock is proven in sessions.e2e.ts.
 */
import { performance } from 'node:perf_hooks';
import { FigureBook } from '../support/security-figures';
import { startTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait-until';

const figures = new FigureBook('brute-force');
afterAll(() => figures.write());

const PARALLEL = 100;

type Outcome = Record<number, number>;
const tally = (statuses: number[]): Outcome =>
  statuses.reduce<Outcome>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

function login(t: TestApp, username: string, password: string, forwardedFor?: string) {
  const req = t.http().post('/api/auth/login');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ username, password });
}

async function parallel(count: number, attempt: (i: number) => Promise<{ status: number }>) {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));
  return tally(results.map((r) => r.status));
}

const rotatingIp = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('per-account limit (LOGIN_MAX_PER_USERNAME=5) behind the trusted frontend hop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '5', LOGIN_MAX_PER_IP: '100000' });
  });
  afterAll(() => t.close());

  it('lets exactly 5 of 100 parallel wrong passwords through; the right one then waits too', async () => {
    const victim = await t.newUser('editor');
    const outcome = await parallel(PARALLEL, () => login(t, victim.username, 'guess-guess'));
    expect(outcome).toEqual({ 401: 5, 429: 95 });
    figures.add('account: attempts refused (429)', outcome[429]);
    expect((await login(t, victim.username, victim.password)).status).toBe(429);
  });

  it('is not reset by case and space variants of the username or a rotating X-Forwarded-For', async () => {
    const victim = await t.newUser('editor');
    const variants = [victim.username.toUpperCase(), ` ${victim.username} `, victim.username];
    // Even the trusted frontend hop naming a new client each time does not help.
    const outcome = await parallel(PARALLEL, (i) =>
      login(t, variants[i % 3]!, 'guess-guess', rotatingIp(i)),
    );
    expect(outcome).toEqual({ 401: 5, 429: 95 });
    figures.add('account: attempts refused (429)', outcome[429]);
  });

  it('throttles guessing the current password on a password change the same way', async () => {
    const user = await t.newUser('editor');
    const agent = await t.signIn(user.username, user.password);
    const outcome = await parallel(20, () =>
      agent
        .post('/api/auth/password')
        .send({ currentPassword: 'guess-guess', newPassword: 'whatever-new' }),
    );
    expect(outcome).toEqual({ 403: 5, 429: 15 });
    figures.add('account: attempts refused (429)', outcome[429]);
  });
});

/**
 * The frontend proxy (loopback, trusted by default) appends the visitor's address to
 * X-Forwarded-For; whatever a client wrote before it is not believed. With no trusted hop
 * (TRUST_PROXY=false, or a CIDR the peer is not in), the header is ignored altogether.
 */
describe.each([
  ['TRUST_PROXY=false', 'false', rotatingIp],
  [
    'the default TRUST_PROXY=loopback and the visitor address appended by the frontend',
    'loopback',
    (i: number) => `${rotatingIp(i)}, 203.0.113.77`,
  ],
])('per-IP limit (LOGIN_MAX_PER_IP=10) with %s', (_name, trustProxy, forwardedFor) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: trustProxy,
      LOGIN_MAX_PER_IP: '10',
      LOGIN_MAX_PER_USERNAME: '100000',
    });
  });
  afterAll(() => t.close());

  it('lets exactly 10 of 100 parallel attempts with rotating usernames and forged X-Forwarded-For through', async () => {
    const outcome = await parallel(PARALLEL, (i) =>
      login(t, `nobody-${i}`, 'guess-guess', forwardedFor(i)),
    );
    expect(outcome).toEqual({ 401: 10, 429: 90 });
    figures.add('ip: attempts refused (429)', outcome[429]);
  });
});

describe('a lock ends by itself (LOGIN_WINDOW_SECONDS=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '2', LOGIN_WINDOW_SECONDS: '3' });
  });
  afterAll(() => t.close());

  it('refuses the owner during the window and lets them in after it', async () => {
    const user = await t.newUser('editor');
    for (let i = 0; i < 2; i += 1) await login(t, user.username, 'guess-guess');
    const locked = await login(t, user.username, user.password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3);
    const status = await waitUntil(
      'the lock ends',
      async () => {
        const answer = (await login(t, user.username, user.password)).status;
        return answer !== 429 && answer;
      },
      { timeoutMs: 5000, intervalMs: 250 },
    );
    expect(status).toBe(200);
  });
});

describe('unknown user and wrong password look alike', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_MAX_PER_USERNAME: '100000',
      LOGIN_MAX_PER_IP: '100000',
      // Production's hashing cost (tests hash at argon2's lowest, ADR 055): the decoy
      // verify must cost what a real one does at the cost a real server runs.
      NODE_ENV: 'development',
    });
  });
  afterAll(() => t.close());

  const SAMPLES = 10;
  /**
   * 22 sign-ins at production's hashing cost: about 150 ms each on a quiet machine, 1.3 s
   * at load 14 beside the other lanes (a fresh-clone run ran out of the file's 30 s with its
   * ratio at 0.93). The work is fixed; only the machine sets how long it takes.
   */
  const TIMING_TEST_MS = 90_000;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };

  it(
    'answers the same 401 in a similar time (medians within a factor of 2)',
    async () => {
      const user = await t.newUser('editor');
      const timed = async (username: string) => {
        const started = performance.now();
        const res = await login(t, username, 'wrong-password');
        return { ms: performance.now() - started, status: res.status, body: res.text };
      };
      // Warm up both paths, then interleave so both kinds see the same machine load.
      await timed(user.username);
      await timed('warm-up-unknown');
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        const a = await timed(`ghost-${i}`);
        const b = await timed(user.username);
        expect([a.status, b.status]).toEqual([401, 401]);
        expect(a.body).toBe(b.body);
        unknown.push(a.ms);
        wrong.push(b.ms);
      }
      const ratio = median(unknown) / median(wrong);
      figures.set('timing: unknown-user median ms', Math.round(median(unknown)));
      figures.set('timing: wrong-password median ms', Math.round(median(wrong)));
      figures.set('timing: ratio', Number(ratio.toFixed(2)));
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    },
    TIMING_TEST_MS,
  );
});
