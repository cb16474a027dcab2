import type { PortfolioItemAnswer } from '@prism/contracts';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { startTestApp, type TestApp } from '../support/test-app';
import { errorOf, itemsOf } from '../support/answers';

/** GET /api/portfolio?category=&limit=: what the landing page asks for (docs/decisions/018). */
describe('portfolio list query', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const rows = t.dataSource.getRepository(PortfolioItem);
    const categories = ['listing', 'brand', 'storefront', 'packaging'] as const;
    for (let i = 0; i < 12; i += 1) {
      await rows.insert({
        title: `Item ${i}`,
        client: 'Client',
        description: 'Text',
        category: categories[i % 4],
        year: '2024',
        image: null,
        featured: i === 5,
        slugEn: `item-${i}`,
        readyEn: true,
        createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
      });
    }
  });
  afterAll(() => t.close());

  const titles = (body: PortfolioItemAnswer[]) => body.map((item) => item.title);

  it('answers every item without a query, featured first, then newest', async () => {
    const res = await t.http().get('/api/portfolio');
    expect(res.status).toBe(200);
    expect(titles(itemsOf(res))).toEqual([
      'Item 5',
      ...[11, 10, 9, 8, 7, 6, 4, 3, 2, 1, 0].map((i) => `Item ${i}`),
    ]);
  });

  it('answers the first `limit` items in the same order', async () => {
    const res = await t.http().get('/api/portfolio?limit=3');
    expect(res.status).toBe(200);
    expect(titles(itemsOf(res))).toEqual(['Item 5', 'Item 11', 'Item 10']);
  });

  it('answers one category, still featured first, and limits it', async () => {
    const brand = await t.http().get('/api/portfolio?category=brand');
    expect(brand.status).toBe(200);
    expect(titles(itemsOf(brand))).toEqual(['Item 5', 'Item 9', 'Item 1']);
    const first = await t.http().get('/api/portfolio?category=packaging&limit=2');
    expect(titles(itemsOf(first))).toEqual(['Item 11', 'Item 7']);
  });

  it.each([
    ['category=shoes', 'Category must be one of'],
    ['limit=0', 'Limit must be between 1 and 100'],
    ['limit=101', 'Limit must be between 1 and 100'],
    ['limit=two', 'Limit must be a whole number'],
    ['sort=title', 'is not an accepted field'],
  ])('refuses ?%s with a 400 naming the problem', async (query, message) => {
    const res = await t.http().get(`/api/portfolio?${query}`);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toContain(message);
  });
});
