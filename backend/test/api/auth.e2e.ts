// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import { User } from '../../src/users/user.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import type { Response } from 'supertest';
import { authOf, errorOf } from '../support/answers';

describe('sign-in (/api/auth)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_USERNAME: '3', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('signs the seeded owner in with an httpOnly, SameSite=Lax cookie and no token in the body', async () => {
    const res = await t.http().post('/api/auth/login').send(OWNER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Login successful',
      user: { id: expect.any(Number), username: 'owner', role: 'owner', locale: null },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^prism_session=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain HTTP outside production
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ/);
  });

  it('answers check with the user and their permission list', async () => {
    const agent = await t.signIn(OWNER.username, OWNER.password);
    const res = await agent.get('/api/auth/check');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      authenticated: true,
      user: { username: 'owner', role: 'owner' },
      permissions: expect.arrayContaining(['manage_users', 'manage_settings']),
    });
  });

  it('answers check for a visitor without a session', async () => {
    const res = await t.http().get('/api/auth/check');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authenticated: false, user: null, permissions: [] });
  });

  it('gives the same 401 message for an unknown user and a wrong password', async () => {
    const unknown = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'ghost', password: 'whatever' });
    const wrong = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'owner', password: 'wrong-one' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'bad_credentials',
      message: 'Invalid username or password',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('names the missing fields with the messages of docs/product.md#validation', async () => {
    const res = await t.http().post('/api/auth/login').send({ username: '', password: '' });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual([
      expect.objectContaining({ field: 'username', message: 'Username is required' }),
      expect.objectContaining({ field: 'password', message: 'Password is required' }),
    ]);
  });

  it('refuses a forged, tampered or foreign token', async () => {
    const agent = await t.signIn(OWNER.username, OWNER.password);
    const good = (await agent.get('/api/auth/check')).request.cookies as unknown;
    expect(good).toBeDefined();
    for (const token of [
      'not-a-jwt',
      // alg "none" with the owner's claims
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        '{"sub":"1","ver":0,"iss":"prism","aud":"prism-admin"}',
      ).toString('base64url')}.`,
    ]) {
      const res = await t.http().get('/api/admin/users').set('Cookie', `prism_session=${token}`);
      expect(res.status).toBe(401);
      const check = await t.http().get('/api/auth/check').set('Cookie', `prism_session=${token}`);
      expect(authOf(check).authenticated).toBe(false);
    }
  });

  it('logout ends the session: the old cookie is refused on its next request', async () => {
    const res = await t.http().post('/api/auth/login').send(OWNER);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await t.http().get('/api/admin/users').set('Cookie', cookie)).status).toBe(200);
    const out = await t.http().post('/api/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logout successful' });
    expect(String(out.headers['set-cookie'])).toMatch(/prism_session=;/);
    expect((await t.http().get('/api/admin/users').set('Cookie', cookie)).status).toBe(401);
  });

  it('throttles repeated attempts per username with 429 and Retry-After', async () => {
    const victim = await t.newUser('editor');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i += 1) {
      last = await t
        .http()
        .post('/api/auth/login')
        .send({ username: victim.username, password: 'nope-nope' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(last!).message).toMatch(/Too many login attempts/);
    // Even the right password waits out the window: the limit is on attempts.
    const right = await t
      .http()
      .post('/api/auth/login')
      .send({ username: victim.username, password: victim.password });
    expect(right.status).toBe(429);
  });

  it('never writes on a failed sign-in', async () => {
    const before = await t.dataSource.getRepository(User).find({ order: { id: 'ASC' } });
    await t.http().post('/api/auth/login').send({ username: 'owner', password: 'bad-password' });
    const after = await t.dataSource.getRepository(User).find({ order: { id: 'ASC' } });
    expect(after).toEqual(before);
  });
});

describe('login throttle per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_PER_IP: '4', LOGIN_MAX_PER_USERNAME: '100' });
  });
  afterAll(() => t.close());

  it('limits one address across usernames, and parallel attempts do not slip past', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t
          .http()
          .post('/api/auth/login')
          .send({ username: `user${i}`, password: 'wrong-pass' }),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  });
});

describe('demo credentials on the login screen', () => {
  it('are shown in demo mode for the built-in demo owner only', async () => {
    const demo = await startTestApp({
      DEMO_MODE: 'true',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'prism-demo',
    });
    try {
      const res = await demo.http().get('/api/auth/check');
      expect(authOf(res).demoCredentials).toEqual({ username: 'admin', password: 'prism-demo' });
    } finally {
      await demo.close();
    }
  });

  it('never reveal a configured owner password, even in demo mode', async () => {
    const custom = await startTestApp({ DEMO_MODE: 'true' });
    try {
      const res = await custom.http().get('/api/auth/check');
      expect(authOf(res).demoCredentials).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain(OWNER.password);
    } finally {
      await custom.close();
    }
  });
});
