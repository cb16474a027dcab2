import { keysetPage } from '../../src/common/keyset';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import {
  LEAD_ORDER,
  leadSearchOf,
  wherePageMatches,
  type SearchSteps,
} from '../../src/contact/lead-search';
import { mergeLeadSearch } from '../../src/contact/lead-search-merges';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';
import { testDialect } from '../support/test-database';

/** Small steps, so 300 leads take each of PostgreSQL's three ways to a page. */
const STEPS: SearchSteps = { probed: 20, ordered: 30, listed: 30 };
const LEADS = 300;

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

  async function pagesOf(q: string, limit: number, unreadOnly = false) {
    const postgres = db.dataSource.options.type === 'postgres';
    const pages: number[][] = [];
    let cursor: string | undefined;
    do {
      const query = db.dataSource.getRepository(ContactMessage).createQueryBuilder('m');
      if (unreadOnly) query.andWhere('m.read = :read', { read: false });
      await wherePageMatches(query, leadSearchOf(q, postgres), { limit, cursor }, STEPS);
      const page = await keysetPage(query, LEAD_ORDER, { limit, cursor }, (ids) =>
        Promise.resolve(ids.map((id) => ({ id }))),
      );
      pages.push(page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  }

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
