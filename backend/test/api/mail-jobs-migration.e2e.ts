/**
 * ADR 089's migration: the outbox's own queue (`mail_jobs`) becomes `mail.send` jobs of
 * the one runner, on a database that holds mail in every state, with nothing lost.
 */
import { Job } from '../../src/jobs/job.entity';
import { MAIL_SEND_JOB, Mail } from '../../src/mail/mail.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const MIGRATION = 'MailAsJobs1796900000091';

describe('mail_jobs into the job table (migration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const appliedNames = async () =>
    (await t.dataSource.query<{ name: string }[]>('SELECT "name" FROM "migrations"')).map(
      (m) => m.name,
    );

  it('gives every undelivered mail its job, keeps sent mail as sent, and drops the old queue', async () => {
    while ((await appliedNames()).includes(MIGRATION)) await t.dataSource.undoLastMigration();
    const p = (i: number) => (t.dialect === 'postgres' ? `$${i}` : '?');
    const rows: [string, number, number, string | null, string, string | null, number | null][] = [
      // status, attempts, priority, lastError, nextAttemptAt, sentAt, contactMessageId
      ['pending', 0, 1, null, '2026-11-28 10:00:00.000', null, 7],
      ['pending', 3, 0, 'ECONNREFUSED', '2026-11-28 11:00:00.000', null, 7],
      ['sending', 1, 0, null, '2026-11-28 10:05:00.000', null, 8],
      ['sent', 1, 1, null, '2026-11-28 10:01:00.000', '2026-11-28 10:00:30.000', 8],
      ['failed', 40, 1, '550 mailbox unavailable', '2026-12-01 10:00:00.000', null, null],
    ];
    const ids: number[] = [];
    for (const [n, [status, attempts, priority, lastError, next, sentAt, lead]] of rows.entries()) {
      await t.dataSource.query(
        `INSERT INTO "mail_jobs" ("kind", "contactMessageId", "recipient", "subject", "textBody", "htmlBody", "messageIdHeader", "status", "attempts", "priority", "lastError", "nextAttemptAt", "sentAt", "createdAt")
         VALUES (${p(1)}, ${p(2)}, ${p(3)}, 'Subject', 'Text', '<p>Html</p>', ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}, ${p(10)}, '2026-11-28 09:00:00.000')`,
        [
          priority === 0 ? 'lead_reply' : 'new_lead',
          lead,
          `to${n}@example.com`,
          `<m${n}@prism.test>`,
          status,
          attempts,
          priority,
          lastError,
          next,
          sentAt,
        ],
      );
      const [row] = await t.dataSource.query<{ id: number }[]>(
        `SELECT "id" FROM "mail_jobs" WHERE "messageIdHeader" = ${p(1)}`,
        [`<m${n}@prism.test>`],
      );
      ids.push(row!.id);
    }
    await t.dataSource.query(
      `INSERT INTO "mail_attempts" ("jobId", "attempt", "finishedAt", "error") VALUES (${p(1)}, 1, '2026-11-28 10:00:00.000', 'ECONNREFUSED')`,
      [ids[1]],
    );

    await t.dataSource.runMigrations({ transaction: 'each' });

    // Every mail kept, with the same id (replies point at it), body and headers.
    const mails = await t.dataSource.getRepository(Mail).find({ order: { id: 'ASC' } });
    expect(mails.map((m) => [m.id, m.recipient, m.messageIdHeader, m.contactMessageId])).toEqual(
      ids.map((id, n) => [id, `to${n}@example.com`, `<m${n}@prism.test>`, rows[n]![6]]),
    );
    expect(mails.map((m) => m.sentAt !== null)).toEqual([false, false, false, true, false]);

    // One job per undelivered mail, in the state, attempts, error and priority it had.
    const jobs = await t.dataSource
      .getRepository(Job)
      .find({ where: { name: MAIL_SEND_JOB }, order: { id: 'ASC' } });
    const byMail = new Map(jobs.map((job) => [Number(job.key), job]));
    expect(jobs).toHaveLength(4);
    expect(byMail.has(ids[3]!)).toBe(false);
    expect(byMail.get(ids[0]!)).toMatchObject({
      status: 'pending',
      attempts: 0,
      priority: 1,
      lastError: null,
      failedAt: null,
    });
    expect(byMail.get(ids[1]!)).toMatchObject({
      status: 'pending',
      attempts: 3,
      priority: 0,
      lastError: 'ECONNREFUSED',
    });
    expect(byMail.get(ids[1]!)!.failedAt).not.toBeNull();
    // Held by a worker of the old code: due again now.
    expect(byMail.get(ids[2]!)).toMatchObject({ status: 'pending', attempts: 1, priority: 0 });
    expect(byMail.get(ids[2]!)!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(byMail.get(ids[4]!)).toMatchObject({
      status: 'failed',
      attempts: 40,
      lastError: '550 mailbox unavailable',
    });
    // Due when written: the three days before giving up still count from then.
    expect(jobs.every((job) => job.dueAt.getTime() === jobs[0]!.dueAt.getTime())).toBe(true);

    // The given-up one is on the one failure view, with the retrying one.
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const status = await owner.get('/api/admin/jobs/status');
    expect(status.status).toBe(200);
    const failures = (status.body as { failures: { name: string; key: string; status: string }[] })
      .failures;
    expect(
      failures
        .filter((f) => f.name === MAIL_SEND_JOB)
        .map((f) => [Number(f.key), f.status])
        .sort(),
    ).toEqual(
      [
        [ids[1], 'retrying'],
        [ids[4], 'failed'],
      ].sort(),
    );

    const tables = t.dataSource.createQueryRunner();
    try {
      expect(await tables.hasTable('mail_jobs')).toBe(false);
      expect(await tables.hasTable('mail_attempts')).toBe(false);
    } finally {
      await tables.release();
    }
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});
