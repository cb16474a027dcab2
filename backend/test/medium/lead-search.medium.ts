import { keysetPage } from '../../src/common/keyset';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import {
  LEAD_ORDER,
  SEARCH_STEPS,
  leadSearchOf,
  wherePageMatches,
  type SearchSteps,
} from '../../src/contact/lead-search';
import { mergeLeadSearch } from '../../src/contact/lead-search-merges';
import { LeadOrderWatch1797200000064 } from '../../src/database/migrations/sqlite/1797200000064-LeadOrderWatch';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';
import { testDialect } from '../support/test-database';

/**
 * Small steps, so 300 leads take each of PostgreSQL's three ways to a page, and on SQLite
 * both the walk of the matches and the read of them all.
 */
const STEPS: SearchSteps = { walked: 30, probed: 20, ordered: 30, listed: 30 };
const LEADS = 300;

/** Every page of a search, by its cursor, in LEAD_ORDER (ids only). */
async function pagesIn(
  db: MediumDatabase,
  q: string,
  limit: number,
  filter: { unread?: boolean; stage?: string } = {},
  steps = SEARCH_STEPS,
) {
  const postgres = db.dataSource.options.type === 'postgres';
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const query = db.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
    if (filter.unread) query.andWhere('m.read = :read', { read: false });
    if (filter.stage) query.andWhere('m.stage = :stage', { stage: filter.stage });
    await wherePageMatches(query, leadSearchOf(q, postgres), { limit, cursor }, steps);
    const page = await keysetPage(query, LEAD_ORDER, { limit, cursor }, (ids) =>
      Promise.resolve(ids.map((id) => ({ id }))),
    );
    pages.push(page.items.map((item) => item.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

/**
 * A page of an inbox search (lead-search.ts, ADR 086) holds what a plain filter of the
 * ordered list would, page after page, whichever way PostgreSQL finds it: a word in most
 * of the newest leads (the newest checked one by one), a word in a few (read from the index,
 * then ordered), a word in many but only old ones (the list walked), none at all; with the
 * list's own filter too.
 */
describe('Inbox search pages', () => {
  let db: MediumDatabase;
  /** Each lead's id and words, newest first. */
  const leads: { id: number; words: string[]; read: boolean }[] = [];

  beforeAll(async () => {
    db = await openMediumDatabase();
    for (let i = 0; i < LEADS; i += 1) {
      // Every other lead is a "harbor"; one in 25 an "érablière"; the 200 oldest, "cedar".
      const words = [
        ...(i % 2 === 0 ? ['harbor'] : []),
        ...(i % 25 === 0 ? ['érablière'] : []),
        ...(i < 200 ? ['cedar'] : []),
      ];
      const saved = await db.dataSource.getRepository(ContactMessage).save({
        name: 'A lead',
        email: `lead${i}@example.com`,
        service: 'other',
        message: `Hello ${words.join(' ')}`,
        // One in three read, for the list's own filter.
        read: i % 3 === 0,
        // Two leads a second: some share a timestamp, so the id breaks the tie.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))),
      });
      leads.unshift({ id: saved.id, words, read: i % 3 === 0 });
    }
  });
  afterAll(() => db.close());

  const pagesOf = (q: string, limit: number, unreadOnly = false) =>
    pagesIn(db, q, limit, { unread: unreadOnly }, STEPS);

  const expected = (word: string, limit: number, unreadOnly = false) => {
    const ids = leads
      .filter((lead) => lead.words.includes(word) && !(unreadOnly && lead.read))
      .map((lead) => lead.id);
    const pages: number[][] = [];
    for (let i = 0; i < ids.length; i += limit) pages.push(ids.slice(i, i + limit));
    return pages.length > 0 ? pages : [[]];
  };

  it.each([
    ['harbor', 'harbor', 5],
    ['erabliere', 'érablière', 4],
    ['cedar', 'cedar', 7],
  ])('pages through every lead matching %s once, newest first', async (q, word, limit) => {
    expect(await pagesOf(q, limit)).toEqual(expected(word, limit));
  });

  it.each([
    ['harbor', 'harbor', 5],
    ['erabliere', 'érablière', 2],
    ['cedar', 'cedar', 7],
  ])('pages through the unread leads matching %s once, newest first', async (q, word, limit) => {
    expect(await pagesOf(q, limit, true)).toEqual(expected(word, limit, true));
  });

  it('finds no page for a word no lead holds', async () => {
    expect(await pagesOf('nordic', 5)).toEqual([[]]);
  });

  (testDialect() === 'sqlite' ? it : it.skip)(
    'SQLite: leaves merging the index to its job, which merges it to a rest in steps, the search as before',
    async () => {
      const [automerge] = await db.dataSource.query<{ v: number }[]>(
        `SELECT "v" FROM "contact_messages_search_config" WHERE "k" = 'automerge'`,
      );
      expect(automerge?.v).toBe(0);
      // 300 leads inserted one by one: 300 segments, which no insert merged but by crisis.
      expect(await mergeLeadSearch(db.dataSource)).toBeGreaterThan(0);
      expect(await mergeLeadSearch(db.dataSource)).toBe(0);
      expect(await pagesOf('harbor', 50)).toEqual(expected('harbor', 50));
    },
  );
});

/**
 * SQLite walks a search's matches newest id first (ADR 086): the pages stay those of the
 * list's order by date when a lead's date disagrees with its id (dated back, dated
 * forward), with the list's filters, and when fewer leads match than a page holds. On
 * PostgreSQL the same pages, from its own steps.
 */
describe('Inbox search pages when dates and ids disagree', () => {
  let db: MediumDatabase;
  type Lead = { id: number; words: string[]; read: boolean; stage: string; createdAt: Date };
  const leads: Lead[] = [];

  beforeAll(async () => {
    db = await openMediumDatabase();
    const repo = db.dataSource.getRepository(ContactMessage);
    for (let i = 0; i < 40; i += 1) {
      // Every lead a "meadow" but one in five; the 1st, 20th and 30th a "fern".
      const words = [
        ...(i % 5 === 4 ? [] : ['meadow']),
        ...([0, 19, 29].includes(i) ? ['fern'] : []),
      ];
      const lead = {
        name: 'A lead',
        email: `lead${i}@example.com`,
        service: 'other',
        message: `Hello ${words.join(' ')}`,
        read: i % 3 === 0,
        stage: i % 2 === 0 ? ('won' as const) : ('new' as const),
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, 0, i)),
      };
      const saved = await repo.save(lead);
      leads.push({ ...lead, id: saved.id, words });
    }
    // Dated back and forward, after their rows were written (as a clock step would leave
    // them): newer leads among the oldest, older ones among the newest, and one lead that
    // matches nothing before them all.
    const dated: [number, Date][] = [
      [38, new Date(Date.UTC(2026, 0, 15))],
      [33, new Date(Date.UTC(2026, 1, 1, 0, 0, 3, 500))],
      [29, new Date(Date.UTC(2026, 0, 10))],
      [2, new Date(Date.UTC(2026, 2, 1))],
      [5, new Date(Date.UTC(2026, 1, 1, 0, 0, 25, 500))],
      [4, new Date(Date.UTC(2026, 3, 1))],
    ];
    for (const [i, createdAt] of dated) {
      const lead = leads[i] as Lead;
      await repo.update(lead.id, { createdAt });
      lead.createdAt = createdAt;
    }
  });
  afterAll(() => db.close());

  const pagesOf = (
    q: string,
    limit: number,
    filter: { unread?: boolean; stage?: string } = {},
    steps = SEARCH_STEPS,
  ) => pagesIn(db, q, limit, filter, steps);

  const expected = (
    word: string,
    limit: number,
    filter: { unread?: boolean; stage?: string } = {},
  ) => {
    const ids = leads
      .filter(
        (lead) =>
          lead.words.includes(word) &&
          !(filter.unread && lead.read) &&
          !(filter.stage && lead.stage !== filter.stage),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((lead) => lead.id);
    const pages: number[][] = [];
    for (let i = 0; i < ids.length; i += limit) pages.push(ids.slice(i, i + limit));
    return pages.length > 0 ? pages : [[]];
  };

  it.each([3, 4, 7, 50])(
    'pages through every lead matching, %i a page, in date order',
    async (limit) => {
      expect(await pagesOf('meadow', limit)).toEqual(expected('meadow', limit));
      expect(await pagesOf('meadow', limit, {}, STEPS)).toEqual(expected('meadow', limit));
    },
  );

  it.each([
    [{ unread: true }, 3],
    [{ stage: 'won' }, 2],
    [{ unread: true, stage: 'new' }, 2],
  ])('with the list filter %j, %i a page, in date order', async (filter, limit) => {
    expect(await pagesOf('mead', limit, filter)).toEqual(expected('meadow', limit, filter));
    expect(await pagesOf('mead', limit, filter, STEPS)).toEqual(expected('meadow', limit, filter));
  });

  it.each([2, 3, 10])('fewer matches than the list holds, %i a page', async (limit) => {
    // The 30th "fern", dated back, comes after the 1st: the second page starts below the id
    // of a lead older than it.
    expect(await pagesOf('fern', limit)).toEqual(expected('fern', limit));
    expect(await pagesOf('fern', limit, {}, STEPS)).toEqual(expected('fern', limit));
  });

  (testDialect() === 'sqlite' ? it : it.skip)(
    'SQLite: takes a page from the walk unless a lead outside it could come before its end',
    async () => {
      const pageQuery = async (q: string, limit: number) => {
        const query = db.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
        await wherePageMatches(query, leadSearchOf(q, false), { limit });
        return query.getQuery();
      };
      // Every "fern" walked: the page is theirs.
      expect(await pageQuery('fern', 10)).not.toContain('MATCH');
      // The newest "meadow" ids make the first page, but the 3rd and 5th leads are dated
      // after them: every match is read.
      expect(await pageQuery('meadow', 3)).toContain('MATCH');
    },
  );
});

/**
 * SQLite skips the date check while no lead's date has disagreed with its id (migration
 * 1797200000064): triggers mark the first lead received dated back or redated, and the
 * migration's first reading finds one already stored. Pages stay in date order throughout.
 */
(testDialect() === 'sqlite' ? describe : describe.skip)(
  'SQLite: inbox search pages as leads start to disagree with their ids',
  () => {
    let db: MediumDatabase;
    const leads: { id: number; createdAt: Date }[] = [];
    const disordered = async () => {
      const [row] = await db.dataSource.query<{ disordered: number }[]>(
        'SELECT "disordered" FROM "contact_messages_order" WHERE "id" = 1',
      );
      return row?.disordered;
    };
    const receive = async (createdAt: Date) => {
      const saved = await db.dataSource.getRepository(ContactMessage).save({
        name: 'A lead',
        email: `lead${leads.length}@example.com`,
        service: 'other',
        message: 'Hello meadow',
        createdAt,
      });
      leads.push({ id: saved.id, createdAt });
      return saved.id;
    };
    const expected = (limit: number) => {
      const ids = [...leads]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .map((lead) => lead.id);
      const pages: number[][] = [];
      for (let i = 0; i < ids.length; i += limit) pages.push(ids.slice(i, i + limit));
      return pages;
    };
    /** Whether the first page was taken from the walk (no read of every match). */
    const walked = async (limit: number) => {
      const query = db.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
      await wherePageMatches(query, leadSearchOf('meadow', false), { limit });
      return !query.getQuery().includes('MATCH');
    };
    /** The migration's own reading of the stored leads, as on a database that had them. */
    const migratedAgain = async () => {
      const migration = new LeadOrderWatch1797200000064();
      const runner = db.dataSource.createQueryRunner();
      try {
        await migration.down(runner);
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      return disordered();
    };

    beforeAll(async () => {
      db = await openMediumDatabase();
      // Received in order, some within the same second (the id breaks the tie).
      for (let i = 0; i < 30; i += 1) {
        await receive(new Date(Date.UTC(2026, 2, 1, 0, 0, Math.floor(i / 2))));
      }
    });
    afterAll(() => db.close());

    it('takes pages from the walk while every lead came in order', async () => {
      expect(await disordered()).toBe(0);
      expect(await migratedAgain()).toBe(0);
      expect(await pagesIn(db, 'meadow', 4)).toEqual(expected(4));
      expect(await walked(4)).toBe(true);
    });

    it('marks a lead received dated before earlier ones, and still pages by date', async () => {
      // A clock stepped back: received last, dated among the oldest.
      await receive(new Date(Date.UTC(2026, 2, 1, 0, 0, 2, 500)));
      expect(await disordered()).toBe(1);
      expect(await migratedAgain()).toBe(1);
      expect(await pagesIn(db, 'meadow', 4)).toEqual(expected(4));
      expect(await pagesIn(db, 'meadow', 7)).toEqual(expected(7));
    });

    it('marks a lead whose date is changed, as a restore might', async () => {
      await db.dataSource.query('UPDATE "contact_messages_order" SET "disordered" = 0');
      const lead = leads[3] as { id: number; createdAt: Date };
      // Unchanged, or moved within its neighbours' dates: nothing disagrees.
      await db.dataSource.getRepository(ContactMessage).update(lead.id, {
        createdAt: new Date(lead.createdAt.getTime() + 100),
      });
      lead.createdAt = new Date(lead.createdAt.getTime() + 100);
      expect(await disordered()).toBe(0);
      await db.dataSource.getRepository(ContactMessage).update(lead.id, {
        createdAt: new Date(Date.UTC(2026, 3, 1)),
      });
      lead.createdAt = new Date(Date.UTC(2026, 3, 1));
      expect(await disordered()).toBe(1);
      // One of the oldest ids is now the newest lead, outside the walk: the check finds it.
      expect(await walked(5)).toBe(false);
      expect(await pagesIn(db, 'meadow', 5)).toEqual(expected(5));
    });
  },
);
