import { ContactMessage } from '../../src/contact/contact-message.entity';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';

/**
 * The unread count is a row the database keeps (migration UnreadCount, ADR 086): every
 * insert, change of `read`, delete and truncation of leads moves it in the same statement,
 * so in the same transaction, whichever code writes them; it always equals a count of
 * the unread leads.
 */
describe('The unread count kept by the database', () => {
  let db: MediumDatabase;
  const repo = () => db.dataSource.getRepository(ContactMessage);
  const lead = (read: boolean, name = 'A lead') => ({
    name,
    email: 'lead@example.com',
    service: 'other',
    message: 'Hello',
    read,
  });
  const kept = async () => {
    const rows: { count: number | string }[] = await db.dataSource.query(
      'SELECT "count" FROM "contact_messages_unread"',
    );
    return rows.map((row) => Number(row.count));
  };
  const counted = () => repo().countBy({ read: false });

  beforeAll(async () => {
    db = await openMediumDatabase();
  });
  afterAll(() => db.close());

  it('follows inserts, edits and deletes of one lead or many, and equals a count', async () => {
    const steps: { step: string; kept: number[]; counted: number }[] = [];
    const check = async (step: string) =>
      steps.push({ step, kept: await kept(), counted: await counted() });
    await check('empty');
    const one = await repo().save(lead(false));
    await repo().save(lead(true));
    await repo().insert([lead(false), lead(false), lead(true)]);
    await check('inserted');
    await repo().update({ id: one.id }, { read: true });
    await check('one read');
    await repo().update({ id: one.id }, { read: true });
    await check('read again');
    await repo().update({ id: one.id }, { stage: 'contacted', read: false });
    await check('one unread again');
    await repo().update({ read: false }, { read: true });
    await check('all read');
    await repo().update({ stage: 'new' }, { read: false });
    await check('some unread');
    await repo().update({ id: one.id }, { name: 'Renamed' });
    await check('renamed');
    await repo().delete({ id: one.id });
    await check('one deleted');
    await repo().delete({ read: false });
    await check('unread deleted');
    await repo().insert([lead(false), lead(false)]);
    await repo().clear();
    await check('cleared');
    for (const { step, kept: row, counted: count } of steps) {
      expect({ step, row }).toEqual({ step, row: [count] });
    }
    expect(steps.map((s) => s.counted)).toEqual([0, 3, 2, 2, 3, 0, 4, 4, 4, 0, 0]);
  });

  it('leaves the count as it was when the write rolls back', async () => {
    await repo().insert([lead(false), lead(true)]);
    await expect(
      db.dataSource.transaction(async (tx) => {
        await tx.insert(ContactMessage, [lead(false), lead(false)]);
        await tx.update(ContactMessage, { read: true }, { read: false });
        // Inside the transaction the row already says so.
        const rows: { count: number | string }[] = await tx.query(
          'SELECT "count" FROM "contact_messages_unread"',
        );
        expect(rows.map((row) => Number(row.count))).toEqual([4]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual([1]);
    expect(await counted()).toBe(1);
  });
});
