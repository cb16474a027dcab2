import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, type EntityManager } from 'typeorm';
import { insertRows } from '../database/insert-rows';
import { SettingsService } from '../settings/settings.service';
import { addDays, agencyDay } from './audience-time';
import { AudienceDaily, AudiencePeriodRange, AudiencePeriodRow } from './audience.entities';
import { sourceName } from './sources';

/** The panel's default range: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

/** Every dimension of audience_daily the panel reads. */
export const DIMENSIONS = [
  'total',
  'page',
  'landing',
  'project',
  'source',
  'channel',
  'campaign',
  'locale',
  'device',
] as const;

/** A key's sums over some days. */
export interface Sums {
  key: string;
  views: number;
  visitors: number;
  leads: number;
}

/** A stored sum of the period: a key's sums and how many daily rows they add up. */
export interface PeriodSums extends Sums {
  dimension: string;
  days: number;
}

/** The days the period sums, both inclusive. */
export interface PeriodRange {
  from: string;
  to: string;
}

/** A row of audience_daily as the roll-up reads or writes it. */
type Daily = Pick<AudienceDaily, 'dimension' | 'key' | 'views' | 'visitors' | 'leads'>;

const ROW_ID = 1;

const COLUMNS = '"dimension", "key", "views", "visitors", "leads", "days"';

/**
 * The key a daily row adds to: a visit has one source, so rows stored under two forms of
 * one name add up (as the panel's full sum adds them).
 */
export const keyOf = (dimension: string, key: string): string =>
  dimension === 'source' ? sourceName(key) : key;

/** The whole past days of the default range that ends on `today`: the period it sums. */
export function periodOf(today: string): PeriodRange {
  return { from: addDays(today, -(DEFAULT_DAYS - 1)), to: addDays(today, -1) };
}

/**
 * Code-point order of two keys, as SQLite's BINARY and PostgreSQL's "C" collation order
 * UTF-8 text, so a top read in the database and a sort here agree on ties. `<` alone
 * compares UTF-16 units, which put U+E000–U+FFFF after the characters past U+FFFF.
 */
export function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === n) return a.length - b.length;
  const rank = (unit: number) =>
    unit >= 0xd800 && unit < 0xe000 ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit;
  return rank(a.charCodeAt(i)) - rank(b.charCodeAt(i));
}

/** The rank of a row: visitors, then leads, most first; then the key in code-point order. */
export const byRank = (a: Sums, b: Sums): number =>
  b.visitors - a.visitors || b.leads - a.leads || byCodePoint(a.key, b.key);

const numbers = (row: { [K in keyof PeriodSums]?: unknown }): PeriodSums => ({
  dimension: String(row.dimension),
  key: String(row.key),
  // PostgreSQL answers bigint as text.
  views: Number(row.views),
  visitors: Number(row.visitors),
  leads: Number(row.leads),
  days: Number(row.days),
});

/**
 * The pre-computed period of the panel's default range (ADR 053): the sums per dimension
 * and key of the 29 whole days before today, so that the 30 days read a dimension's top
 * rows and today's keys instead of summing every daily row of the range (332,105 rows into
 * 46,598 keys at issue 47's big set). Today only adds to a key's counts, so a key outside
 * both cannot reach the top. Built once a day by the roll-up job (or by the first answer
 * that finds it missing or wrong), changed by the roll-up of a day inside it in the same
 * transaction, so it always equals the sum of the daily rows.
 */
@Injectable()
export class AudiencePeriods {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Locks the period for the rest of the transaction (a roll-up or a build holds it while
   * it reads and writes; SQLite's one connection runs one transaction at a time) and
   * answers the days it sums, or null.
   */
  async lock(tx: EntityManager): Promise<PeriodRange | null> {
    const postgres = this.dataSource.options.type === 'postgres';
    const [row] = await tx.query<{ from: string | null; to: string | null }[]>(
      `SELECT "from", "to" FROM "audience_period_range" WHERE "id" = ${ROW_ID}${postgres ? ' FOR UPDATE' : ''}`,
    );
    return row?.from && row.to ? { from: row.from, to: row.to } : null;
  }

  /** The days the period sums now, or null (none built). */
  async range(): Promise<PeriodRange | null> {
    const row = await this.dataSource.manager.findOneBy(AudiencePeriodRange, { id: ROW_ID });
    return row?.from && row.to ? { from: row.from, to: row.to } : null;
  }

  /**
   * A day of the period changes from `before` to `after` (its daily rows): each key's sums
   * move by the difference, a key left with no daily row leaves. In the roll-up's
   * transaction, after `lock`.
   */
  async apply(tx: EntityManager, before: readonly Daily[], after: readonly Daily[]) {
    const delta = new Map<string, PeriodSums>();
    const move = (row: Daily, sign: 1 | -1) => {
      const key = keyOf(row.dimension, row.key);
      const id = `${row.dimension}\u0000${key}`;
      let sums = delta.get(id);
      if (!sums) {
        sums = { dimension: row.dimension, key, views: 0, visitors: 0, leads: 0, days: 0 };
        delta.set(id, sums);
      }
      sums.views += sign * row.views;
      sums.visitors += sign * row.visitors;
      sums.leads += sign * row.leads;
      sums.days += sign;
    };
    const dimensions = new Set<string>(DIMENSIONS);
    for (const row of before) if (dimensions.has(row.dimension)) move(row, -1);
    for (const row of after) if (dimensions.has(row.dimension)) move(row, 1);
    const changes = [...delta.values()].filter(
      (d) => d.views !== 0 || d.visitors !== 0 || d.leads !== 0 || d.days !== 0,
    );
    if (changes.length === 0) return;
    const postgres = this.dataSource.options.type === 'postgres';
    const add = (column: string) =>
      `"${column}" = "audience_period"."${column}" + EXCLUDED."${column}"`;
    // SQLite takes at most 999 parameters a statement (6 a row).
    for (let i = 0; i < changes.length; i += 150) {
      const chunk = changes.slice(i, i + 150);
      let n = 0;
      const tuple = () =>
        `(${Array.from({ length: 6 }, () => (postgres ? `$${++n}` : '?')).join(', ')})`;
      await tx.query(
        `INSERT INTO "audience_period" ("dimension", "key", "views", "visitors", "leads", "days") VALUES ${chunk.map(tuple).join(', ')} ON CONFLICT ("dimension", "key") DO UPDATE SET ${['views', 'visitors', 'leads', 'days'].map(add).join(', ')}`,
        chunk.flatMap((c) => [c.dimension, c.key, c.views, c.visitors, c.leads, c.days]),
      );
    }
    // A key whose last daily row of the period went (rare: a view or a lead deleted).
    if (changes.some((c) => c.days < 0)) {
      await tx.query('DELETE FROM "audience_period" WHERE "days" <= 0');
    }
  }

  /**
   * Makes the period the one ending yesterday, summed from the daily rows, unless it is
   * already and agrees with them: the roll-up job's, once a day (or the panel's, finding it
   * missing or wrong). Answers whether it built it.
   */
  async ensure(now: Date): Promise<boolean> {
    const today = agencyDay(now, (await this.settings.get()).timeZone);
    const period = periodOf(today);
    return this.dataSource.transaction(async (tx) => {
      const range = await this.lock(tx);
      if (range?.from === period.from && range.to === period.to && (await this.agrees(tx, period)))
        return false;
      await this.build(tx, period);
      return true;
    });
  }

  /**
   * Whether the period's total equals its days' daily totals: a check, cheap, against a
   * writer of daily rows other than the roll-up (a restored copy, the bench's seeding).
   */
  private async agrees(tx: EntityManager, { from, to }: PeriodRange): Promise<boolean> {
    const days = await tx.find(AudienceDaily, {
      select: { views: true, visitors: true, leads: true },
      where: { dimension: 'total', day: Between(from, to) },
    });
    const stored = await tx.findOneBy(AudiencePeriodRow, { dimension: 'total', key: '' });
    return sameTotal(days, stored ? numbers(stored) : null);
  }

  /** Sums the daily rows of `period` into the period, replacing it. */
  private async build(tx: EntityManager, { from, to }: PeriodRange): Promise<void> {
    const rows = await tx
      .getRepository(AudienceDaily)
      .createQueryBuilder('d')
      .select('d.dimension', 'dimension')
      .addSelect('d.key', 'key')
      .addSelect('SUM(d.views)', 'views')
      .addSelect('SUM(d.visitors)', 'visitors')
      .addSelect('SUM(d.leads)', 'leads')
      .addSelect('COUNT(*)', 'days')
      .where('d.dimension IN (:...dimensions)', { dimensions: DIMENSIONS })
      .andWhere('d.day BETWEEN :from AND :to', { from, to })
      .groupBy('d.dimension')
      .addGroupBy('d.key')
      .getRawMany<Record<string, unknown>>();
    const sums = new Map<string, PeriodSums>();
    for (const raw of rows) {
      const row = numbers(raw);
      row.key = keyOf(row.dimension, row.key);
      const id = `${row.dimension}\u0000${row.key}`;
      const sum = sums.get(id);
      if (!sum) sums.set(id, row);
      else {
        sum.views += row.views;
        sum.visitors += row.visitors;
        sum.leads += row.leads;
        sum.days += row.days;
      }
    }
    await tx.query('DELETE FROM "audience_period"');
    await insertRows(tx, AudiencePeriodRow, [...sums.values()]);
    await tx.update(AudiencePeriodRange, { id: ROW_ID }, { from, to });
  }

  /** Each dimension's first `top` rows by rank (most visitors, then leads, then key). */
  async top(top: number): Promise<PeriodSums[]> {
    const postgres = this.dataSource.options.type === 'postgres';
    const firsts = DIMENSIONS.map(
      (dimension) =>
        `SELECT * FROM (SELECT ${COLUMNS} FROM "audience_period" WHERE "dimension" = '${dimension}' ORDER BY "visitors" DESC, "leads" DESC, "key"${postgres ? ' COLLATE "C"' : ''} LIMIT ${top}) AS "${dimension}"`,
    );
    const rows = await this.dataSource.query<Record<string, unknown>[]>(firsts.join(' UNION ALL '));
    return rows.map(numbers);
  }

  /** The sums of these keys (by dimension); a key the period lacks is missing. */
  async sumsOf(keys: ReadonlyMap<string, ReadonlySet<string>>): Promise<PeriodSums[]> {
    const pairs = [...keys].flatMap(([dimension, set]) => [...set].map((key) => [dimension, key]));
    if (pairs.length === 0) return [];
    const picked = 'p."dimension", p."key", p."views", p."visitors", p."leads", p."days"';
    // The keys as one parameter, however many: PostgreSQL's arrays, SQLite's JSON.
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      ...((this.dataSource.options.type === 'postgres'
        ? [
            `SELECT ${picked} FROM unnest($1::text[], $2::text[]) AS k("dimension", "key") JOIN "audience_period" AS p ON p."dimension" = k."dimension" AND p."key" = k."key"`,
            [pairs.map(([d]) => d), pairs.map(([, k]) => k)],
          ]
        : [
            `SELECT ${picked} FROM json_each(?) AS k JOIN "audience_period" AS p ON p."dimension" = json_extract(k."value", '$[0]') AND p."key" = json_extract(k."value", '$[1]')`,
            [JSON.stringify(pairs)],
          ]) as [string, unknown[]]),
    );
    return rows.map(numbers);
  }
}

/** Whether the daily totals of some days add up to the period's total row. */
export function sameTotal(
  days: readonly Pick<Daily, 'views' | 'visitors' | 'leads'>[],
  stored: Pick<PeriodSums, 'views' | 'visitors' | 'leads' | 'days'> | null,
): boolean {
  const sum = { views: 0, visitors: 0, leads: 0, days: days.length };
  for (const day of days) {
    sum.views += day.views;
    sum.visitors += day.visitors;
    sum.leads += day.leads;
  }
  const { views = 0, visitors = 0, leads = 0, days: count = 0 } = stored ?? {};
  return (
    sum.views === views && sum.visitors === visitors && sum.leads === leads && sum.days === count
  );
}
