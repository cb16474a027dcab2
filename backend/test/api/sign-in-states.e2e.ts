/**
 * The sign-in state machine: walks every row of the code's table (`SIGN_IN_TRANSITIONS`),
 * checking each answer's status and cookies against its row. The table in docs/security.md
 * ("Sign-in states") is held against the code's in sign-in-states.spec.ts.
 */
import type { EnrolledSignInAnswer, TotpSetup } from '@prism/contracts';
import { codeAt, previousStepCode } from '../support/totp-codes';
import request from 'supertest';
import { SecondFactorChallenge } from '../../src/identity/second-factor/second-factor.entities';
import {
  SIGN_IN_TRANSITIONS,
  type SignInTransition,
  type TransitionName,
} from '../../src/identity/sign-in/sign-in-states';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const setCookies = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);

const COOKIE_NAMES = { session: 'prism_session', device: 'prism_device', pending: 'prism_pending' };

/** The cookies a row's effects leave, as `set name` / `clear name`. */
function expectedCookies(row: SignInTransition): string[] {
  return row.cookies
    .map((effect) => {
      const [verb, cookie] = effect.split('-') as ['set' | 'clear', keyof typeof COOKIE_NAMES];
      return `${verb} ${COOKIE_NAMES[cookie]}`;
    })
    .sort();
}

function cookiesOf(res: request.Response): string[] {
  return setCookies(res)
    .map((c) => {
      const [name, value] = c.split('=') as [string, string];
      return `${value ? 'set' : 'clear'} ${name}`;
    })
    .sort();
}

const ROWS = Object.entries(SIGN_IN_TRANSITIONS) as [TransitionName, SignInTransition][];

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
      .send({ code: await previousStepCode(secret) });
    expect(on.status).toBe(200);
    return { ...user, secret };
  }

  it('walks every transition of the code’s table, each answer as its row says', async () => {
    const walked = new Set<TransitionName>();
    /** The answer took the row `name`: its status and exactly its cookies. */
    const took = (name: TransitionName, res: request.Response) => {
      const row = SIGN_IN_TRANSITIONS[name];
      expect({ name, status: res.status, cookies: cookiesOf(res) }).toEqual({
        name,
        status: row.status,
        cookies: expectedCookies(row),
      });
      walked.add(name);
      return res;
    };

    const plain = await t.newUser('editor');
    const creds = { username: plain.username, password: plain.password };
    took('password-refused', await login(t.http(), { ...creds, password: 'not-it' }));

    const browser = request.agent(t.url);
    took('password-signed-in', await login(browser, creds));

    expect((await browser.post('/api/auth/reauthenticate').send(creds)).status).toBe(400);
    took(
      'reauthentication-refused',
      await browser.post('/api/auth/reauthenticate').send({ password: 'not-it' }),
    );
    took(
      'reauthenticated',
      await browser.post('/api/auth/reauthenticate').send({ password: plain.password }),
    );
    const newPassword = `${plain.password}-renewed`;
    took(
      'password-changed',
      await browser
        .post('/api/auth/password')
        .send({ currentPassword: plain.password, newPassword }),
    );
    expect((await browser.get('/api/auth/check')).body).toMatchObject({ authenticated: true });

    took('signed-out', await browser.post('/api/auth/logout'));
    expect((await browser.get('/api/auth/check')).body).toMatchObject({ authenticated: false });

    // Pending second step: a passkey challenge, a wrong code, then the right one.
    const factor = await withTotp();
    const second = request.agent(t.url);
    const step = took(
      'password-second-step',
      await login(second, { username: factor.username, password: factor.password }),
    );
    expect(step.body).toMatchObject({ secondStep: { enrol: false } });
    took('passkey-challenge', await second.post('/api/auth/login/passkey/options'));
    // The enrolment's inputs need the other pending state: none is under way for them.
    took('no-pending-sign-in', await second.post('/api/auth/login/enrol/totp'));
    took(
      'second-step-refused',
      await second.post('/api/auth/login/code').send({ code: codeAt(factor.secret, 10) }),
    );
    took(
      'second-step',
      await second.post('/api/auth/login/code').send({ code: codeAt(factor.secret, 0) }),
    );

    // A pending sign-in past its five minutes is none.
    const late = request.agent(t.url);
    await login(late, { username: factor.username, password: factor.password });
    await t.dataSource
      .getRepository(SecondFactorChallenge)
      .update({ userId: factor.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = took(
      'no-pending-sign-in',
      await late.post('/api/auth/login/code').send({ code: codeAt(factor.secret, 1) }),
    );
    expect((expired.body as { message: string }).message).toMatch(/^No sign-in in progress/);

    // Locked: the password alone, a wrong code with it, then the right code with it.
    for (let i = 0; i < 3; i += 1) {
      await login(t.http(), { username: factor.username, password: 'not-it' });
    }
    const locked = { username: factor.username, password: factor.password };
    took('lock-refused', await login(t.http(), locked));
    took(
      'past-the-lock-refused',
      await login(t.http(), { ...locked, code: codeAt(factor.secret, 10) }),
    );
    took('past-the-lock', await login(t.http(), { ...locked, code: codeAt(factor.secret, 1) }));

    // Pending enrolment: a secret, a wrong first code, then the right one.
    const owner = await t.signIn(OWNER.username, OWNER.password);
    expect(
      (await owner.put('/api/admin/second-factor/roles').send({ roles: ['admin'] })).status,
    ).toBe(200);
    const admin = await t.newUser('admin');
    const enrolling = request.agent(t.url);
    const enrol = took(
      'password-enrolment',
      await login(enrolling, { username: admin.username, password: admin.password }),
    );
    expect(enrol.body).toMatchObject({ secondStep: { enrol: true } });
    const setup = took('enrolment-setup', await enrolling.post('/api/auth/login/enrol/totp'));
    const secret = (setup.body as TotpSetup).secret;
    took(
      'enrolment-refused',
      await enrolling.post('/api/auth/login/enrol/totp/confirm').send({ code: codeAt(secret, 10) }),
    );
    const enrolled = took(
      'enrolled',
      await enrolling.post('/api/auth/login/enrol/totp/confirm').send({ code: codeAt(secret, 0) }),
    );
    expect((enrolled.body as EnrolledSignInAnswer).recoveryCodes).toHaveLength(10);

    expect([...walked].sort()).toEqual(ROWS.map(([name]) => name).sort());
  }, 180_000); // about 30 password checks (argon2) in a row, on a machine that may be busy
});
