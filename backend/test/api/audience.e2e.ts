/**
 * Built-in audience counting (ADR 053): the site server's batches, the visitor key and its
 * daily salt, the roll-up, leads per source and per project, and what is never stored.
 * The clock is passed in (`now`), never waited for.
 */
import { expect } from '@jest/globals';
import {
  AUDIENCE_LIMITS,
  AUDIENCE_SECRET_HEADER,
  DEFAULT_SITE_SETTINGS,
  PORTFOLIO_CATEGORY_VALUES,
  type AudienceReport,
  type PageViewInput,
} from '@prism/contracts';
import {
  AudienceCounting,
  VISITORS_PER_NETWORK,
} from '../../src/audience/audience-counting.service';
import { AudienceReports } from '../../src/audience/audience-report.service';
import { AudienceRollUp } from '../../src/audience/audience-rollup.service';
import { addDays } from '../../src/audience/audience-time';
import { AudienceDaily, AudienceSalt, PageView } from '../../src/audience/audience.entities';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { LEAD } from '../support/contact-fixtures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** What the site server sends for a visitor at 127.0.0.1 (supertest's address). */
const NETWORK = '127.0.0.0/24';

const view = (path: string, extra: Partial<PageViewInput> = {}): PageViewInput => ({
  at: new Date().toISOString(),
  path,
  locale: 'en',
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
  network: NETWORK,
  userAgent: FIREFOX,
  ...extra,
});

describe('audience (ADR 053)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  const counting = () => t.app.get(AudienceCounting);
  const rollUp = () => t.app.get(AudienceRollUp);
  const send = (views: PageViewInput[], secret = t.config.audienceSecret) =>
    t
      .http()
      .post('/api/internal/audience/views')
      .set(AUDIENCE_SECRET_HEADER, secret)
      .send({ views });
  const report = async (): Promise<AudienceReport> => {
    await rollUp().rollUpDay(await counting().dayOf(new Date()));
    const res = await owner.get('/api/admin/audience').expect(200);
    return res.body as AudienceReport;
  };

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_MAX_PER_IP: '1000' });
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.dataSource.getRepository(PageView).clear();
    await t.dataSource.query('DELETE FROM "audience_daily"');
    await t.dataSource.query('DELETE FROM "contact_messages"');
  });

  it('refuses a batch without the site server secret, naming nothing stored', async () => {
    await send([view('/')], 'not-the-secret-at-all').expect(403);
    await t
      .http()
      .post('/api/internal/audience/views')
      .send({ views: [view('/')] })
      .expect(403);
    expect(await t.dataSource.getRepository(PageView).count()).toBe(0);
  });

  it('refuses a malformed batch with a 400 naming the field', async () => {
    const res = await send([{ ...view('/'), device: 'fridge' as 'desktop' }]).expect(400);
    expect(JSON.stringify(res.body)).toContain('device');
  });

  it('counts three pages from one browser as 3 views and 1 visitor; a second browser is 2', async () => {
    await send([view('/'), view('/privacy'), view('/portfolio/1')]).expect(200);
    let r = await report();
    expect(r.totals).toMatchObject({ views: 3, visitors: 1 });
    await send([view('/', { userAgent: SAFARI, device: 'mobile' })]).expect(200);
    r = await report();
    expect(r.totals).toMatchObject({ views: 4, visitors: 2 });
    expect(r.devices.map((d) => [d.key, d.visitors])).toEqual(
      expect.arrayContaining([
        ['desktop', 1],
        ['mobile', 1],
      ]),
    );
    expect(r.days.at(-1)).toMatchObject({ views: 4, visitors: 2 });
    expect(r.days).toHaveLength(30);
    expect(r.previousDays).toHaveLength(30);
  });

  it('counts at most VISITORS_PER_NETWORK visitors from one network in a day, whatever User-Agents it rotates', async () => {
    const network = '203.0.113.0/24';
    const rotated = Array.from({ length: 3 * VISITORS_PER_NETWORK }, (_, i) =>
      view('/', { network, userAgent: `${FIREFOX} rotation/${i}` }),
    );
    await send(rotated.slice(0, 50)).expect(200);
    await send(rotated.slice(50)).expect(200);
    // The first agents each a visitor, every further one the same one more; another network
    // (the test's own) is not held by it.
    await send([view('/')]).expect(200);
    const r = await report();
    expect(r.totals).toMatchObject({
      views: rotated.length + 1,
      visitors: VISITORS_PER_NETWORK + 2,
    });
    // An agent counted before stays its own visitor.
    await send([view('/privacy', { network, userAgent: `${FIREFOX} rotation/0` })]).expect(200);
    expect((await report()).totals.visitors).toBe(VISITORS_PER_NETWORK + 2);
  });

  it('counts an entry of repeats as its views from one visitor, and refuses a count out of bounds', async () => {
    await send([view('/', { views: 3 }), view('/privacy')]).expect(200);
    const r = await report();
    expect(r.totals).toMatchObject({ views: 4, visitors: 1 });
    expect(r.pages.find((p) => p.key === '/')).toMatchObject({ views: 3, visitors: 1 });
    for (const views of [0, 1.5, AUDIENCE_LIMITS.maxRepeats + 1]) {
      const res = await send([view('/', { views })]).expect(400);
      expect(JSON.stringify(res.body)).toContain('views');
    }
    expect((await report()).totals).toMatchObject({ views: 4, visitors: 1 });
  });

  it('answers the same for today from its raw views as from its roll-up once the day is past', async () => {
    const now = new Date();
    const today = await counting().dayOf(now);
    const yesterday = addDays(today, -1);
    const google = { referrerHost: 'www.google.com' };
    const utm = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'fall' };
    await send([
      view('/', utm),
      view('/portfolio/1'),
      view('/privacy', { locale: 'fr' }),
      view('/portfolio/2', { userAgent: SAFARI, device: 'mobile', ...google }),
      view('/portfolio/1', { userAgent: SAFARI, device: 'mobile' }),
      view('/', { userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/142', ...google }),
    ]).expect(200);
    await t
      .http()
      .post('/api/contact')
      .set('user-agent', FIREFOX)
      .send({ ...LEAD, ...utm })
      .expect(201);
    // Yesterday: the same views again, already rolled up.
    await t.dataSource.query(
      `INSERT INTO "page_views" ("at", "day", "path", "kind", "projectId", "locale", "source", "channel", "campaign", "device", "visitorKey", "views") SELECT "at", '${yesterday}', "path", "kind", "projectId", "locale", "source", "channel", "campaign", "device", "visitorKey", "views" FROM "page_views"`,
    );
    await rollUp().rollUpDay(yesterday);
    const range = { from: yesterday, to: today };
    const reports = t.app.get(AudienceReports);
    const first = await reports.report(range, now);
    expect(first.totals).toMatchObject({ views: 12, visitors: 6, leads: 1 });
    expect(first.days.map((d) => d.views)).toEqual([6, 6]);
    // The period before a one-day range: yesterday, from its roll-up.
    const single = await reports.report({ from: today, to: today }, now);
    expect(single.previousDays).toEqual([{ day: yesterday, views: 6, visitors: 3 }]);
    expect(single.previousTotals).toEqual({ views: 6, visitors: 3, leads: 0, conversion: 0 });
    // Today's rows are kept between answers only while its views and leads are unchanged.
    // Two repeats of a page in one entry count as two views (the site server's repeats).
    await send([view('/privacy', { userAgent: SAFARI, device: 'mobile', views: 2 })]).expect(200);
    const live = await reports.report(range, now);
    expect(live.totals).toMatchObject({ views: 14, visitors: 6, leads: 1 });
    expect(live.pages.find((p) => p.key === '/privacy')).toMatchObject({ views: 4, visitors: 3 });
    // Views added to the kept tally: a new visitor from a search engine and an old one's
    // next page, then one that happened before the last tallied (another copy's late
    // batch), then a view gone (the day tallied whole again) and a lead: the answers stay
    // those of the roll-up.
    const edge = { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Edg/142', device: 'tablet' as const };
    await send([view('/portfolio/2', { ...edge, ...google }), view('/privacy')]).expect(200);
    const added = await reports.report(range, now);
    expect(added.totals).toMatchObject({ views: 16, visitors: 7, leads: 1 });
    expect(added.sources.find((s) => s.key === 'Google')).toMatchObject({ views: 9, visitors: 5 });
    const early = new Date(now.getTime() - 1);
    expect(await counting().dayOf(early)).toBe(today);
    await send([view('/portfolio/3', { ...edge, at: early.toISOString() })]).expect(200);
    const late = await reports.report(range, now);
    // The edge visitor landed on /portfolio/3 now, no longer on /portfolio/2.
    expect(late.landings.find((l) => l.key === '/portfolio/3')).toMatchObject({ visitors: 1 });
    expect(late.landings.find((l) => l.key === '/portfolio/2')).toMatchObject({ visitors: 2 });
    await t.dataSource.query(`DELETE FROM "page_views" WHERE "path" = '/portfolio/3'`);
    expect(
      (await reports.report(range, now)).landings.find((l) => l.key === '/portfolio/3'),
    ).toBeUndefined();
    await t
      .http()
      .post('/api/contact')
      .set('user-agent', edge.userAgent)
      .send({ ...LEAD, email: 'edge@example.com' })
      .expect(201);
    const latest = await reports.report(range, now);
    expect(latest.totals).toMatchObject({ views: 16, visitors: 7, leads: 2 });

    // The first hour of tomorrow: today is a past day, read from its roll-up.
    let later = now;
    while ((await counting().dayOf(later)) === today) later = new Date(later.getTime() + 3_600_000);
    await rollUp().rollUpDay(today);
    expect(await reports.report(range, later)).toEqual(latest);
  });

  it('sweeps the daily rows past 25 months and keeps the others, by the day index', async () => {
    const now = new Date();
    const today = await counting().dayOf(now);
    const daily = t.dataSource.getRepository(AudienceDaily);
    const row = (day: string) => ({
      dimension: 'total',
      day,
      key: '',
      views: 1,
      visitors: 1,
      leads: 0,
    });
    await daily.insert([
      row(addDays(today, -800)),
      row(addDays(today, -700)),
      row(addDays(today, -1)),
    ]);
    await rollUp().sweep(now);
    expect((await daily.find({ order: { day: 'ASC' } })).map((r) => r.day)).toEqual([
      addDays(today, -700),
      addDays(today, -1),
    ]);
    if (t.dialect === 'postgres') return;
    // The roll-up's rewrite of a day and the sweep read the day index, not every daily row.
    for (const where of ['"day" = ?', '"day" < ?']) {
      const plan: { detail: string }[] = await t.dataSource.query(
        `EXPLAIN QUERY PLAN DELETE FROM "audience_daily" WHERE ${where}`,
        [today],
      );
      expect(plan.map((p) => p.detail)).toEqual([
        expect.stringMatching(
          /^SEARCH audience_daily USING (COVERING )?INDEX IDX_audience_daily_day/,
        ),
      ]);
    }
  });

  it('changes the salt at midnight in the agency time zone and deletes it after 48 hours', async () => {
    // 2026-01-15 23:59:59 in Toronto (UTC-5) and the next second.
    const before = new Date('2026-01-16T04:59:59Z');
    const midnight = new Date('2026-01-16T05:00:00Z');
    const c = counting();
    const first = await c.saltFor(before);
    expect(await c.saltFor(new Date('2026-01-15T06:00:00Z'))).toBe(first);
    const second = await c.saltFor(midnight);
    expect(second).not.toBe(first);
    expect(await c.visitorKey(NETWORK, FIREFOX, before)).not.toBe(
      await c.visitorKey(NETWORK, FIREFOX, midnight),
    );
    const salts = t.dataSource.getRepository(AudienceSalt);
    await c.rotateSalts(new Date(before.getTime() + 47 * 3_600_000));
    expect(await salts.existsBy({ day: '2026-01-15' })).toBe(true);
    // The 2026-01-15 salt was made at `before`'s first use; 48 h later it is gone.
    const made = (await salts.findOneByOrFail({ day: '2026-01-15' })).createdAt;
    await c.rotateSalts(new Date(made.getTime() + 48 * 3_600_000 + 1_000));
    expect(await salts.existsBy({ day: '2026-01-15' })).toBe(false);
    expect(await salts.existsBy({ day: '2026-01-16' })).toBe(true);

    // The agency's zone is the site setting scheduled publishing uses (ADR 061): in Paris
    // (UTC+1 in March) the day turns at 23:00 UTC, while Toronto is still at 19:00.
    const parisEvening = new Date('2026-03-10T22:59:59Z');
    const parisMidnight = new Date('2026-03-10T23:00:00Z');
    try {
      await owner
        .put('/api/admin/settings')
        .send({ ...DEFAULT_SITE_SETTINGS, timeZone: 'Europe/Paris' })
        .expect(200);
      expect(await c.dayOf(parisMidnight)).toBe('2026-03-11');
      const evening = await c.saltFor(parisEvening);
      expect(await c.saltFor(parisMidnight)).not.toBe(evening);
      expect(await salts.existsBy({ day: '2026-03-11' })).toBe(true);
      expect((await report()).timeZone).toBe('Europe/Paris');
    } finally {
      await owner.put('/api/admin/settings').send(DEFAULT_SITE_SETTINGS).expect(200);
    }
    expect(await c.dayOf(parisMidnight)).toBe('2026-03-10');
  });

  it('attributes a lead to its utm source and campaign and counts it for the project read', async () => {
    const items = t.dataSource.getRepository(PortfolioItem);
    const project = await items.save(
      items.create({
        title: 'Audience project',
        client: 'Lumen',
        description: 'A project read before a lead.',
        category: PORTFOLIO_CATEGORY_VALUES[0],
        year: '2025',
      }),
    );
    const later = await items.save(
      items.create({
        title: 'Read after the lead',
        client: 'Lumen',
        description: 'A project read once the lead was sent.',
        category: PORTFOLIO_CATEGORY_VALUES[0],
        year: '2025',
      }),
    );
    const utm = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-2026' };
    await send([view('/', utm), view(`/portfolio/${project.id}`)]).expect(200);
    // Another visitor reads the project and sends nothing.
    await send([view(`/portfolio/${project.id}`, { userAgent: SAFARI, device: 'mobile' })]);
    await t
      .http()
      .post('/api/contact')
      .set('user-agent', FIREFOX)
      .send({ ...LEAD, ...utm })
      .expect(201);
    // The same visitor then reads another project: it did not bring the lead (issue 49).
    const afterTheLead = new Date(Date.now() + 2_000).toISOString();
    await send([view(`/portfolio/${later.id}`, { at: afterTheLead })]).expect(200);

    const r = await report();
    expect(r.totals).toMatchObject({ visitors: 2, leads: 1, conversion: 0.5 });
    expect(r.sources.find((s) => s.key === 'newsletter')).toMatchObject({
      visitors: 1,
      leads: 1,
      conversion: 1,
    });
    expect(r.channels.find((s) => s.key === 'email')).toMatchObject({ leads: 1 });
    expect(r.campaigns.find((s) => s.key === 'spring-2026')).toMatchObject({
      visitors: 1,
      leads: 1,
    });
    expect(r.landings.find((s) => s.key === '/')).toMatchObject({ visitors: 1, leads: 1 });
    expect(r.projects.find((s) => s.key === String(project.id))).toMatchObject({
      label: 'Audience project',
      visitors: 2,
      leads: 1,
      conversion: 0.5,
    });
    expect(r.projects.find((s) => s.key === String(later.id))).toMatchObject({
      visitors: 1,
      leads: 0,
    });
  });

  it("attributes a lead sent without a source to its visit's first sourced view that day, from those views' index", async () => {
    // A millisecond apart, so all fall on one day (the lead's).
    const base = Date.now();
    const at = (ms: number) => new Date(base + ms).toISOString();
    await send([
      view('/', { referrerHost: 'www.google.com', at: at(1) }),
      view('/', { utmSource: 'newsletter', at: at(2) }),
      // Another visitor's source is not this one's.
      view('/', { referrerHost: 'www.bing.com', userAgent: SAFARI, at: at(0) }),
    ]).expect(200);
    const lead = await counting().attributeLead(
      {},
      { ip: '127.0.0.1', userAgent: FIREFOX },
      new Date(base + 3),
    );
    expect(lead.audienceSource).toBe('Google');
    if (t.dialect === 'postgres') return;
    // Its query as the service writes it (`IS NOT NULL`): the partial index, not the day's views.
    const plan: { detail: string }[] = await t.dataSource.query(
      `EXPLAIN QUERY PLAN SELECT "id" FROM "page_views" "PageView" WHERE "PageView"."day" = ? AND "PageView"."visitorKey" = ? AND "PageView"."source" IS NOT NULL ORDER BY "PageView"."at" ASC LIMIT 1`,
      ['2026-01-01', 'key'],
    );
    expect(plan.map((p) => p.detail)).toEqual([
      expect.stringMatching(/^SEARCH PageView USING INDEX IDX_page_views_visitor_sourced/),
    ]);
  });

  it('counts Google as one source, from a referrer or a utm_source in any case', async () => {
    await send([
      view('/', { referrerHost: 'www.google.com' }),
      view('/', { utmSource: 'google', userAgent: SAFARI, device: 'mobile' }),
      view('/', { utmSource: 'GOOGLE', userAgent: `${FIREFOX} (3)` }),
      view('/', { utmSource: 'google.ca', userAgent: `${FIREFOX} (4)` }),
      view('/', { utmSource: 'Newsletter', userAgent: `${FIREFOX} (5)` }),
      view('/', { utmSource: 'newsletter', userAgent: `${FIREFOX} (6)` }),
    ]).expect(200);
    const r = await report();
    expect(r.sources.map((s) => [s.key, s.visitors]).sort()).toEqual([
      ['Google', 4],
      ['newsletter', 2],
    ]);
  });

  it('stores no IP address and no User-Agent in any table', async () => {
    await send([view('/', { referrerHost: 'www.google.com' })]).expect(200);
    await t.http().post('/api/contact').set('user-agent', FIREFOX).send(LEAD).expect(201);
    await report();
    // Staff records keep staff addresses by design (ADR 026, 031): the visitor's address is
    // looked for in the tables a visit or a lead writes.
    const visitorTables = new Set([
      'page_views',
      'audience_daily',
      'audience_salts',
      'contact_messages',
      'mails',
    ]);
    for (const { tableName } of t.dataSource.entityMetadatas) {
      const rows = await t.dataSource.query<Record<string, unknown>[]>(
        `SELECT * FROM "${tableName}"`,
      );
      const text = JSON.stringify(rows);
      const needles = [
        FIREFOX,
        'Firefox/140',
        NETWORK,
        ...(visitorTables.has(tableName) ? ['127.0.0.1'] : []),
      ];
      for (const needle of needles) {
        expect({ tableName, needle, found: text.includes(needle) }).toEqual({
          tableName,
          needle,
          found: false,
        });
      }
    }
    const r = await owner.get('/api/admin/audience').expect(200);
    expect((r.body as AudienceReport).sources[0]).toMatchObject({ key: 'Google' });
  });

  it('counts nothing while the owner has switched counting off', async () => {
    await owner.put('/api/admin/audience/settings').send({ counting: false }).expect(200);
    const res = await send([view('/')]).expect(200);
    expect(res.body).toEqual({ counting: false, stored: 0 });
    expect(await t.dataSource.getRepository(PageView).count()).toBe(0);
    await owner.put('/api/admin/audience/settings').send({ counting: true }).expect(200);
  });

  it('shows the panel to owners and admins, not editors; only owners switch counting', async () => {
    const admin = await t.as('admin');
    const editor = await t.as('editor');
    await admin.get('/api/admin/audience').expect(200);
    await editor.get('/api/admin/audience').expect(403);
    await admin.put('/api/admin/audience/settings').send({ counting: false }).expect(403);
    const bad = await owner.get('/api/admin/audience?from=2026-02-10&to=2026-01-01').expect(400);
    expect(JSON.stringify(bad.body)).toContain('from');
  });
});
