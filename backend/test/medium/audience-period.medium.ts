import { AUDIENCE_PRESETS, type AudienceReport } from '@prism/contracts';
import { AudienceCounting } from '../../src/audience/audience-counting.service';
import { AudiencePeriods, keyOf, type Preset } from '../../src/audience/audience-period.service';
import { AudienceReports } from '../../src/audience/audience-report.service';
import { AudienceRollUp } from '../../src/audience/audience-rollup.service';
import { addDays } from '../../src/audience/audience-time';
import { AudienceDaily, AudiencePeriodRow, PageView } from '../../src/audience/audience.entities';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';
import { contentServices } from './content-services';
import { Between } from 'typeorm';

/** 2026-03-15 at noon in Toronto, the agency's default time zone: the clock of every step. */
const NOW = new Date('2026-03-15T16:00:00Z');
const TODAY = '2026-03-15';
const TOMORROW_NOW = new Date('2026-03-16T16:00:00Z');
/** A row of the period: a key's sums over its days, and how many daily rows they add. */
interface Summed {
  dimension: string;
  key: string;
  views: number;
  visitors: number;
  leads: number;
  days: number;
}

/** Two keys that tie: code-point order puts U+FFFD first, UTF-16 units the emoji. */
const TIED = ['/tie-\u{1F600}', '/tie-\uFFFD'] as const;

/**
 * The panel's presets (7, 30 and 90 days) from the pre-computed periods of their past days
 * (ADR 053) answer what the full sum of the daily rows answers, step by step: today's views (a key that
 * enters the top rows only through today, one the period lacks, one too small to pass),
 * a tie at the tenth row, a source under two names, a day rolled up late, a lead erased, a
 * key gone from the period, the retention sweep, the next day, and daily rows written
 * behind the roll-up's back (the answer builds the period, as when there is none).
 */
describe('The audience panel’s pre-computed presets', () => {
  let db: MediumDatabase;
  let periods: AudiencePeriods;
  let rollUp: AudienceRollUp;
  let counting: AudienceCounting;
  let reports: AudienceReports;
  const range = (today: string, preset: Preset) => ({
    from: addDays(today, -(preset - 1)),
    to: today,
  });

  /** `visitors` visitors of `path` on `day` (their keys tagged `tag`), a view each, at noon UTC. */
  const visit = (
    day: string,
    path: string,
    visitors: number,
    extra: Partial<PageView> = {},
    tag = '',
  ) =>
    db.dataSource.getRepository(PageView).insert(
      Array.from({ length: visitors }, (_, i) => ({
        at: new Date(Date.parse(`${day}T12:00:00Z`) + i * 1000),
        day,
        path,
        kind: 'page',
        projectId: null,
        locale: 'en',
        source: null,
        channel: null,
        campaign: null,
        device: 'desktop',
        visitorKey: `${path}#${tag}${i}`,
        views: 1,
        ...extra,
      })),
    );
  const lead = (day: string, visitorKey: string) =>
    db.dataSource.getRepository(ContactMessage).save({
      name: 'A lead',
      email: 'lead@example.com',
      service: 'other',
      message: 'Hello',
      createdAt: new Date(`${day}T20:00:00Z`),
      audienceDay: day,
      visitorKey,
      audienceSource: 'Google',
      audienceChannel: 'organic',
    });

  /**
   * A preset's answer through its period, checked to be read from it and the period to hold
   * the sums of its days' daily rows (so the answer passed its check of the total); unless
   * `builds`, as the roll-ups kept it (not built again).
   */
  const fast = async (today: string, now: Date, preset: Preset, builds = false) => {
    const top = jest.spyOn(periods, 'top');
    const ensure = jest.spyOn(periods, 'ensure');
    const report = await reports.report(range(today, preset), now);
    expect(top).toHaveBeenCalledWith(preset, expect.any(Number));
    if (!builds) expect(ensure).not.toHaveBeenCalled();
    top.mockRestore();
    ensure.mockRestore();
    const period = await periods.range(preset);
    expect(period).toEqual({ from: addDays(today, -(preset - 1)), to: addDays(today, -1) });
    const sums = new Map<string, Summed>();
    const daily = await db.dataSource.getRepository(AudienceDaily).findBy({
      day: Between(period?.from ?? '', period?.to ?? ''),
    });
    for (const { dimension, key: stored, views, visitors, leads } of daily) {
      const key = keyOf(dimension, stored);
      const sum = sums.get(`${dimension} ${key}`);
      if (!sum)
        sums.set(`${dimension} ${key}`, { dimension, key, views, visitors, leads, days: 1 });
      else {
        sum.views += views;
        sum.visitors += visitors;
        sum.leads += leads;
        sum.days += 1;
      }
    }
    const rows = await db.dataSource.query<Record<keyof Summed, string | number>[]>(
      `SELECT "dimension", "key", "views", "visitors", "leads", "days" FROM "audience_period" WHERE "preset" = ${preset}`,
    );
    // PostgreSQL answers bigint as text.
    const kept = rows.map((r) => ({
      dimension: String(r.dimension),
      key: String(r.key),
      views: Number(r.views),
      visitors: Number(r.visitors),
      leads: Number(r.leads),
      days: Number(r.days),
    }));
    const order = (a: Summed, b: Summed) =>
      `${a.dimension} ${a.key}` < `${b.dimension} ${b.key}` ? -1 : 1;
    expect(kept.sort(order)).toEqual([...sums.values()].sort(order));
    return report;
  };
  /**
   * The same range summed whole: today rolled up and the range asked for a day later, when
   * it is a custom range (no period read).
   */
  const full = async (today: string, now: Date, preset: Preset): Promise<AudienceReport> => {
    await rollUp.rollUpDay(today);
    const top = jest.spyOn(periods, 'top');
    try {
      return await reports.report(range(today, preset), new Date(now.getTime() + 86_400_000));
    } finally {
      expect(top).not.toHaveBeenCalled();
      top.mockRestore();
    }
  };
  /** Every preset's answer through its period equals its full sum; the 30 days' answer. */
  const same = async (today: string, now: Date, builds = false): Promise<AudienceReport> => {
    const answers = new Map<Preset, AudienceReport>();
    for (const preset of AUDIENCE_PRESETS) {
      const answer = await fast(today, now, preset, builds);
      expect(answer).toEqual(await full(today, now, preset));
      answers.set(preset, answer);
    }
    return answers.get(30) as AudienceReport;
  };
  const keys = (rows: { key: string }[]) => rows.map((r) => r.key);

  beforeAll(async () => {
    db = await openMediumDatabase();
    const { settings, audit } = contentServices(db);
    counting = new AudienceCounting(db.dataSource, audit, settings, db.config);
    periods = new AudiencePeriods(db.dataSource, settings);
    rollUp = new AudienceRollUp(db.dataSource, settings, periods);
    reports = new AudienceReports(db.dataSource, counting, rollUp, periods);
  });
  afterAll(() => db.close());

  it('answers what the full sum answers, through late days, erasure, the sweep and midnight', async () => {
    const threeDaysAgo = addDays(TODAY, -3);
    const twoDaysAgo = addDays(TODAY, -2);
    const yesterday = addDays(TODAY, -1);
    // The past: eleven pages ranked by visitors, two of them tied, and one outside the range.
    const past: [string, number][] = [
      ['/p1', 40],
      ['/p2', 35],
      ['/p3', 30],
      ['/p4', 25],
      ['/p5', 20],
      ['/p6', 18],
      ['/p7', 16],
      [TIED[0], 10],
      [TIED[1], 10],
      ['/p12', 9],
      ['/small', 8],
      ['/climber', 6],
    ];
    for (const [path, visitors] of past) await visit(threeDaysAgo, path, visitors);
    await visit(addDays(TODAY, -40), '/old', 100);
    // Google under the host it was read from, then under its name.
    await visit(threeDaysAgo, '/from-google', 3, { source: 'www.google.com', channel: 'organic' });
    await visit(twoDaysAgo, '/from-google', 2, { source: 'Google', channel: 'organic' });
    await lead(twoDaysAgo, '/from-google#0');
    for (const day of [addDays(TODAY, -40), threeDaysAgo, twoDaysAgo]) await rollUp.rollUpDay(day);

    // Today: three more visitors on each top page, twenty for a page sixth in the past,
    // fifteen for a page the period lacks, two for one too small to pass.
    for (const [path] of past.slice(0, 10)) await visit(TODAY, path, 3, {}, 'today');
    await visit(TODAY, '/climber', 20, {}, 'today');
    await visit(TODAY, '/new-today', 15);
    await visit(TODAY, '/small', 2, {}, 'today');
    // No period yet: the first answer builds its preset's, the job the others.
    expect(await periods.range(30)).toBeNull();
    await fast(TODAY, NOW, 30, true);
    expect([await periods.range(7), await periods.range(90)]).toEqual([null, null]);
    expect(await periods.ensure(NOW)).toEqual([
      { preset: 7, by: 'build' },
      { preset: 90, by: 'build' },
    ]);
    const first = await same(TODAY, NOW);
    expect(keys(first.pages)).toEqual([
      '/p1',
      '/p2',
      '/p3',
      '/p4',
      '/climber',
      '/p5',
      '/p6',
      '/p7',
      '/new-today',
      TIED[1],
    ]);
    expect(first.sources).toEqual([
      expect.objectContaining({ key: '(direct)' }),
      expect.objectContaining({ key: 'Google', visitors: 5, leads: 1 }),
    ]);

    // A day inside the periods rolled up late (a batch on this copy), with a lead; and one
    // inside the 90 days' only.
    await visit(yesterday, '/late', 50);
    await lead(yesterday, '/late#7');
    await visit(addDays(TODAY, -40), '/old', 5, {}, 'late');
    counting.freshDays.add(yesterday);
    counting.freshDays.add(addDays(TODAY, -40));
    const late = await same(TODAY, NOW);
    expect(late.pages[0]).toMatchObject({ key: '/late', visitors: 50, leads: 1 });

    // The lead erased and a page's views gone, then the roll-up job: the period follows.
    await db.dataSource.getRepository(ContactMessage).delete({ audienceDay: yesterday });
    await visit(yesterday, '/yesterday-only', 1);
    await rollUp.rollUpRecent(NOW);
    await db.dataSource.getRepository(PageView).delete({ path: '/yesterday-only' });
    await rollUp.rollUpRecent(NOW);
    await rollUp.sweep(NOW);
    // The roll-ups wrote only what changed (a lead's counts, a key gone): the day's stored
    // rows are the rows it has now.
    const counted = (rows: Omit<AudienceDaily, 'day'>[]) =>
      rows
        .map(({ dimension, key, views, visitors, leads }) => ({
          dimension,
          key,
          views,
          visitors,
          leads,
        }))
        .sort((a, b) => (`${a.dimension} ${a.key}` < `${b.dimension} ${b.key}` ? -1 : 1));
    expect(
      counted(await db.dataSource.getRepository(AudienceDaily).findBy({ day: yesterday })),
    ).toEqual(counted(await rollUp.rowsOf(yesterday)));
    const erased = await same(TODAY, NOW);
    expect(erased.pages[0]).toMatchObject({ key: '/late', leads: 0 });
    for (const table of [AudienceDaily, AudiencePeriodRow]) {
      expect(await db.dataSource.getRepository(table).countBy({ key: '/yesterday-only' })).toBe(0);
    }

    // The next day: the job moves each period a day on (today now among its days, its
    // first day gone), reading the two days, not summing the period again.
    const ensure = jest.spyOn(periods, 'ensure');
    await rollUp.rollUpRecent(TOMORROW_NOW);
    expect(await ensure.mock.results[0]?.value).toEqual(
      AUDIENCE_PRESETS.map((preset) => ({ preset, by: 'move' })),
    );
    ensure.mockRestore();
    const tomorrow = addDays(TODAY, 1);
    await same(tomorrow, TOMORROW_NOW);

    // Daily rows written behind the roll-up's back: the answer builds the period again.
    await db.dataSource
      .getRepository(AudienceDaily)
      .update({ dimension: 'total', day: twoDaysAgo }, { views: 1_000 });
    const behind = await same(tomorrow, TOMORROW_NOW, true);
    expect(behind.totals.views).toBeGreaterThan(1_000);

    // Four days on with the job stopped (a copy down over a long weekend), views meanwhile:
    // the 30 and 90 days move four days; the 7 days are built (eight days to read, more
    // than its seven). The days before the periods' new first days come off them.
    const later = addDays(tomorrow, 4);
    const laterNow = new Date(TOMORROW_NOW.getTime() + 4 * 86_400_000);
    for (const day of [0, 1, 2, 3].map((n) => addDays(tomorrow, n))) {
      await visit(day, '/weekend', 4, {}, day);
      await rollUp.rollUpDay(day);
    }
    const moved = jest.spyOn(periods, 'ensure');
    await rollUp.rollUpRecent(laterNow);
    expect(await moved.mock.results[0]?.value).toEqual([
      { preset: 7, by: 'build' },
      { preset: 30, by: 'move' },
      { preset: 90, by: 'move' },
    ]);
    moved.mockRestore();
    const weekend = await same(later, laterNow);
    expect(weekend.pages).toContainEqual(
      expect.objectContaining({ key: '/weekend', visitors: 16 }),
    );
  });

  it('counts a day of many pages of views once, with answers at once and a job that reads what changed', async () => {
    const day = '2026-05-10';
    const now = new Date('2026-05-10T16:00:00Z');
    const yesterday = addDays(day, -1);
    /** `n` views of `path` on `day`, in statements of 500 (each database's parameter bound). */
    const views = async (on: string, path: string, n: number, tag: string) => {
      for (let i = 0; i < n; i += 500) {
        await visit(on, path, Math.min(500, n - i), {}, `${tag}${i}-`);
      }
    };
    const totalOf = async (on: string) =>
      (
        await db.dataSource
          .getRepository(AudienceDaily)
          .findOneBy({ dimension: 'total', day: on, key: '' })
      )?.views;
    // More views than one page of the read (1,000), on both days the job rolls up.
    await views(day, '/many', 2_500, 'a');
    await views(yesterday, '/before', 1_200, 'b');
    const week = { from: addDays(day, -6), to: day };
    // Today is read live from its views, past days from the roll-up.
    expect((await reports.report(week, now)).totals.views).toBe(2_500);

    // Views arrive while two staff open the panel at once: the tally they share takes the
    // new pages once.
    await views(day, '/more', 1_500, 'c');
    const [first, second] = await Promise.all([
      reports.report(week, now),
      reports.report(week, now),
    ]);
    expect([first.totals.views, second.totals.views]).toEqual([4_000, 4_000]);

    // The job rolls up both days whole; run again with nothing new, it reads neither; a view
    // more yesterday, and it reads that day alone.
    await rollUp.rollUpRecent(now);
    expect([await totalOf(yesterday), await totalOf(day)]).toEqual([1_200, 4_000]);
    expect((await reports.report(week, now)).totals.views).toBe(5_200);
    const tallied = jest.spyOn(rollUp, 'tallyViews');
    await rollUp.rollUpRecent(now);
    expect(tallied).not.toHaveBeenCalled();
    await views(yesterday, '/late', 1, 'd');
    await rollUp.rollUpRecent(now);
    expect(tallied.mock.calls.map(([, on]) => on)).toEqual([yesterday]);
    tallied.mockRestore();
    expect([await totalOf(yesterday), await totalOf(day)]).toEqual([1_201, 4_000]);
  });
});
