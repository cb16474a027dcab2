import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The day's random salt of the visitor key, one row per day in the agency's time
 * zone, shared by every API copy; deleted 48 hours after it was made.
 */
@Entity('audience_salts')
export class AudienceSalt {
  /** YYYY-MM-DD in the agency's time zone. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 64 })
  salt: string;

  @Column({ type: Date })
  createdAt: Date;
}

/** One counted page view, kept 60 days. No address, no User-Agent: only the day's key. */
@Entity('page_views')
@Index('IDX_page_views_day', ['day', 'at'])
// Today's count and the views after the panel's last tally, from the index alone.
@Index('IDX_page_views_day_id', ['day', 'id'])
// A lead's attribution: the visitor's first view with a source that day.
@Index('IDX_page_views_visitor_sourced', ['day', 'visitorKey', 'at'], {
  where: '"source" IS NOT NULL',
})
export class PageView {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: Date })
  at: Date;

  /** YYYY-MM-DD in the agency's time zone: the day of the key and of the roll-up. */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 300 })
  path: string;

  /** landing, project, privacy or page. */
  @Column({ type: 'varchar', length: 16 })
  kind: string;

  @Column({ type: 'integer', nullable: true })
  projectId: number | null;

  @Column({ type: 'varchar', length: 2 })
  locale: string;

  /** The source (a search engine, a site, a utm_source); null: none on this view. */
  @Column({ type: 'varchar', length: 253, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  channel: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  campaign: string | null;

  @Column({ type: 'varchar', length: 8 })
  device: string;

  /** HMAC-SHA256 of the day's salt and network, User-Agent and host, in hex. */
  @Column({ type: 'varchar', length: 64 })
  visitorKey: string;

  /**
   * How many identical views the row stands for: the site server sends a visitor's repeats
   * of a page within a minute once, with their count.
   */
  @Column({ type: 'integer', default: 1 })
  views: number;
}

/**
 * Daily totals per dimension (total, page, landing, project, locale, device, source,
 * channel, campaign) and key, written by the roll-up, kept 25 months. The panel reads only
 * these.
 */
@Entity('audience_daily')
// The roll-up rewrites a day and the retention sweep deletes the days before one: by day,
// which the primary key (dimension first) does not lead with.
@Index('IDX_audience_daily_day', ['day'])
export class AudienceDaily {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  dimension: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'integer' })
  views: number;

  @Column({ type: 'integer' })
  visitors: number;

  @Column({ type: 'integer' })
  leads: number;
}

/**
 * The sums per dimension and key of each preset range's whole past days (the 6, 29 or 89
 * before today, `audience_period_range`), as the daily rows hold them (a source under its
 * one name): the panel's presets read their top rows and today's keys here instead of
 * summing every daily row of the range. Kept by the roll-up in the transaction that writes
 * a day of a period, built again once a day (ADR 053).
 */
@Entity('audience_period')
// The top rows of a dimension: most visitors, then most leads (the key breaks ties).
@Index('IDX_audience_period_rank', ['preset', 'dimension', 'visitors', 'leads'])
export class AudiencePeriodRow {
  /** The preset's length in days (AUDIENCE_PRESETS): 7, 30 or 90. */
  @PrimaryColumn({ type: 'integer' })
  preset: number;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  dimension: string;

  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  // Sums of up to 89 daily counters: past an integer's range on PostgreSQL.
  @Column({ type: 'bigint' })
  views: number;

  @Column({ type: 'bigint' })
  visitors: number;

  @Column({ type: 'bigint' })
  leads: number;

  /** How many daily rows the sums hold: none left, the key is gone from the range. */
  @Column({ type: 'integer' })
  days: number;
}

/**
 * A row per preset naming the days its `audience_period` rows sum, both inclusive; null or
 * no row: none yet. The roll-up locks them before writing a day, so two roll-ups never
 * apply one change twice.
 */
@Entity('audience_period_range')
export class AudiencePeriodRange {
  @PrimaryColumn({ type: 'integer' })
  preset: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  from: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  to: string | null;
}

/** The one row (id 1) of the owner's switch. */
@Entity('audience_settings')
export class AudienceSettingsRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'boolean' })
  counting: boolean;
}

export const AUDIENCE_ENTITIES = [
  AudienceSalt,
  PageView,
  AudienceDaily,
  AudiencePeriodRow,
  AudiencePeriodRange,
  AudienceSettingsRow,
];
