import type { AccountLinkAnswer, PendingInvitation } from '@prism/contracts';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { AccountLink } from '../../src/identity/account-links/account-link.entity';
import {
  AccountLinksService,
  RESET_REQUESTS_JOB,
} from '../../src/identity/account-links/account-links.service';
import { PasswordResetRequest } from '../../src/identity/account-links/password-reset-request.entity';
import { JobRunner } from '../../src/jobs/job-runner';
import { Job } from '../../src/jobs/job.entity';
import { Mail } from '../../src/mail/mail.entity';
import { mailRows } from '../support/mail-rows';
import { StaffSession } from '../../src/identity/sessions/staff-session.entity';
import { User } from '../../src/users/user.entity';
import { errorOf, userOf } from '../support/answers';
import { FigureBook } from '../support/security-figures';
import { TimedClient } from '../support/timed-client';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { setSiteLanguage } from '../support/site-language';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const PUBLIC_URL = 'https://studio.example';
const RESET_ANSWER =
  'If an account has this address, an e-mail with a link to choose a new password is on its way.';

/** The token a mail's link carries (after "#"), checked against both of its bodies. */
function tokenOf(mail: ReceivedMail, purpose: 'reset' | 'invite'): string {
  const pattern = new RegExp(`${PUBLIC_URL}/admin/${purpose}#([A-Za-z0-9_-]{43})`);
  const token = pattern.exec(mail.parsed.text ?? '')?.[1];
  if (!token) throw new Error(`no ${purpose} link in: ${mail.parsed.text ?? ''}`);
  expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/admin/${purpose}#${token}"`);
  return token;
}

async function eventually(check: () => Promise<boolean>, ms = 20_000, everyMs = 50): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits until the job has resolved every stored "Forgot password?" request (ADR 073). */
const allResolved = (t: TestApp, everyMs?: number) =>
  eventually(
    async () => (await t.dataSource.getRepository(PasswordResetRequest).count()) === 0,
    20_000,
    everyMs,
  );

describe('password reset and invitation links by e-mail', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const links = () => t.dataSource.getRepository(AccountLink);
  const jobs = () => t.dataSource.getRepository(Mail);
  const users = () => t.dataSource.getRepository(User);
  const resetEntries = (ip: string) =>
    t.dataSource.getRepository(AuditRecord).findBy({ action: 'auth.reset_requested', ip });

  /** A user with an address, signed in twice (two browsers). */
  async function staffWithAddress(email: string) {
    const user = await t.newUser('editor');
    await users().update({ id: user.id }, { email });
    const first = await t.signIn(user.username, user.password);
    const second = await t.signIn(user.username, user.password);
    return { ...user, email, first, second };
  }

  let clients = 0;
  /** Each request from its own client address unless one is given. */
  const requestReset = (email: string, ip = `192.0.2.${++clients}`) =>
    t.http().post('/api/account-links/password-reset').set('X-Forwarded-For', ip).send({ email });

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Prism <notify@studio.example>',
      PUBLIC_URL,
      RESET_MAX_PER_ACCOUNT: '3',
      RESET_MAX_PER_IP: '5',
      LOGIN_MAX_PER_IP: '1000',
      // Each test names its own client address through X-Forwarded-For.
      TRUST_PROXY: 'true',
      MAIL_RETRY_BASE_SECONDS: '1',
    });
    // Staff without a language of their own read the site's: these tests read English.
    await setSiteLanguage(t, 'en');
  });
  afterAll(async () => {
    await t.close();
    await sink.down();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  it('mails one reset link that works once and ends every other session', async () => {
    const mia = await staffWithAddress('mia@studio.example');
    const res = await requestReset(' Mia@Studio.example ');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: RESET_ANSWER });

    const [mail] = await sink.waitFor(1);
    await new Promise((r) => setTimeout(r, 300)); // nothing more arrives
    expect(sink.received).toHaveLength(1);
    expect(mail!.rcptTo).toEqual(['mia@studio.example']);
    expect(mail!.parsed.subject).toBe('Reset your Prism admin password');
    expect(mail!.parsed.text).toContain(mia.username);
    expect(mail!.parsed.text).toContain('within 30 minutes');
    const token = tokenOf(mail!, 'reset');

    // Only the hash is stored; once sent, the outbox keeps no copy of the link either.
    const stored = await links().findOneByOrFail({ userId: mia.id });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.purpose).toBe('reset');
    await eventually(
      async () =>
        (await mailRows(t.dataSource, { kind: 'password_reset' })).filter(
          (m) => m.status === 'sent',
        ).length === 1,
    );
    const job = await jobs().findOneByOrFail({ kind: 'password_reset' });
    expect(job.textBody + job.htmlBody).not.toContain(token);

    const lookup = await t.http().post('/api/account-links/lookup').send({ token });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ purpose: 'reset', username: mia.username });

    const used = await t
      .http()
      .post('/api/account-links/use')
      .send({ token, password: 'brand-new-password' });
    expect(used.status).toBe(200);
    expect((used.body as AccountLinkAnswer).username).toBe(mia.username);

    // Both old sessions are over; the new password signs in, the old one does not.
    expect((await mia.first.get('/api/admin/profile')).status).toBe(401);
    expect((await mia.second.get('/api/admin/profile')).status).toBe(401);
    expect(await t.dataSource.getRepository(StaffSession).countBy({ userId: mia.id })).toBe(0);
    const old = await t
      .http()
      .post('/api/auth/login')
      .send({ username: mia.username, password: mia.password });
    expect(old.status).toBe(401);
    const fresh = await t.signIn(mia.username, 'brand-new-password');
    expect((await fresh.get('/api/admin/profile')).status).toBe(200);

    // The link worked once.
    const again = await t
      .http()
      .post('/api/account-links/use')
      .send({ token, password: 'another-password' });
    expect(again.status).toBe(410);
    expect(errorOf(again).message).toBe('This link has already been used. Ask for a new one.');
    const lookAgain = await t.http().post('/api/account-links/lookup').send({ token });
    expect(lookAgain.status).toBe(410);
    await t.signIn(mia.username, 'brand-new-password');
  });

  it('refuses a link after 30 minutes, and changes nothing', async () => {
    const noah = await staffWithAddress('noah@studio.example');
    expect((await requestReset('noah@studio.example')).status).toBe(202);
    const token = tokenOf((await sink.waitFor(1))[0]!, 'reset');
    const link = await links().findOneByOrFail({ userId: noah.id });
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(link.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    // Thirty minutes pass: the stored expiry is moved into the past.
    await links().update({ id: link.id }, { expiresAt: new Date(Date.now() - 1000) });

    const res = await t
      .http()
      .post('/api/account-links/use')
      .send({ token, password: 'brand-new-password' });
    expect(res.status).toBe(410);
    expect(errorOf(res).message).toBe('This link has expired. Ask for a new one.');
    expect((await noah.first.get('/api/admin/profile')).status).toBe(200);
    await t.signIn(noah.username, noah.password);
  });

  it('kills a reset link once the password changes by another route, or the address changes', async () => {
    const expired = 'This link has expired. Ask for a new one.';
    const lookup = (token: string) => t.http().post('/api/account-links/lookup').send({ token });

    // The user changes the password normally (signed in, so no re-authentication asked).
    const olga = await staffWithAddress('olga@studio.example');
    expect((await requestReset('olga@studio.example')).status).toBe(202);
    const beforeChange = tokenOf((await sink.waitFor(1))[0]!, 'reset');
    expect((await lookup(beforeChange)).status).toBe(200);
    const changed = await olga.first
      .post('/api/auth/password')
      .send({ currentPassword: olga.password, newPassword: 'changed-normally' });
    expect(changed.status).toBe(200);
    const used = await t
      .http()
      .post('/api/account-links/use')
      .send({ token: beforeChange, password: 'set-by-the-thief' });
    expect(used.status).toBe(410);
    expect(errorOf(used).message).toBe(expired);
    await t.signIn(olga.username, 'changed-normally');

    // An owner moves the account to another address: a link sent to the old one dies.
    sink.received.length = 0;
    const piet = await staffWithAddress('piet@studio.example');
    expect((await requestReset('piet@studio.example')).status).toBe(202);
    const toOldAddress = tokenOf((await sink.waitFor(1))[0]!, 'reset');
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const moved = await owner
      .patch(`/api/admin/users/${piet.id}/profile`)
      .send({ email: 'piet.new@studio.example' });
    expect(moved.status).toBe(200);
    expect((await lookup(toOldAddress)).status).toBe(410);
    expect(errorOf(await lookup(toOldAddress)).message).toBe(expired);
  });

  it('answers an unknown address the same, sends nothing and keeps no trace of the address', async () => {
    const res = await requestReset('nobody@studio.example', '198.51.100.2');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: RESET_ANSWER });
    // The job looks the address up after the answer: it records the try, without the
    // address, and deletes the stored request in the same transaction.
    await allResolved(t);
    const [entry, ...more] = await resetEntries('198.51.100.2');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: null, actorName: 'visitor', targetId: null });
    expect(JSON.stringify(entry)).not.toContain('nobody@');
    await new Promise((r) => setTimeout(r, 1000)); // no mail arrives later either
    expect(sink.received).toHaveLength(0);
    expect(await jobs().countBy({ recipient: 'nobody@studio.example' })).toBe(0);
  });

  it('resolves a request stored before a crash: an answered request is never lost', async () => {
    // The process answered 202 (the row was committed) and died before its job ran: the
    // next pass of any copy finds the row and mails the link.
    const rosa = await staffWithAddress('rosa@studio.example');
    await t.dataSource
      .getRepository(PasswordResetRequest)
      .insert({ email: 'rosa@studio.example', ip: '198.51.100.3' });
    t.app.get(JobRunner).runNow(RESET_REQUESTS_JOB);
    const [mail] = await sink.waitFor(1);
    expect(mail!.rcptTo).toEqual(['rosa@studio.example']);
    tokenOf(mail!, 'reset');
    await allResolved(t);
    expect(await links().countBy({ userId: rosa.id })).toBe(1);
    const [entry] = await resetEntries('198.51.100.3');
    expect(entry).toMatchObject({ targetId: String(rosa.id), targetLabel: rosa.username });
  });

  it('limits requests per account and per client address, known or not', async () => {
    const zoe = await staffWithAddress('zoe@studio.example');
    for (const ip of ['198.51.100.10', '198.51.100.11', '198.51.100.12']) {
      expect((await requestReset('zoe@studio.example', ip)).status).toBe(202);
    }
    const limited = await requestReset('zoe@studio.example', '198.51.100.13');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // An unknown address hits the same limit, so the limit tells nothing either.
    for (let i = 0; i < 3; i++) {
      expect((await requestReset('ghost@studio.example', `198.51.100.2${i}`)).status).toBe(202);
    }
    expect((await requestReset('ghost@studio.example', '198.51.100.29')).status).toBe(429);
    await sink.waitFor(3);
    await allResolved(t);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.received.filter((m) => m.rcptTo.includes(zoe.email))).toHaveLength(3);
    expect(await links().countBy({ userId: zoe.id })).toBe(3);
    // A refused request is not stored: the job never saw it.
    expect(await resetEntries('198.51.100.13')).toEqual([]);
    expect(await resetEntries('198.51.100.29')).toEqual([]);
    expect(await resetEntries('198.51.100.22')).toHaveLength(1);
  });

  it('limits requests per client address across accounts', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) {
      expect((await requestReset(`someone-${i}@studio.example`, ip)).status).toBe(202);
    }
    const limited = await requestReset('someone-else@studio.example', ip);
    expect(limited.status).toBe(429);
    expect(errorOf(limited).message).toMatch(/^Too many password reset requests/);
  });

  it('refuses bad input naming the field, and unknown tokens, changing nothing', async () => {
    const bad = await requestReset('not-an-address', '198.51.100.41');
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual([
      expect.objectContaining({ field: 'email', message: 'Please enter a valid email address' }),
    ]);

    const unknown = await t
      .http()
      .post('/api/account-links/use')
      .send({ token: 'A'.repeat(43), password: 'brand-new-password' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('This link is not valid. Ask for a new one.');

    const malformed = await t.http().post('/api/account-links/lookup').send({ token: 'short' });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).fields?.[0]?.field).toBe('token');

    const ivy = await staffWithAddress('ivy@studio.example');
    await requestReset('ivy@studio.example', '198.51.100.40');
    const token = tokenOf((await sink.waitFor(1))[0]!, 'reset');
    const weak = await t.http().post('/api/account-links/use').send({ token, password: '123' });
    expect(weak.status).toBe(400);
    expect(errorOf(weak).fields).toEqual([
      expect.objectContaining({
        field: 'password',
        message: 'Password must be at least 6 characters',
      }),
    ]);
    // Nothing changed: the link still works, the sessions still live.
    expect((await ivy.first.get('/api/admin/profile')).status).toBe(200);
    expect((await links().findOneByOrFail({ userId: ivy.id })).usedAt).toBeNull();
    await allResolved(t);
    expect(await resetEntries('198.51.100.41')).toEqual([]);
  });

  it('invites a user, who sets a password from the link and signs in; the link works once', async () => {
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const res = await owner
      .post('/api/admin/invitations')
      .send({ username: 'lena', email: 'Lena@Studio.example', role: 'admin' });
    expect(res.status).toBe(201);
    expect(userOf(res)).toMatchObject({
      username: 'lena',
      email: 'lena@studio.example',
      role: 'admin',
    });

    const [mail] = await sink.waitFor(1);
    expect(mail!.rcptTo).toEqual(['lena@studio.example']);
    expect(mail!.parsed.subject).toBe("You're invited to the Prism admin");
    expect(mail!.parsed.text).toContain(
      `${OWNER.username} invited you to the Prism admin as admin`,
    );
    const token = tokenOf(mail!, 'invite');

    // The password chosen later does not work before the link is used.
    const early = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'lena', password: 'lenas-password' });
    expect(early.status).toBe(401);

    const lookup = await t.http().post('/api/account-links/lookup').send({ token });
    expect(lookup.body).toMatchObject({ purpose: 'invite', username: 'lena' });
    const set = await t
      .http()
      .post('/api/account-links/use')
      .send({ token, password: 'lenas-password' });
    expect(set.status).toBe(200);
    const lena = await t.signIn('lena', 'lenas-password');
    const check = await lena.get('/api/auth/check');
    expect(check.body).toMatchObject({
      authenticated: true,
      user: { username: 'lena', role: 'admin' },
    });

    const reused = await t
      .http()
      .post('/api/account-links/use')
      .send({ token, password: 'stolen-password' });
    expect(reused.status).toBe(410);
    await t.signIn('lena', 'lenas-password');
  });

  it('lists a pending invitation and resends it with a new link; the old one stops working', async () => {
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const created = await owner
      .post('/api/admin/invitations')
      .send({ username: 'omar', email: 'omar@studio.example' });
    expect(created.status).toBe(201);
    const omar = userOf(created);
    const first = tokenOf((await sink.waitFor(1))[0]!, 'invite');
    const pending = await owner.get('/api/admin/invitations');
    expect(pending.status).toBe(200);
    const mine = (pending.body as PendingInvitation[]).find((p) => p.userId === omar.id);
    expect(mine?.expired).toBe(false);
    expect(Date.parse(mine?.expiresAt ?? '') - Date.now()).toBeGreaterThan(71 * 3600_000);

    const resent = await owner.post(`/api/admin/invitations/${omar.id}/resend`);
    expect(resent.status).toBe(200);
    const second = tokenOf((await sink.waitFor(2))[1]!, 'invite');
    expect(second).not.toBe(first);
    const old = await t
      .http()
      .post('/api/account-links/use')
      .send({ token: first, password: 'omars-password' });
    expect(old.status).toBe(410);
    const used = await t
      .http()
      .post('/api/account-links/use')
      .send({ token: second, password: 'omars-password' });
    expect(used.status).toBe(200);
    await t.signIn('omar', 'omars-password');

    const after = await owner.get('/api/admin/invitations');
    expect((after.body as { userId: number }[]).map((p) => p.userId)).not.toContain(omar.id);
    const again = await owner.post(`/api/admin/invitations/${omar.id}/resend`);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('This user has no pending invitation');
    expect((await owner.post('/api/admin/invitations/999999/resend')).status).toBe(404);
  });

  it('refuses an invitation that would clash, or from a user who may not manage users', async () => {
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const before = await users().count();
    const taken = await owner
      .post('/api/admin/invitations')
      .send({ username: OWNER.username, email: 'new@studio.example' });
    expect(taken.status).toBe(409);
    const noAddress = await owner.post('/api/admin/invitations').send({ username: 'someone' });
    expect(noAddress.status).toBe(400);
    expect(errorOf(noAddress).fields).toEqual([
      expect.objectContaining({ field: 'email', message: 'Email is required' }),
    ]);
    const admin = await t.as('admin');
    const forbidden = await admin
      .post('/api/admin/invitations')
      .send({ username: 'sneaky', email: 'sneaky@studio.example' });
    expect(forbidden.status).toBe(403);
    expect(await users().count()).toBe(before + 1); // the admin made by t.as only
    expect(await jobs().countBy({ kind: 'invitation', recipient: 'new@studio.example' })).toBe(0);
  });
});

describe('"Forgot password?" takes the same time for known and unknown addresses', () => {
  let t: TestApp;
  const client = new TimedClient();
  const figures = new FigureBook('forgot-password-timing');
  beforeAll(async () => {
    // No SMTP server: the mail waits in the outbox, so no delivery runs beside the requests.
    // The longest poll interval: the runner's own polls are work beside the timed answers.
    t = await startTestApp({
      RESET_MAX_PER_ACCOUNT: '1000',
      RESET_MAX_PER_IP: '1000',
      JOB_POLL_SECONDS: '15',
    });
  });
  afterAll(async () => {
    figures.write();
    await client.close();
    await t.close();
  });

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (
      (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) /
      2
    );
  };

  it('a client cannot tell which of 200 back-to-back pairs held the known address by their times', async () => {
    const user = await t.newUser('editor');
    await t.dataSource
      .getRepository(User)
      .update({ id: user.id }, { email: 'known@studio.example' });
    const timed = async (email: string) => {
      const { status, ms } = await client.post(`${t.url}/api/account-links/password-reset`, {
        email,
      });
      expect(status).toBe(202);
      // The lookup and its writes come after the answer (ADR 073): let the job resolve the
      // request and end its run, untimed, so none of it runs inside the next answer.
      await allResolved(t, 2);
      await eventually(
        async () =>
          (await t.dataSource.getRepository(Job).findOneByOrFail({ name: RESET_REQUESTS_JOB }))
            .status === 'pending',
        20_000,
        2,
      );
      return ms;
    };
    // One unknown address, typed as often as the known one: both then meet a rate-limit
    // counter that exists already, so the pair differs only in whether an account has the
    // address. (A new counter's insert is the same for a known or unknown address typed
    // for the first time, so it tells nothing.)
    const UNKNOWN = 'nobody@studio.example';
    // Warm up both paths (first queries, prepared statements).
    for (let i = 0; i < 10; i += 1) {
      await timed('known@studio.example');
      await timed(UNKNOWN);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      // Alternate which goes first, so a slow moment of the machine hits both alike.
      if (i % 2 === 0) {
        known.push(await timed('known@studio.example'));
        unknown.push(await timed(UNKNOWN));
      } else {
        unknown.push(await timed(UNKNOWN));
        known.push(await timed('known@studio.example'));
      }
    }
    // Both paths did their work: a link and a mail for each known request, none for the
    // unknown ones, and an audit entry for every request.
    expect(await t.dataSource.getRepository(AccountLink).countBy({ userId: user.id })).toBe(210);
    expect(await t.dataSource.getRepository(Mail).countBy({ kind: 'password_reset' })).toBe(210);
    expect(
      await t.dataSource.getRepository(AuditRecord).countBy({ action: 'auth.reset_requested' }),
    ).toBe(420);
    // The attack of issue 22: in each back-to-back pair, guess that the slower answer was
    // the known address. Without a difference between the paths the guess is a coin toss
    // (50 %, 3.5 points of spread over 200 pairs); the attack measured 85 % before ADR 073.
    // A busy machine adds noise to both of a pair alike, which only brings it nearer 50 %,
    // where a bar on a gap in milliseconds would tilt with whichever answer the noise hit.
    // 62 % is 3.4 spreads above a coin toss: without a difference, about 1 run in 3,000
    // fails by chance.
    const guessedRight = known.filter((k, i) => k > unknown[i]!).length / known.length;
    figures.set('knownMedianMs', Number(median(known).toFixed(2)));
    figures.set('unknownMedianMs', Number(median(unknown).toFixed(2)));
    figures.set('guessedRightPercent', Number((guessedRight * 100).toFixed(1)));
    expect(guessedRight).toBeLessThanOrEqual(0.62);
    // The medians are reported, not held to a bar: a busy machine moved them 25 % apart on
    // PostgreSQL with the paths equal. Equal work is held by the statement count below,
    // which issue 44's SQLite gap (30 %) failed on every run.
    const gap =
      Math.abs(median(known) - median(unknown)) / Math.min(median(known), median(unknown));
    figures.set('medianGapPercent', Number((gap * 100).toFixed(1)));
  }, 180_000);
});

describe('"Forgot password?" does the same work for known and unknown addresses (issue 44)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // Resolved by hand below: the runner's own polls would be statements of their own.
    await t.app.get(JobRunner).onModuleDestroy();
  });
  afterAll(() => t.close());

  /** The statements one request's resolution sends to the database, by their first word. */
  async function statementsResolving(email: string): Promise<string[]> {
    const request = await t.dataSource
      .getRepository(PasswordResetRequest)
      .save({ email, ip: '192.0.2.1' });
    // The job's own step, private to the service: called alone, its statements are its own.
    const service = t.app.get<
      AccountLinksService,
      { resolveReset(request: PasswordResetRequest): Promise<boolean> }
    >(AccountLinksService);
    const logger = t.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    const statements: string[] = [];
    logger.logQuery = (query, parameters, runner) => {
      statements.push(query.trim().split(/\s+/)[0]!.toUpperCase());
      logQuery(query, parameters, runner);
    };
    try {
      await service.resolveReset(request);
    } finally {
      logger.logQuery = logQuery;
    }
    return statements;
  }

  it('resolves each with as many statements, as many of them writes (the timing gap on SQLite)', async () => {
    const user = await t.newUser('editor');
    await t.dataSource
      .getRepository(User)
      .update({ id: user.id }, { email: 'known@studio.example' });
    // Twice each: the first of a kind may prepare what the second reuses.
    await statementsResolving('known@studio.example');
    await statementsResolving('nobody@studio.example');
    const known = await statementsResolving('known@studio.example');
    const unknown = await statementsResolving('nobody@studio.example');
    const writes = (kinds: string[]) =>
      kinds.filter((kind) => ['INSERT', 'UPDATE', 'DELETE'].includes(kind)).length;
    expect(known.length).toBeGreaterThan(0);
    expect({ statements: unknown.length, writes: writes(unknown) }).toEqual({
      statements: known.length,
      writes: writes(known),
    });
    // The known address got its link; the unknown one left nothing behind.
    expect(await t.dataSource.getRepository(AccountLink).countBy({ userId: user.id })).toBe(2);
    expect(await t.dataSource.getRepository(Mail).countBy({ kind: 'password_reset' })).toBe(2);
  });
});
