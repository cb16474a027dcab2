import { createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AUDIENCE_LIMITS,
  pageViewInputSchema,
  type AudienceSettings,
  type ContactSource,
} from '@prism/contracts';
import { networkOf } from '@prism/contracts/client-address';
import { DataSource, LessThan, Raw } from 'typeorm';
import type { z } from 'zod';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { AppConfig } from '../config/app-config';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { SettingsService } from '../settings/settings.service';
import { agencyDay } from './audience-time';
import { AudienceSalt, AudienceSettingsRow, PageView } from './audience.entities';
import { attribute, hostOf, pageOf } from './sources';
import { fixedTarget } from '../audit/fixed-targets';
import { insertRows } from '../database/insert-rows';

type PageViewIn = z.output<typeof pageViewInputSchema>;

const ROW_ID = 1;
/** A view the site kept longer than this before sending is dropped (its salt may be gone). */
const LATEST_DELAY_MS = 24 * 3_600_000;
/** Clock drift between the site and the API that still counts. */
const FUTURE_MARGIN_MS = 5 * 60_000;
/**
 * Visitors one network (/24, /48) counts in a day: an office or a household is far below
 * it; past it each new User-Agent is not a new visitor (issue 44).
 */
export const VISITORS_PER_NETWORK = 32;
/** Whatever further agents a network sends in a day stand for: no header holds a NUL. */
const ANOTHER_AGENT = '\u0000another';

/** The visitor facts of a request, used for the key and then forgotten. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

/** A lead's audience columns (contact_messages). */
export interface LeadAttribution {
  audienceSource: string | null;
  audienceChannel: string | null;
  audienceCampaign: string | null;
  visitorKey: string | null;
  audienceDay: string | null;
}

/**
 * Counting (ADR 053): the owner's switch, the day's salt and the visitor key, the batches
 * of page views from the site server and the attribution of a lead. Every method takes
 * the time it works at (`now`), so tests move the clock instead of waiting.
 */
@Injectable()
export class AudienceCounting {
  /** The salt of the day this process last used; a new day reads (or makes) the next. */
  private salt: { day: string; value: string } | undefined;
  private readonly host: string;
  /** Days this process stored views for since the panel last rolled them up. */
  readonly freshDays = new Set<string>();
  /** Project ids by path segment (id or slug), so a batch asks the database once per page. */
  private readonly projects = new Map<string, number>();
  /** The User-Agents each network counted as visitors, by day (the days still in flight). */
  private readonly agentsByDay = new Map<string, Map<string, Set<string>>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly siteSettings: SettingsService,
    config: AppConfig,
  ) {
    this.host = new URL(config.mail.publicUrl).host;
  }

  /** The agency's time zone, from the site settings (read through their cache). */
  async timeZone(): Promise<string> {
    return (await this.siteSettings.get()).timeZone;
  }

  /** The agency's day of `now`. */
  async dayOf(now: Date): Promise<string> {
    return agencyDay(now, await this.timeZone());
  }

  async settings(): Promise<AudienceSettings> {
    const row = await this.dataSource.manager.findOneBy(AudienceSettingsRow, { id: ROW_ID });
    return { counting: row?.counting ?? true };
  }

  async saveSettings(settings: AudienceSettings): Promise<AudienceSettings> {
    await this.dataSource.transaction(async (tx) => {
      const before = await tx.findOneBy(AudienceSettingsRow, { id: ROW_ID });
      await tx.upsert(AudienceSettingsRow, { id: ROW_ID, ...settings }, ['id']);
      await this.audit.record(tx, {
        action: 'audience.settings',
        target: fixedTarget('settings:audience'),
        changes: changesOf({ counting: before?.counting ?? true }, settings, ['counting']),
      });
    });
    return this.settings();
  }

  /**
   * The salt of `now`'s day in the agency's time zone: read from the database, or made
   * there by the first copy that needs it (the others read that one).
   */
  async saltFor(now: Date): Promise<string> {
    return this.saltOfDay(await this.dayOf(now), now);
  }

  private async saltOfDay(day: string, now: Date): Promise<string> {
    if (this.salt?.day === day) return this.salt.value;
    const repo = this.dataSource.getRepository(AudienceSalt);
    let row = await repo.findOneBy({ day });
    if (!row) {
      await repo
        .createQueryBuilder()
        .insert()
        .values({ day, salt: randomBytes(32).toString('hex'), createdAt: now })
        .orIgnore()
        .execute();
      row = await repo.findOneByOrFail({ day });
    }
    this.salt = { day, value: row.salt };
    return row.salt;
  }

  /**
   * The daily salt rotation (a job for the runner, issue 24): makes today's salt and
   * deletes every salt made more than 48 hours before `now`.
   */
  async rotateSalts(now: Date): Promise<number> {
    await this.saltFor(now);
    const cutoff = new Date(now.getTime() - AUDIENCE_LIMITS.saltHours * 3_600_000);
    const gone = await this.dataSource.manager.delete(AudienceSalt, {
      createdAt: LessThan(cutoff),
    });
    if (
      this.salt &&
      !(await this.dataSource.manager.existsBy(AudienceSalt, { day: this.salt.day }))
    ) {
      this.salt = undefined;
    }
    return gone.affected ?? 0;
  }

  /** HMAC-SHA256(day's salt, network + User-Agent (agentCounted) + host), hex. */
  async visitorKey(network: string, userAgent: string, now: Date): Promise<string> {
    const day = await this.dayOf(now);
    const agent = this.agentCounted(day, network, userAgent);
    return this.keyWith(await this.saltOfDay(day, now), network, agent);
  }

  /**
   * The User-Agent a visitor key reads: a network's first VISITORS_PER_NETWORK agents of a
   * day their own, any further one a shared stand-in, so rotating the User-Agent from one
   * network adds one visitor in all rather than one each. Held in this process's memory
   * (each API copy bounds its own; a restart starts the day's sets again).
   */
  private agentCounted(day: string, network: string, userAgent: string): string {
    let networks = this.agentsByDay.get(day);
    if (!networks) {
      this.agentsByDay.set(day, (networks = new Map<string, Set<string>>()));
      // A view is counted within a day of its time: only the last two days still grow.
      const days = [...this.agentsByDay.keys()].sort();
      for (const old of days.slice(0, -2)) this.agentsByDay.delete(old);
    }
    let agents = networks.get(network);
    if (!agents) networks.set(network, (agents = new Set<string>()));
    if (agents.has(userAgent)) return userAgent;
    if (agents.size >= VISITORS_PER_NETWORK) return ANOTHER_AGENT;
    agents.add(userAgent);
    return userAgent;
  }

  private keyWith(salt: string, network: string, userAgent: string): string {
    return createHmac('sha256', salt)
      .update(`${network}\n${userAgent}\n${this.host}`)
      .digest('hex');
  }

  /**
   * Stores a batch from the site server; answers how many views were kept. Nothing is
   * stored while counting is off. Views too old or from the future are dropped.
   */
  async ingest(
    views: PageViewIn[],
    now = new Date(),
  ): Promise<{ counting: boolean; stored: number }> {
    const { counting } = await this.settings();
    if (!counting || views.length === 0) return { counting, stored: 0 };
    const timeZone = await this.timeZone();
    // A batch spans seconds: its days are worked out once per minute of the clock.
    const days = new Map<number, string>();
    const dayOfView = (at: Date): string => {
      const minute = Math.floor(at.getTime() / 60_000);
      let day = days.get(minute);
      if (day === undefined) days.set(minute, (day = agencyDay(at, timeZone)));
      return day;
    };
    // A visitor's views in one batch share a key: it is worked out once, for this call only.
    const keys = new Map<string, string>();
    const rows: Partial<PageView>[] = [];
    for (const view of views) {
      const at = new Date(view.at);
      const age = now.getTime() - at.getTime();
      if (age > LATEST_DELAY_MS || age < -FUTURE_MARGIN_MS) continue;
      const page = pageOf(view.path);
      const { source, channel, campaign } = attribute(view);
      const day = dayOfView(at);
      const visitor = `${day}\n${view.network}\n${view.userAgent}`;
      let visitorKey = keys.get(visitor);
      if (visitorKey === undefined) {
        const agent = this.agentCounted(day, view.network, view.userAgent);
        visitorKey = this.keyWith(await this.saltOfDay(day, now), view.network, agent);
        keys.set(visitor, visitorKey);
      }
      rows.push({
        at,
        day,
        path: view.path,
        kind: page.kind,
        projectId: page.projectRef ? await this.projectId(page.projectRef) : null,
        locale: view.locale,
        // An internal move has no source: the visit's first view named it.
        source,
        channel: source || view.utmMedium || campaign ? channel : null,
        campaign,
        device: view.device,
        visitorKey,
        views: view.views,
      });
    }
    // The batch whole or not at all: the site server keeps it for its next try.
    await this.dataSource.transaction((tx) => insertRows(tx, PageView, rows));
    let stored = 0;
    for (const row of rows) {
      this.freshDays.add(row.day as string);
      stored += row.views as number;
    }
    return { counting, stored };
  }

  /**
   * A lead's source, channel, campaign and the day's visitor key. The form's own facts
   * (referrer, utm_*) name the source; without them, the visit's first sourced view that
   * day does; else it is Direct.
   */
  async attributeLead(
    source: { [K in keyof ContactSource]?: string | null },
    visitor: Visitor,
    now = new Date(),
  ): Promise<LeadAttribution> {
    const day = await this.dayOf(now);
    const visitorKey = (await this.settings()).counting
      ? await this.visitorKey(networkOf(visitor.ip), visitor.userAgent, now)
      : null;
    const referrerHost = hostOf(source.referrer);
    const own = referrerHost !== null && referrerHost === new URL(`http://${this.host}`).hostname;
    const facts = {
      referrerHost: own ? null : referrerHost,
      utmSource: source.utmSource ?? null,
      utmMedium: source.utmMedium ?? null,
      utmCampaign: source.utmCampaign ?? null,
    };
    let found = attribute(facts);
    if (found.source === null && !facts.utmMedium && visitorKey) {
      const first = await this.dataSource.manager.findOne(PageView, {
        // Written `IS NOT NULL` (TypeORM's Not(IsNull()) is `NOT(… IS NULL)`), so SQLite
        // reads the partial index of sourced views (IDX_page_views_visitor_sourced).
        where: { day, visitorKey, source: Raw((source) => `${source} IS NOT NULL`) },
        order: { at: 'ASC' },
      });
      if (first?.source) {
        found = {
          source: first.source,
          channel: (first.channel ?? 'referral') as typeof found.channel,
          campaign: first.campaign,
        };
      }
    }
    return {
      audienceSource: found.source,
      audienceChannel: found.channel,
      audienceCampaign: found.campaign,
      visitorKey,
      audienceDay: visitorKey ? day : null,
    };
  }

  private async projectId(ref: string): Promise<number | null> {
    const cached = this.projects.get(ref);
    if (cached !== undefined) return cached;
    const byId = /^\d+$/.test(ref) ? Number(ref) : null;
    const rows = await this.dataSource.manager.find(PortfolioItem, {
      select: { id: true },
      where:
        byId !== null && Number.isSafeInteger(byId)
          ? [{ id: byId }]
          : [{ slugEn: ref }, { slugFr: ref }],
      take: 1,
    });
    const id = rows[0]?.id ?? null;
    // Not kept when unknown: the project may be published a minute later under that slug.
    if (id === null) return null;
    if (this.projects.size > 5_000) this.projects.clear();
    this.projects.set(ref, id);
    return id;
  }
}
