/**
 * The site server's own routes (page views, redirect hits, the 404 log; issue 44): only
 * its AUDIENCE_SECRET opens them, whatever address the call comes from.
 */
import { expect } from '@jest/globals';
import { AUDIENCE_SECRET_HEADER, type PageViewInput } from '@prism/contracts';
import { AUDIENCE_SECRET_FILE } from '@prism/contracts/server-config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PageView } from '../../src/audience/audience.entities';
import { NotFoundPath, Redirect } from '../../src/redirects/redirect.entities';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(120_000);

/** The value the source code carried, which the API took from any loopback caller. */
const FORMER_BUILT_IN = 'prism-embedded-audience-secret';
const AT = '2026-11-25T12:00:00.000Z';

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
          hits: [{ id: redirectId, count: 1_000_000, at: AT }],
          notFound: [{ path: '/forged', count: 5, firstAt: AT, lastAt: AT, referrerHost: null }],
        },
        secret,
      );
      expect(forgedHits.status).toBe(403);
    }
    expect(await stored()).toEqual({ views: 0, hits: 0, notFound: 0 });
  });
});
