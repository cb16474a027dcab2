/**
 * Rights requests (issue 46, ADR 082): the public form's one answer and its confirmation
 * link mailed through a real SMTP server (once, and expiring), the 30-day due date, the
 * export of everything about an address as JSON and CSV, the erasure and what it keeps,
 * and the reminders to the person in charge (clock passed in).
 */
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PRIVACY_SETTINGS,
  type ErasureAnswer,
  type PersonDataAnswer,
  type RightsRequestAnswer,
} from '@prism/contracts';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { ContactNote } from '../../src/contact/contact-note.entity';
import { ContactReply } from '../../src/contact/contact-reply.entity';
import { Mail } from '../../src/mail/mail.entity';
import { ConsentRecord, RightsRequest } from '../../src/privacy/privacy.entities';
import { RightsRequests } from '../../src/privacy/rights-requests.service';
import { errorOf, pageOf } from '../support/answers';
import { CONTACT } from '../support/contact-fixtures';
import { SmtpSink } from '../support/smtp-sink';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait-until';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const DAY = 86_400_000;
const requestOf = (res: { body: unknown }) => res.body as RightsRequestAnswer;

describe('privacy rights requests', () => {
  let t: TestApp;
  let owner: Agent;
  let sink: SmtpSink;
  const repo = <T extends object>(entity: new () => T) => t.dataSource.getRepository(entity);

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      SMTP_URL: sink.url,
      MAIL_RETRY_BASE_SECONDS: '1',
      CONTACT_MAX_PER_IP: '1000',
    });
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(async () => {
    await t.close();
    await sink.down();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  /** The confirmation link mailed to `to`, waited for through the real relay. */
  const linkMailedTo = (to: string) =>
    waitUntil(
      `the confirmation mail to ${to}`,
      () => {
        const mail = sink.received.find((m) =>
          m.rcptTo.some((r) => r.toLowerCase() === to.toLowerCase()),
        );
        const link = /https?:\/\/\S+\/(?:confirmer|confirm)\/([A-Za-z0-9_-]{43})/.exec(
          mail?.parsed.text ?? '',
        );
        return link ? { url: link[0], token: link[1] ?? '', mail } : null;
      },
      { timeoutMs: 20_000, intervalMs: 50 },
    );

  it('answers the public form the same whether or not the address is known, and confirms once', async () => {
    // Known: a lead with this address exists. Unknown: nothing is stored about the other.
    await t
      .http()
      .post('/api/contact')
      .send({ ...CONTACT, email: 'known@example.com' })
      .expect(201);
    const known = await t
      .http()
      .post('/api/privacy/requests')
      .set('x-forwarded-for', '203.0.113.10')
      .send({ email: 'Known@Example.com', kind: 'access', locale: 'fr' });
    const unknown = await t
      .http()
      .post('/api/privacy/requests')
      .set('x-forwarded-for', '203.0.113.11')
      .send({ email: 'nobody@example.com', kind: 'access', locale: 'fr' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    // Both addresses get their link, in the form's language, pointing at the site's page.
    const { url, token, mail } = await linkMailedTo('Known@Example.com');
    await linkMailedTo('nobody@example.com');
    expect(mail?.parsed.subject).toBe(
      'Confirmez votre demande au sujet de vos renseignements personnels',
    );
    expect(url).toMatch(/\/fr\/confidentialite\/confirmer\//);

    const before = await repo(RightsRequest).findOneByOrFail({ email: 'known@example.com' });
    expect(before.status).toBe('unconfirmed');
    expect(before.dueAt.getTime() - before.receivedAt.getTime()).toBe(30 * DAY);

    await t.http().post('/api/privacy/requests/confirm').send({ token }).expect(200);
    const again = await t.http().post('/api/privacy/requests/confirm').send({ token });
    expect(again.status).toBe(410);
    const opened = requestOf(
      await owner.get(`/api/admin/privacy/requests/${before.id}`).expect(200),
    );
    expect(opened).toMatchObject({ status: 'open', source: 'public', kind: 'access' });
    expect(new Date(opened.dueAt).getTime() - new Date(opened.receivedAt).getTime()).toBe(30 * DAY);
    const trail = await repo(AuditRecord).findBy({
      targetType: 'rights-request',
      targetId: String(before.id),
    });
    expect(trail.map((e) => e.action)).toEqual(['privacy.request_confirm']);
  });

  it('lets a confirmation link expire', async () => {
    const requests = t.app.get(RightsRequests);
    // Sent 25 hours ago (the clock passed in): the 24-hour link is over.
    await requests.submit(
      { email: 'late@example.com', kind: 'erasure', locale: 'en' },
      '203.0.113.20',
      new Date(Date.now() - 25 * 3600_000),
    );
    const { token, mail } = await linkMailedTo('late@example.com');
    expect(mail?.parsed.subject).toBe('Confirm your request about your personal information');
    const expired = await t.http().post('/api/privacy/requests/confirm').send({ token });
    expect(expired.status).toBe(410);
    expect(errorOf(expired).code).toBe('link_expired');
  });

  it('refuses bad input naming the field, and bounds the rate per address', async () => {
    const bad = await t
      .http()
      .post('/api/privacy/requests')
      .set('x-forwarded-for', '203.0.113.30')
      .send({ email: 'not-an-address', kind: 'everything' });
    expect(bad.status).toBe(400);
    expect(
      errorOf(bad)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['email', 'kind']);
    const badToken = await t.http().post('/api/privacy/requests/confirm').send({ token: 'x' });
    expect(badToken.status).toBe(400);
    expect(errorOf(badToken).fields?.map((f) => f.field)).toEqual(['token']);
    const count = await repo(RightsRequest).count();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t
        .http()
        .post('/api/privacy/requests')
        .set('x-forwarded-for', '203.0.113.31')
        .send({ email: `someone${i}@example.com`, kind: 'access' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect(await repo(RightsRequest).count()).toBe(count + 5);
  });

  it('exports everything about an address as JSON and CSV, then erases it and says what it kept', async () => {
    const email = 'ada.erase@example.com';
    // A name no other lead has, so what is left can be searched for it too.
    const name = 'Ada Effacée';
    await t
      .http()
      .post('/api/contact')
      .send({ ...CONTACT, name, email, locale: 'fr', policyVersion: 1 })
      .expect(201);
    await t
      .http()
      .post('/api/contact')
      .send({
        ...CONTACT,
        name,
        email: 'ADA.erase@example.com',
        message: 'A second inquiry about packaging.',
      })
      .expect(201);
    await t
      .http()
      .post('/api/contact')
      .send({ ...CONTACT, email: 'someone.else@example.com' })
      .expect(201);
    const leads = await repo(ContactMessage).find({ order: { id: 'ASC' } });
    const mine = leads.filter((l) => l.email.toLowerCase() === email);
    expect(mine).toHaveLength(2);
    await owner.post(`/api/contact/${mine[0]!.id}/notes`).send({ body: 'Called Ada.' }).expect(201);
    await owner
      .post(`/api/contact/${mine[0]!.id}/replies`)
      .send({ body: `Bonjour ${name}, merci de votre message.`, key: randomUUID() })
      .expect(201);
    // Sent through the relay first: the copy erased is the one the outbox keeps once sent.
    await waitUntil(
      'the reply sent',
      async () =>
        (await repo(Mail).findOneBy({ kind: 'lead_reply', contactMessageId: mine[0]!.id }))
          ?.sentAt ?? null,
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    await owner.post(`/api/contact/${mine[0]!.id}/read`).expect(200);
    await owner.put('/api/admin/privacy/settings').send(DEFAULT_PRIVACY_SETTINGS).expect(200);

    const created = await owner
      .post('/api/admin/privacy/requests')
      .send({ email: 'Ada.Erase@example.com', kind: 'erasure' })
      .expect(201);
    const request = requestOf(created);
    expect(request).toMatchObject({ status: 'open', source: 'staff', email });
    expect(new Date(request.dueAt).getTime() - new Date(request.receivedAt).getTime()).toBe(
      30 * DAY,
    );

    const json = (await owner.get(`/api/admin/privacy/requests/${request.id}/data`).expect(200))
      .body as PersonDataAnswer;
    expect(json.email).toBe(email);
    expect(json.leads.map((l) => l.id)).toEqual(mine.map((l) => l.id));
    expect(json.notes.map((n) => n.body)).toEqual(['Called Ada.']);
    expect(json.replies.map((r) => r.body)).toEqual([`Bonjour ${name}, merci de votre message.`]);
    expect(json.consents).toHaveLength(2);
    expect(json.consents[0]).toMatchObject({ purpose: 'inquiry', policyVersion: 1, locale: 'fr' });
    expect(json.auditMentions.map((a) => a.action)).toContain('message.read');
    expect(json.requests).toHaveLength(1);
    expect(JSON.stringify(json)).not.toContain('someone.else@example.com');
    expect(JSON.stringify(json)).not.toContain('tokenHash');

    const csv = await owner.get(`/api/admin/privacy/requests/${request.id}/data.csv`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"record","id","field","value"');
    expect(lines).toContain(`"leads","${mine[0]!.id}","email","${email}"`);
    expect(lines).toContain(`"notes","${json.notes[0]!.id as number}","body","Called Ada."`);

    const erased = (await owner.post(`/api/admin/privacy/requests/${request.id}/erase`).expect(200))
      .body as ErasureAnswer;
    expect(erased.removed).toMatchObject({ leads: 2, notes: 1, replies: 1, consents: 2 });
    expect(erased.kept.map((k) => k.what)).toEqual([
      'The audit log entries that name the person',
      'This request: the address, the dates and the outcome',
      'Backups made before the erasure',
    ]);
    expect(erased.request.status).toBe('done');
    // Nothing that names the person is left but what the answer said it kept.
    const remaining = JSON.stringify({
      leads: await repo(ContactMessage).find(),
      notes: await repo(ContactNote).find(),
      replies: await repo(ContactReply).find(),
      mail: await repo(Mail).find(),
      consents: await repo(ConsentRecord).find(),
    }).toLowerCase();
    expect(remaining).not.toContain(email);
    expect(remaining).not.toContain(name.toLowerCase());
    expect(remaining).toContain('someone.else@example.com');
    const after = (await owner.get(`/api/admin/privacy/requests/${request.id}/data`).expect(200))
      .body as PersonDataAnswer;
    expect(after.leads).toEqual([]);
    expect(after.requests).toHaveLength(1);
    const actions = (
      await repo(AuditRecord).findBy({ targetType: 'rights-request', targetId: String(request.id) })
    ).map((e) => e.action);
    expect(actions).toEqual([
      'privacy.request_create',
      'privacy.request_export',
      'privacy.request_export',
      'privacy.request_erase',
      'privacy.request_export',
    ]);
  });

  it('closes a request with its outcome, refuses an unconfirmed one, and reminds the person in charge', async () => {
    const open = requestOf(
      await owner
        .post('/api/admin/privacy/requests')
        .send({ email: 'remind@example.com', kind: 'access' })
        .expect(201),
    );
    const unconfirmed = await repo(RightsRequest).save(
      repo(RightsRequest).create({
        email: 'wait@example.com',
        kind: 'access',
        status: 'unconfirmed',
        locale: 'fr',
        source: 'public',
        receivedAt: new Date(),
        dueAt: new Date(Date.now() + 30 * DAY),
        tokenHash: 'f'.repeat(64),
        tokenExpiresAt: new Date(Date.now() + 3600_000),
      }),
    );
    expect((await owner.post(`/api/admin/privacy/requests/${unconfirmed.id}/erase`)).status).toBe(
      409,
    );
    const empty = await owner
      .post(`/api/admin/privacy/requests/${open.id}/close`)
      .send({ outcome: ' ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fields?.map((f) => f.field)).toEqual(['outcome']);

    // 24 days on, the open request is due within 7 days: one reminder, in French, once a day.
    sink.received.length = 0;
    const requests = t.app.get(RightsRequests);
    const later = new Date(Date.now() + 24 * DAY);
    expect(await requests.remind(later)).toBeGreaterThanOrEqual(1);
    expect(await requests.remind(later)).toBe(0);
    const reminder = await waitUntil(
      'the reminder',
      () => sink.received.find((m) => m.rcptTo.includes(DEFAULT_PRIVACY_SETTINGS.officer.email)),
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    expect(reminder.parsed.subject).toMatch(/^Demandes relatives aux renseignements personnels/);
    expect(reminder.parsed.text).toContain('remind@example.com');

    const closed = requestOf(
      await owner
        .post(`/api/admin/privacy/requests/${open.id}/close`)
        .send({ outcome: 'Sent the JSON export by e-mail.' })
        .expect(200),
    );
    expect(closed).toMatchObject({ status: 'done', outcome: 'Sent the JSON export by e-mail.' });
    const list = pageOf<RightsRequestAnswer>(
      await owner.get('/api/admin/privacy/requests').expect(200),
    ).items;
    expect(list.find((r) => r.id === open.id)?.status).toBe('done');
    const editor = await t.as('admin');
    expect((await editor.get('/api/admin/privacy/requests')).status).toBe(403);
  });
});
