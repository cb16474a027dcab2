import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AUDIENCE_LIMITS,
  type AudienceDay,
  type AudienceReport,
  type AudienceRow,
} from '@prism/contracts';
import { Between, DataSource, In } from 'typeorm';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { AudienceCounting } from './audience-counting.service';
import { AudienceRollUp } from './audience-rollup.service';
import { addDays, agencyDay, daysBetween } from './audience-time';
import { AudienceDaily } from './audience.entities';

/** The panel's default range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

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

interface Sums {
  key: string;
  views: number;
  visitors: number;
  leads: number;
}

const conversion = (leads: number, visitors: number) =>
  visitors === 0 ? 0 : Math.round((leads / visitors) * 10_000) / 10_000;

/**
 * The Audience panel's numbers, read from the daily roll-up only (never the raw views), so
 * they answer fast at any volume: per day with the period before beside it, and the top
 * rows of each dimension. Visitors over several days are the sum of daily visitors.
 */
@Injectable()
export class AudienceReports {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counting: AudienceCounting,
    private readonly rollUp: AudienceRollUp,
  ) {}

  async report(query: { from?: string; to?: string }, now = new Date()): Promise<AudienceReport> {
    const timeZone = await this.counting.timeZone();
    const to = query.to ?? agencyDay(now, timeZone);
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    const length = daysBetween(from, to) + 1;
    const previousTo = addDays(from, -1);
    const previousFrom = addDays(previousTo, -(length - 1));
    // Views this copy stored since: rolled up first, so the panel shows them at once (the
    // timer rolls up what other copies stored).
    for (const day of [...this.counting.freshDays]) {
      this.counting.freshDays.delete(day);
      await this.rollUp.rollUpDay(day);
    }

    const [days, previousDays, settings] = await Promise.all([
      this.perDay(from, to),
      this.perDay(previousFrom, previousTo),
      this.counting.settings(),
    ]);
    const [totals, previousTotals] = await Promise.all([
      this.totals(from, to),
      this.totals(previousFrom, previousTo),
    ]);
    const tops = await Promise.all(
      Object.values(TOP_DIMENSIONS).map((dimension) => this.top(dimension, from, to)),
    );
    const report = Object.fromEntries(
      Object.keys(TOP_DIMENSIONS).map((name, i) => [name, tops[i]]),
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
      totals,
      previousTotals,
      ...report,
    };
  }

  private async perDay(from: string, to: string): Promise<AudienceDay[]> {
    const rows = await this.dataSource.manager.find(AudienceDaily, {
      select: { day: true, views: true, visitors: true },
      where: { dimension: 'total', day: Between(from, to) },
    });
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const days: AudienceDay[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const row = byDay.get(day);
      days.push({ day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 });
    }
    return days;
  }

  private async totals(from: string, to: string): Promise<AudienceReport['totals']> {
    const [sums] = await this.sums('total', from, to, 1);
    const views = sums?.views ?? 0;
    const visitors = sums?.visitors ?? 0;
    const leads = sums?.leads ?? 0;
    return { views, visitors, leads, conversion: conversion(leads, visitors) };
  }

  private async top(dimension: string, from: string, to: string): Promise<AudienceRow[]> {
    const sums = await this.sums(dimension, from, to, AUDIENCE_LIMITS.topRows);
    return sums.map((s) => ({ ...s, label: s.key, conversion: conversion(s.leads, s.visitors) }));
  }

  private async sums(dimension: string, from: string, to: string, limit: number): Promise<Sums[]> {
    const rows = await this.dataSource
      .getRepository(AudienceDaily)
      .createQueryBuilder('d')
      .select('d.key', 'key')
      .addSelect('SUM(d.views)', 'views')
      .addSelect('SUM(d.visitors)', 'visitors')
      .addSelect('SUM(d.leads)', 'leads')
      .where('d.dimension = :dimension', { dimension })
      .andWhere('d.day BETWEEN :from AND :to', { from, to })
      .groupBy('d.key')
      .orderBy('SUM(d.visitors)', 'DESC')
      .addOrderBy('SUM(d.leads)', 'DESC')
      .addOrderBy('d.key', 'ASC')
      .limit(limit)
      .getRawMany<{ key: string; views: string; visitors: string; leads: string }>();
    return rows.map((r) => ({
      key: r.key,
      views: Number(r.views),
      visitors: Number(r.visitors),
      leads: Number(r.leads),
    }));
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
