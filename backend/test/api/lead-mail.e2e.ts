import type { JobsStatusAnswer, MailStatusAnswer } from '@prism/contracts';
import { Not } from 'typeorm';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { Job } from '../../src/jobs/job.entity';
import { MAIL_SEND_JOB } from '../../src/mail/mail.entity';
import { clearMail, mailRows } from '../support/mail-rows';
import { User } from '../../src/users/user.entity';
import { SmtpSink } from '../support/smtp-sink';
import { messagesOf } from '../support/answers';
import { setSiteLanguage } from '../support/site-language';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { LEAD } from '../support/contact-fixtures';
import { waitUntil } from '../support/wait-until';

const PUBLIC_URL = 'https://studio.example';

/** Waits until `check` holds: the suites' one poll loop, at this suite's pace. */
const eventually = (check: () => Promise<boolean>) =>
  waitUntil('the mail outbox', check, { timeoutMs: 20_000, intervalMs: 50 });

describe('new-lead mail through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const mails = () => mailRows(t.dataSource);
  const onlyMail = async () => {
    const [mail, ...more] = await mails();
    if (!mail || more.length > 0) throw new Error('one mail expected');
    return mail;
  };
  const setEmail = (id: number, email: string | null, notifyNewLeads = true) =>
    t.dataSource.getRepository(User).update({ id }, { email, notifyNewLeads });

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      CONTACT_MAX_PER_IP: '1000',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Prism <notify@studio.example>',
      PUBLIC_URL,
      ADMIN_EMAIL: 'Owner@Studio.example',
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_SEND_TIMEOUT_SECONDS: '2',
    });
    // Staff without a language of their own read the site's: these tests read English.
    await setSiteLanguage(t, 'en');
  });
  afterAll(async () => {
    await t.close();
    await sink.down();
  });
  beforeEach(async () => {
    await t.dataSource.getRepository(ContactMessage).clear();
    await clearMail(t.dataSource);
    sink.received.length = 0;
    // Only the owner has an address unless a test gives one.
    await t.dataSource
      .getRepository(User)
      .update({ username: Not(OWNER.username) }, { email: null });
  });

  it('gives the first owner the ADMIN_EMAIL address, in lower case', async () => {
    const owner = await t.dataSource
      .getRepository(User)
      .findOneByOrFail({ username: OWNER.username });
    expect(owner.email).toBe('owner@studio.example');
    expect(owner.notifyNewLeads).toBe(true);
  });

  it('sends one mail per recipient with subject, reply-to, link and a stable Message-ID', async () => {
    const admin = await t.newUser('admin');
    const quiet = await t.newUser('editor');
    await t.newUser('editor'); // no address: gets nothing
    await setEmail(admin.id, 'admin@studio.example');
    await setEmail(quiet.id, 'quiet@studio.example', false);

    const res = await t
      .http()
      .post('/api/contact')
      .send({ ...LEAD, sourcePage: 'https://site.example/services' });
    expect(res.status).toBe(201);
    const received = await sink.waitFor(2);
    await new Promise((r) => setTimeout(r, 300)); // nothing more arrives
    expect(sink.received).toHaveLength(2);
    expect(received.map((m) => m.rcptTo).sort()).toEqual([
      ['admin@studio.example'],
      ['owner@studio.example'],
    ]);
    const lead = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({});
    for (const mail of received) {
      expect(mail.parsed.subject).toBe('New lead: Ada Buyer (Listing Design)');
      expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Ada Buyer', address: LEAD.email }]);
      expect(mail.parsed.from?.value).toEqual([
        { name: 'Prism', address: 'notify@studio.example' },
      ]);
      const link = `${PUBLIC_URL}/admin/messages?q=ada%40example.com`;
      expect(mail.parsed.text).toContain(link);
      expect(mail.parsed.text).toContain(LEAD.message);
      expect(mail.parsed.text).toContain('Page: https://site.example/services');
      expect(mail.parsed.html).toContain(`href="${link}"`);
      expect(mail.parsed.messageId).toMatch(
        new RegExp(`^<lead-${lead.id}-[0-9a-f-]+@studio\\.example>$`),
      );
    }
    await eventually(async () => (await mails()).every((mail) => mail.status === 'sent'));
    const stored = await mails();
    expect(received.map((m) => m.parsed.messageId).sort()).toEqual(
      stored.map((j) => j.messageIdHeader).sort(),
    );
    // Each an ordinary job of the runner: done at the first attempt, no error kept.
    expect(stored.map((mail) => mail.job)).toEqual([
      expect.objectContaining({
        name: MAIL_SEND_JOB,
        status: 'done',
        attempts: 1,
        lastError: null,
      }),
      expect.objectContaining({
        name: MAIL_SEND_JOB,
        status: 'done',
        attempts: 1,
        lastError: null,
      }),
    ]);

    const owner = await t.signIn(OWNER.username, OWNER.password);
    const list = await owner.get('/api/contact');
    expect(messagesOf(list)[0]!.notification).toBe('sent');
  });

  it('keeps lead-controlled text out of the headers and the HTML', async () => {
    const name = 'Ada\r\nBcc: evil@attacker.example\r\nX-Evil: 1 <img src=x onerror=alert(1)>';
    const message = '</p><script>alert(1)</script>\r\n\r\nBcc: evil@attacker.example';
    const res = await t
      .http()
      .post('/api/contact')
      .send({ ...LEAD, name, message, company: '<b>Bold</b>' });
    expect(res.status).toBe(201);
    const [mail] = await sink.waitFor(1);
    expect(mail!.rcptTo).toEqual(['owner@studio.example']);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-evil')).toBe(false);
    expect(mail!.parsed.subject).toBe(
      'New lead: Ada Bcc: evil@attacker.example X-Evil: 1 <img src=x onerror=alert(1)> (Listing Design)',
    );
    const html = mail!.parsed.html as string;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Bold');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    // The raw header block holds exactly one Subject line and no Bcc line.
    const head = mail!.raw.split('\r\n\r\n')[0]!;
    expect(head.match(/^subject:/gim)).toHaveLength(1);
    expect(head).not.toMatch(/^bcc:/im);
  });

  it('stores the lead while the relay is down and delivers once it is back', async () => {
    await sink.down();
    try {
      const res = await t.http().post('/api/contact').send(LEAD);
      expect(res.status).toBe(201);
      expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(1);
      await eventually(async () => (await onlyMail()).lastError !== null);
      const owner = await t.signIn(OWNER.username, OWNER.password);
      const status = await owner.get('/api/admin/mail/status');
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ configured: true, undelivered: 1, failed: 0 });
      expect((status.body as MailStatusAnswer).lastError).toMatch(/ECONNREFUSED/);
      const list = await owner.get('/api/contact');
      expect(messagesOf(list)[0]!.notification).toBe('pending');
      // The one failure view: the mail's job is listed with the other failing jobs.
      const jobs = (await owner.get('/api/admin/jobs/status')).body as JobsStatusAnswer;
      const failing = jobs.failures.find((job) => job.name === MAIL_SEND_JOB);
      expect(failing).toMatchObject({ status: 'retrying', item: null });
      expect(failing!.error).toMatch(/ECONNREFUSED/);
      expect(failing!.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await sink.up();
    }
    const [mail] = await sink.waitFor(1, 30_000);
    expect(mail!.parsed.subject).toBe('New lead: Ada Buyer (Listing Design)');
    await eventually(async () => (await onlyMail()).status === 'sent');
    const owner = await t.signIn(OWNER.username, OWNER.password);
    expect((await owner.get('/api/admin/mail/status')).body).toMatchObject({ undelivered: 0 });
  });

  it('retries at once on "retry now", also a job that was given up', async () => {
    await sink.down();
    try {
      await t.http().post('/api/contact').send(LEAD);
      await eventually(async () => (await onlyMail()).lastError !== null);
      // Given up, far in the future: only "retry now" brings it back.
      await t.dataSource
        .getRepository(Job)
        .update(
          { name: MAIL_SEND_JOB },
          { status: 'failed', runAt: new Date(Date.now() + 864e5), finishedAt: new Date() },
        );
    } finally {
      await sink.up();
    }
    const owner = await t.signIn(OWNER.username, OWNER.password);
    expect((await owner.get('/api/admin/mail/status')).body).toMatchObject({
      undelivered: 1,
      failed: 1,
    });
    expect(messagesOf(await owner.get('/api/contact'))[0]!.notification).toBe('failed');
    // The leads CSV reads the same state from the mail's job.
    const csv = await owner.get('/api/contact/export.csv').buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[1]).toContain('"failed"');
    const retry = await owner.post('/api/admin/mail/retry');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ message: 'Retrying undelivered notifications', retried: 1 });
    await sink.waitFor(1);
    await eventually(async () => (await onlyMail()).status === 'sent');
  });

  it('gives a mail up three days after it was written, and a reset link leaves the outbox then', async () => {
    await sink.down();
    try {
      const asked = await t
        .http()
        .post('/api/account-links/password-reset')
        .send({ email: 'owner@studio.example' });
      expect(asked.status).toBe(202);
      await eventually(async () => (await mails()).some((mail) => mail.lastError !== null));
      const reset = await onlyMail();
      expect(reset.kind).toBe('password_reset');
      expect(reset.textBody).toContain(`${PUBLIC_URL}/admin/reset#`);
      // Written four days ago: the next failure is its last.
      await t.dataSource
        .getRepository(Job)
        .update(
          { name: MAIL_SEND_JOB, key: String(reset.id) },
          { dueAt: new Date(Date.now() - 4 * 864e5), runAt: new Date() },
        );
      await eventually(async () => (await onlyMail()).status === 'failed');
      const given = await onlyMail();
      expect(given.job).toMatchObject({ status: 'failed' });
      expect(given.textBody).not.toContain(`${PUBLIC_URL}/admin/reset#`);
      expect(given.htmlBody).not.toContain(`${PUBLIC_URL}/admin/reset#`);
    } finally {
      await sink.up();
    }
  });

  it('writes no mail for a honeypot submission', async () => {
    await t
      .http()
      .post('/api/contact')
      .send({ ...LEAD, website: 'spam' });
    expect(await mails()).toHaveLength(0);
  });
});

describe('new-lead mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: 'owner@studio.example' });
  });
  afterAll(() => t.close());

  it('keeps the job waiting and says mail is not configured', async () => {
    const res = await t.http().post('/api/contact').send(LEAD);
    expect(res.status).toBe(201);
    const jobs = await mailRows(t.dataSource);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      recipient: 'owner@studio.example',
    });
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const status = await owner.get('/api/admin/mail/status');
    expect(status.body).toEqual({ configured: false, undelivered: 1, failed: 0, lastError: null });
    expect(messagesOf(await owner.get('/api/contact'))[0]!.notification).toBe('pending');
  });

  it('lets only signed-in staff with view_messages see or retry mail', async () => {
    expect((await t.http().get('/api/admin/mail/status')).status).toBe(401);
    expect((await t.http().post('/api/admin/mail/retry')).status).toBe(401);
  });
});
