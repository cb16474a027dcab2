// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import { User } from '../../src/users/user.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { authOf, errorOf, usersOf } from '../support/answers';

describe('users API (/api/admin/users, manage_users)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  const count = () => t.dataSource.getRepository(User).count();

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());

  it('lists users without passwords or hashes', async () => {
    const res = await owner.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(usersOf(res)[0]).toEqual({
      id: expect.any(Number),
      username: 'owner',
      role: 'owner',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      email: null,
      notifyNewLeads: true,
      locale: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|argon|usernameKey/i);
  });

  it('creates a user, editor by default, and the new user can sign in', async () => {
    const res = await owner
      .post('/api/admin/users')
      .send({ username: 'newbie', password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'newbie',
      role: 'editor',
      createdAt: expect.any(String),
      email: null,
      notifyNewLeads: true,
      locale: null,
    });
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'newbie', password: 'secret1' });
    expect(login.status).toBe(200);
    expect(authOf(login).user!.role).toBe('editor');
  });

  it('refuses a duplicate username with 409 and writes nothing', async () => {
    const before = await count();
    const res = await owner
      .post('/api/admin/users')
      .send({ username: 'owner', password: 'secret1' });
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe("Username 'owner' is already taken");
    expect(await count()).toBe(before);
  });

  it('refuses a username that differs only in case, width or spaces (409), as an invitation too', async () => {
    const created = await owner
      .post('/api/admin/users')
      .send({ username: 'editor-x', password: 'secret1' });
    expect(created.status).toBe(201);
    const before = await count();
    for (const username of ['EDITOR-X', ' Editor-X ']) {
      const res = await owner.post('/api/admin/users').send({ username, password: 'secret1' });
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(`Username '${username.trim()}' is already taken`);
    }
    const invited = await owner
      .post('/api/admin/invitations')
      .send({ username: 'EDITOR-X', email: 'editor-x@studio.example', role: 'editor' });
    expect(invited.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('applies the rules of docs/product.md#validation and writes nothing', async () => {
    const before = await count();
    const res = await owner
      .post('/api/admin/users')
      .send({ username: 'ab', password: '12345', role: 'superuser' });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual([
      expect.objectContaining({
        field: 'username',
        message: 'Username must be at least 3 characters',
      }),
      expect.objectContaining({
        field: 'password',
        message: 'Password must be at least 6 characters',
      }),
      expect.objectContaining({ field: 'role', message: 'Please select a role' }),
    ]);
    expect(await count()).toBe(before);
  });

  it('changes a role and ends that user’s sessions', async () => {
    const user = await t.newUser('editor');
    const theirs = await t.signIn(user.username, user.password);
    expect(authOf(await theirs.get('/api/auth/check')).authenticated).toBe(true);
    const res = await owner.patch(`/api/admin/users/${user.id}`).send({ role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, role: 'admin' });
    expect(authOf(await theirs.get('/api/auth/check')).authenticated).toBe(false);
  });

  it('refuses an unknown role on change', async () => {
    const user = await t.newUser('editor');
    const res = await owner.patch(`/api/admin/users/${user.id}`).send({ role: 'god' });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toBe('role: Please select a role');
  });

  it('answers 404 for a user that does not exist and 400 for a malformed id', async () => {
    expect((await owner.delete('/api/admin/users/99999')).status).toBe(404);
    expect((await owner.delete('/api/admin/users/abc')).status).toBe(400);
    // Beyond the 32-bit keys: refused at the edge, not an overflow in the database.
    expect((await owner.delete('/api/admin/users/99999999999')).status).toBe(400);
  });

  it('does not let anyone change or delete their own account', async () => {
    const me = authOf(await owner.get('/api/auth/check')).user!.id;
    const patch = await owner.patch(`/api/admin/users/${me}`).send({ role: 'editor' });
    expect(patch.status).toBe(403);
    expect(errorOf(patch).message).toBe('You cannot change the role of your own account');
    const del = await owner.delete(`/api/admin/users/${me}`);
    expect(del.status).toBe(403);
    expect(errorOf(del).message).toBe('You cannot delete your own account');
    expect((await t.dataSource.getRepository(User).findOneBy({ id: me }))?.role).toBe('owner');
  });

  it('deletes a user and refuses their old cookie', async () => {
    const user = await t.newUser('admin');
    const theirs = await t.signIn(user.username, user.password);
    expect((await theirs.get('/api/admin/users')).status).toBe(403);
    const res = await owner.delete(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted successfully' });
    expect(await t.dataSource.getRepository(User).findOneBy({ id: user.id })).toBeNull();
    expect((await theirs.get('/api/admin/users')).status).toBe(401);
  });

  it('keeps the last owner when two owners demote each other at once', async () => {
    const a = await t.newUser('owner');
    const b = await t.newUser('owner');
    // Leave a and b as the only owners.
    await t.dataSource.getRepository(User).update({ username: OWNER.username }, { role: 'admin' });
    const asA = await t.signIn(a.username, a.password);
    const asB = await t.signIn(b.username, b.password);
    const [ra, rb] = await Promise.all([
      asA.patch(`/api/admin/users/${b.id}`).send({ role: 'editor' }),
      asB.patch(`/api/admin/users/${a.id}`).send({ role: 'editor' }),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const owners = await t.dataSource.getRepository(User).countBy({ role: 'owner' });
    expect(owners).toBe(1);
    await t.dataSource.getRepository(User).update({ username: OWNER.username }, { role: 'owner' });
  });
});
