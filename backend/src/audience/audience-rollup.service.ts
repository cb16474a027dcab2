import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIENCE_LIMITS } from '@prism/contracts';
import { DataSource, LessThan } from 'typeorm';
import { ContactMessage } from '../contact/contact-message.entity';
import { SettingsService } from '../settings/settings.service';
import { addDays, agencyDay, monthsBefore } from './audience-time';
import { AudienceDaily, PageView } from './audience.entities';

/** The key of the visits with no source, in the source, channel and campaign dimensions. */
export const DIRECT = '(direct)';

interface Group {
  views: number;
  visitors: Set<string>;
  /** Visitors of the group who sent a lead that day. */
  converted: Set<string>;
}

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
  'path' | 'projectId' | 'locale' | 'source' | 'channel' | 'campaign' | 'device' | 'visitorKey'
>;

/**
 * The roll-up (a job for the runner, issue 24): one day's raw views and leads become its
 * rows of audience_daily, replaced whole, so running it again (today every few minutes,
 * yesterday once more after midnight) gives the same rows. And the retention sweep.
 */
@Injectable()
export class AudienceRollUp {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  private async today(now: Date): Promise<string> {
    return agencyDay(now, (await this.settings.get()).timeZone);
  }

  /**
   * The rows of audience_daily `day` (YYYY-MM-DD, agency time zone) has now, from its raw
   * views and leads: what the roll-up writes, and what the panel reads for today.
   */
  async rowsOf(day: string): Promise<DailyRow[]> {
    // Raw rows, not entities: today may hold tens of thousands, read on each panel answer.
    const views = await this.dataSource
      .getRepository(PageView)
      .createQueryBuilder('v')
      .select('v.path', 'path')
      .addSelect('v.projectId', 'projectId')
      .addSelect('v.locale', 'locale')
      .addSelect('v.source', 'source')
      .addSelect('v.channel', 'channel')
      .addSelect('v.campaign', 'campaign')
      .addSelect('v.device', 'device')
      .addSelect('v.visitorKey', 'visitorKey')
      .where('v.day = :day', { day })
      .orderBy('v.at', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .getRawMany<ViewRow>();
    const leads = await this.dataSource.manager.find(ContactMessage, {
      select: {
        visitorKey: true,
        audienceSource: true,
        audienceChannel: true,
        audienceCampaign: true,
      },
      where: { audienceDay: day },
    });
    return aggregate(day, views, leads);
  }

  /**
   * What `day`'s raw views and leads are now, in one short text (how many, and the last
   * id of each): it changes with every view or lead stored or deleted, on any API copy,
   * and reads only the day's index entries.
   */
  async stampOf(day: string): Promise<string> {
    const count = async (entity: typeof PageView | typeof ContactMessage, column: string) => {
      const row = await this.dataSource
        .getRepository(entity)
        .createQueryBuilder('r')
        .select('COUNT(*)', 'n')
        .addSelect('MAX(r.id)', 'last')
        .where(`r.${column} = :day`, { day })
        .getRawOne<{ n: string | number; last: string | number | null }>();
      return `${row?.n ?? 0}:${row?.last ?? ''}`;
    };
    return `${await count(PageView, 'day')}/${await count(ContactMessage, 'audienceDay')}`;
  }

  /** Rolls up `day` (YYYY-MM-DD, agency time zone); answers how many rows it wrote. */
  async rollUpDay(day: string): Promise<number> {
    const rows = await this.rowsOf(day);
    await this.dataSource.transaction(async (tx) => {
      await tx.delete(AudienceDaily, { day });
      // SQLite takes at most 999 parameters a statement (6 a row).
      for (let i = 0; i < rows.length; i += 150) {
        await tx.insert(AudienceDaily, rows.slice(i, i + 150));
      }
    });
    return rows.length;
  }

  /** Today and yesterday in the agency's time zone: the days that can still change. */
  async rollUpRecent(now: Date): Promise<void> {
    const today = await this.today(now);
    await this.rollUpDay(addDays(today, -1));
    await this.rollUpDay(today);
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

/** The day's rows: every dimension's groups, with views, visitors and leads. */
export function aggregate(
  day: string,
  views: readonly ViewRow[],
  leads: readonly Pick<
    ContactMessage,
    'visitorKey' | 'audienceSource' | 'audienceChannel' | 'audienceCampaign'
  >[],
): DailyRow[] {
  const leadKeys = new Set(leads.map((l) => l.visitorKey).filter((k): k is string => !!k));
  const groups = new Map<string, Group>();
  const add = (dimension: string, key: string, visitor: string, views = 1) => {
    const id = `${dimension}\u0000${key}`;
    let group = groups.get(id);
    if (!group) {
      group = { views: 0, visitors: new Set(), converted: new Set() };
      groups.set(id, group);
    }
    group.views += views;
    group.visitors.add(visitor);
    if (leadKeys.has(visitor)) group.converted.add(visitor);
  };

  // Each visitor's visit of the day: where it landed and where it came from.
  const visits = new Map<string, { landing: string; source: ViewRow | null; views: number }>();
  for (const view of views) {
    const key = view.visitorKey;
    let visit = visits.get(key);
    if (!visit) {
      visit = { landing: view.path, source: null, views: 0 };
      visits.set(key, visit);
    }
    visit.views += 1;
    if (!visit.source && (view.source || view.channel)) visit.source = view;
    add('total', '', key);
    add('page', view.path, key);
    if (view.projectId !== null) add('project', String(view.projectId), key);
    add('locale', view.locale, key);
    add('device', view.device, key);
  }
  for (const [key, visit] of visits) {
    add('landing', visit.landing, key, 1);
    add('source', visit.source?.source ?? DIRECT, key, visit.views);
    add('channel', visit.source?.channel ?? 'direct', key, visit.views);
    if (visit.source?.campaign) add('campaign', visit.source.campaign, key, visit.views);
  }

  const rows: DailyRow[] = [];
  for (const [id, group] of groups) {
    const [dimension = '', key = ''] = id.split('\u0000');
    rows.push({
      dimension,
      day,
      key: key.slice(0, 300),
      views: group.views,
      visitors: group.visitors.size,
      leads: group.converted.size,
    });
  }
  // Leads by source, channel and campaign are the leads' own (a lead may come without a
  // counted visit: counting off, another device); every lead counts in the total.
  const byLead = (dimension: string, keyOf: (l: (typeof leads)[number]) => string | null) => {
    const counts = new Map<string, number>();
    for (const lead of leads) {
      const key = keyOf(lead);
      if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const row of rows) if (row.dimension === dimension) row.leads = 0;
    for (const [key, leadsOf] of counts) {
      const row = rows.find((r) => r.dimension === dimension && r.key === key);
      if (row) row.leads = leadsOf;
      else rows.push({ dimension, day, key, views: 0, visitors: 0, leads: leadsOf });
    }
  };
  byLead('total', () => '');
  byLead('source', (l) => l.audienceSource ?? DIRECT);
  byLead('channel', (l) => l.audienceChannel ?? 'direct');
  byLead('campaign', (l) => l.audienceCampaign);
  return rows;
}
