import { openApiDocument } from '../../src/app.factory';
import { User } from '../../src/users/user.entity';
import { errorOf, userOf, usersOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

describe('staff e-mail addresses and the new-lead switch', () => {
  let t: TestApp;
  let owner: Agent;
  const users = () => t.dataSource.getRepository(User);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());

  it('documents each staff address field as an e-mail and says how an empty value clears it', () => {
    const document = openApiDocument(t.app);
    type Schema = {
      $ref?: string;
      properties?: Record<string, Schema>;
      format?: string;
      description?: string;
    };
    const resolve = (schema: Schema): Schema =>
      schema.$ref
        ? resolve(document.components!.schemas![schema.$ref.split('/').pop()!] as Schema)
        : schema;
    const emailOf = (path: string, method: 'post' | 'patch') => {
      const body = document.paths[path]![method]!.requestBody as {
        content: Record<string, { schema: Schema }>;
      };
      return resolve(body.content['application/json']!.schema).properties!.email!;
    };
    for (const [path, method] of [
      ['/api/admin/users', 'post'],
      ['/api/admin/profile', 'patch'],
      ['/api/admin/users/{id}/profile', 'patch'],
    ] as const) {
      const email = emailOf(path, method);
      expect([path, email.format]).toEqual([path, 'email']);
      expect([path, email.description]).toEqual([path, expect.stringMatching(/empty.*clears/i)]);
    }
  });

  it('creates a user with an optional address, stored in lower case', async () => {
    const withAddress = await owner.post('/api/admin/users').send({
      username: 'mia',
      password: 'password-1',
      role: 'editor',
      email: ' Mia@Studio.Example ',
    });
    expect(withAddress.status).toBe(201);
    expect(withAddress.body).toMatchObject({
      username: 'mia',
      email: 'mia@studio.example',
      notifyNewLeads: true,
    });
    const without = await owner
      .post('/api/admin/users')
      .send({ username: 'noah', password: 'password-1', email: '' });
    expect(without.status).toBe(201);
    expect(userOf(without).email).toBeNull();
    const list = await owner.get('/api/admin/users');
    expect(usersOf(list).find((u) => u.username === 'mia')?.email).toBe('mia@studio.example');
  });

  it('refuses a malformed or taken address, naming the field, and changes nothing', async () => {
    const before = await users().count();
    const malformed = await owner
      .post('/api/admin/users')
      .send({ username: 'bad-mail', password: 'password-1', email: 'not-an-address' });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).fields).toEqual([
      expect.objectContaining({ field: 'email', message: 'Please enter a valid email address' }),
    ]);
    const taken = await owner
      .post('/api/admin/users')
      .send({ username: 'copycat', password: 'password-1', email: 'MIA@studio.example' });
    expect(taken.status).toBe(409);
    expect(errorOf(taken).message).toBe(
      "Email 'mia@studio.example' is already used by another user",
    );
    expect(await users().count()).toBe(before);
  });

  it('lets every user read and change their own address and switch', async () => {
    const editor = await t.newUser('editor');
    const agent = await t.signIn(editor.username, editor.password);
    const mine = await agent.get('/api/admin/profile');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: editor.id, email: null, notifyNewLeads: true });
    const changed = await agent
      .patch('/api/admin/profile')
      .send({ email: 'Ed@Studio.example', notifyNewLeads: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: 'ed@studio.example', notifyNewLeads: false });
    expect(await users().findOneByOrFail({ id: editor.id })).toMatchObject({
      email: 'ed@studio.example',
      notifyNewLeads: false,
    });
    const bad = await agent
      .patch('/api/admin/profile')
      .send({ email: 'nope', notifyNewLeads: true });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual([
      expect.objectContaining({ field: 'email', message: 'Please enter a valid email address' }),
    ]);
    const taken = await agent.patch('/api/admin/profile').send({ email: 'mia@studio.example' });
    expect(taken.status).toBe(409);
    expect(await users().findOneByOrFail({ id: editor.id })).toMatchObject({
      email: 'ed@studio.example',
      notifyNewLeads: false,
    });
    const cleared = await agent.patch('/api/admin/profile').send({ email: null });
    expect(userOf(cleared).email).toBeNull();
    const unknown = await agent.patch('/api/admin/profile').send({ role: 'owner' });
    expect(unknown.status).toBe(400);
  });

  it('lets owners change anyone’s address, and nobody else', async () => {
    const editor = await t.newUser('editor');
    const byOwner = await owner
      .patch(`/api/admin/users/${editor.id}/profile`)
      .send({ email: 'set-by-owner@studio.example' });
    expect(byOwner.status).toBe(200);
    expect(userOf(byOwner).email).toBe('set-by-owner@studio.example');
    const admin = await t.as('admin');
    const byAdmin = await admin
      .patch(`/api/admin/users/${editor.id}/profile`)
      .send({ email: 'hijack@attacker.example' });
    expect(byAdmin.status).toBe(403);
    expect((await users().findOneByOrFail({ id: editor.id })).email).toBe(
      'set-by-owner@studio.example',
    );
    expect(
      (await owner.patch('/api/admin/users/999999/profile').send({ email: null })).status,
    ).toBe(404);
  });
});
