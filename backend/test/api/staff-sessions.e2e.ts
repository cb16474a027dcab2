/**
 * Session records (ADR 031): every sign-in is one, with when it began, when it was last
 * seen, the client address and user agent. A user lists their sessions and ends any;
 * an owner does the same for anyone. Logout, a password change, a role change and deletion
 * still end sessions through the token version, and the list shows it.
 */
import request from 'supertest';
import { StaffSession } from '../../src/identity/sessions/staff-session.entity';
import { errorOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = InstanceType<typeof request.agent>;

describe('staff sessions', () => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '1000', LOGIN_MAX_PER_IP: '1000' });
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());

  async function signInFrom(
    user: { username: string; password: string },
    userAgent: string,
    address: string,
  ): Promise<Agent> {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/login')
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', address)
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    return agent;
  }

  it('records every sign-in and lists it for its user, the current one marked', async () => {
    const user = await t.newUser('editor');
    const laptop = await signInFrom(user, 'Laptop Browser/1.0', '198.51.100.10');
    await signInFrom(user, 'Phone Browser/2.0', '198.51.100.20');

    const res = await laptop.get('/api/auth/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const byAgent = Object.fromEntries(
      (res.body as { userAgent: string }[]).map((s) => [s.userAgent, s]),
    );
    expect(byAgent['Laptop Browser/1.0']).toMatchObject({ ip: '198.51.100.10', current: true });
    expect(byAgent['Phone Browser/2.0']).toMatchObject({ ip: '198.51.100.20', current: false });
    for (const session of res.body as { createdAt: string; lastSeenAt: string; id: string }[]) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
    }
  });

  it('lets a user end one of their sessions: that one stops, the others go on', async () => {
    const user = await t.newUser('editor');
    const laptop = await signInFrom(user, 'Laptop', '198.51.100.11');
    const phone = await signInFrom(user, 'Phone', '198.51.100.21');
    const list = (await laptop.get('/api/auth/sessions')).body as {
      id: string;
      userAgent: string;
    }[];
    const phoneSession = list.find((s) => s.userAgent === 'Phone')!;

    const ended = await laptop.delete(`/api/auth/sessions/${phoneSession.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: 'Session ended' });
    expect((await phone.get('/api/auth/sessions')).status).toBe(401);
    expect((await phone.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    expect((await laptop.get('/api/auth/sessions')).body).toHaveLength(1);

    const again = await laptop.delete(`/api/auth/sessions/${phoneSession.id}`);
    expect(again.status).toBe(404);
    expect(errorOf(again).message).toBe('Session not found');
    const malformed = await laptop.delete('/api/auth/sessions/not-a-session');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).message).toBe('sid: must be a session id');
  });

  it("never ends another user's session through the own-session route", async () => {
    const victim = await t.newUser('editor');
    const victimAgent = await signInFrom(victim, 'Victim', '198.51.100.12');
    const [victimSession] = (await victimAgent.get('/api/auth/sessions')).body as { id: string }[];
    const attacker = await t.as('admin');
    const res = await attacker.delete(`/api/auth/sessions/${victimSession!.id}`);
    expect(res.status).toBe(404);
    expect((await victimAgent.get('/api/auth/sessions')).status).toBe(200);
  });

  it("lets an owner list and end anyone's sessions; others may not", async () => {
    const user = await t.newUser('admin');
    const agent = await signInFrom(user, 'Desk', '198.51.100.13');
    const listed = await owner.get(`/api/admin/users/${user.id}/sessions`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ userAgent: 'Desk', ip: '198.51.100.13', current: false }),
    ]);
    expect((await agent.get(`/api/admin/users/${user.id}/sessions`)).status).toBe(403);

    const sid = (listed.body as { id: string }[])[0]!.id;
    const ended = await owner.delete(`/api/admin/users/${user.id}/sessions/${sid}`);
    expect(ended.status).toBe(200);
    expect((await agent.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    expect((await owner.get(`/api/admin/users/${user.id}/sessions`)).body).toEqual([]);
    expect((await owner.get('/api/admin/users/999999/sessions')).status).toBe(404);
  });

  it('a password change ends the other sessions and keeps this one as a new record', async () => {
    const user = await t.newUser('editor');
    const here = await signInFrom(user, 'Here', '198.51.100.14');
    const there = await signInFrom(user, 'There', '198.51.100.24');
    const changed = await here
      .post('/api/auth/password')
      .set('User-Agent', 'Here')
      .send({ currentPassword: user.password, newPassword: 'a-brand-new-password' });
    expect(changed.status).toBe(200);
    expect((await there.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    const list = await here.get('/api/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ userAgent: 'Here', current: true })]);
  });

  it("logout and an owner's revoke leave no live session in the list; deletion removes the rows", async () => {
    const user = await t.newUser('editor');
    const one = await signInFrom(user, 'One', '198.51.100.15');
    await signInFrom(user, 'Two', '198.51.100.25');
    expect((await one.post('/api/auth/logout')).status).toBe(200);
    expect((await owner.get(`/api/admin/users/${user.id}/sessions`)).body).toEqual([]);

    await signInFrom(user, 'Three', '198.51.100.35');
    expect((await owner.get(`/api/admin/users/${user.id}/sessions`)).body).toHaveLength(1);
    expect((await owner.post(`/api/admin/users/${user.id}/sessions/revoke`)).status).toBe(200);
    expect((await owner.get(`/api/admin/users/${user.id}/sessions`)).body).toEqual([]);

    await signInFrom(user, 'Four', '198.51.100.45');
    expect((await owner.delete(`/api/admin/users/${user.id}`)).status).toBe(200);
    expect(await t.dataSource.getRepository(StaffSession).countBy({ userId: user.id })).toBe(0);
  });
});
