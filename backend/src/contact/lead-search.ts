import { PAGE_SIZES } from '@prism/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import {
  keyedRows,
  positionOf,
  type KeyedRow,
  type KeysetOrder,
  type PageRequest,
  type Position,
} from '../common/keyset';
import { searchTerms } from '../common/search-terms';
import type { ContactMessage } from './contact-message.entity';

/** How far each step of a search goes (`wherePageMatches`, ADR 086). */
export interface SearchSteps {
  /**
   * SQLite: a page's matches are walked newest id first, up to this many; with more, FTS5
   * reads them all and the list orders them.
   */
  walked: number;
  /**
   * PostgreSQL: the leads after the page's start checked one by one before asking the index.
   * SQLite: when the walk's first chunk holds no page, a list (its other filters) with fewer
   * leads than this after the page's start reads its matches at once.
   */
  probed: number;
  /**
   * A page: up to this many matches are read from the index with their dates and ordered
   * (about 1.5 µs each); with more, the walk.
   */
  ordered: number;
  /**
   * The export: up to this many matches' ids go into its reads of the list (each batch
   * sends them); with more, the walk.
   */
  listed: number;
}

export const SEARCH_STEPS: SearchSteps = {
  walked: 10_000,
  probed: 1_000,
  ordered: 100_000,
  listed: 10_000,
};

/**
 * The inbox's order and its export's, newest first (keyset.ts). PostgreSQL's search table
 * keeps each lead's date, so a search orders its matches from the index's own rows (ADR 086).
 */
export const LEAD_ORDER: KeysetOrder = [
  { column: 'm.createdAt', type: 'timestamp', direction: 'DESC' },
  { column: 'm.id', type: 'integer', direction: 'DESC' },
];

/** A search as each database's index reads it, or null when it has no word. */
export interface LeadSearch {
  /** FTS5's MATCH or PostgreSQL's tsquery text. */
  match: string;
  postgres: boolean;
}

/**
 * The search `q` as the index of each database reads it (ADR 086): every word required, the
 * last one a prefix when the search ends with it. Null for a search without a letter or digit.
 */
export function leadSearchOf(q: string, postgres: boolean): LeadSearch | null {
  const { words, lastIsPrefix } = searchTerms(q);
  if (words.length === 0) return null;
  const prefix = (i: number) => lastIsPrefix && i === words.length - 1;
  // Words hold only letters and digits, so they are safe in a tsquery and, quoted, in an
  // FTS5 MATCH as they are.
  const match = postgres
    ? words.map((w, i) => (prefix(i) ? `${w}:*` : w)).join(' & ')
    : words.map((w, i) => (prefix(i) ? `"${w}"*` : `"${w}"`)).join(' ');
  return { match, postgres };
}

/**
 * Keeps the leads whose name, e-mail, company or message holds every word of the search
 * (ADR 086), for a whole list (the CSV export). SQLite's FTS5 reads its matches and the list
 * orders them; PostgreSQL as steps 2 and 3 of `wherePageMatches`.
 */
export async function whereSearchMatches(
  query: SelectQueryBuilder<ContactMessage>,
  search: LeadSearch | null,
  steps = SEARCH_STEPS,
): Promise<void> {
  if (!search) {
    query.andWhere('1 = 0');
    return;
  }
  if (!search.postgres) {
    query.andWhere(
      `${query.alias}.id IN (SELECT "rowid" FROM "contact_messages_search" WHERE "contact_messages_search" MATCH :leadSearch)`,
      { leadSearch: search.match },
    );
    return;
  }
  const ids = await matchingIds(query, search, steps.listed);
  if (ids) query.andWhere(`${query.alias}.id = ANY(:leadIds)`, { leadIds: ids });
  else query.andWhere(walkCondition(query.alias), { leadSearch: search.match });
}

/**
 * Keeps the matches of one page of the list (`request`'s, in LEAD_ORDER). On SQLite, FTS5
 * lists a word's matches by id, newest first, and stops where asked, but `id IN (its
 * matches)` made it read every match (the list orders by date): so the matches are walked
 * newest id first (`sqlitePage`), and the page is theirs when no lead left unwalked could
 * come before its end; else, as for the export, all of them.
 *
 * PostgreSQL's planner cannot tell how many leads a search matches (its statistics hold
 * the common words only): guessing many, it walked 100,000 leads in their order for 1,004
 * matches; guessing few, it would read every match of a word in most leads. So the page is
 * found in three steps, each bounded:
 * 1. the `probed` leads after the page's start, each checked on its row of the index: when a
 *    page and one more match, or they are the rest of the list, the page is theirs (a word
 *    in many leads, or a first letter, stops here);
 * 2. else at most `ordered` + 1 matches after the page's start from the index, ordered by the
 *    dates the index's rows keep (no lead's own row read for it): when that is all of them,
 *    the list's rows are read for as many of the first ones as its other filters need for a
 *    page and one more;
 * 3. else the list is walked in its order, each lead checked on its row of the index.
 */
export async function wherePageMatches(
  query: SelectQueryBuilder<ContactMessage>,
  search: LeadSearch | null,
  request: PageRequest,
  steps = SEARCH_STEPS,
): Promise<void> {
  if (!search?.postgres) {
    const ids = search ? await sqlitePage(query, search, request, steps) : null;
    if (ids === null) await whereSearchMatches(query, search, steps);
    else if (ids.length === 0) query.andWhere('1 = 0');
    else query.andWhere(`${query.alias}.id IN (:...leadIds)`, { leadIds: ids });
    return;
  }
  const keep = (ids: readonly number[]) =>
    query.andWhere(`${query.alias}.id = ANY(:leadIds)`, { leadIds: ids });
  const size = request.limit ?? PAGE_SIZES.default;
  const from = request.cursor === undefined ? null : positionOf(request.cursor, LEAD_ORDER);
  const window = await keyedRows(query, LEAD_ORDER, from, steps.probed);
  const found = await matchingAmong(
    query,
    search,
    window.map((row) => row.id),
  );
  if (found.length > size || window.length < steps.probed) {
    keep(found);
    return;
  }
  const ids = await matchingInOrder(query, search, from, steps.ordered);
  if (!ids) {
    query.andWhere(walkCondition(query.alias), { leadSearch: search.match });
    return;
  }
  // The list's other filters (status, stage, assignee) are read on the leads' own rows: the
  // first matches, four times as many each time until a page and one more pass them.
  for (let taken = size + 1; ; taken *= 4) {
    const listed = query
      .clone()
      .andWhere(`${query.alias}.id = ANY(:leadIds)`, { leadIds: ids.slice(0, taken) });
    const rows = await keyedRows(listed, LEAD_ORDER, from, size + 1);
    if (rows.length > size || taken >= ids.length) {
      keep(rows.map((row) => row.id));
      return;
    }
  }
}

/**
 * SQLite: the ids of the page's leads and the one after (`request`'s page, in LEAD_ORDER),
 * or null when they cannot be told from the first `walked` matches.
 *
 * FTS5 gives a search's matches newest id first, a chunk at a time (`rowid < ?`), reading
 * no more of its lists than that. Each chunk's leads are read with the list's filters after
 * the page's start, until a page and one more are found or the matches end. A lead comes
 * in with the time it is received, so ids and dates agree and the walk's leads are the
 * page; but the order is by date, and a lead whose date disagrees with its id (dated back,
 * a clock step) must not be missed. While no lead's date has ever disagreed with its id
 * (a row kept by triggers), the walk's leads are the page. Once one has, before the page is
 * taken the (createdAt, id) index is asked for any lead, matching or not, outside the walk
 * that would come before the page's end: with one, null (and the list reads every match).
 * - The walk starts below the page's start's id (from the top for the first page): a lead
 *   after the start with a higher id has a date before the start's.
 * - It ends at the lowest id walked, X, unless the matches ended: a lead below X comes
 *   before the page's last lead (date t) only with a date after t.
 *
 * Null too when the first chunk holds no page and fewer than `probed` leads pass the
 * list's other filters after the start (their matches are read at once).
 */
async function sqlitePage(
  query: SelectQueryBuilder<ContactMessage>,
  search: LeadSearch,
  request: PageRequest,
  { walked, probed }: SearchSteps,
): Promise<number[] | null> {
  const size = request.limit ?? PAGE_SIZES.default;
  const from = request.cursor === undefined ? null : positionOf(request.cursor, LEAD_ORDER);
  const [startAt, startId] = (from ?? []) as [string?, number?];
  const db = query.dataSource;
  const found: KeyedRow[] = [];
  let below = startId ?? null;
  let taken = 0;
  let ended = false;
  for (let chunk = Math.min(walked, 4 * (size + 1)); found.length <= size; chunk *= 4) {
    if (taken >= walked) return null;
    const limit = Math.min(chunk, walked - taken);
    const rows: { id: number }[] = await db.query(
      `SELECT "rowid" AS "id" FROM "contact_messages_search" WHERE "contact_messages_search" MATCH ?${below === null ? '' : ' AND "rowid" < ?'} ORDER BY "rowid" DESC LIMIT ?`,
      [search.match, ...(below === null ? [] : [below]), limit],
    );
    taken += rows.length;
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) {
      below = ids[ids.length - 1] as number;
      const listed = query
        .clone()
        .andWhere(`${query.alias}.id IN (:...leadWalk)`, { leadWalk: ids });
      found.push(...(await keyedRows(listed, LEAD_ORDER, from, size + 1)));
    }
    if (ids.length < limit) {
      ended = true;
      break;
    }
    // A filter few leads pass (a stage no lead is at) would have the walk read every
    // match it is allowed before giving up: a short list reads its matches at once.
    if (taken === limit && found.length <= size) {
      const listed = await keyedRows(query, LEAD_ORDER, from, probed);
      if (listed.length < probed) return null;
    }
  }
  // Dates as SQLite keeps them (text of one format) compare as text.
  found.sort((a, b) => comparePositions(b.position, a.position));
  const page = found.slice(0, size + 1);
  const last = page.length > size ? page[size] : undefined;
  // While no two leads' ids and dates disagree (a row triggers keep, migration
  // 1797200000064), no lead outside the walk can come before the page's end.
  if (!(await idsAndDatesDisagree(query))) return page.map((row) => row.id);
  // Any lead outside the walk (above the start's id, or below X) that comes before the
  // page's end (or after the start at all when the walk found too few for a page).
  const outside: string[] = [];
  const params: unknown[] = [];
  if (last && !ended) {
    outside.push(`("createdAt" > ? AND +"id" < ?)`);
    params.push(last.position[0], below);
  }
  if (from) {
    outside.push(`("createdAt" < ? AND +"id" > ?)`);
    params.push(startAt, startId);
  }
  if (outside.length > 0) {
    // On the (createdAt, id) index, between the page's end and its start: as wide as the
    // page in the whole list. Without an end (too few for a page), that index or the ids
    // read from the start, whichever side of it is shorter.
    let range = '';
    const rangeParams: unknown[] = [];
    if (last) {
      range = `"createdAt" >= ?${from ? ' AND "createdAt" <= ?' : ''} AND `;
      rangeParams.push(last.position[0], ...(from ? [startAt] : []));
    } else if (from && (await newerThanOlder(query, startId as number))) {
      outside[outside.length - 1] = `(+"createdAt" < ? AND "id" > ?)`;
    }
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM "contact_messages" WHERE ${range}(${outside.join(' OR ')}) LIMIT 1`,
      [...rangeParams, ...params],
    );
    if (rows.length > 0) return null;
  }
  return page.map((row) => row.id);
}

/** Whether any lead's date ever disagreed with its id (SQLite; set for good once it did). */
async function idsAndDatesDisagree(query: SelectQueryBuilder<ContactMessage>): Promise<boolean> {
  const [row] = await query.dataSource.query<{ disordered: number }[]>(
    'SELECT "disordered" FROM "contact_messages_order" WHERE "id" = 1',
  );
  return row?.disordered !== 0;
}

/** Whether fewer leads have a higher id than `id` than a lower one (ids, not dates). */
async function newerThanOlder(
  query: SelectQueryBuilder<ContactMessage>,
  id: number,
): Promise<boolean> {
  const [row] = await query.dataSource.query<{ lo: number | null; hi: number | null }[]>(
    `SELECT min("id") AS "lo", max("id") AS "hi" FROM "contact_messages"`,
  );
  return (row?.hi ?? id) - id < id - (row?.lo ?? id);
}

/** Two positions in LEAD_ORDER's columns compared ascending (date text, then id). */
function comparePositions(a: Position, b: Position): number {
  const [at, aid] = a as [string, number];
  const [bt, bid] = b as [string, number];
  if (at !== bt) return at < bt ? -1 : 1;
  return aid - bid;
}

/**
 * A lead's own row of the index checked against the search (unaccent folds what NFD does
 * not, œ and ß, as it did for the index): a subquery PostgreSQL keeps per row, so the list
 * is read in its order and stops at a full page.
 */
const walkCondition = (alias: string) =>
  `(SELECT s."vector" FROM "contact_messages_search" s WHERE s."messageId" = ${alias}.id) @@ to_tsquery('simple', unaccent(:leadSearch))`;

/**
 * The ids of the leads matching after `from` in LEAD_ORDER, in that order, from the index's
 * own rows (their dates), or null when more than `ordered`.
 */
async function matchingInOrder(
  query: SelectQueryBuilder<ContactMessage>,
  search: LeadSearch,
  from: Position | null,
  ordered: number,
): Promise<number[] | null> {
  const after = from ? 'AND (s."createdAt", s."messageId") < (CAST($3 AS timestamp), $4)' : '';
  // One array, and none when there are too many: the ids cross to the API only when used.
  const [row] = await query.dataSource.query<{ many: boolean; ids: number[] | null }[]>(
    `SELECT count(*) >= $2 AS "many", CASE WHEN count(*) < $2 THEN array_agg(x."id" ORDER BY x."createdAt" DESC, x."id" DESC) END AS "ids" FROM (SELECT s."messageId" AS "id", s."createdAt" FROM "contact_messages_search" s WHERE s."vector" @@ to_tsquery('simple', unaccent($1)) ${after} LIMIT $2) x`,
    [search.match, ordered + 1, ...(from ?? [])],
  );
  return row?.many ? null : (row?.ids ?? []);
}

/** The ids of the leads matching, from the index, or null when more than `listed`. */
async function matchingIds(
  query: SelectQueryBuilder<ContactMessage>,
  search: LeadSearch,
  listed: number,
): Promise<number[] | null> {
  const rows: { id: number | string }[] = await query.dataSource.query(
    `SELECT s."messageId" AS "id" FROM "contact_messages_search" s WHERE s."vector" @@ to_tsquery('simple', unaccent($1)) LIMIT $2`,
    [search.match, listed + 1],
  );
  return rows.length > listed ? null : rows.map((r) => Number(r.id));
}

/**
 * Of `ids` (a window of the list), those matching, each checked on its own row of the
 * index (PostgreSQL), in no particular order.
 */
async function matchingAmong(
  query: SelectQueryBuilder<ContactMessage>,
  search: LeadSearch,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: { id: number | string }[] = await query.dataSource.query(
    `SELECT w."id" FROM unnest($1::integer[]) AS w("id") WHERE (SELECT s."vector" FROM "contact_messages_search" s WHERE s."messageId" = w."id") @@ to_tsquery('simple', unaccent($2))`,
    [ids, search.match],
  );
  return rows.map((r) => Number(r.id));
}
