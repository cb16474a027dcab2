import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { User } from '../../src/users/user.entity';
import { authOf, errorOf, messagesOf, userOf, usersOf } from '../support/answers';
import { LEAD } from '../support/contact-fixtures';
import { setSiteLanguage } from '../support/site-language';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const NBSP = '\u00a0';

const LOCALE_ERROR = expect.objectContaining({
  field: 'locale',
  message: "Language must be 'fr' or 'en'",
});

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

describe("mail in the reader's language (issue 23)", () => {
  let sink: SmtpSink;
  let t: TestApp;
  const users = () => t.dataSource.getRepository(User);

  /** A staff member with an address and a language (null: the site's). */
  async function staff(email: string, locale: 'fr' | 'en' | null) {
    const user = await t.newUser('editor');
    await users().update({ id: user.id }, { email, locale });
    return user;
  }
  const mailTo = (address: string) =>
    sink.received.find((m) => m.rcptTo.includes(address)) as ReceivedMail;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Prism <notify@studio.example>',
      PUBLIC_URL: 'https://studio.example',
      MAIL_RETRY_BASE_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.down();
  });
  beforeEach(async () => {
    sink.received.length = 0;
    await users().update({ notifyNewLeads: true }, { notifyNewLeads: false });
  });

  it("mails a password reset in the holder's language, else the site's", async () => {
    await staff('marie@studio.example', 'fr');
    await staff('john@studio.example', 'en');
    await staff('nadia@studio.example', null);
    for (const email of ['marie@studio.example', 'john@studio.example', 'nadia@studio.example']) {
      const res = await t.http().post('/api/account-links/password-reset').send({ email });
      expect(res.status).toBe(202);
    }
    await sink.waitFor(3);

    const fr = mailTo('marie@studio.example').parsed;
    expect(fr.subject).toBe('Réinitialisez votre mot de passe de l’administration Prism');
    expect(fr.text).toContain('Ouvrez ce lien dans les 30' + NBSP + 'minutes');
    expect(fr.html).toContain('<html lang="fr-CA">');
    expect(fr.html).toContain('>Choisir un nouveau mot de passe</a>');
    const en = mailTo('john@studio.example').parsed;
    expect(en.subject).toBe('Reset your Prism admin password');
    expect(en.text).toContain('Open this link within 30 minutes to choose a new password.');
    expect(en.html).toContain('>Choose a new password</a>');
    // No language of their own: the site's default, French unless changed.
    expect(mailTo('nadia@studio.example').parsed.subject).toBe(fr.subject);
  });

  it('mails an invitation in the language the inviter picks', async () => {
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const res = await owner
      .post('/api/admin/invitations')
      .send({ username: 'eloise', email: 'eloise@studio.example', role: 'admin', locale: 'fr' });
    expect(res.status).toBe(201);
    await owner
      .post('/api/admin/invitations')
      .send({ username: 'ted', email: 'ted@studio.example', locale: 'en' });
    await sink.waitFor(2);
    const fr = mailTo('eloise@studio.example').parsed;
    expect(fr.subject).toBe('Invitation à l’administration Prism');
    expect(fr.text).toContain(
      `${OWNER.username} vous invite à l’administration Prism avec le rôle «${NBSP}administrateur${NBSP}» et le nom d’utilisateur «${NBSP}eloise${NBSP}».`,
    );
    const en = mailTo('ted@studio.example').parsed;
    expect(en.subject).toBe("You're invited to the Prism admin");
    expect(en.text).toContain(`${OWNER.username} invited you to the Prism admin as editor`);
  });

  it("keeps a lead's language, shows it in the inbox and tells each reader in theirs", async () => {
    const marie = await staff('marie.lead@studio.example', 'fr');
    const john = await staff('john.lead@studio.example', 'en');
    await users().update({ id: In([marie.id, john.id]) }, { notifyNewLeads: true });

    const sent = await t
      .http()
      .post('/api/contact')
      .send({ ...LEAD, locale: 'fr' });
    expect(sent.status).toBe(201);
    await sink.waitFor(2);
    const stored = await t.dataSource
      .getRepository(ContactMessage)
      .findOneByOrFail({ email: LEAD.email });
    expect(stored.locale).toBe('fr');
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const listed = messagesOf(await owner.get('/api/contact'));
    expect(listed.find((m) => m.id === stored.id)?.locale).toBe('fr');

    const fr = mailTo('marie.lead@studio.example').parsed;
    expect(fr.subject).toBe(`Nouvelle demande${NBSP}: Ada Buyer (Conception de fiches produits)`);
    expect(fr.text).toContain(`Langue${NBSP}: FR\n`);
    expect(fr.text).toContain(`Courriel${NBSP}: ${LEAD.email}`);
    expect(fr.html).toContain(
      '<th align="left" style="padding:2px 12px 2px 0">Langue</th><td>FR</td>',
    );
    const en = mailTo('john.lead@studio.example').parsed;
    expect(en.subject).toBe('New lead: Ada Buyer (Listing Design)');
    expect(en.text).toContain('Language: FR (reply in French)\n');
    expect(en.text).toContain('A new lead came in through the contact form.');
  });

  it('replies to a lead in the language of the page the lead wrote from', async () => {
    const sent = await t
      .http()
      .post('/api/contact')
      .send({ ...LEAD, email: 'zoe@example.com', locale: 'fr' });
    expect(sent.status).toBe(201);
    const lead = await t.dataSource
      .getRepository(ContactMessage)
      .findOneByOrFail({ email: 'zoe@example.com' });
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const reply = await owner
      .post(`/api/contact/${lead.id}/replies`)
      .send({ body: 'Bonjour Zoé, parlons-en.', key: randomUUID() });
    expect(reply.status).toBe(201);
    const [mail] = await sink.waitFor(1);
    expect(mail!.rcptTo).toEqual(['zoe@example.com']);
    expect(mail!.parsed.subject).toBe(`Re${NBSP}: Votre demande (Conception de fiches produits)`);
    expect(mail!.parsed.text).toContain(`${LEAD.name} a écrit${NBSP}:\n> ${LEAD.message}`);
  });

  it('refuses a lead whose language is not fr or en, naming the field, and stores nothing', async () => {
    const before = await t.dataSource.getRepository(ContactMessage).count();
    const bad = await t
      .http()
      .post('/api/contact')
      .send({ ...LEAD, locale: 'de' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual([LOCALE_ERROR]);
    expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(before);
  });

  it('takes a lead without a language as English, and reads English staff mail once the site does', async () => {
    await setSiteLanguage(t, 'en');
    try {
      const nadia = await staff('nadia.lead@studio.example', null);
      await users().update({ id: nadia.id }, { notifyNewLeads: true });
      const sent = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, email: 'bo@example.com' });
      expect(sent.status).toBe(201);
      const [mail] = await sink.waitFor(1);
      expect(mail!.parsed.subject).toBe('New lead: Ada Buyer (Listing Design)');
      expect(mail!.parsed.text).toContain('Language: EN\n');
      const stored = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ email: 'bo@example.com' });
      expect(stored.locale).toBe('en');
    } finally {
      await setSiteLanguage(t, 'fr');
    }
  });
});
