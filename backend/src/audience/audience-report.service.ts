import { Injectable } from '@nestjs/common';
import { Mutex } from 'async-mutex';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AUDIENCE_LIMITS,
  type AudienceDay,
  type AudienceReport,
  type AudienceRow,
} from '@prism/contracts';
import { And, Between, DataSource, In, Not } from 'typeorm';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { AudienceCounting } from './audience-counting.service';
import {
  AudienceRollUp,
  DayTally,
  type DailyRow,
  type LeadRow,
  type Stamp,
} from './audience-rollup.service';
import {
  AudiencePeriods,
  byRank,
  dailySumsQuery,
  DEFAULT_DAYS,
  DIMENSIONS,
  keyOf,
  numbers,
  periodOf,
  presetOf,
  sameTotal,
  type PeriodSums,
  type Preset,
  type Sums,
} from './audience-period.service';
import { addDays, agencyDay, daysBetween } from './audience-time';
import { AudienceDaily } from './audience.entities';

const TOP_DIMENSIONS = {
  pages: 'page',
  landings: 'landing',
  projects: 'project',
  sources: 'source',
  channels: 'channel',
  campaigns: 'campaign',
  locales: 'locale',
  devices: 'device',
} as const;

/** Today's rows of audience_daily, computed from its raw views and leads. */
interface Live {
  day: string;
  rows: DailyRow[];
  /** The rows' sums by dimension and key (a source under its one name). */
  byKey: Map<string, Map<string, Sums>>;
}

/** Today's tally kept between answers, and the raw rows it holds. */
interface LiveTally extends Live {
  tally: DayTally;
  /** How many of the day's views the tally holds, and the last id among them. */
  views: Stamp;
  /** The day's leads as read, and their stamp then (null: not read yet). */
  leads: LeadRow[];
  leadStamp: Stamp | null;
}

/** A stored row of sums of one dimension's key. */
type Stored = Sums & { dimension: string };

/**
 * Each dimension's keys ranked (most visitors, then most leads, then by key): the stored
 * sums, with today's live rows added. A visit has one source: rows stored under two forms
 * of one name add up.
 */
function ranked(stored: Iterable<Stored>, live: Live | null): Map<string, Sums[]> {
  const byDimension = new Map<string, Map<string, Sums>>(DIMENSIONS.map((d) => [d, new Map()]));
  const add = (dimension: string, row: Sums) => {
    if (byDimension.has(dimension)) addTo(byDimension, dimension, row);
  };
  for (const row of stored) add(row.dimension, row);
  for (const [dimension, keys] of live?.byKey ?? [])
    for (const row of keys.values()) add(dimension, row);
  return new Map([...byDimension].map(([d, keys]) => [d, [...keys.values()].sort(byRank)]));
}

/** Rows' sums by dimension and key: rows stored under two forms of a source's name add up. */
function byKeyOf(rows: readonly DailyRow[]): Map<string, Map<string, Sums>> {
  const byDimension = new Map<string, Map<string, Sums>>();
  for (const row of rows) addTo(byDimension, row.dimension, row);
  return byDimension;
}

/** Adds a row's counts to its key's sums in its dimension (a source under its one name). */
function addTo(byDimension: Map<string, Map<string, Sums>>, dimension: string, row: Sums): void {
  let keys = byDimension.get(dimension);
  if (!keys) byDimension.set(dimension, (keys = new Map<string, Sums>()));
  const key = keyOf(dimension, row.key);
  const sum = keys.get(key);
  if (sum) {
    sum.views += row.views;
    sum.visitors += row.visitors;
    sum.leads += row.leads;
  } else keys.set(key, { key, views: row.views, visitors: row.visitors, leads: row.leads });
}

const plus = (a: Sums, b: Sums | undefined): Sums =>
  b
    ? {
        key: a.key,
        views: a.views + b.views,
        visitors: a.visitors + b.visitors,
        leads: a.leads + b.leads,
      }
    : a;

const conversion = (leads: number, visitors: number) =>
  visitors === 0 ? 0 : Math.round((leads / visitors) * 10_000) / 10_000;

/** The period's totals: its one row of the total dimension, or nothing counted. */
function totalsOf(sums: Map<string, Sums[]>): AudienceReport['totals'] {
  const { views = 0, visitors = 0, leads = 0 } = sums.get('total')?.[0] ?? {};
  return { views, visitors, leads, conversion: conversion(leads, visitors) };
}

/** The days from `from` to `to`, each with its views and visitors (none counted: zero). */
function daysOf(from: string, to: string, totals: Map<string, Omit<Sums, 'key'>>): AudienceDay[] {
  const days: AudienceDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = totals.get(day);
    days.push({ day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 });
  }
  return days;
}

/**
 * The Audience panel's numbers: every whole past day from the daily roll-up, and today,
 * which still changes, from its own raw views and leads (one day's worth, whatever the
 * volume kept), so they answer fast at any volume and show a visit the moment it is
 * stored: per day with the period before beside it, and the top rows of each dimension.
 * Visitors over several days are the sum of daily visitors.
 */
@Injectable()
export class AudienceReports {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counting: AudienceCounting,
    private readonly rollUp: AudienceRollUp,
    private readonly periods: AudiencePeriods,
  ) {}

  /** Today's tally and rows as last computed, with what they were computed from. */
  private live: LiveTally | undefined;
  /** One answer at a time updates the kept tally: it adds pages of views between awaits. */
  private readonly liveLock = new Mutex();

  async report(query: { from?: string; to?: string }, now = new Date()): Promise<AudienceReport> {
    const timeZone = await this.counting.timeZone();
    const today = agencyDay(now, timeZone);
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    const length = daysBetween(from, to) + 1;
    const previousTo = addDays(from, -1);
    const previousFrom = addDays(previousTo, -(length - 1));
    // Earlier days this copy stored views for since (a batch late or across midnight):
    // rolled up first, so the panel shows them at once (the job rolls up other copies').
    for (const day of [...this.counting.freshDays]) {
      if (day === today) continue;
      this.counting.freshDays.delete(day);
      await this.rollUp.rollUpDay(day);
    }
    // Today, which still changes, is read from its raw views and leads; every other day
    // from the roll-up (whose rows for today are left aside).
    const live = from <= today && today <= to ? await this.liveDay(today) : null;

    // A preset range (the last 7, 30 or 90 days): the pre-computed period of its past days,
    // its top rows and today's keys (ADR 053); a custom range sums its days whole. The
    // roll-up job builds the periods after midnight; an answer that finds its preset's
    // missing, or its total not that of its days' daily rows (rows written behind the
    // roll-up: a restore, a seed), builds it first, once.
    const preset = live ? presetOf(from, to, today) : null;
    const fast = live && preset ? { live, preset } : null;
    const period = preset ? periodOf(today, preset) : null;
    if (preset && period) {
      const range = await this.periods.range(preset);
      if (range?.from !== period.from || range.to !== period.to)
        await this.periods.ensure(now, [preset]);
    }
    // Three queries: the total of each day of both periods, the current period's sums of
    // every dimension, the owner's switch (fewer round trips: a busy machine makes each wait).
    const [totals, settings, read] = await Promise.all([
      this.dailyTotals(previousFrom, to, live),
      this.counting.settings(),
      fast ? this.periodSums(fast.live, fast.preset) : this.sums(from, to, live),
    ]);
    let { sums } = read;
    if (fast && period && read.total !== undefined) {
      const past = daysOf(period.from, period.to, totals).flatMap(({ day }) => {
        const row = totals.get(day);
        return row ? [row] : [];
      });
      if (!sameTotal(past, read.total)) {
        await this.periods.ensure(now, [fast.preset]);
        const again = await this.periodSums(fast.live, fast.preset);
        // Still not (a roll-up between the reads): the days summed whole.
        sums = sameTotal(past, again.total) ? again.sums : (await this.sums(from, to, live)).sums;
      }
    }
    const days = daysOf(from, to, totals);
    const previousDays = daysOf(previousFrom, previousTo, totals);
    const previousSums = previousDays.reduce(
      (sum, { day }) => {
        const row = totals.get(day);
        return row
          ? {
              views: sum.views + row.views,
              visitors: sum.visitors + row.visitors,
              leads: sum.leads + row.leads,
            }
          : sum;
      },
      { views: 0, visitors: 0, leads: 0 },
    );
    const report = Object.fromEntries(
      Object.entries(TOP_DIMENSIONS).map(([name, dimension]) => [
        name,
        (sums.get(dimension) ?? [])
          .slice(0, AUDIENCE_LIMITS.topRows)
          .map((s) => ({ ...s, label: s.key, conversion: conversion(s.leads, s.visitors) })),
      ]),
    ) as Record<keyof typeof TOP_DIMENSIONS, AudienceRow[]>;
    await this.labelProjects(report.projects);
    return {
      from,
      to,
      previousFrom,
      previousTo,
      timeZone,
      counting: settings.counting,
      days,
      previousDays,
      totals: totalsOf(sums),
      previousTotals: {
        ...previousSums,
        conversion: conversion(previousSums.leads, previousSums.visitors),
      },
      ...report,
    };
  }

  /**
   * Today's rows from its raw views and leads. Views stored since the last answer (on any
   * copy) are read alone and added to the tally kept in memory when nothing else changed
   * (the day's count says so); otherwise (a view deleted, or on PostgreSQL a lower id
   * committed after a higher one), and on a new day, the day is read and tallied whole. Leads, a few a day, are read
   * again when theirs changed. The panel opened again with nothing new costs two counts.
   */
  private liveDay(day: string): Promise<Live> {
    return this.liveLock.runExclusive(() => this.readLiveDay(day));
  }

  private async readLiveDay(day: string): Promise<Live> {
    const stamp = await this.rollUp.stampOf(day);
    let live = this.live?.day === day ? this.live : undefined;
    // Kept again once this answer has finished with it: a failure half-way (a page added,
    // its stamp not) must not leave the next answer a tally that holds views twice.
    this.live = undefined;
    let changed = false;
    if (live && (live.views.count !== stamp.views.count || live.views.last !== stamp.views.last)) {
      const added =
        stamp.views.count > live.views.count
          ? await this.rollUp.tallyViews(live.tally, day, live.views.last)
          : null;
      if (added && added.count > 0 && live.views.count + added.count === stamp.views.count) {
        live.views = { count: live.views.count + added.count, last: added.last };
        changed = true;
      } else live = undefined;
    }
    if (!live) {
      // Read after the stamp: rows newer than it make the next stamp differ from the tally's.
      const tally = new DayTally(day);
      live = {
        day,
        tally,
        views: await this.rollUp.tallyViews(tally, day),
        leadStamp: null,
        leads: [],
        rows: [],
        byKey: new Map(),
      };
      changed = true;
    }
    if (live.leadStamp?.count !== stamp.leads.count || live.leadStamp.last !== stamp.leads.last) {
      live.leads = await this.rollUp.leadsOf(day);
      live.leadStamp = stamp.leads;
      changed = true;
    }
    if (changed) {
      live.rows = await live.tally.rows(live.leads);
      live.byKey = byKeyOf(live.rows);
    }
    this.live = live;
    return live;
  }

  /** Each day's row of the total dimension from `from` to `to`, today's live one included. */
  private async dailyTotals(
    from: string,
    to: string,
    live: Live | null,
  ): Promise<Map<string, Omit<Sums, 'key'>>> {
    const rows = await this.dataSource.manager.find(AudienceDaily, {
      select: { day: true, views: true, visitors: true, leads: true },
      where: {
        dimension: 'total',
        day: live ? And(Between(from, to), Not(live.day)) : Between(from, to),
      },
    });
    const byDay = new Map<string, Omit<Sums, 'key'>>(rows.map((r) => [r.day, r]));
    const today = live?.rows.find((r) => r.dimension === 'total');
    if (live && today) byDay.set(live.day, today);
    return byDay;
  }

  /**
   * The dimensions' sums per key over the days, each dimension ranked: one query for them
   * all, today's live rows added to the roll-up's when the range holds today.
   */
  private async sums(
    from: string,
    to: string,
    live: Live | null,
  ): Promise<{ sums: Map<string, Sums[]>; total?: undefined }> {
    const query = dailySumsQuery(this.dataSource.manager, from, to);
    if (live) query.andWhere('d.day <> :today', { today: live.day });
    const stored = (await query.getRawMany<Record<string, unknown>>()).map(numbers);
    return { sums: ranked(stored, live) };
  }

  /**
   * A preset range's sums from the pre-computed period of its past days: each
   * dimension's top rows there, and those of today's keys that could pass them, today
   * added. Today only adds to a key's counts, so the period's top rows keep ranking above
   * every key outside them that today did not count; and a key of today's outside them has
   * at most the last one's visitors there plus today's, so it cannot pass the top rows
   * with today added when that is fewer visitors than theirs. Answers the period's total
   * too, for the check.
   */
  private async periodSums(
    live: Live,
    preset: Preset,
  ): Promise<{ sums: Map<string, Sums[]>; total: PeriodSums | null }> {
    const top = AUDIENCE_LIMITS.topRows;
    const firsts = new Map<string, PeriodSums[]>();
    for (const row of await this.periods.top(preset, top)) {
      const rows = firsts.get(row.dimension);
      if (rows) rows.push(row);
      else firsts.set(row.dimension, [row]);
    }
    const wanted = new Map<string, Set<string>>();
    for (const [dimension, today] of live.byKey) {
      const rows = firsts.get(dimension) ?? [];
      const known = new Set(rows.map((r) => r.key));
      // The last top row's visitors there, and the top rows' last with today added: fewer
      // than `top` rows, and the period holds no other key of the dimension (none read).
      const last = rows.length < top ? undefined : rows[top - 1];
      const nth = rows.map((r) => plus(r, today.get(r.key))).sort(byRank)[top - 1];
      const bar = last && nth ? nth.visitors - last.visitors : Infinity;
      const keys = new Set<string>();
      for (const [key, sums] of today) if (sums.visitors >= bar && !known.has(key)) keys.add(key);
      if (keys.size > 0) wanted.set(dimension, keys);
    }
    const found = await this.periods.sumsOf(preset, wanted);
    const sums = new Map<string, Sums[]>();
    for (const dimension of DIMENSIONS) {
      const today = live.byKey.get(dimension) ?? new Map<string, Sums>();
      const candidates = new Map<string, Sums>();
      const stored = [...(firsts.get(dimension) ?? []), ...found];
      for (const { dimension: of, key, views, visitors, leads } of stored) {
        if (of === dimension) candidates.set(key, { key, views, visitors, leads });
      }
      const all = (firsts.get(dimension)?.length ?? 0) < top;
      for (const [key, row] of today) {
        const there = candidates.get(key);
        if (there) candidates.set(key, plus(there, row));
        else if (all || wanted.get(dimension)?.has(key)) candidates.set(key, row);
      }
      sums.set(dimension, [...candidates.values()].sort(byRank));
    }
    return { sums, total: firsts.get('total')?.[0] ?? null };
  }

  /** A project's row reads its title; a deleted project reads its id. */
  private async labelProjects(rows: AudienceRow[]): Promise<void> {
    const ids = rows.map((r) => Number(r.key)).filter(Number.isSafeInteger);
    if (ids.length === 0) return;
    const items = await this.dataSource.manager.find(PortfolioItem, {
      select: { id: true, title: true },
      where: { id: In(ids) },
    });
    const titles = new Map(items.map((i) => [String(i.id), i.title]));
    for (const row of rows) row.label = titles.get(row.key) ?? `#${row.key}`;
  }
}
