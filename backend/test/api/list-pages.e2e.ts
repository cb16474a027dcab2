import { PAGE_SIZES } from '@prism/contracts';
import type { Test } from 'supertest';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { ClientLogo } from '../../src/logos/client-logo.entity';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { PrivacyIncident, RightsRequest } from '../../src/privacy/privacy.entities';
import { NotFoundPath, Redirect } from '../../src/redirects/redirect.entities';
import { errorOf, idsOf, pageOf } from '../support/answers';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

/**
 * Every list answers a page (ADR 092): `{ items, nextCursor }`, at most PAGE_SIZES.max
 * items, each next page going on from the last item's place in the list's order, so a
 * walk through the pages meets every item once, rows that tie on the order's first
 * columns included.
 */
describe('paged lists', () => {
  let t: TestApp;
  let owner: { get: (path: string) => Test };
  const TIED = new Date('2026-03-01T10:00:00.000Z');

  /** Each list's path (with its filters) and who reads it. */
  const LISTS: [string, () => { get: (path: string) => Test }][] = [
    ['/api/contact', () => owner],
    ['/api/contact?status=unread', () => owner],
    ['/api/portfolio', () => owner],
    ['/api/portfolio?lang=en', () => t.http()],
    ['/api/portfolio?category=brand', () => owner],
    ['/api/logos', () => owner],
    ['/api/admin/audit', () => owner],
    ['/api/redirects', () => owner],
    ['/api/not-found', () => owner],
    ['/api/admin/privacy/requests', () => owner],
    ['/api/admin/privacy/incidents', () => owner],
  ];
  const withQuery = (path: string, query: string) =>
    `${path}${path.includes('?') ? '&' : '?'}${query}`;

  /** Every id of a list, page after page of `limit`. */
  async function walk(path: string, reader: { get: (path: string) => Test }, limit: number) {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `limit=${limit}&cursor=${cursor}` : `limit=${limit}`;
      const res = await reader.get(withQuery(path, query));
      expect(res.status).toBe(200);
      expect(pageOf(res).items.length).toBeLessThanOrEqual(limit);
      ids.push(...idsOf(res));
      cursor = pageOf(res).nextCursor;
    } while (cursor);
    return ids;
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    const repo = <T extends object>(entity: new () => T) => t.dataSource.getRepository(entity);
    // Five leads at the same instant, two others around them.
    await repo(ContactMessage).insert(
      [
        ...Array.from({ length: 5 }, (_, i) => ({ createdAt: TIED, read: i % 2 === 0 })),
        { createdAt: new Date(TIED.getTime() + 1000), read: false },
        { createdAt: new Date(TIED.getTime() - 1000), read: false },
      ].map((lead, i) => ({
        ...lead,
        name: `Lead ${i}`,
        email: 'lead@example.com',
        service: 'other',
        message: 'Hello there, a project.',
      })),
    );
    // Items that tie on featured, on the manual order and on the date, published in English.
    await repo(PortfolioItem).insert(
      Array.from({ length: 9 }, (_, i) => ({
        title: `Item ${i}`,
        client: 'Client',
        description: 'Text',
        category: i % 3 === 0 ? ('brand' as const) : ('listing' as const),
        year: '2024',
        image: null,
        featured: i < 3,
        displayOrder: i % 2,
        slugEn: `item-${i}`,
        readyEn: true,
        createdAt: TIED,
      })),
    );
    await repo(AuditRecord).insert(
      Array.from({ length: 4 }, () => ({
        at: TIED,
        actorId: null,
        actorName: 'historian',
        action: 'logo.update',
        targetType: 'logo',
        targetId: '1',
        targetLabel: 'Logo',
        changes: {},
        ip: null,
      })),
    );
    await repo(ClientLogo).insert(
      Array.from({ length: 5 }, (_, i) => ({
        name: i < 3 ? 'Same' : `Logo ${i}`,
        iconType: 'text' as const,
        iconValue: 'Logo',
        order: i < 4 ? 1 : null,
        active: true,
      })),
    );
    await repo(Redirect).insert(
      Array.from({ length: 5 }, (_, i) => ({
        fromPath: `/old-${i}`,
        toPath: '/fr/',
        status: 301 as const,
      })),
    );
    await repo(NotFoundPath).insert(
      Array.from({ length: 5 }, (_, i) => ({
        path: `/missing-${i}`,
        count: i < 3 ? 4 : i,
        firstSeen: TIED,
        lastSeen: TIED,
        referrerHost: null,
      })),
    );
    await repo(RightsRequest).insert(
      Array.from({ length: 5 }, (_, i) => ({
        email: `person${i}@example.com`,
        kind: 'access' as const,
        status: i < 2 ? ('done' as const) : ('open' as const),
        locale: 'fr' as const,
        source: 'staff' as const,
        receivedAt: TIED,
        dueAt: TIED,
      })),
    );
    await repo(PrivacyIncident).insert(
      Array.from({ length: 5 }, (_, i) => ({
        information: 'Names',
        circumstances: 'A lost laptop',
        occurredFrom: '2026-02-01',
        knownOn: i < 3 ? '2026-02-02' : `2026-02-0${i}`,
        peopleConcerned: 1,
        riskAssessment: 'Low',
        risk: 'not_serious' as const,
        measures: 'Wiped',
        recordedBy: 'admin',
      })),
    );
  });
  afterAll(() => t.close());

  it.each(LISTS)(
    '%s: pages meet every item once, in the order of the whole list',
    async (path, reader) => {
      const whole = await reader().get(withQuery(path, `limit=${PAGE_SIZES.max}`));
      expect(pageOf(whole).nextCursor).toBeNull();
      const all = idsOf(whole);
      expect(all.length).toBeGreaterThan(2);
      expect(await walk(path, reader(), 2)).toEqual(all);
    },
  );

  it('breaks ties on the order by the id, newest first: the inbox and the portfolio', async () => {
    const leads = idsOf(await owner.get('/api/contact'));
    const tied = leads.slice(1, 6);
    expect(tied).toEqual([...tied].sort((a, b) => b - a));
    const items = (await owner.get('/api/portfolio')).body as { items: { title: string }[] };
    // Featured first, then the manual order (0 first), then the newest, then the id.
    expect(items.items.map((i) => i.title)).toEqual([
      'Item 2',
      'Item 0',
      'Item 1',
      'Item 8',
      'Item 6',
      'Item 4',
      'Item 7',
      'Item 5',
      'Item 3',
    ]);
  });

  it.each(LISTS)(
    '%s: refuses a page larger than the maximum, naming the field',
    async (path, reader) => {
      const res = await reader().get(withQuery(path, `limit=${PAGE_SIZES.max + 1}`));
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual([
        expect.objectContaining({
          field: 'limit',
          code: 'too_big',
          params: { max: PAGE_SIZES.max },
        }),
      ]);
    },
  );

  it.each(LISTS)(
    '%s: refuses a cursor it did not write, naming the field',
    async (path, reader) => {
      const base64 = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');
      for (const cursor of [
        'not~a~cursor',
        base64({ not: 'a list' }),
        base64([7, 'x']),
        base64(['x', 7, true, 1, 2, 3]),
        'bm90IGpzb24',
      ]) {
        const res = await reader().get(withQuery(path, `cursor=${cursor}`));
        expect(res.status).toBe(400);
        expect(errorOf(res).fields).toEqual([
          expect.objectContaining({ field: 'cursor', code: 'invalid_format' }),
        ]);
      }
    },
  );

  it('refuses a cursor whose date is no date, before the database sees it', async () => {
    const cursor = Buffer.from(JSON.stringify(['2026-13-45 10:00:00', 7])).toString('base64url');
    for (const path of ['/api/contact', '/api/admin/audit']) {
      const res = await owner.get(`${path}?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual([
        expect.objectContaining({ field: 'cursor', code: 'invalid_format' }),
      ]);
    }
  });

  it('starts the portfolio after an item with `after`, as a project page asks for its next', async () => {
    const all = idsOf(await t.http().get('/api/portfolio'));
    const next = await t.http().get(`/api/portfolio?after=${String(all[3])}&limit=2`);
    expect(idsOf(next)).toEqual(all.slice(4, 6));
    const last = await t.http().get(`/api/portfolio?after=${String(all.at(-1))}`);
    expect(pageOf(last)).toEqual({ items: [], nextCursor: null });
    expect((await t.http().get('/api/portfolio?after=999999')).status).toBe(404);
    const both = await t
      .http()
      .get(`/api/portfolio?after=${String(all[0])}&cursor=${String(pageOf(next).nextCursor)}`);
    expect(both.status).toBe(400);
    expect(errorOf(both).fields).toEqual([expect.objectContaining({ field: 'after' })]);
  });
});
