/**
 * Issue 48's migration: the reply note a lead kept from before replies were e-mailed
 * becomes a reply with no mail, on a database holding notes, e-mailed replies and leads
 * with neither; undone, each note is back on its lead.
 */
import type { ContactReplyAnswer } from '@prism/contracts';
import { ContactReply } from '../../src/contact/contact-reply.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const MIGRATION = 'ReplyNotesAsReplies1797000000001';

describe('reply notes into the replies (migration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const appliedNames = async () =>
    (await t.dataSource.query<{ name: string }[]>('SELECT "name" FROM "migrations"')).map(
      (m) => m.name,
    );
  const p = (i: number) => (t.dialect === 'postgres' ? `$${i}` : '?');
  const lead = async (name: string, reply: string | null, repliedAt: string | null) => {
    await t.dataSource.query(
      `INSERT INTO "contact_messages" ("name", "email", "service", "message", "reply", "repliedAt", "createdAt")
       VALUES (${p(1)}, 'lead@example.com', 'other', 'Hello', ${p(2)}, ${p(3)}, '2025-01-10 09:00:00.000')`,
      [name, reply, repliedAt],
    );
    const [row] = await t.dataSource.query<{ id: number }[]>(
      `SELECT "id" FROM "contact_messages" WHERE "name" = ${p(1)}`,
      [name],
    );
    return row!.id;
  };

  it('makes each note a reply that was never e-mailed, keeps e-mailed replies, and undoes', async () => {
    while ((await appliedNames()).includes(MIGRATION)) await t.dataSource.undoLastMigration();
    const noted = await lead('Noted', 'We will call you Monday.', '2025-01-11 10:30:00.000');
    const emailed = await lead('Emailed', null, null);
    const silent = await lead('Silent', null, null);
    await t.dataSource.query(
      `INSERT INTO "contact_replies" ("messageId", "authorId", "authorName", "body", "mailJobId", "clientKey", "createdAt")
       VALUES (${p(1)}, NULL, 'ana', 'Sent by mail', 41, '11111111-1111-4111-8111-111111111111', '2025-01-12 08:00:00.000')`,
      [emailed],
    );

    await t.dataSource.runMigrations({ transaction: 'each' });

    const replies = await t.dataSource
      .getRepository(ContactReply)
      .find({ order: { messageId: 'ASC', id: 'ASC' } });
    expect(replies.map((r) => [r.messageId, r.body, r.mailJobId, r.clientKey])).toEqual([
      [noted, 'We will call you Monday.', null, `note-${noted}`],
      [emailed, 'Sent by mail', 41, '11111111-1111-4111-8111-111111111111'],
    ]);
    expect(replies[0]!.createdAt.toISOString()).toBe('2025-01-11T10:30:00.000Z');
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const thread = await owner.get(`/api/contact/${noted}/replies`);
    expect(thread.status).toBe(200);
    expect(thread.body as ContactReplyAnswer[]).toEqual([
      expect.objectContaining({ body: 'We will call you Monday.', delivery: 'none', attempts: 0 }),
    ]);
    // Nothing to send again: a note is no mail.
    const retry = await owner.post(`/api/contact/${noted}/replies/${replies[0]!.id}/retry`);
    expect(retry.status).toBe(404);
    expect((await owner.get(`/api/contact/${silent}/replies`)).body).toEqual([]);

    // Later migrations (pages, the media library) come off first, then this one.
    while ((await appliedNames()).includes(MIGRATION)) await t.dataSource.undoLastMigration();
    const back = await t.dataSource.query<{ id: number; reply: string | null }[]>(
      'SELECT "id", "reply" FROM "contact_messages" ORDER BY "id"',
    );
    expect(back.map((row) => [row.id, row.reply])).toEqual([
      [noted, 'We will call you Monday.'],
      [emailed, null],
      [silent, null],
    ]);
    expect(await t.dataSource.query('SELECT "body" FROM "contact_replies"')).toEqual([
      { body: 'Sent by mail' },
    ]);
    await t.dataSource.runMigrations({ transaction: 'each' });
  });
});
