import { In } from 'typeorm';
import { csvExport, EXPORT_BATCH } from '../../src/common/csv-export';
import { keysetPage, type KeysetOrder } from '../../src/common/keyset';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';

const ROWS = 1203;
const NEWEST_FIRST: KeysetOrder = [
  { column: 'm.createdAt', type: 'timestamp', direction: 'DESC' },
  { column: 'm.id', type: 'integer', direction: 'DESC' },
];

/**
 * Exports read by keyset on a real database (csv-export.ts): batches of at most
 * EXPORT_BATCH rows, the answer started after the first, every row once and in the list's
 * order, even where many rows share a timestamp across a batch's edge and PostgreSQL keeps
 * microseconds a JavaScript date would lose.
 */
describe('Keyset reads: pages and CSV exports', () => {
  let db: MediumDatabase;
  const expected: { id: number; at: string; read: boolean }[] = [];

  beforeAll(async () => {
    db = await openMediumDatabase();
    const postgres = db.dataSource.options.type === 'postgres';
    const rows = Array.from({ length: ROWS }, (_, i) => {
      // Seven rows a timestamp; on PostgreSQL they differ by the microsecond.
      const step = Math.floor(i / 7);
      const at = postgres
        ? `2026-01-01 00:00:00.${String(step).padStart(6, '0')}`
        : `2026-01-01 00:${String(Math.floor(step / 60)).padStart(2, '0')}:${String(step % 60).padStart(2, '0')}.000`;
      return { at, read: i % 3 === 0 };
    });
    // In another order than their timestamps, so ids and times do not agree.
    for (const row of [...rows].reverse()) {
      const saved = await db.dataSource
        .createQueryBuilder()
        .insert()
        .into(ContactMessage)
        .values({
          name: 'A lead',
          email: 'lead@example.com',
          service: 'other',
          message: 'Hello',
          read: row.read,
          createdAt: () => (postgres ? `'${row.at}'::timestamp` : `'${row.at}'`),
        })
        .execute();
      expected.push({ id: Number(saved.identifiers[0]!.id), at: row.at, read: row.read });
    }
    expected.sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
  });
  afterAll(() => db.close());

  async function exportOf(read?: boolean) {
    const loaded: number[][] = [];
    const query = db.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
    if (read !== undefined) query.andWhere({ read });
    const lines = await csvExport(query, NEWEST_FIRST, {
      header: ['id'],
      load: (ids) => {
        loaded.push(ids);
        return Promise.resolve(ids.map((id) => ({ id })));
      },
      values: (row) => [row.id],
    });
    return { lines, loaded };
  }

  it('sends every row once, in order, reading at most a batch at a time', async () => {
    const { lines, loaded } = await exportOf();
    const chunks: string[] = [];
    for await (const chunk of lines) {
      chunks.push(chunk);
      // The answer streams: when the first rows go out, only their batch has been read.
      if (chunks.length === 2) expect(loaded).toHaveLength(1);
    }
    expect(loaded.map((batch) => batch.length)).toEqual([EXPORT_BATCH, EXPORT_BATCH, 203]);
    const ids = chunks
      .join('')
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(JSON.parse(line)));
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it('keeps the list’s filter', async () => {
    const { lines } = await exportOf(true);
    let text = '';
    for await (const chunk of lines) text += chunk;
    const ids = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(JSON.parse(line)));
    expect(ids).toEqual(expected.filter((row) => row.read).map((row) => row.id));
  });

  it('pages through every row once, in order, whatever page edge a timestamp straddles', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const query = db.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
      const page = await keysetPage(query, NEWEST_FIRST, { limit: 50, cursor }, (ids) =>
        Promise.resolve(ids.map((id) => ({ id }))),
      );
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected.map((row) => row.id));
  });

  it('asks every full batch with the same SQL, its ids and position bound, not written in', async () => {
    // On SQLite, TypeORM wrote numbers into the text: every batch compiled two statements
    // of its own, and an export of 1,000,000 leads grew the API by hundreds of MB.
    const texts: string[] = [];
    const logger = db.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (sql, parameters, runner) => {
      texts.push(sql);
      logQuery(sql, parameters, runner);
    };
    const loaded: number[] = [];
    try {
      const query = db.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
      const lines = await csvExport(query, NEWEST_FIRST, {
        header: ['id'],
        load: (ids) => db.dataSource.getRepository(ContactMessage).findBy({ id: In(ids) }),
        values: (row) => [row.id],
      });
      for await (const chunk of lines) {
        loaded.push(
          ...chunk
            .split('\r\n')
            .slice(0, -1)
            .filter((l) => /^"\d+"$/.test(l))
            .map((l) => Number(JSON.parse(l))),
        );
      }
    } finally {
      logger.logQuery = logQuery;
    }
    expect(loaded).toEqual(expected.map((row) => row.id));
    const keyset = texts.filter((sql) => sql.includes(`LIMIT ${EXPORT_BATCH}`));
    const loads = texts.filter((sql) => sql.includes(' IN ('));
    // Batches 2 and 3 start after other positions, batches 1 and 2 load other leads (500
    // each): the same text means none of them is written in.
    expect(keyset).toHaveLength(3);
    expect(keyset[2]).toBe(keyset[1]);
    expect(loads[1]).toBe(loads[0]);
  });

  it('reads each batch from the index at its position, not from the start (SQLite plan)', async () => {
    if (db.dataSource.options.type !== 'better-sqlite3') return;
    const batches: { sql: string; parameters: unknown[] }[] = [];
    const logger = db.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (sql, parameters, runner) => {
      if (sql.includes('LIMIT 500'))
        batches.push({ sql, parameters: Array.isArray(parameters) ? parameters : [] });
      logQuery(sql, parameters, runner);
    };
    try {
      const { lines } = await exportOf();
      for await (const chunk of lines) expect(typeof chunk).toBe('string');
    } finally {
      logger.logQuery = logQuery;
    }
    const later = batches.at(-1)!;
    expect(batches).toHaveLength(3);
    const plan: { detail: string }[] = await db.dataSource.query(
      `EXPLAIN QUERY PLAN ${later.sql}`,
      later.parameters,
    );
    // SEARCH … (createdAt<?): a range of the index; a SCAN would read every newer row first.
    expect(plan.map((row) => row.detail).join(' | ')).toMatch(
      /^SEARCH m USING (COVERING )?INDEX IDX_contact_messages_created \(createdAt<\?\)$/,
    );
  });
});
