import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { authOf, errorOf } from '../support/answers';

describe('session controls', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '2', LOGIN_MAX_PER_IP: '1000' });
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());

  it('changes your own password: the current one is required, other sessions end, this one stays', async () => {
    const user = await t.newUser('editor');
    const here = await t.signIn(user.username, user.password);
    const elsewhere = await t.signIn(user.username, user.password);

    const wrong = await here
      .post('/api/auth/password')
      .send({ currentPassword: 'not-it', newPassword: 'brand-new-pass' });
    expect(wrong.status).toBe(403);
    expect(errorOf(wrong)).toMatchObject({
      code: 'wrong_current_password',
      message: 'Current password is incorrect',
    });

    const short = await here
      .post('/api/auth/password')
      .send({ currentPassword: user.password, newPassword: '123' });
    expect(short.status).toBe(400);
    expect(errorOf(short).fields).toEqual([
      expect.objectContaining({
        field: 'newPassword',
        message: 'Password must be at least 6 characters',
      }),
    ]);

    const ok = await here
      .post('/api/auth/password')
      .send({ currentPassword: user.password, newPassword: 'brand-new-pass' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Password changed successfully' });
    expect(authOf(await here.get('/api/auth/check')).authenticated).toBe(true);
    expect(authOf(await elsewhere.get('/api/auth/check')).authenticated).toBe(false);

    const oldLogin = await t
      .http()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(oldLogin.status).toBe(401);
    await t.signIn(user.username, 'brand-new-pass');
  });

  it('lets an owner end another user’s sessions, but not their own through this route', async () => {
    const user = await t.newUser('admin');
    const theirs = await t.signIn(user.username, user.password);
    const res = await owner.post(`/api/admin/users/${user.id}/sessions/revoke`);
    expect(res.status).toBe(200);
    expect(authOf(await theirs.get('/api/auth/check')).authenticated).toBe(false);
    const me = authOf(await owner.get('/api/auth/check')).user!.id;
    expect((await owner.post(`/api/admin/users/${me}/sessions/revoke`)).status).toBe(403);
    expect((await owner.post('/api/admin/users/99999/sessions/revoke')).status).toBe(404);
  });

  it('lets an owner unlock an account an attacker locked', async () => {
    const user = await t.newUser('editor');
    for (let i = 0; i < 2; i += 1) {
      await t.http().post('/api/auth/login').send({ username: user.username, password: 'guess' });
    }
    const locked = await t
      .http()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(locked.status).toBe(429);
    expect((await owner.post(`/api/admin/users/${user.id}/unlock`)).status).toBe(200);
    await t.signIn(user.username, user.password);
  });
});

describe('cross-site requests (CSRF)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>) =>
    owner
      .post('/api/admin/users')
      .set(headers)
      .send({ username: `u${Math.random().toString(36).slice(2, 8)}`, password: 'secret1' });

  it('refuses a state change that the browser marks cross-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await create({ 'Sec-Fetch-Site': site });
      expect(res.status).toBe(403);
      expect(errorOf(res).message).toBe('Cross-site requests are not allowed for this action');
    }
  });

  it('refuses a foreign or null Origin when Sec-Fetch-Site is absent', async () => {
    expect((await create({ Origin: 'https://evil.example' })).status).toBe(403);
    expect((await create({ Origin: 'null' })).status).toBe(403);
  });

  it('accepts same-origin browsers and non-browser clients', async () => {
    expect((await create({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    const host = new URL(t.url).host;
    expect((await create({ Origin: `http://${host}` })).status).toBe(201);
    expect((await create({})).status).toBe(201);
  });

  it('refuses a cross-site sign-in (login CSRF) but never blocks reads', async () => {
    const login = await t
      .http()
      .post('/api/auth/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(OWNER);
    expect(login.status).toBe(403);
    const read = await owner.get('/api/auth/check').set('Sec-Fetch-Site', 'cross-site');
    expect(read.status).toBe(200);
  });

  it('grants no CORS to foreign origins', async () => {
    const res = await t
      .http()
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
