/**
 * Replies e-mailed to a lead from the inbox (ADR 043), through the outbox to a real SMTP
 * server: sent once, threaded, from the agency's address and reply-to the staff member;
 * visible as failed while the relay is down and delivered once by "Retry"; templates in
 * both languages filled in for each lead (ADR 062).
 */
import {
  DEFAULT_SITE_SETTINGS,
  type ContactMessageAnswer,
  type ContactReplyAnswer,
  type ReplyDraftAnswer,
  type ReplySentAnswer,
  type ReplyTemplateAnswer,
  REPLY_LIMIT,
} from '@prism/contracts';
import { randomUUID } from 'node:crypto';
import { Not } from 'typeorm';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { ContactReply } from '../../src/contact/contact-reply.entity';
import { ReplyTemplate } from '../../src/contact/reply-template.entity';
import { Mail } from '../../src/mail/mail.entity';
import { clearMail, mailRows } from '../support/mail-rows';
import { User } from '../../src/users/user.entity';
import { errorOf, messagesOf } from '../support/answers';
import { LEAD } from '../support/contact-fixtures';
import { SmtpSink } from '../support/smtp-sink';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait-until';

type Agent = Awaited<ReturnType<TestApp['as']>>;

const AGENCY = 'studio@agency.example';

const eventually = (what: string, check: () => Promise<boolean>) =>
  waitUntil(what, check, { timeoutMs: 20_000, intervalMs: 50 });

describe('replies e-mailed from the inbox', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let owner: Agent;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      CONTACT_MAX_PER_IP: '1000',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Prism <notify@studio.example>',
      ADMIN_EMAIL: 'owner@studio.example',
      // A failed attempt waits ten minutes: only "Retry" brings a reply back within a test.
      // So no short send timeout: on a loaded machine a stage of the sink (in this process)
      // could outlast it, and that mail would wait past every later test.
      MAIL_RETRY_BASE_SECONDS: '600',
    });
    owner = await t.signIn(OWNER.username, OWNER.password);
    const saved = await owner
      .put('/api/admin/settings')
      .send({ ...DEFAULT_SITE_SETTINGS, contactEmail: AGENCY });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.down();
  });

  /**
   * Nothing more can arrive: every job in the outbox is sent, and the worker sends only
   * pending ones, so the sink's count is final without waiting for another pass.
   */
  const allSent = async () => {
    try {
      await eventually('every mail sent', async () =>
        (await mailRows(t.dataSource)).every((mail) => mail.status === 'sent'),
      );
    } catch (error) {
      const unsent = (await mailRows(t.dataSource))
        .filter((mail) => mail.status !== 'sent')
        .map(
          (mail) =>
            `#${mail.id} ${mail.status}, ${mail.attempts} tries, ${mail.lastError ?? 'no error'}`,
        );
      throw new Error(`${(error as Error).message}; not sent: ${unsent.join('; ')}`);
    }
  };

  beforeEach(async () => {
    // The last test's mail leaves first, so none of it reaches this test's sink.
    await allSent();
    await t.dataSource.getRepository(ContactMessage).clear();
    await t.dataSource.getRepository(ContactReply).clear();
    await clearMail(t.dataSource);
    // Staff are not told of the test's leads: the sink receives the replies only.
    await t.dataSource.getRepository(User).update({ username: Not('') }, { notifyNewLeads: false });
    sink.received.length = 0;
  });

  async function newLead(): Promise<ContactMessageAnswer> {
    expect((await t.http().post('/api/contact').send(LEAD)).status).toBe(201);
    return messagesOf(await owner.get('/api/contact'))[0]!;
  }

  const thread = async (agent: Agent, id: number) => {
    const res = await agent.get(`/api/contact/${id}/replies`);
    expect(res.status).toBe(200);
    return res.body as ContactReplyAnswer[];
  };

  it('sends a reply once, from the agency, reply-to the sender, threaded, and moves the lead on', async () => {
    const editor = await t.newUser('editor');
    await t.dataSource
      .getRepository(User)
      .update({ id: editor.id }, { email: 'eve@studio.example', notifyNewLeads: false });
    const agent = await t.signIn(editor.username, editor.password);
    const lead = await newLead();
    expect(lead.stage).toBe('new');

    const key = randomUUID();
    const body = 'Hello Ada,\n\nThanks for writing. <b>When</b> can we talk?';
    const sent = await agent.post(`/api/contact/${lead.id}/replies`).send({ body, key });
    expect(sent.status).toBe(201);
    const answer = sent.body as ReplySentAnswer;
    expect(answer.stage).toBe('contacted');
    expect(answer.reply).toMatchObject({ body, authorName: editor.username });

    // The same key again (a double click, a retried request) is the same reply.
    const again = await agent.post(`/api/contact/${lead.id}/replies`).send({ body, key });
    expect(again.status).toBe(201);
    expect((again.body as ReplySentAnswer).reply.id).toBe(answer.reply.id);

    const [mail] = await sink.waitFor(1);
    await allSent();
    expect(sink.received).toHaveLength(1);
    expect(await t.dataSource.getRepository(Mail).countBy({ kind: 'lead_reply' })).toBe(1);
    expect(mail!.rcptTo).toEqual([LEAD.email]);
    expect(mail!.parsed.from?.value).toEqual([{ name: '', address: AGENCY }]);
    expect(mail!.parsed.replyTo?.value).toEqual([
      { name: editor.username, address: 'eve@studio.example' },
    ]);
    expect(mail!.parsed.subject).toBe('Re: Your Listing Design inquiry');
    const root = `<lead-${lead.id}@studio.example>`;
    expect(mail!.parsed.inReplyTo).toBe(root);
    expect(mail!.parsed.references).toBe(root);
    expect(mail!.parsed.text).toContain('Thanks for writing.');
    expect(mail!.parsed.text).toContain(`> ${LEAD.message}`);
    expect(mail!.parsed.html).toContain('&lt;b&gt;When&lt;/b&gt;');
    expect(mail!.parsed.html).not.toContain('<b>When');

    await eventually(
      'the reply delivered',
      async () => (await thread(owner, lead.id))[0]?.delivery === 'delivered',
    );
    const [shown] = await thread(owner, lead.id);
    expect(shown).toMatchObject({ attempts: 1, error: null, givenUp: false });
    expect(shown!.deliveredAt).not.toBeNull();
    const listed = messagesOf(await owner.get('/api/contact'))[0]!;
    expect(listed.stage).toBe('contacted');
    // The reply is not a staff notification: the lead's badge is unchanged.
    expect(listed.notification).toBe('none');

    // A second reply answers the first; a chosen later stage is kept, and a third reply
    // without a stage does not move the lead back.
    const second = await agent
      .post(`/api/contact/${lead.id}/replies`)
      .send({ body: 'Our proposal is attached.', key: randomUUID(), stage: 'proposal_sent' });
    expect((second.body as ReplySentAnswer).stage).toBe('proposal_sent');
    await sink.waitFor(2);
    const first = mail!.parsed.messageId!;
    expect(sink.received[1]!.parsed.inReplyTo).toBe(first);
    expect(sink.received[1]!.parsed.references).toEqual([root, first]);
    const third = await agent
      .post(`/api/contact/${lead.id}/replies`)
      .send({ body: 'A follow-up.', key: randomUUID() });
    expect((third.body as ReplySentAnswer).stage).toBe('proposal_sent');
    await sink.waitFor(3);
    expect(sink.received[2]!.parsed.inReplyTo).toBe(sink.received[1]!.parsed.messageId);
    expect((await thread(owner, lead.id)).map((r) => r.body)).toEqual([
      body,
      'Our proposal is attached.',
      'A follow-up.',
    ]);

    // The leads CSV carries the e-mailed replies, oldest first, each with who and how.
    await allSent();
    const csv = await owner.get('/api/contact/export.csv').buffer(true);
    const [header, row] = (csv.text.slice(1).split('\r\n') as [string, string]).map((line) =>
      line.slice(1, -1).split('","'),
    ) as [string[], string[]];
    const cell = row[header.indexOf('emailedReplies')]!.replace(/""/g, '"');
    const at = '\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z';
    expect(cell).toMatch(
      new RegExp(
        `^${at} ${editor.username} \\(delivered\\): Hello Ada,\n\nThanks for writing\\. <b>When</b> can we talk\\?` +
          `\n\n${at} ${editor.username} \\(delivered\\): Our proposal is attached\\.` +
          `\n\n${at} ${editor.username} \\(delivered\\): A follow-up\\.$`,
      ),
    );
  });

  it('shows a reply failed while the relay is down, and "Retry" delivers it once', async () => {
    const lead = await newLead();
    await sink.down();
    let replyId: number;
    try {
      const sent = await owner
        .post(`/api/contact/${lead.id}/replies`)
        .send({ body: 'Hello again', key: randomUUID() });
      expect(sent.status).toBe(201);
      replyId = (sent.body as ReplySentAnswer).reply.id;
      await eventually(
        'the reply failed',
        async () => (await thread(owner, lead.id))[0]?.delivery === 'failed',
      );
      const [failed] = await thread(owner, lead.id);
      expect(failed!.error).toMatch(/ECONNREFUSED/);
      expect(failed!.errorKind).toBe('unreachable');
      expect(failed!.deliveredAt).toBeNull();
    } finally {
      await sink.up();
    }
    // The next automatic attempt is ten minutes away: only the retry sends it now.
    const retried = await owner.post(`/api/contact/${lead.id}/replies/${replyId}/retry`);
    expect(retried.status).toBe(200);
    await sink.waitFor(1);
    await eventually(
      'the reply delivered',
      async () => (await thread(owner, lead.id))[0]?.delivery === 'delivered',
    );
    // A delivered reply is never sent again.
    const twice = await owner.post(`/api/contact/${lead.id}/replies/${replyId}/retry`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: 'This reply was already delivered' });
    await allSent();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.parsed.text).toContain('Hello again');
  });

  it("limits each sender's replies: past REPLY_LIMIT a 429 with Retry-After and reason reply_limit, nothing queued", async () => {
    const agent = await t.as('editor');
    const lead = await newLead();
    const send = (key = randomUUID()) =>
      agent.post(`/api/contact/${lead.id}/replies`).send({ body: 'Hello again', key });
    const first = randomUUID();
    const statuses = [(await send(first)).status];
    for (let i = 1; i < REPLY_LIMIT.perSender; i++) statuses.push((await send()).status);
    expect(statuses).toEqual(Array<number>(REPLY_LIMIT.perSender).fill(201));

    const refused = await send();
    expect(refused.status).toBe(429);
    expect(errorOf(refused).reason).toBe('reply_limit');
    expect(errorOf(refused).message).toMatch(
      /^Too many replies sent\. Please try again in \d+ seconds\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REPLY_LIMIT.windowSeconds);
    expect(await t.dataSource.getRepository(ContactReply).countBy({ messageId: lead.id })).toBe(
      REPLY_LIMIT.perSender,
    );
    // A retried request of a reply already sent still answers it; another person may reply.
    expect((await send(first)).status).toBe(201);
    expect(
      (await owner.post(`/api/contact/${lead.id}/replies`).send({ body: 'Hi', key: randomUUID() }))
        .status,
    ).toBe(201);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const lead = await newLead();
    const post = (body: object) => owner.post(`/api/contact/${lead.id}/replies`).send(body);
    const cases: [object, string][] = [
      [{ body: '   ', key: randomUUID() }, 'body'],
      [{ body: 'x'.repeat(5001), key: randomUUID() }, 'body'],
      [{ body: 'Hi' }, 'key'],
      [{ body: 'Hi', key: 'not-a-uuid' }, 'key'],
      [{ body: 'Hi', key: randomUUID(), stage: 'closed' }, 'stage'],
    ];
    for (const [input, field] of cases) {
      const res = await post(input);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const missing = await owner
      .post('/api/contact/999999/replies')
      .send({ body: 'Hi', key: randomUUID() });
    expect(missing.status).toBe(404);
    // A key already used on another lead is refused, not resent.
    const key = randomUUID();
    expect((await post({ body: 'Hi', key })).status).toBe(201);
    const other = await newLead();
    const reused = await owner.post(`/api/contact/${other.id}/replies`).send({ body: 'Hi', key });
    expect(reused.status).toBe(409);
    expect(await t.dataSource.getRepository(ContactReply).count()).toBe(1);
    expect(await t.dataSource.getRepository(Mail).countBy({ kind: 'lead_reply' })).toBe(1);
    expect(messagesOf(await owner.get('/api/contact')).find((m) => m.id === other.id)!.stage).toBe(
      'new',
    );
  });

  it('deletes the replies with their lead', async () => {
    const lead = await newLead();
    await owner.post(`/api/contact/${lead.id}/replies`).send({ body: 'Hi', key: randomUUID() });
    expect((await owner.delete(`/api/contact/${lead.id}`)).status).toBe(200);
    expect((await owner.get(`/api/contact/${lead.id}/replies`)).status).toBe(404);
    expect(await t.dataSource.getRepository(ContactReply).count()).toBe(0);
  });

  it('writes to a French lead in French, threaded under the notification staff received', async () => {
    await t.dataSource
      .getRepository(User)
      .update(
        { username: OWNER.username },
        { email: 'owner@studio.example', notifyNewLeads: true, locale: 'en' },
      );
    expect(
      (
        await t
          .http()
          .post('/api/contact')
          .send({ ...LEAD, locale: 'fr' })
      ).status,
    ).toBe(201);
    const lead = messagesOf(await owner.get('/api/contact'))[0]!;
    const [notification] = await sink.waitFor(1);
    const root = `<lead-${lead.id}@studio.example>`;
    expect(notification!.rcptTo).toEqual(['owner@studio.example']);
    expect(notification!.parsed.references).toBe(root);

    const sent = await owner
      .post(`/api/contact/${lead.id}/replies`)
      .send({ body: 'Bonjour Ada, merci de votre message.', key: randomUUID() });
    expect(sent.status).toBe(201);
    const [, reply] = await sink.waitFor(2);
    expect(reply!.rcptTo).toEqual([LEAD.email]);
    expect(reply!.parsed.subject).toBe('Re\u00a0: Votre demande (Conception de fiches produits)');
    expect(reply!.parsed.inReplyTo).toBe(root);
    expect(reply!.parsed.references).toBe(root);
    // The lead's answer goes to the person who wrote, in whichever language.
    expect(reply!.parsed.replyTo?.value).toEqual([
      { name: OWNER.username, address: 'owner@studio.example' },
    ]);
    await allSent();
    expect(sink.received).toHaveLength(2);
  });

  it('lets owners keep reply templates in both languages, filled in for each lead by the server', async () => {
    const editor = await t.as('editor');
    const created = await owner.post('/api/reply-templates').send({
      name: 'First answer',
      body: {
        en: 'Hello {{name}}, thanks for your {{projectType}} idea.',
        fr: 'Bonjour {{ name }}, merci pour votre idée ({{projectType}}).',
      },
    });
    expect(created.status).toBe(201);
    const template = created.body as ReplyTemplateAnswer;
    expect(template.body.fr).toBe('Bonjour {{ name }}, merci pour votre idée ({{projectType}}).');

    const bad: [object, string][] = [
      [{ name: 'Bad', body: { en: 'Hi', fr: 'Salut {{firstName}}' } }, 'body.fr'],
      [{ name: 'Bad', body: { en: 'Hi {{firstName}}', fr: 'Salut' } }, 'body.en'],
      // Names the prototype of a plain object has, and names outside the documented two.
      [{ name: 'Bad', body: { en: 'Hi {{constructor}}', fr: 'Salut' } }, 'body.en'],
      [{ name: 'Bad', body: { en: 'Hi', fr: 'Salut {{ __proto__ }}' } }, 'body.fr'],
      [{ name: 'Bad', body: { en: 'Hi {{toString}}', fr: 'Salut' } }, 'body.en'],
      [{ name: 'Bad', body: { en: 'Hi {{name.length}}', fr: 'Salut' } }, 'body.en'],
      [{ name: 'Bad', body: { en: 'Hi', fr: '  ' } }, 'body.fr'],
      [{ name: 'Bad', body: 'Hi' }, 'body'],
      [{ body: { en: 'Hi', fr: 'Salut' } }, 'name'],
    ];
    for (const [input, field] of bad) {
      const res = await owner.post('/api/reply-templates').send(input);
      expect(res.status).toBe(400);
      expect(errorOf(res).fields?.map((f) => f.field)).toContain(field);
    }
    expect((await owner.get('/api/reply-templates')).body).toHaveLength(1);

    const listed = await editor.get('/api/reply-templates');
    expect(listed.status).toBe(200);
    expect((listed.body as ReplyTemplateAnswer[]).map((x) => x.name)).toEqual(['First answer']);
    const both = { en: 'B', fr: 'B' };
    expect(
      (await editor.post('/api/reply-templates').send({ name: 'Mine', body: both })).status,
    ).toBe(403);
    expect(
      (await editor.put(`/api/reply-templates/${template.id}`).send({ name: 'N', body: both }))
        .status,
    ).toBe(403);

    // Filled in by the server, in the lead's language; an editor may use them.
    const english = await newLead();
    expect(
      (
        await t
          .http()
          .post('/api/contact')
          .send({ ...LEAD, locale: 'fr' })
      ).status,
    ).toBe(201);
    const french = messagesOf(await owner.get('/api/contact')).find((m) => m.id !== english.id)!;
    const drafts = async (id: number) => {
      const res = await editor.get(`/api/contact/${id}/reply-drafts`);
      expect(res.status).toBe(200);
      return res.body as ReplyDraftAnswer[];
    };
    expect(await drafts(english.id)).toEqual([
      {
        templateId: template.id,
        name: 'First answer',
        locale: 'en',
        body: 'Hello Ada Buyer, thanks for your Listing Design idea.',
      },
    ]);
    expect((await drafts(french.id))[0]).toMatchObject({
      locale: 'fr',
      body: 'Bonjour Ada Buyer, merci pour votre idée (Conception de fiches produits).',
    });
    expect((await editor.get('/api/contact/999999/reply-drafts')).status).toBe(404);
    // A template from before French was added answers its English, saying so.
    await t.dataSource.getRepository(ReplyTemplate).update({ id: template.id }, { bodyFr: '' });
    expect((await drafts(french.id))[0]).toMatchObject({
      locale: 'en',
      body: 'Hello Ada Buyer, thanks for your Listing Design idea.',
    });

    const changed = await owner
      .put(`/api/reply-templates/${template.id}`)
      .send({ name: 'First answer', body: { en: 'Hi {{ name }}!', fr: 'Salut {{ name }}!' } });
    expect(changed.status).toBe(200);
    expect((changed.body as ReplyTemplateAnswer).body).toEqual({
      en: 'Hi {{ name }}!',
      fr: 'Salut {{ name }}!',
    });
    expect(
      (await owner.put('/api/reply-templates/999999').send({ name: 'N', body: both })).status,
    ).toBe(404);
    expect((await owner.delete(`/api/reply-templates/${template.id}`)).status).toBe(200);
    expect((await owner.get('/api/reply-templates')).body).toEqual([]);
  });
});
