/**
 * Second factors (ADR 029): TOTP with recovery codes, passkeys, the two-step sign-in, the
 * roles that require a factor, and an owner's reset. Codes are computed here with otplib
 * from the secret the enrolment answers; passkeys come from a software authenticator.
 */
import type {
  LoginAnswer,
  RecoveryCodes,
  SecondFactorStatus,
  AuditEntryAnswer,
  TotpSetup,
} from '@prism/contracts';
import { generateSync as generate } from 'otplib';
import { codeAt, previousStepCode } from '../support/totp-codes';
import request from 'supertest';
import {
  SecondFactorChallenge,
  TotpFactor,
} from '../../src/identity/second-factor/second-factor.entities';
import { authOf, errorOf, pageOf } from '../support/answers';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = InstanceType<typeof request.agent>;
type Answer = { body: unknown };
const setupOf = (res: Answer) => res.body as TotpSetup;
const codesOf = (res: Answer) => (res.body as RecoveryCodes).recoveryCodes;
const statusOf = (res: Answer) => res.body as SecondFactorStatus;
const stepOf = (res: Answer) =>
  res.body as { user?: LoginAnswer['user']; secondStep?: { methods: string[]; enrol: boolean } };
const optionsOf = (res: Answer) =>
  res.body as { challenge: string; rp: unknown; allowCredentials: unknown[] };
type Creds = { id: number; username: string; password: string };

const NO_FIRST_STEP = 'No sign-in in progress: enter your username and password first';
const cookiesOf = (res: request.Response): string[] =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const sets = (res: request.Response, name: string) =>
  cookiesOf(res).some((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A code of the step `steps` away from now (the server accepts one step either way). */

describe('second factor', () => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_MAX_PER_USERNAME: '1000',
      LOGIN_MAX_PER_IP: '1000',
      LOGIN_MAX_CODES_PER_ACCOUNT: '1000',
    });
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());

  async function signedIn(user: Creds): Promise<Agent> {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    expect(stepOf(res).user).toMatchObject({ username: user.username });
    return agent;
  }

  /** Signs the user in and sets up an authenticator app; answers its secret and codes. */
  async function withTotp(role: 'editor' | 'admin' = 'editor') {
    const user = await t.newUser(role);
    const agent = await signedIn(user);
    const setup = await agent.post('/api/auth/second-factor/totp');
    expect(setup.status).toBe(200);
    const secret = setupOf(setup).secret;
    const confirmed = await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await previousStepCode(secret) });
    expect(confirmed.status).toBe(200);
    return { user, agent, secret, recoveryCodes: codesOf(confirmed) };
  }

  /** The password step of a user with a second factor: a pending sign-in, no session. */
  async function passwordStep(user: Creds): Promise<Agent> {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    expect(stepOf(res).user).toBeUndefined();
    expect(sets(res, 'prism_session')).toBe(false);
    expect(sets(res, 'prism_pending')).toBe(true);
    return agent;
  }

  it('enrols an authenticator app: a QR code, a secret, the first code turns it on', async () => {
    const user = await t.newUser('editor');
    const agent = await signedIn(user);
    const setup = await agent.post('/api/auth/second-factor/totp');
    expect(setup.status).toBe(200);
    expect(setupOf(setup).secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(setupOf(setup).otpauthUri).toContain(`otpauth://totp/Prism:${user.username}`);
    expect(setupOf(setup).qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setupOf(setup).qrCode.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );

    const wrong = await agent.post('/api/auth/second-factor/totp/confirm').send({ code: '000000' });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong).message).toBe('Invalid or expired code');
    expect((await agent.get('/api/auth/second-factor')).body).toMatchObject({ totp: false });
    const malformed = await agent.post('/api/auth/second-factor/totp/confirm').send({ code: '12' });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).message).toContain('6 digits');

    const ok = await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: codeAt(setupOf(setup).secret, 0) });
    expect(ok.status).toBe(200);
    expect(codesOf(ok)).toHaveLength(10);
    expect(new Set(codesOf(ok)).size).toBe(10);
    expect((await agent.get('/api/auth/second-factor')).body).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [],
      required: false,
    });
    // The secret is sealed at rest, never stored as typed.
    const row = await t.dataSource.getRepository(TotpFactor).findOneByOrFail({ userId: user.id });
    expect(row.sealedSecret).not.toContain(setupOf(setup).secret);
    const again = await agent.post('/api/auth/second-factor/totp');
    expect(again.status).toBe(409);
  });

  it('spends a recovery code only when its request wins the sign-in against an app code', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, secret, recoveryCodes } = await withTotp();
      const agent = await passwordStep(user);
      const [app, recovery] = await Promise.all([
        agent.post('/api/auth/login/code').send({ code: codeAt(secret, 0) }),
        agent.post('/api/auth/login/code').send({ code: recoveryCodes[0] }),
      ]);
      expect([app.status, recovery.status].sort()).toEqual([200, 401]);
      const status = await agent.get('/api/auth/second-factor');
      expect(statusOf(status).recoveryCodesLeft).toBe(recovery.status === 200 ? 9 : 10);
    }
  });

  it('signs in in two steps: no session after the password, a session after the code', async () => {
    const { user, secret } = await withTotp();
    const agent = await passwordStep(user);
    expect((await agent.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    expect((await agent.get('/api/auth/sessions')).status).toBe(401);

    const wrong = await agent.post('/api/auth/login/code').send({ code: '123456' });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong).message).toBe('Invalid or expired code');
    const expired = await agent.post('/api/auth/login/code').send({ code: codeAt(secret, -10) });
    expect(expired.status).toBe(401);
    expect(errorOf(expired).message).toBe('Invalid or expired code');

    const code = codeAt(secret, 1);
    const ok = await agent.post('/api/auth/login/code').send({ code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      message: 'Login successful',
      user: { id: user.id, username: user.username, role: 'editor', locale: null },
    });
    expect(sets(ok, 'prism_session')).toBe(true);
    expect((await agent.get('/api/auth/sessions')).status).toBe(200);

    // The same code again, in a new sign-in: refused, as is the old pending sign-in.
    const replay = await passwordStep(user);
    const reused = await replay.post('/api/auth/login/code').send({ code });
    expect(reused.status).toBe(401);
    expect(errorOf(reused).message).toBe('This code was already used: wait for the next one');
    expect((await replay.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    const spent = await agent.post('/api/auth/login/code').send({ code: codeAt(secret, 1) });
    expect(spent.status).toBe(401);
    expect(errorOf(spent).message).toBe(NO_FIRST_STEP);
  });

  it('refuses a second step without a first, and one whose first step expired', async () => {
    const bare = await t.http().post('/api/auth/login/code').send({ code: '123456' });
    expect(bare.status).toBe(401);
    expect(errorOf(bare).message).toBe(NO_FIRST_STEP);
    const forged = await t
      .http()
      .post('/api/auth/login/code')
      .set('Cookie', 'prism_pending=forged-token')
      .send({ code: '123456' });
    expect(forged.status).toBe(401);
    expect(errorOf(forged).message).toBe(NO_FIRST_STEP);
    expect((await t.http().post('/api/auth/login/passkey/options')).status).toBe(401);

    const { user, secret } = await withTotp();
    const agent = await passwordStep(user);
    await t.dataSource
      .getRepository(SecondFactorChallenge)
      .update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await agent.post('/api/auth/login/code').send({ code: codeAt(secret, 1) });
    expect(late.status).toBe(401);
    expect(errorOf(late).message).toBe(NO_FIRST_STEP);
  });

  it('takes each recovery code once, and says how many are left', async () => {
    const { user, agent, recoveryCodes } = await withTotp();
    const first = await passwordStep(user);
    // Typed in capitals and without dashes, it still counts.
    const typed = recoveryCodes[0]!.toUpperCase().replace(/-/g, ' ');
    const ok = await first.post('/api/auth/login/code').send({ code: typed });
    expect(ok.status).toBe(200);

    const second = await passwordStep(user);
    const again = await second.post('/api/auth/login/code').send({ code: recoveryCodes[0] });
    expect(again.status).toBe(401);
    expect(errorOf(again).message).toBe('Invalid or expired code');
    expect(
      (await second.post('/api/auth/login/code').send({ code: recoveryCodes[1] })).status,
    ).toBe(200);
    expect(statusOf(await agent.get('/api/auth/second-factor')).recoveryCodesLeft).toBe(8);

    const fresh = await agent.post('/api/auth/second-factor/recovery-codes');
    expect(fresh.status).toBe(200);
    expect(codesOf(fresh)).toHaveLength(10);
    const third = await passwordStep(user);
    expect((await third.post('/api/auth/login/code').send({ code: recoveryCodes[2] })).status).toBe(
      401,
    );
  });

  it('makes a user of a required role enrol before any admin call succeeds', async () => {
    const set = await owner.put('/api/admin/second-factor/roles').send({ roles: ['admin'] });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ roles: ['admin'] });
    expect((await owner.get('/api/admin/second-factor/roles')).body).toEqual({ roles: ['admin'] });
    const bad = await owner.put('/api/admin/second-factor/roles').send({ roles: ['boss'] });
    expect(bad.status).toBe(400);
    try {
      const user = await t.newUser('admin');
      const agent = t.agent();
      const step = await agent
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password });
      expect(step.status).toBe(200);
      expect(stepOf(step).secondStep).toEqual({ methods: [], enrol: true });
      expect(sets(step, 'prism_session')).toBe(false);
      for (const path of [
        '/api/auth/sessions',
        '/api/contact',
        '/api/logos',
        '/api/admin/profile',
      ]) {
        expect((await agent.get(path)).status).toBe(401);
      }
      // The enrolment routes belong to that sign-in only; a code step is not offered.
      expect((await agent.post('/api/auth/login/code').send({ code: '123456' })).status).toBe(401);

      const setup = await agent.post('/api/auth/login/enrol/totp');
      expect(setup.status).toBe(200);
      const wrong = await agent.post('/api/auth/login/enrol/totp/confirm').send({ code: '000000' });
      expect(wrong.status).toBe(401);
      const done = await agent
        .post('/api/auth/login/enrol/totp/confirm')
        .send({ code: codeAt(setupOf(setup).secret, 0) });
      expect(done.status).toBe(200);
      expect(stepOf(done).user).toMatchObject({ id: user.id, role: 'admin' });
      expect(codesOf(done)).toHaveLength(10);
      expect((await agent.get('/api/contact')).status).toBe(200);
      expect((await agent.get('/api/auth/second-factor')).body).toMatchObject({
        totp: true,
        required: true,
      });
      // The role requires it: the only factor can't be removed.
      const removal = await agent.delete('/api/auth/second-factor/totp');
      expect(removal.status).toBe(409);
      // An editor (not required) still signs in with the password alone.
      await signedIn(await t.newUser('editor'));

      // Or with a passkey: its registration completes the sign-in the same way.
      const other = await t.newUser('admin');
      const viaKey = t.agent();
      await viaKey
        .post('/api/auth/login')
        .send({ username: other.username, password: other.password });
      const device = new SoftAuthenticator('localhost', 'http://localhost:3000');
      const options = await viaKey.post('/api/auth/login/enrol/passkey/options');
      expect(options.status).toBe(200);
      const enrolled = await viaKey
        .post('/api/auth/login/enrol/passkey')
        .send({ credential: device.register(optionsOf(options).challenge) });
      expect(enrolled.status).toBe(200);
      expect(codesOf(enrolled)).toHaveLength(10);
      expect((await viaKey.get('/api/contact')).status).toBe(200);
    } finally {
      await owner.put('/api/admin/second-factor/roles').send({ roles: [] });
    }
  });

  it('registers a passkey and signs in with it; a replayed assertion is refused', async () => {
    const user = await t.newUser('editor');
    const agent = await signedIn(user);
    const device = new SoftAuthenticator('localhost', 'http://localhost:3000');
    const options = await agent.post('/api/auth/second-factor/passkeys/options');
    expect(options.status).toBe(200);
    expect(optionsOf(options).rp).toEqual({ id: 'localhost', name: 'Prism admin' });
    const registered = await agent
      .post('/api/auth/second-factor/passkeys')
      .send({ name: 'Test key', credential: device.register(optionsOf(options).challenge) });
    expect(registered.status).toBe(200);
    expect(codesOf(registered)).toHaveLength(10);
    const status = statusOf(await agent.get('/api/auth/second-factor'));
    expect(status.passkeys).toEqual([
      expect.objectContaining({ id: device.id, name: 'Test key', lastUsedAt: null }),
    ]);
    // A registration answers its own challenge once.
    const replayedRegistration = await agent
      .post('/api/auth/second-factor/passkeys')
      .send({ credential: device.register(optionsOf(options).challenge) });
    expect(replayedRegistration.status).toBe(409);

    const step = await passwordStep(user);
    const challenge = optionsOf(await step.post('/api/auth/login/passkey/options'));
    expect(challenge.allowCredentials).toEqual([
      expect.objectContaining({ id: device.id, type: 'public-key' }),
    ]);
    const assertion = device.assert(challenge.challenge);
    const ok = await step.post('/api/auth/login/passkey').send({ credential: assertion });
    expect(ok.status).toBe(200);
    expect(stepOf(ok).user).toMatchObject({ id: user.id });
    expect((await step.get('/api/auth/sessions')).status).toBe(200);

    // The same assertion again: no pending sign-in, then a new one with another challenge.
    const bare = await step.post('/api/auth/login/passkey').send({ credential: assertion });
    expect(bare.status).toBe(401);
    const replay = await passwordStep(user);
    await replay.post('/api/auth/login/passkey/options');
    const replayed = await replay.post('/api/auth/login/passkey').send({ credential: assertion });
    expect(replayed.status).toBe(401);
    expect(errorOf(replayed).message).toBe('The passkey could not be verified');
    // A fresh challenge signed with a counter that did not move (a cloned key): refused.
    const cloned = optionsOf(await replay.post('/api/auth/login/passkey/options'));
    const sameCounter = device.assert(cloned.challenge, { keepCounter: true });
    expect(
      (await replay.post('/api/auth/login/passkey').send({ credential: sameCounter })).status,
    ).toBe(401);
    // A key the account never registered: refused.
    const stranger = new SoftAuthenticator('localhost', 'http://localhost:3000');
    const other = optionsOf(await replay.post('/api/auth/login/passkey/options'));
    expect(
      (
        await replay
          .post('/api/auth/login/passkey')
          .send({ credential: stranger.assert(other.challenge) })
      ).status,
    ).toBe(401);
    expect((await replay.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    // The genuine key, counter moved on, on a fresh challenge: in.
    const fresh = optionsOf(await replay.post('/api/auth/login/passkey/options'));
    expect(
      (
        await replay
          .post('/api/auth/login/passkey')
          .send({ credential: device.assert(fresh.challenge) })
      ).status,
    ).toBe(200);

    const removed = await agent.delete(`/api/auth/second-factor/passkeys/${device.id}`);
    expect(removed.status).toBe(200);
    expect((await agent.get('/api/auth/second-factor')).body).toMatchObject({
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    await signedIn(user);
  });

  it("lets an owner reset a user's second factor: their sessions end", async () => {
    const { user, agent } = await withTotp('admin');
    expect((await owner.get(`/api/admin/users/${user.id}/second-factor`)).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });
    const reset = await owner.post(`/api/admin/users/${user.id}/second-factor/reset`);
    expect(reset.status).toBe(200);
    expect((await agent.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    expect((await owner.get(`/api/admin/users/${user.id}/second-factor`)).body).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: [],
    });
    await signedIn(user);
    // Each change is in the audit log, without a secret: enrolment, the owner's reset.
    const audit = await owner.get(`/api/admin/audit?action=second_factor.&limit=100`);
    expect(audit.status).toBe(200);
    const mine = pageOf<AuditEntryAnswer>(audit).items.filter(
      (e) => e.targetId === String(user.id),
    );
    expect(mine.map((e) => [e.action, e.actorName])).toEqual([
      ['second_factor.reset', OWNER.username],
      ['second_factor.totp_enrol', user.username],
    ]);

    const ownerId = authOf(await owner.get('/api/auth/check')).user!.id;
    const self = await owner.post(`/api/admin/users/${ownerId}/second-factor/reset`);
    expect(self.status).toBe(403);
    expect((await owner.post('/api/admin/users/999999/second-factor/reset')).status).toBe(404);
    const notOwner = await signedIn(await t.newUser('admin'));
    expect((await notOwner.post(`/api/admin/users/${user.id}/second-factor/reset`)).status).toBe(
      403,
    );
  });
});

describe('second factor under the sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '3', LOGIN_MAX_PER_IP: '4' });
  });
  afterAll(() => t.close());

  it('charges a second step without a first to the address', async () => {
    const from = (i: number) =>
      t
        .http()
        .post('/api/auth/login/code')
        .set('X-Forwarded-For', '203.0.113.77')
        .send({ code: String(100000 + i) });
    for (let i = 0; i < 4; i += 1) expect((await from(i)).status).toBe(401);
    expect((await from(5)).status).toBe(429);
  });

  it('counts wrong codes on the account like wrong passwords, from the right password on', async () => {
    const user = await t.newUser('editor');
    const agent = await t.signIn(user.username, user.password);
    const secret = setupOf(await agent.post('/api/auth/second-factor/totp')).secret;
    await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await previousStepCode(secret) });

    const step = t.agent();
    const signIn = () =>
      step
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.90')
        .send({ username: user.username, password: user.password });
    const code = (value: string) =>
      step
        .post('/api/auth/login/code')
        .set('X-Forwarded-For', '198.51.100.90')
        .send({ code: value });
    // The right password starts the account's count over; each code then takes one of 3.
    expect((await signIn()).status).toBe(200);
    expect((await code('000000')).status).toBe(401); // 1 of 3
    expect((await code('000001')).status).toBe(401); // 2
    expect((await code('000002')).status).toBe(401); // 3
    const locked = await code(generate({ secret, epoch: nowSeconds() + 30 }));
    expect(locked.status).toBe(429);
    expect((await step.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
  });
});

describe('a new user who set up the app signs in on a second device (default limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is not locked out: the setup does not count, five codes are refused before the lock, and a recovery code still signs in', async () => {
    const owner = await t.signIn(OWNER.username, OWNER.password);
    expect(
      (await owner.put('/api/admin/second-factor/roles').send({ roles: ['editor'] })).status,
    ).toBe(200);
    try {
      const user = await t.newUser('editor');
      const login = (agent: Agent) =>
        agent.post('/api/auth/login').send({ username: user.username, password: user.password });

      // The first device: the role asks for an app; one mistyped code, then the right one.
      const first = t.agent();
      expect(stepOf(await login(first)).secondStep).toEqual({ methods: [], enrol: true });
      const secret = setupOf(await first.post('/api/auth/login/enrol/totp')).secret;
      const enrol = (code: string) =>
        first.post('/api/auth/login/enrol/totp/confirm').send({ code });
      expect((await enrol('000000')).status).toBe(401);
      const enrolled = await enrol(codeAt(secret, 0));
      expect(enrolled.status).toBe(200);
      const [recovery] = codesOf(enrolled);

      // A second device, without the first one's device cookie: five codes mistyped are
      // five refusals (401), as the docs say; the sixth try is the lock's 429.
      const second = t.agent();
      expect(stepOf(await login(second)).secondStep).toMatchObject({ enrol: false });
      const code = (value: string) => second.post('/api/auth/login/code').send({ code: value });
      const refused: number[] = [];
      for (let i = 0; i < 5; i += 1) refused.push((await code(codeAt(secret, 10 + i))).status);
      expect(refused).toEqual([401, 401, 401, 401, 401]);
      expect((await code(codeAt(secret, 20))).status).toBe(429);

      // On that same screen a fresh recovery code is taken: signed in, not locked out.
      const signedIn = await code(recovery!);
      expect(signedIn.status).toBe(200);
      expect((await second.get('/api/auth/check')).body).toMatchObject({ authenticated: true });
    } finally {
      await owner.put('/api/admin/second-factor/roles').send({ roles: [] });
    }
  });
});
