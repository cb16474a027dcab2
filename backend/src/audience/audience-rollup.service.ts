import { setImmediate as letRequestsThrough } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIENCE_LIMITS } from '@prism/contracts';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import { ContactMessage } from '../contact/contact-message.entity';
import { COUNTER_MAX } from '../database/counter-max';
import { SettingsService } from '../settings/settings.service';
import { AudiencePeriods } from './audience-period.service';
import { addDays, agencyDay, monthsBefore } from './audience-time';
import { AudienceDaily, PageView } from './audience.entities';

/** The key of the visits with no source, in the source, channel and campaign dimensions. */
export const DIRECT = '(direct)';

/** A row of audience_daily as the roll-up writes it. */
export interface DailyRow {
  dimension: string;
  day: string;
  key: string;
  views: number;
  visitors: number;
  leads: number;
}

type ViewRow = Pick<
  PageView,
  | 'path'
  | 'projectId'
  | 'locale'
  | 'source'
  | 'channel'
  | 'campaign'
  | 'device'
  | 'visitorKey'
  | 'views'
>;

/** A raw view as read for a tally: `at` as the driver answers it (text on SQLite). */
export type StoredView = ViewRow & { id: number; at: Date | string };

export type LeadRow = Pick<
  ContactMessage,
  'visitorKey' | 'audienceSource' | 'audienceChannel' | 'audienceCampaign' | 'createdAt'
>;

/** How many rows a day has, and the last id among them (0: none). */
export interface Stamp {
  count: number;
  last: number;
}

/** Raw views read, and tallied, in one turn of the loop (about 5 ms). */
const VIEWS_A_PAGE = 1_000;
/** A day's groups or visits made rows in one turn of the loop (about 4 ms). */
const GROUPS_A_TURN = 1_000;

/**
 * The roll-up (a job for the runner, issue 24): one day's raw views and leads become its
 * rows of audience_daily, made what they give (only the rows that changed are written), so
 * running it again (today every few minutes, yesterday once more after midnight) gives the
 * same rows. And the retention sweep.
 */
@Injectable()
export class AudienceRollUp {
  /** Per day the job rolled up here, the stamp of its views and leads it read then. */
  private readonly rolledUp = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly periods: AudiencePeriods,
  ) {}

  private async today(now: Date): Promise<string> {
    return agencyDay(now, (await this.settings.get()).timeZone);
  }

  /**
   * The rows of audience_daily `day` (YYYY-MM-DD, agency time zone) has now, from its raw
   * views and leads: what the roll-up writes.
   */
  async rowsOf(day: string): Promise<DailyRow[]> {
    const tally = new DayTally(day);
    await this.tallyViews(tally, day);
    return tally.rows(await this.leadsOf(day));
  }

  /**
   * Adds `day`'s raw views after id `afterId` (all of them from 0) to `tally`, a page of
   * the `(day, id)` index at a time, requests waiting let through between pages: a day
   * holds about 13,000 views at issue 47's big set, and reading and tallying them in one
   * go held the loop 100-180 ms. Answers how many it added, and the last id among them.
   */
  async tallyViews(tally: DayTally, day: string, afterId = 0): Promise<Stamp> {
    let added = { count: 0, last: afterId };
    for (;;) {
      const page = await this.viewsOf(day, added.last);
      tally.add(page);
      added = { count: added.count + page.length, last: page.at(-1)?.id ?? added.last };
      if (page.length < VIEWS_A_PAGE) return added;
      await letRequestsThrough();
    }
  }

  /** A page of `day`'s raw views after id `afterId`: raw rows, not entities. */
  private async viewsOf(day: string, afterId: number): Promise<StoredView[]> {
    const rows = await this.dataSource
      .getRepository(PageView)
      .createQueryBuilder('v')
      .select('v.id', 'id')
      .addSelect('v.at', 'at')
      .addSelect('v.path', 'path')
      .addSelect('v.projectId', 'projectId')
      .addSelect('v.locale', 'locale')
      .addSelect('v.source', 'source')
      .addSelect('v.channel', 'channel')
      .addSelect('v.campaign', 'campaign')
      .addSelect('v.device', 'device')
      .addSelect('v.visitorKey', 'visitorKey')
      .addSelect('v.views', 'views')
      .where('v.day = :day', { day })
      .andWhere('v.id > :afterId', { afterId })
      .orderBy('v.id', 'ASC')
      .limit(VIEWS_A_PAGE)
      .getRawMany<Omit<StoredView, 'id'> & { id: number | string }>();
    // A raw select may answer an integer column as text (bigint on PostgreSQL).
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** The leads sent on `day`, with the source and visitor key they were counted under. */
  async leadsOf(day: string): Promise<LeadRow[]> {
    return this.dataSource.manager.find(ContactMessage, {
      select: {
        visitorKey: true,
        audienceSource: true,
        audienceChannel: true,
        audienceCampaign: true,
        createdAt: true,
      },
      where: { audienceDay: day },
    });
  }

  /**
   * How many raw views and leads `day` has now, and the last id of each: they change with
   * every view or lead stored or deleted, on any API copy, and read only the day's index
   * entries.
   */
  async stampOf(day: string): Promise<{ views: Stamp; leads: Stamp }> {
    // One round trip: the leads' count and last id as subqueries of the views'.
    const row = await this.dataSource
      .getRepository(PageView)
      .createQueryBuilder('v')
      .select('COUNT(*)', 'views')
      .addSelect('MAX(v.id)', 'lastView')
      .addSelect(
        (q) => q.select('COUNT(*)').from(ContactMessage, 'l').where('l.audienceDay = :day'),
        'leads',
      )
      .addSelect(
        (q) => q.select('MAX(l.id)').from(ContactMessage, 'l').where('l.audienceDay = :day'),
        'lastLead',
      )
      .where('v.day = :day', { day })
      .getRawOne<Record<'views' | 'lastView' | 'leads' | 'lastLead', string | number | null>>();
    return {
      views: { count: Number(row?.views ?? 0), last: Number(row?.lastView ?? 0) },
      leads: { count: Number(row?.leads ?? 0), last: Number(row?.lastLead ?? 0) },
    };
  }

  /**
   * Rolls up `day` (YYYY-MM-DD, agency time zone); answers how many rows the day has. A sum
   * past what the column holds is written as COUNTER_MAX, so no row stops the day's roll-up.
   * Only the rows that changed are written, and a day of the panel's pre-computed periods
   * moves each one's sums by the same change, in one transaction: today's 5,000-11,000
   * rows at issue 47's big set, deleted and inserted whole every ten minutes, held a SQLite
   * API's loop 120-500 ms for the few dozen rows ten minutes of views change.
   */
  async rollUpDay(day: string): Promise<number> {
    const rows = (await this.rowsOf(day)).map((row) => ({
      ...row,
      views: Math.min(row.views, COUNTER_MAX),
    }));
    await this.dataSource.transaction(async (tx) => {
      const inside = [...(await this.periods.lock(tx))].filter(
        ([, period]) => period.from <= day && day <= period.to,
      );
      // Raw rows (integer columns: numbers on both drivers): TypeORM's entities of a day's
      // 11,000 rows held the loop about 50 ms.
      const before = await tx
        .getRepository(AudienceDaily)
        .createQueryBuilder('d')
        .select('d.dimension', 'dimension')
        .addSelect('d.key', 'key')
        .addSelect('d.views', 'views')
        .addSelect('d.visitors', 'visitors')
        .addSelect('d.leads', 'leads')
        .where('d.day = :day', { day })
        .getRawMany<Counted>();
      const change = changeOf(before, rows);
      if (change.written.length === 0 && change.gone.length === 0) return;
      for (const [preset] of inside) await this.periods.apply(tx, preset, before, rows);
      await writeDay(tx, day, change);
    });
    return rows.length;
  }

  /**
   * Today and yesterday in the agency's time zone (the days that can still change), then
   * the panel's periods, each built again once a day.
   */
  async rollUpRecent(now: Date): Promise<void> {
    const today = await this.today(now);
    const days = [addDays(today, -1), today];
    for (const day of this.rolledUp.keys()) if (!days.includes(day)) this.rolledUp.delete(day);
    for (const day of days) {
      // A day whose views and leads are those this process last rolled up is not read
      // again: yesterday's thousands of views (issue 47's big set) were tallied every ten
      // minutes to find its rows unchanged. The stamp is taken first, so views stored
      // during the read make the next run read the day again.
      const stamp = JSON.stringify(await this.stampOf(day));
      if (this.rolledUp.get(day) === stamp) continue;
      await this.rollUpDay(day);
      this.rolledUp.set(day, stamp);
      // SQLite's statements run on the event loop: requests waiting go between the steps.
      await letRequestsThrough();
    }
    await this.periods.ensure(now);
  }

  /** Raw views after 60 days, daily rows after 25 months. */
  async sweep(now: Date): Promise<{ views: number; daily: number }> {
    const today = await this.today(now);
    const views = await this.dataSource.manager.delete(PageView, {
      day: LessThan(addDays(today, -AUDIENCE_LIMITS.rawDays)),
    });
    const daily = await this.dataSource.manager.delete(AudienceDaily, {
      day: LessThan(monthsBefore(today, AUDIENCE_LIMITS.dailyMonths)),
    });
    return { views: views.affected ?? 0, daily: daily.affected ?? 0 };
  }
}

interface Counts {
  views: number;
  visitors: number;
  leads: number;
}

/** Each visitor's visit of the day: where it landed and where it came from. */
interface Visit {
  /** The visit's first view: its landing page. */
  first: StoredView;
  /** Its first view with a source or channel. */
  source: StoredView | null;
  views: number;
}

/**
 * The second of a view's time (`at` as the driver answers it: a Date, or SQLite's UTC
 * text): leads' times are kept to the second on SQLite, so views are compared to them so.
 */
function secondOf(at: Date | string): number {
  const time =
    at instanceof Date
      ? at.getTime()
      : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(at) ? at : `${at.replace(' ', 'T')}Z`);
  return Math.floor(time / 1000);
}

/** Whether a view happened before another: by `at` as the database orders it, then id. */
function before(a: StoredView, b: StoredView): boolean {
  const [x, y] =
    a.at instanceof Date && b.at instanceof Date
      ? [a.at.getTime(), b.at.getTime()]
      : [String(a.at), String(b.at)];
  return x < y || (x === y && a.id < b.id);
}

/**
 * One day's views tallied in any order (each visit keeps its first view and its first
 * sourced view by time, then id), so that views stored later, even a late batch that
 * happened earlier, are added to the tally instead of the day's rows being read and
 * tallied again; `rows` then gives the day's rows of audience_daily with its leads.
 */
export class DayTally {
  /**
   * Per dimension of a view (total, page, project, locale, device) and key: the views, and
   * each visitor with the second of their first view there.
   */
  private readonly groups = new Map<
    string,
    Map<string, { views: number; visitors: Map<string, number> }>
  >();
  private readonly visits = new Map<string, Visit>();

  constructor(readonly day: string) {}

  /** Adds views not added yet, in any order. */
  add(views: Iterable<StoredView>): this {
    for (const view of views) {
      const key = view.visitorKey;
      let visit = this.visits.get(key);
      if (!visit) {
        visit = { first: view, source: null, views: 0 };
        this.visits.set(key, visit);
      } else if (before(view, visit.first)) visit.first = view;
      visit.views += view.views;
      if ((view.source || view.channel) && (!visit.source || before(view, visit.source))) {
        visit.source = view;
      }
      this.count('total', '', view);
      this.count('page', view.path, view);
      if (view.projectId !== null) this.count('project', String(view.projectId), view);
      this.count('locale', view.locale, view);
      this.count('device', view.device, view);
    }
    return this;
  }

  private count(dimension: string, key: string, view: StoredView): void {
    let keys = this.groups.get(dimension);
    if (!keys) {
      keys = new Map();
      this.groups.set(dimension, keys);
    }
    let group = keys.get(key);
    if (!group) {
      group = { views: 0, visitors: new Map() };
      keys.set(key, group);
    }
    group.views += view.views;
    const second = secondOf(view.at);
    const first = group.visitors.get(view.visitorKey);
    if (first === undefined || second < first) group.visitors.set(view.visitorKey, second);
  }

  /**
   * The day's rows: every dimension's groups, with views, visitors and leads. Requests
   * waiting go between every GROUPS_A_TURN groups and visits (a day's 11,000 groups at
   * issue 47's big set held the loop about 40 ms).
   */
  async rows(leads: readonly LeadRow[]): Promise<DailyRow[]> {
    const { day } = this;
    // Each visitor's last lead of the day, to the second.
    const lastLead = new Map<string, number>();
    for (const lead of leads) {
      if (!lead.visitorKey) continue;
      const second = secondOf(lead.createdAt);
      lastLead.set(lead.visitorKey, Math.max(second, lastLead.get(lead.visitorKey) ?? second));
    }
    /**
     * Whether a visitor sent a lead after a view first seen at `second` (issue 49): a page
     * read once the lead was sent did not bring it, though both fell on one day.
     */
    const ledAfter = (visitor: string, second: number) =>
      (lastLead.get(visitor) ?? -Infinity) >= second;
    /** How many of the visitors sent a lead after their first view there. */
    const converted = (visitors: Map<string, number>) => {
      let n = 0;
      for (const [key, second] of visitors) if (ledAfter(key, second)) n += 1;
      return n;
    };
    const rows: DailyRow[] = [];
    let done = 0;
    const turnEnds = () => (done += 1) % GROUPS_A_TURN === 0;
    for (const [dimension, keys] of this.groups) {
      for (const [key, group] of keys) {
        if (turnEnds()) await letRequestsThrough();
        rows.push({
          dimension,
          day,
          key: key.slice(0, 300),
          views: group.views,
          visitors: group.visitors.size,
          leads: converted(group.visitors),
        });
      }
    }
    // Landing and source are one per visitor: counted per visit.
    const perVisit = new Map<string, Map<string, Counts>>();
    const add = (dimension: string, key: string, views: number, lead: number) => {
      let keys = perVisit.get(dimension);
      if (!keys) {
        keys = new Map();
        perVisit.set(dimension, keys);
      }
      const counts = keys.get(key);
      if (counts) {
        counts.views += views;
        counts.visitors += 1;
        counts.leads += lead;
      } else keys.set(key, { views, visitors: 1, leads: lead });
    };
    for (const [visitor, visit] of this.visits) {
      if (turnEnds()) await letRequestsThrough();
      const lead = ledAfter(visitor, secondOf(visit.first.at)) ? 1 : 0;
      add('landing', visit.first.path, 1, lead);
      add('source', visit.source?.source ?? DIRECT, visit.views, lead);
      add('channel', visit.source?.channel ?? 'direct', visit.views, lead);
      if (visit.source?.campaign) add('campaign', visit.source.campaign, visit.views, lead);
    }
    for (const [dimension, keys] of perVisit) {
      for (const [key, counts] of keys)
        rows.push({ dimension, day, key: key.slice(0, 300), ...counts });
    }
    // Leads by source, channel and campaign are the leads' own (a lead may come without a
    // counted visit: counting off, another device); every lead counts in the total.
    const byKey = new Map(rows.map((r) => [`${r.dimension}\u0000${r.key}`, r]));
    const byLead = (dimension: string, keyOf: (l: LeadRow) => string | null) => {
      const counts = new Map<string, number>();
      for (const lead of leads) {
        const key = keyOf(lead);
        if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      for (const row of rows) if (row.dimension === dimension) row.leads = 0;
      for (const [key, leadsOf] of counts) {
        const row = byKey.get(`${dimension}\u0000${key}`);
        if (row) row.leads = leadsOf;
        else {
          const added = { dimension, day, key, views: 0, visitors: 0, leads: leadsOf };
          rows.push(added);
          byKey.set(`${dimension}\u0000${key}`, added);
        }
      }
    };
    byLead('total', () => '');
    byLead('source', (l) => l.audienceSource ?? DIRECT);
    byLead('channel', (l) => l.audienceChannel ?? 'direct');
    byLead('campaign', (l) => l.audienceCampaign);
    return rows;
  }
}

type Counted = Pick<DailyRow, 'dimension' | 'key' | 'views' | 'visitors' | 'leads'>;

/** What a day's roll-up writes: the rows new or changed, and the keys no longer there. */
interface DayChange {
  written: DailyRow[];
  gone: Pick<Counted, 'dimension' | 'key'>[];
}

const rowId = (row: Pick<Counted, 'dimension' | 'key'>) => `${row.dimension}\u0000${row.key}`;

/** The difference between a day's stored rows and those it has now. */
function changeOf(before: readonly Counted[], after: readonly DailyRow[]): DayChange {
  const stored = new Map(before.map((r) => [rowId(r), r]));
  const written = after.filter((r) => {
    const s = stored.get(rowId(r));
    stored.delete(rowId(r));
    return s?.views !== r.views || s.visitors !== r.visitors || s.leads !== r.leads;
  });
  return { written, gone: [...stored.values()] };
}

/** Per statement: SQLite takes at most 999 parameters (6 a written row, 2 a gone one). */
const WRITTEN_A_STATEMENT = 150;
const GONE_A_STATEMENT = 400;

/** Writes a day's change: an upsert of the rows that changed, a delete of the keys gone. */
async function writeDay(tx: EntityManager, day: string, { written, gone }: DayChange) {
  const postgres = tx.dataSource.options.type === 'postgres';
  let n = 0;
  const parameter = () => (postgres ? `$${++n}` : '?');
  for (let i = 0; i < written.length; i += WRITTEN_A_STATEMENT) {
    const chunk = written.slice(i, i + WRITTEN_A_STATEMENT);
    n = 0;
    const tuples = chunk.map(() => `(${Array.from({ length: 6 }, parameter).join(', ')})`);
    await tx.query(
      `INSERT INTO "audience_daily" ("dimension", "day", "key", "views", "visitors", "leads") VALUES ${tuples.join(', ')} ON CONFLICT ("dimension", "day", "key") DO UPDATE SET "views" = EXCLUDED."views", "visitors" = EXCLUDED."visitors", "leads" = EXCLUDED."leads"`,
      chunk.flatMap((r) => [r.dimension, day, r.key, r.views, r.visitors, r.leads]),
    );
  }
  for (let i = 0; i < gone.length; i += GONE_A_STATEMENT) {
    const chunk = gone.slice(i, i + GONE_A_STATEMENT);
    n = 0;
    const dayParameter = parameter();
    const keys = chunk.map(() => `("dimension" = ${parameter()} AND "key" = ${parameter()})`);
    await tx.query(
      `DELETE FROM "audience_daily" WHERE "day" = ${dayParameter} AND (${keys.join(' OR ')})`,
      [day, ...chunk.flatMap((r) => [r.dimension, r.key])],
    );
  }
}
