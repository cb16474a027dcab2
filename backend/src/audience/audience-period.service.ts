import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIENCE_PRESETS } from '@prism/contracts';
import { setImmediate as letRequestsThrough } from 'node:timers/promises';
import { Between, DataSource, type EntityManager } from 'typeorm';
import { insertRows } from '../database/insert-rows';
import { SettingsService } from '../settings/settings.service';
import { addDays, agencyDay, daysBetween } from './audience-time';
import { AudienceDaily, AudiencePeriodRange, AudiencePeriodRow } from './audience.entities';
import { sourceName } from './sources';

/** The panel's default range: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

/** A preset range's length in days (the site's buttons): each has its period. */
export type Preset = (typeof AUDIENCE_PRESETS)[number];

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

/** A stored sum of a period: a key's sums and how many daily rows they add up. */
export interface PeriodSums extends Sums {
  dimension: string;
  days: number;
}

/** The days the period sums, both inclusive. */
export interface PeriodRange {
  from: string;
  to: string;
}

/** What `ensure` did to a preset's period: moved it on, or summed it again from its days. */
export interface PeriodChange {
  preset: Preset;
  by: 'move' | 'build';
}

/** A row of audience_daily as the roll-up reads or writes it. */
type Daily = Pick<AudienceDaily, 'dimension' | 'key' | 'views' | 'visitors' | 'leads'>;

const COLUMNS = '"dimension", "key", "views", "visitors", "leads", "days"';

/**
 * The key a daily row adds to: a visit has one source, so rows stored under two forms of
 * one name add up (as the panel's full sum adds them).
 */
export const keyOf = (dimension: string, key: string): string =>
  dimension === 'source' ? sourceName(key) : key;

/** The whole past days of the preset range that ends on `today`: the period it sums. */
export function periodOf(today: string, preset: Preset): PeriodRange {
  return { from: addDays(today, -(preset - 1)), to: addDays(today, -1) };
}

/** The preset a range is (it ends on `today` and spans a preset's days), or null. */
export function presetOf(from: string, to: string, today: string): Preset | null {
  if (to !== today) return null;
  return AUDIENCE_PRESETS.find((preset) => periodOf(today, preset).from === from) ?? null;
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

/**
 * The daily rows of every dimension the panel reads between two days (both included),
 * summed per dimension and key, with how many daily rows each sum adds (`days`).
 */
export const dailySumsQuery = (db: EntityManager, from: string, to: string) =>
  db
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
    .addGroupBy('d.key');

/** A row of sums as a driver answers it, in numbers. */
export const numbers = (row: { [K in keyof PeriodSums]?: unknown }): PeriodSums => ({
  dimension: String(row.dimension),
  key: String(row.key),
  // PostgreSQL answers bigint as text.
  views: Number(row.views),
  visitors: Number(row.visitors),
  leads: Number(row.leads),
  days: Number(row.days),
});

/**
 * The pre-computed periods of the panel's preset ranges (ADR 053): per preset (7, 30 or 90
 * days) the sums per dimension and key of its whole days before today, so that a preset
 * reads a dimension's top rows and today's keys instead of summing every daily row of the
 * range (332,105 rows into 46,598 keys for the 30 days at issue 47's big set). Today only
 * adds to a key's counts, so a key outside both cannot reach the top. Moved a day on once a
 * day by the roll-up job, built when there is none (or by the first answer that finds its
 * preset's missing or wrong),
 * changed by the roll-up of a day inside them in the same transaction, so each always
 * equals the sum of its days' daily rows.
 */
@Injectable()
export class AudiencePeriods {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Locks the periods for the rest of the transaction (a roll-up or a build holds them
   * while it reads and writes; SQLite's one connection runs one transaction at a time) and
   * answers the days each built one sums.
   */
  async lock(tx: EntityManager): Promise<Map<Preset, PeriodRange>> {
    const postgres = this.dataSource.options.type === 'postgres';
    const rows = await tx.query<{ preset: number; from: string | null; to: string | null }[]>(
      `SELECT "preset", "from", "to" FROM "audience_period_range" ORDER BY "preset"${postgres ? ' FOR UPDATE' : ''}`,
    );
    const ranges = new Map<Preset, PeriodRange>();
    for (const { preset, from, to } of rows) {
      const known = AUDIENCE_PRESETS.find((p) => p === preset);
      if (known && from && to) ranges.set(known, { from, to });
    }
    return ranges;
  }

  /** The days a preset's period sums now, or null (none built). */
  async range(preset: Preset): Promise<PeriodRange | null> {
    const row = await this.dataSource.manager.findOneBy(AudiencePeriodRange, { preset });
    return row?.from && row.to ? { from: row.from, to: row.to } : null;
  }

  /**
   * A day of a preset's period changes from `before` to `after` (its daily rows): each
   * key's sums move by the difference, a key left with no daily row leaves. In the
   * roll-up's transaction, after `lock`.
   */
  async apply(
    tx: EntityManager,
    preset: Preset,
    before: readonly Daily[],
    after: readonly Daily[],
  ) {
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
    // SQLite takes at most 999 parameters a statement (7 a row).
    for (let i = 0; i < changes.length; i += 140) {
      const chunk = changes.slice(i, i + 140);
      let n = 0;
      const tuple = () =>
        `(${Array.from({ length: 7 }, () => (postgres ? `$${++n}` : '?')).join(', ')})`;
      await tx.query(
        `INSERT INTO "audience_period" ("preset", ${COLUMNS}) VALUES ${chunk.map(tuple).join(', ')} ON CONFLICT ("preset", "dimension", "key") DO UPDATE SET ${['views', 'visitors', 'leads', 'days'].map(add).join(', ')}`,
        chunk.flatMap((c) => [preset, c.dimension, c.key, c.views, c.visitors, c.leads, c.days]),
      );
    }
    // A key whose last daily row of the period went (rare: a view or a lead deleted).
    if (changes.some((c) => c.days < 0)) {
      await tx.query(`DELETE FROM "audience_period" WHERE "preset" = ${preset} AND "days" <= 0`);
    }
  }

  /**
   * Makes each of `presets`' periods the one ending yesterday, unless it is already and
   * agrees with its daily rows: the roll-up job's, once a day, for every preset (or the
   * panel's, for the one it answers, finding it missing or wrong). A period a few days
   * behind is moved (`move`), any other summed again from its days (`build`). Answers what
   * it did to each preset it changed.
   */
  async ensure(now: Date, presets: readonly Preset[] = AUDIENCE_PRESETS): Promise<PeriodChange[]> {
    const today = agencyDay(now, (await this.settings.get()).timeZone);
    const changed: PeriodChange[] = [];
    for (const preset of presets) {
      const period = periodOf(today, preset);
      const by = await this.dataSource.transaction(async (tx) => {
        // A preset's row, made the first time (a preset added to the site's list).
        await tx.query(
          `INSERT INTO "audience_period_range" ("preset") VALUES (${preset}) ON CONFLICT ("preset") DO NOTHING`,
        );
        const range = (await this.lock(tx)).get(preset);
        const same = range?.from === period.from && range.to === period.to;
        if (same && (await this.agrees(tx, preset, period))) return null;
        if (!same && range && (await this.move(tx, preset, range, period))) return 'move';
        await this.build(tx, preset, period);
        return 'build';
      });
      if (by) changed.push({ preset, by });
      // SQLite's statements run on the event loop: requests waiting go between presets.
      await letRequestsThrough();
    }
    return changed;
  }

  /**
   * Moves a period the same length `k` days later: the daily rows of the `k` days that
   * leave it come off its sums, those of the `k` that enter go on (`apply`), when that reads
   * fewer days than a build would (2k < its length). Answers whether the moved period
   * agrees with its daily rows; when not (rows written behind the roll-up), the caller
   * builds it in the same transaction. Once a day this reads two days' rows a preset, not
   * all of its days (the 90 days' build: about 1.5 s of SQLite at issue 47's big set).
   */
  private async move(
    tx: EntityManager,
    preset: Preset,
    range: PeriodRange,
    period: PeriodRange,
  ): Promise<boolean> {
    const k = daysBetween(range.from, period.from);
    if (k <= 0 || daysBetween(range.to, period.to) !== k || 2 * k >= preset) return false;
    const rowsOf = (from: string, to: string) =>
      tx.find(AudienceDaily, {
        select: { dimension: true, key: true, views: true, visitors: true, leads: true },
        where: { day: Between(from, to) },
      });
    const leaving = await rowsOf(range.from, addDays(period.from, -1));
    const entering = await rowsOf(addDays(range.to, 1), period.to);
    await this.apply(tx, preset, leaving, entering);
    await tx.update(AudiencePeriodRange, { preset }, period);
    return this.agrees(tx, preset, period);
  }

  /**
   * Whether a period's total equals its days' daily totals: a check, cheap, against a
   * writer of daily rows other than the roll-up (a restored copy, the bench's seeding).
   */
  private async agrees(
    tx: EntityManager,
    preset: Preset,
    { from, to }: PeriodRange,
  ): Promise<boolean> {
    const days = await tx.find(AudienceDaily, {
      select: { views: true, visitors: true, leads: true },
      where: { dimension: 'total', day: Between(from, to) },
    });
    const stored = await tx.findOneBy(AudiencePeriodRow, { preset, dimension: 'total', key: '' });
    return sameTotal(days, stored ? numbers(stored) : null);
  }

  /** Sums the daily rows of `period` into the preset's period, replacing it. */
  private async build(tx: EntityManager, preset: Preset, { from, to }: PeriodRange): Promise<void> {
    const rows = await dailySumsQuery(tx, from, to).getRawMany<Record<string, unknown>>();
    const sums = new Map<string, PeriodSums & { preset: Preset }>();
    for (const raw of rows) {
      const row = numbers(raw);
      row.key = keyOf(row.dimension, row.key);
      const id = `${row.dimension}\u0000${row.key}`;
      const sum = sums.get(id);
      if (!sum) sums.set(id, { ...row, preset });
      else {
        sum.views += row.views;
        sum.visitors += row.visitors;
        sum.leads += row.leads;
        sum.days += row.days;
      }
    }
    await tx.delete(AudiencePeriodRow, { preset });
    await insertRows(tx, AudiencePeriodRow, [...sums.values()]);
    await tx.update(AudiencePeriodRange, { preset }, { from, to });
    // PostgreSQL plans the reads by the table's statistics: taken before this preset had
    // rows (a first build), they make it scan the preset's rows for a key or two (75 ms).
    if (this.dataSource.options.type === 'postgres') await tx.query('ANALYZE "audience_period"');
  }

  /** A preset's first `top` rows of each dimension by rank (visitors, then leads, then key). */
  async top(preset: Preset, top: number): Promise<PeriodSums[]> {
    const postgres = this.dataSource.options.type === 'postgres';
    const firsts = DIMENSIONS.map(
      (dimension) =>
        `SELECT * FROM (SELECT ${COLUMNS} FROM "audience_period" WHERE "preset" = ${preset} AND "dimension" = '${dimension}' ORDER BY "visitors" DESC, "leads" DESC, "key"${postgres ? ' COLLATE "C"' : ''} LIMIT ${top}) AS "${dimension}"`,
    );
    const rows = await this.dataSource.query<Record<string, unknown>[]>(firsts.join(' UNION ALL '));
    return rows.map(numbers);
  }

  /** A preset's sums of these keys (by dimension); a key its period lacks is missing. */
  async sumsOf(
    preset: Preset,
    keys: ReadonlyMap<string, ReadonlySet<string>>,
  ): Promise<PeriodSums[]> {
    const pairs = [...keys].flatMap(([dimension, set]) => [...set].map((key) => [dimension, key]));
    if (pairs.length === 0) return [];
    const picked = 'p."dimension", p."key", p."views", p."visitors", p."leads", p."days"';
    // The keys as one parameter, however many: PostgreSQL's arrays, SQLite's JSON. SQLite's
    // CROSS JOIN keeps the keys the outer loop: its planner would otherwise scan the
    // preset's rows by the rank index (30 to 90 ms at the big set) for a key or two.
    const rows = await this.dataSource.query<Record<string, unknown>[]>(
      ...((this.dataSource.options.type === 'postgres'
        ? [
            `SELECT ${picked} FROM unnest($1::text[], $2::text[]) AS k("dimension", "key") JOIN "audience_period" AS p ON p."preset" = ${preset} AND p."dimension" = k."dimension" AND p."key" = k."key"`,
            [pairs.map(([d]) => d), pairs.map(([, k]) => k)],
          ]
        : [
            `SELECT ${picked} FROM json_each(?) AS k CROSS JOIN "audience_period" AS p ON p."preset" = ${preset} AND p."dimension" = json_extract(k."value", '$[0]') AND p."key" = json_extract(k."value", '$[1]')`,
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
