import { ContactMessage } from '../../src/contact/contact-message.entity';
import { idsOf } from '../support/answers';
import { LEAD } from '../support/contact-fixtures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/**
 * The inbox's full-text search (ADR 086) on each database: accents and case folded both
 * ways, words and a typed prefix, every word required, and the index written by the
 * database in the transaction of every insert, edit, delete and truncation of a lead,
 * whichever code writes it, and filled for the leads there before it.
 */
describe('inbox search', () => {
  let t: TestApp;
  let owner: Agent;
  const repo = () => t.dataSource.getRepository(ContactMessage);
  const seed = (values: Partial<ContactMessage> = {}) =>
    repo().save(repo().create({ ...LEAD, ...values }));
  const found = async (q: string) => {
    const res = await owner.get(`/api/contact?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return idsOf(res).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());
  beforeEach(() => repo().clear());

  it('finds "Érablière" with érablière, erabliere, ÉRABLIÈRE and a typed start', async () => {
    const maple = await seed({ company: 'Érablière du Nord' });
    const other = await seed({
      name: 'Jean-François Côté',
      message: 'Un cœur de pomme, s’il vous plaît.',
    });
    await seed({ company: 'Érables et fils', message: 'Rien à voir.' });
    for (const q of ['érablière', 'erabliere', 'ÉRABLIÈRE', 'Erabli', 'du nord érablière']) {
      expect({ q, ids: await found(q) }).toEqual({ q, ids: [maple.id] });
    }
    // Whole words, a prefix only for the last one typed; every word must be there.
    expect(await found('rabliere')).toEqual([]);
    expect(await found('erabli nord')).toEqual([]);
    expect(await found('erabliere sud')).toEqual([]);
    expect(await found('francois cote')).toEqual([other.id]);
    expect(await found('jean-françois')).toEqual([other.id]);
    // Punctuation alone finds nothing.
    expect(await found('%_')).toEqual([]);
  });

  it('finds an e-mail address by its words', async () => {
    const lead = await seed({ email: 'ada.lovelace@analytical.example' });
    await seed({ email: 'someone@else.example' });
    expect(await found('ada.lovelace@analytical.example')).toEqual([lead.id]);
    expect(await found('analytical')).toEqual([lead.id]);
    expect(await found('lovelace@')).toEqual([lead.id]);
  });

  it('follows an edit, an anonymisation and a delete in their transaction', async () => {
    const lead = await seed({ name: 'Zoé Tremblay' });
    // As the privacy module's erasure writes: an update of the searched columns.
    await t.dataSource.transaction(async (tx) => {
      await tx.update(ContactMessage, { id: lead.id }, { name: 'Zoé Gagnon' });
      // Inside the transaction, the index already says so.
      const inside = await tx
        .getRepository(ContactMessage)
        .createQueryBuilder('m')
        .select('m.id', 'id')
        .where(
          t.dialect === 'postgres'
            ? `m.id IN (SELECT "messageId" FROM "contact_messages_search" WHERE "vector" @@ to_tsquery('simple', 'gagnon'))`
            : `m.id IN (SELECT "rowid" FROM "contact_messages_search" WHERE "contact_messages_search" MATCH 'gagnon')`,
        )
        .getRawMany();
      expect(inside).toHaveLength(1);
    });
    expect(await found('gagnon')).toEqual([lead.id]);
    expect(await found('tremblay')).toEqual([]);

    // A write that rolls back leaves the index as it was.
    await expect(
      t.dataSource.transaction(async (tx) => {
        await tx.update(ContactMessage, { id: lead.id }, { name: 'Zoé Bouchard' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await found('bouchard')).toEqual([]);
    expect(await found('gagnon')).toEqual([lead.id]);

    await t.dataSource.transaction((tx) =>
      tx.update(ContactMessage, { id: lead.id }, { name: '', email: '', company: '', message: '' }),
    );
    expect(await found('zoe')).toEqual([]);

    const kept = await seed({ name: 'Zoé Lavoie' });
    expect((await owner.delete(`/api/contact/${kept.id}`)).status).toBe(200);
    expect(await found('lavoie')).toEqual([]);
    // Nothing of a deleted lead stays in the index.
    const rows: { n: number | string }[] = await t.dataSource.query(
      t.dialect === 'postgres'
        ? 'SELECT COUNT(*) AS n FROM "contact_messages_search"'
        : 'SELECT COUNT(*) AS n FROM "contact_messages_search_docsize"',
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('indexes the leads stored before the index existed', async () => {
    await t.dataSource.undoLastMigration();
    try {
      await t.dataSource.query(
        `INSERT INTO "contact_messages" ("name", "email", "service", "message") VALUES ('Érablière Ancienne', 'old@example.com', 'other', 'Before the index')`,
      );
    } finally {
      await t.dataSource.runMigrations();
    }
    expect(await found('erabliere ancienne')).toHaveLength(1);
  });
});
