/**
 * Dates a client sends (issue 44): a scheduled time is at most ten years ahead and every
 * date a real calendar day, else 400 naming the field and nothing stored. Before, a
 * schedule for 9999-12-31T23:59 in the agency's zone was stored in the year 10000 on
 * PostgreSQL and every later read of the item and of the admin list answered 500; Feb 31
 * was read as Mar 3.
 */
import { expect } from '@jest/globals';
import { MAX_YEARS_AHEAD, wallTimeIn, type ApiErrorBody } from '@prism/contracts';
import type { Test } from 'supertest';
import { Like } from 'typeorm';
import { Job } from '../../src/jobs/job.entity';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { itemOf } from '../support/answers';
import { imageBytes } from '../support/image-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const ZONE = 'America/Toronto';
const YEAR_MS = 365.25 * 86_400_000;
const fieldsOf = (body: unknown) => ((body as ApiErrorBody).fields ?? []).map((f) => f.field);
/** The wall time in the agency's zone `ms` from now, to the minute. */
const localIn = (ms: number) => wallTimeIn(new Date(Date.now() + ms), ZONE);

describe('dates from clients (issue 44)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['as']>>;
  let itemId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.as('owner');
    const jpeg = await imageBytes('jpeg', { width: 400, height: 500 });
    const req: Test = owner.post('/api/portfolio');
    const fields = {
      title: 'Far ahead',
      description: 'A case study scheduled at the bounds.',
      client: 'Lumen & Co',
      category: 'listing',
      year: '2026',
      status: 'draft',
      // Ready in French too: a publish is scheduled only for an item ready to publish.
      titleFr: 'Loin devant',
      descriptionFr: 'Une étude de cas programmée aux limites.',
    };
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    req.attach('image', jpeg, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    itemId = itemOf(await req.expect(201)).id;
  });
  afterAll(() => t.close());

  const schedule = (publishAt: string | null, unpublishAt: string | null = null) =>
    owner.put(`/api/portfolio/${itemId}/schedule`).send({ publishAt, unpublishAt });

  it('refuses a schedule past ten years ahead or on a day the calendar lacks: 400 naming the field, nothing stored', async () => {
    const refused: [string | null, string | null, string][] = [
      ['9999-12-31T23:59', null, 'publishAt'],
      [null, '9999-12-31T23:59', 'unpublishAt'],
      [localIn((MAX_YEARS_AHEAD + 0.01) * YEAR_MS), null, 'publishAt'],
      ['2027-02-31T09:00', null, 'publishAt'],
      ['2027-02-29T09:00', null, 'publishAt'],
      [localIn(YEAR_MS), '2027-04-31T09:00', 'unpublishAt'],
    ];
    for (const [publishAt, unpublishAt, field] of refused) {
      const res = await schedule(publishAt, unpublishAt);
      expect([publishAt, unpublishAt, res.status]).toEqual([publishAt, unpublishAt, 400]);
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    const row = await t.dataSource.getRepository(PortfolioItem).findOneByOrFail({ id: itemId });
    expect([row.publishAt, row.unpublishAt]).toEqual([null, null]);
    expect(await t.dataSource.getRepository(Job).countBy({ key: Like(`${itemId}@%`) })).toBe(0);
    // Reads of the item and of the admin list answer as before.
    await owner.get(`/api/portfolio/${itemId}`).expect(200);
    await owner.get('/api/portfolio').expect(200);

    // Within the bounds, taken: a leap day, and just under ten years ahead.
    const nearBound = localIn((MAX_YEARS_AHEAD - 0.01) * YEAR_MS);
    expect((await schedule('2028-02-29T09:00', nearBound)).status).toBe(200);
    await owner.get(`/api/portfolio/${itemId}`).expect(200);
    expect((await schedule(null, null)).status).toBe(200);
  });

  it('refuses date filters on a day the calendar lacks or past ten years ahead, naming the field', async () => {
    const refused: [string, string][] = [
      ['/api/admin/audit?to=2026-02-31', 'to'],
      ['/api/admin/audit?from=9999-12-31', 'from'],
      ['/api/admin/audience?from=2026-02-30&to=2026-03-02', 'from'],
      ['/api/admin/audience?from=9999-12-01&to=9999-12-31', 'from'],
    ];
    for (const [url, field] of refused) {
      const res = await owner.get(url);
      expect([url, res.status]).toEqual([url, 400]);
      expect(fieldsOf(res.body)).toContain(field);
    }
    await owner.get('/api/admin/audit?from=2024-02-29&to=2026-03-01').expect(200);
  });
});
