/**
 * Re-authentication before security changes ("sudo mode", ADR 038): a session cookie
 * alone, without the password or a code entered on it in the last 5 minutes, cannot renew
 * recovery codes, add or remove a factor, change a password or address, or, for an owner,
 * reset another user's second factor or change a role. It gets a 403 the admin acts on.
 */
import type { TotpSetup } from '@prism/contracts';
import { codeAt, previousStepCode } from '../support/totp-codes';
import request from 'supertest';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { StaffSession } from '../../src/identity/sessions/staff-session.entity';
import { User } from '../../src/users/user.entity';
import { errorOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = InstanceType<typeof request.agent>;

describe('re-authentication before security changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '1000', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  /** Makes every session of the user look like a cookie stolen more than 5 minutes after sign-in. */
  const age = (userId: number) =>
    t.dataSource
      .getRepository(StaffSession)
      .update({ userId }, { reauthenticatedAt: new Date(Date.now() - 6 * 60_000) });

  const expectReauth = (res: request.Response) => {
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, reason: 'reauth_required' });
  };

  async function withTotp(): Promise<{
    id: number;
    password: string;
    agent: Agent;
    secret: string;
  }> {
    const user = await t.newUser('editor');
    const agent = await t.signIn(user.username, user.password);
    const setup = await agent.post('/api/auth/second-factor/totp');
    const secret = (setup.body as TotpSetup).secret;
    const confirmed = await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await previousStepCode(secret) });
    expect(confirmed.status).toBe(200);
    return { id: user.id, password: user.password, agent, secret };
  }

  it('refuses a stolen cookie every security change of its own account, and the password unlocks them for 5 minutes', async () => {
    const { id, password, agent } = await withTotp();
    await age(id);
    expectReauth(await agent.post('/api/auth/second-factor/recovery-codes'));
    expectReauth(await agent.post('/api/auth/second-factor/passkeys/options'));
    // The registration itself too, before its body is even read.
    expectReauth(await agent.post('/api/auth/second-factor/passkeys').send({}));
    expectReauth(await agent.delete('/api/auth/second-factor/totp'));
    expectReauth(
      await agent
        .post('/api/auth/password')
        .send({ currentPassword: password, newPassword: 'a-brand-new-password' }),
    );
    expectReauth(await agent.patch('/api/admin/profile').send({ email: 'thief@evil.example' }));
    // Reading and the notification switch are no security change.
    expect((await agent.get('/api/auth/second-factor')).status).toBe(200);
    expect((await agent.patch('/api/admin/profile').send({ notifyNewLeads: false })).status).toBe(
      200,
    );
    // Nothing changed.
    expect((await agent.get('/api/auth/second-factor')).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });

    const wrong = await agent.post('/api/auth/reauthenticate').send({ password: 'not-it' });
    expect(wrong.status).toBe(403);
    expect(errorOf(wrong).message).toBe('Password is incorrect');
    expectReauth(await agent.post('/api/auth/second-factor/recovery-codes'));

    const ok = await agent.post('/api/auth/reauthenticate').send({ password });
    expect(ok.status).toBe(200);
    const renewed = await agent.post('/api/auth/second-factor/recovery-codes');
    expect(renewed.status).toBe(200);
    expect((await agent.delete('/api/auth/second-factor/totp')).status).toBe(200);

    const entries = await t.dataSource
      .getRepository(AuditRecord)
      .findBy({ action: 'auth.reauthenticate', actorId: id });
    expect(entries).toHaveLength(1);
  });

  it('takes a code of the second factor instead of the password, and names the bad field', async () => {
    const { id, agent, secret } = await withTotp();
    await age(id);
    expectReauth(await agent.post('/api/auth/second-factor/recovery-codes'));
    const both = await agent
      .post('/api/auth/reauthenticate')
      .send({ password: 'x', code: '123456' });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain('password');
    const wrong = await agent.post('/api/auth/reauthenticate').send({ code: codeAt(secret, 10) });
    expect(wrong.status).toBe(403);
    expect(
      (await agent.post('/api/auth/reauthenticate').send({ code: codeAt(secret, 0) })).status,
    ).toBe(200);
    expect((await agent.post('/api/auth/second-factor/recovery-codes')).status).toBe(200);
  });

  it("asks an owner to re-authenticate before another user's second-factor reset or role change", async () => {
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const { id: editorId } = await withTotp();
    const ownerId = (
      await t.dataSource.getRepository(User).findOneByOrFail({ username: OWNER.username })
    ).id;
    await age(ownerId);
    expectReauth(await owner.post(`/api/admin/users/${editorId}/second-factor/reset`));
    expectReauth(await owner.patch(`/api/admin/users/${editorId}`).send({ role: 'admin' }));
    expectReauth(
      await owner.patch(`/api/admin/users/${editorId}/profile`).send({ email: 'x@evil.example' }),
    );
    expect(
      (await owner.post('/api/auth/reauthenticate').send({ password: OWNER.password })).status,
    ).toBe(200);
    expect((await owner.post(`/api/admin/users/${editorId}/second-factor/reset`)).status).toBe(200);
    expect((await owner.patch(`/api/admin/users/${editorId}`).send({ role: 'admin' })).status).toBe(
      200,
    );
  });

  it('counts a fresh sign-in as proof: a change right after signing in needs nothing more', async () => {
    const user = await t.newUser('editor');
    const agent = await t.signIn(user.username, user.password);
    expect((await agent.post('/api/auth/second-factor/totp')).status).toBe(200);
  });
});
