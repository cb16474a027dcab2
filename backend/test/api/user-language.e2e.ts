import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { User } from '../../src/users/user.entity';
import { authOf, errorOf, userOf, usersOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const LOCALE_ERROR = { field: 'locale', message: "Language must be 'fr' or 'en'" };

describe("each user's language (issue 23)", () => {
  let t: TestApp;
  const users = () => t.dataSource.getRepository(User);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('starts as the browser’s (null) and is changed by the user, audited, in every answer', async () => {
    const editor = await t.newUser('editor');
    const agent = await t.signIn(editor.username, editor.password);
    expect(userOf(await agent.get('/api/admin/profile')).locale).toBeNull();
    expect(authOf(await agent.get('/api/auth/check')).user?.locale).toBeNull();

    // No re-authentication: a language is not a security change.
    const changed = await agent.patch('/api/admin/profile').send({ locale: 'fr' });
    expect(changed.status).toBe(200);
    expect(userOf(changed).locale).toBe('fr');
    expect(authOf(await agent.get('/api/auth/check')).user?.locale).toBe('fr');
    expect((await users().findOneByOrFail({ id: editor.id })).locale).toBe('fr');
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const listed = usersOf(await owner.get('/api/admin/users')).find((u) => u.id === editor.id);
    expect(listed?.locale).toBe('fr');
    const entries = await t.dataSource
      .getRepository(AuditRecord)
      .findBy({ action: 'user.profile', targetId: String(editor.id) });
    expect(entries.map((e) => e.changes)).toEqual([{ locale: { before: null, after: 'fr' } }]);

    const back = await agent.patch('/api/admin/profile').send({ locale: null });
    expect(userOf(back).locale).toBeNull();
  });

  it('refuses a language other than fr or en, naming the field, and changes nothing', async () => {
    const editor = await t.newUser('editor');
    const agent = await t.signIn(editor.username, editor.password);
    await agent.patch('/api/admin/profile').send({ locale: 'en' });
    for (const locale of ['de', 'FR', '', 1]) {
      const bad = await agent.patch('/api/admin/profile').send({ locale, notifyNewLeads: false });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields).toEqual([LOCALE_ERROR]);
    }
    expect(await users().findOneByOrFail({ id: editor.id })).toMatchObject({
      locale: 'en',
      notifyNewLeads: true,
    });
  });

  it('gives an invited user the language the inviter picks, and refuses a bad one', async () => {
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const invited = await owner
      .post('/api/admin/invitations')
      .send({ username: 'lucie', email: 'lucie@studio.example', locale: 'fr' });
    expect(invited.status).toBe(201);
    expect(userOf(invited).locale).toBe('fr');
    const unset = await owner
      .post('/api/admin/invitations')
      .send({ username: 'sam', email: 'sam@studio.example' });
    expect(userOf(unset).locale).toBeNull();

    const before = await users().count();
    const bad = await owner
      .post('/api/admin/invitations')
      .send({ username: 'bad-lang', email: 'bad@studio.example', locale: 'es' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual([LOCALE_ERROR]);
    expect(await users().count()).toBe(before);
  });
});
