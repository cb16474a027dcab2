/**
 * The site server's own routes (page views, redirect hits, the 404 log; issue 44): only
 * its AUDIENCE_SECRET opens them, whatever address the call comes from.
 */
import { expect } from '@jest/globals';
import {
  AUDIENCE_LIMITS,
  AUDIENCE_SECRET_HEADER,
  REDIRECT_LIMITS,
  type ApiErrorBody,
  type PageViewInput,
} from '@prism/contracts';
import { AUDIENCE_SECRET_FILE } from '@prism/contracts/server-config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AudienceCounting } from '../../src/audience/audience-counting.service';
import { AudienceRollUp } from '../../src/audience/audience-rollup.service';
import { AudienceDaily, PageView } from '../../src/audience/audience.entities';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { COUNTER_MAX } from '../../src/database/counter-max';
import { NotFoundPath, Redirect } from '../../src/redirects/redirect.entities';
import { LEAD } from '../support/contact-fixtures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

/** The value the source code carried, which the API took from any loopback caller. */
const FORMER_BUILT_IN = 'prism-embedded-audience-secret';
const AT = '2026-11-25T12:00:00.000Z';

const fieldsOf = (body: unknown) => ((body as ApiErrorBody).fields ?? []).map((f) => f.field);
const seen = (path: string, count: number) => ({
  path,
  count,
  firstAt: AT,
  lastAt: AT,
  referrerHost: null,
});

const view = (extra: Partial<PageViewInput> = {}): PageViewInput => ({
  at: new Date().toISOString(),
  path: '/',
  locale: 'en',
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
  network: '127.0.0.0/24',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  ...extra,
});

describe('internal ingest (issue 44)', () => {
  let t: TestApp;
  let redirectId: number;
  const views = (body: object, secret = t.config.audienceSecret) =>
    t.http().post('/api/internal/audience/views').set(AUDIENCE_SECRET_HEADER, secret).send(body);
  const hits = (body: object, secret = t.config.audienceSecret) =>
    t.http().post('/api/internal/site-hits').set(AUDIENCE_SECRET_HEADER, secret).send(body);
  const stored = async () => ({
    views: await t.dataSource.getRepository(PageView).count(),
    hits: (await t.dataSource.getRepository(Redirect).findOneByOrFail({ id: redirectId })).hits,
    notFound: await t.dataSource.getRepository(NotFoundPath).count(),
  });

  beforeAll(async () => {
    // No AUDIENCE_SECRET: the one generated under DATA_DIR, as in the embedded run.
    t = await startTestApp();
    const owner = await t.signIn(OWNER.username, OWNER.password);
    const res = await owner.post('/api/redirects').send({ fromPath: '/old', toPath: '/en/' });
    redirectId = (res.body as { id: number }).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.dataSource.getRepository(PageView).clear();
    await t.dataSource.getRepository(NotFoundPath).clear();
    await t.dataSource.getRepository(Redirect).update({ id: redirectId }, { hits: 0 });
  });

  it('generates a secret under DATA_DIR when none is set, and takes batches with it', async () => {
    const file = readFileSync(join(t.dataDir, AUDIENCE_SECRET_FILE), 'utf8').trim();
    expect(t.config.audienceSecret).toBe(file);
    expect(file.length).toBeGreaterThanOrEqual(32);
    expect(file).not.toBe(FORMER_BUILT_IN);
    expect((await views({ views: [view()] })).status).toBe(200);
    const batch = { hits: [{ id: redirectId, count: 1, at: AT }], notFound: [] };
    expect((await hits(batch)).status).toBe(200);
    expect(await stored()).toEqual({ views: 1, hits: 1, notFound: 0 });
  });

  it('refuses the former built-in value and any wrong secret from loopback: 403, nothing stored', async () => {
    // supertest calls from 127.0.0.1, as every visitor's /api request through the site did.
    for (const secret of [FORMER_BUILT_IN, 'x'.repeat(t.config.audienceSecret.length), '']) {
      const forgedViews = await views({ views: [view({ views: 100_000 })] }, secret);
      expect(forgedViews.status).toBe(403);
      const forgedHits = await hits(
        {
          hits: [{ id: redirectId, count: 100_000, at: AT }],
          notFound: [{ path: '/forged', count: 5, firstAt: AT, lastAt: AT, referrerHost: null }],
        },
        secret,
      );
      expect(forgedHits.status).toBe(403);
    }
    expect(await stored()).toEqual({ views: 0, hits: 0, notFound: 0 });
  });

  it('refuses a count past its bound, per entry and per batch: 400 naming the field, nothing of the batch stored', async () => {
    const many = (n: number, views: number) => Array.from({ length: n }, () => view({ views }));
    const refusedViews: [object, string][] = [
      [{ views: [view(), view({ views: AUDIENCE_LIMITS.maxRepeats + 1 })] }, 'views.1.views'],
      // 11 entries at the bound: 1,100,000 views in one batch.
      [{ views: many(11, AUDIENCE_LIMITS.maxRepeats) }, 'views'],
    ];
    for (const [body, field] of refusedViews) {
      const res = await views(body);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    const hit = (count: number) => ({ id: redirectId, count, at: AT });
    const refusedHits: [object, string][] = [
      [{ hits: [hit(REDIRECT_LIMITS.maxCount + 1)], notFound: [seen('/a', 1)] }, 'hits.0.count'],
      [
        { hits: [hit(1)], notFound: [seen('/a', REDIRECT_LIMITS.maxCount + 1)] },
        'notFound.0.count',
      ],
      [
        { hits: Array.from({ length: 11 }, () => hit(REDIRECT_LIMITS.maxCount)), notFound: [] },
        'hits',
      ],
      [
        {
          hits: [hit(1)],
          notFound: Array.from({ length: 11 }, (_, i) => seen(`/p${i}`, REDIRECT_LIMITS.maxCount)),
        },
        'notFound',
      ],
    ];
    for (const [body, field] of refusedHits) {
      const res = await hits(body);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    expect(await stored()).toEqual({ views: 0, hits: 0, notFound: 0 });
    // At the bounds, taken.
    expect((await views({ views: many(10, AUDIENCE_LIMITS.maxRepeats) })).status).toBe(200);
    const atBound = { hits: [hit(REDIRECT_LIMITS.maxCount)], notFound: [seen('/a', 1)] };
    expect((await hits(atBound)).status).toBe(200);
    expect(await stored()).toEqual({ views: 10, hits: REDIRECT_LIMITS.maxCount, notFound: 1 });
  });

  it('refuses campaign and source names with markup or a formula, and keeps them out of leads', async () => {
    const refused: [Partial<PageViewInput>, string][] = [
      [{ utmCampaign: '<script>alert(1)</script>' }, 'views.0.utmCampaign'],
      [{ utmSource: '=HYPERLINK("https://evil.example","x")' }, 'views.0.utmSource'],
      [{ utmMedium: '+cmd' }, 'views.0.utmMedium'],
      [{ referrerHost: '<b>x</b>' }, 'views.0.referrerHost'],
      [{ path: 'javascript:alert(1)' }, 'views.0.path'],
    ];
    for (const [extra, field] of refused) {
      const res = await views({ views: [view(extra), view()] });
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    expect(await stored()).toMatchObject({ views: 0 });
    const fine = { utmSource: 'newsletter', utmCampaign: 'Été 2026 (promo)' };
    expect((await views({ views: [view(fine)] })).status).toBe(200);

    await t.dataSource.getRepository(ContactMessage).clear();
    const lead = { ...LEAD, utmSource: '=HYPERLINK("x")', utmCampaign: '<script>x</script>' };
    expect((await t.http().post('/api/contact').send(lead)).status).toBe(201);
    const row = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({});
    expect([row.audienceSource, row.audienceCampaign]).toEqual([null, null]);
  });

  it('holds a counter at the most the column takes: the batch with it and its 404s are stored', async () => {
    await t.dataSource
      .getRepository(Redirect)
      .update({ id: redirectId }, { hits: COUNTER_MAX - 1 });
    await t.dataSource.getRepository(NotFoundPath).insert({
      ...seen('/gone', 0),
      count: COUNTER_MAX - 1,
      firstSeen: new Date(AT),
      lastSeen: new Date(AT),
    });
    const res = await hits({
      hits: [{ id: redirectId, count: 5, at: AT }],
      notFound: [seen('/gone', 5), seen('/genuine', 1)],
    });
    expect(res.status).toBe(200);
    const log = await t.dataSource.getRepository(NotFoundPath).find({ order: { path: 'ASC' } });
    expect(log.map((e) => [e.path, e.count])).toEqual([
      ['/genuine', 1],
      ['/gone', COUNTER_MAX],
    ]);
    expect((await stored()).hits).toBe(COUNTER_MAX);
  });

  it('rolls up a day whose views pass what a column holds: the sum is written at its most', async () => {
    const now = new Date();
    const day = await t.app.get(AudienceCounting).dayOf(now);
    const row = {
      at: now,
      day,
      path: '/',
      kind: 'landing',
      projectId: null,
      locale: 'en',
      source: null,
      channel: null,
      campaign: null,
      device: 'desktop',
      visitorKey: 'f'.repeat(64),
      views: 100_000_000,
    };
    // 3,000,000,000 views: rows written before the batches were bounded.
    await t.dataSource.getRepository(PageView).insert(Array.from({ length: 30 }, () => row));
    await t.dataSource.query('DELETE FROM "audience_daily"');
    await t.app.get(AudienceRollUp).rollUpDay(day);
    const total = await t.dataSource
      .getRepository(AudienceDaily)
      .findOneByOrFail({ day, dimension: 'total' });
    expect(total.views).toBe(COUNTER_MAX);
  });
});
