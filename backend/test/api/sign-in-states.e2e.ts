/**
 * Walks every row of the sign-in state table in docs/security.md ("Sign-in states"), in
 * order, so the table and the code cannot drift apart.
 */
import type { EnrolledSignInAnswer, TotpSetup } from '@prism/contracts';
import { generateSync as generate } from 'otplib';
import request from 'supertest';
import { SecondFactorChallenge } from '../../src/identity/second-factor/second-factor.entities';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const setCookies = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
const sets = (res: request.Response, name: string) =>
  setCookies(res).some((c) => c.startsWith(`${name}=`) && c !== `${name}=`);
const clears = (res: request.Response, name: string) => setCookies(res).includes(`${name}=`);

describe('sign-in states (docs/security.md#sign-in-states)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '3', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const login = (agent: ReturnType<TestApp['http']>, body: object) =>
    agent.post('/api/auth/login').send(body);

  /** A user with an authenticator app: its credentials and secret. */
  async function withTotp() {
    const user = await t.newUser('editor');
    const agent = await t.signIn(user.username, user.password);
    const secret = ((await agent.post('/api/auth/second-factor/totp')).body as TotpSetup).secret;
    const on = await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: codeAt(secret, -1) });
    expect(on.status).toBe(200);
    return { ...user, secret };
  }

  it('walks every transition of the table', async () => {
    // signed out → signed out: wrong password.
    const plain = await t.newUser('editor');
    const creds = { username: plain.username, password: plain.password };
    const wrong = await login(t.http(), { ...creds, password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(setCookies(wrong)).toEqual([]);

    // signed out → signed in: no factor.
    const browser = request.agent(t.url);
    const signedIn = await login(browser, creds);
    expect(signedIn.status).toBe(200);
    expect(sets(signedIn, 'prism_session') && sets(signedIn, 'prism_device')).toBe(true);

    // signed in → signed in, re-authenticated.
    expect((await browser.post('/api/auth/reauthenticate').send(creds)).status).toBe(400);
    const reauth = await browser
      .post('/api/auth/reauthenticate')
      .send({ password: plain.password });
    expect(reauth.status).toBe(200);

    // signed in → signed out.
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(clears(out, 'prism_session')).toBe(true);
    expect((await browser.get('/api/auth/check')).body).toMatchObject({ authenticated: false });

    // signed out → pending second step → (wrong code) → signed in.
    const factor = await withTotp();
    const second = request.agent(t.url);
    const step = await login(second, { username: factor.username, password: factor.password });
    expect(step.body).toMatchObject({ secondStep: { enrol: false } });
    expect(sets(step, 'prism_pending') && !sets(step, 'prism_session')).toBe(true);
    expect(sets(step, 'prism_device')).toBe(false);
    const bad = await second.post('/api/auth/login/code').send({ code: codeAt(factor.secret, 10) });
    expect(bad.status).toBe(401);
    const good = await second.post('/api/auth/login/code').send({ code: codeAt(factor.secret, 0) });
    expect(good.status).toBe(200);
    expect(sets(good, 'prism_session') && sets(good, 'prism_device')).toBe(true);
    expect(clears(good, 'prism_pending')).toBe(true);

    // pending → signed out: an expired pending sign-in.
    const late = request.agent(t.url);
    await login(late, { username: factor.username, password: factor.password });
    await t.dataSource
      .getRepository(SecondFactorChallenge)
      .update({ userId: factor.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await late
      .post('/api/auth/login/code')
      .send({ code: codeAt(factor.secret, 1) });
    expect(expired.status).toBe(401);
    expect((expired.body as { message: string }).message).toMatch(/^No sign-in in progress/);

    // signed out, account locked → signed in with the password and a code together.
    for (let i = 0; i < 3; i += 1) {
      await login(t.http(), { username: factor.username, password: 'not-it' });
    }
    expect(
      (await login(t.http(), { username: factor.username, password: factor.password })).status,
    ).toBe(429);
    const past = await login(t.http(), {
      username: factor.username,
      password: factor.password,
      code: codeAt(factor.secret, 1),
    });
    expect(past.status).toBe(200);

    // signed out → pending enrolment → signed in, with recovery codes.
    const owner = await t.signIn(OWNER.username, OWNER.password);
    expect(
      (await owner.put('/api/admin/second-factor/roles').send({ roles: ['admin'] })).status,
    ).toBe(200);
    const admin = await t.newUser('admin');
    const enrolling = request.agent(t.url);
    const enrol = await login(enrolling, { username: admin.username, password: admin.password });
    expect(enrol.body).toMatchObject({ secondStep: { enrol: true } });
    const secret = ((await enrolling.post('/api/auth/login/enrol/totp')).body as TotpSetup).secret;
    const enrolled = await enrolling
      .post('/api/auth/login/enrol/totp/confirm')
      .send({ code: codeAt(secret, 0) });
    expect(enrolled.status).toBe(200);
    expect((enrolled.body as EnrolledSignInAnswer).recoveryCodes).toHaveLength(10);
    expect(sets(enrolled, 'prism_session') && clears(enrolled, 'prism_pending')).toBe(true);
  });
});
