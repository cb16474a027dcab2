import {
  LOCALES,
  PORTFOLIO_CATEGORY_VALUES,
  type Page,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import type { MediaAssetDetail } from '@prism/contracts/media-library';
import type { PageAnswer, PostCard, PublicPost } from '@prism/contracts/pages';
import sharp from 'sharp';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { DEMO_PORTFOLIO } from '../../src/seed/demo-portfolio';
import { SeedService } from '../../src/seed/seed.service';
import { User } from '../../src/users/user.entity';
import { startServer, startTestApp, type TestApp } from '../support/test-app';
import { keysUnder } from '../support/keys-under';
import { itemsOf } from '../support/answers';

const storedKeys = async (t: Pick<TestApp, 'storage'>) => [
  ...(await keysUnder(t.storage, 'portfolio/')),
  ...(await keysUnder(t.storage, 'library/')),
];

describe('demo portfolio seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO_CONTENT: 'true' });
  });
  afterAll(() => t.close());

  it('fills an empty database with 6 to 9 items across all four categories, some featured', async () => {
    const items = itemsOf(await t.http().get('/api/portfolio'));
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(9);
    expect(items).toHaveLength(DEMO_PORTFOLIO.length);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(PORTFOLIO_CATEGORY_VALUES));
    const featured = items.filter((i) => i.featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThan(items.length);
    // Featured first, then newest.
    expect(items.slice(0, featured).every((i) => i.featured)).toBe(true);
  });

  it('writes every item in French and English, complete and ready in both (ADR 041)', async () => {
    const en = itemsOf(await t.http().get('/api/portfolio?lang=en'));
    const fr = itemsOf(await t.http().get('/api/portfolio?lang=fr'));
    expect(fr.map((i) => i.id)).toEqual(en.map((i) => i.id));
    const editor = await t.as('editor');
    for (const [index, item] of fr.entries()) {
      const english = en[index]!;
      // The English copy as it always was; the French its own text, never the English.
      expect(english.title).toBe(DEMO_PORTFOLIO.find((d) => d.client === item.client)!.title);
      expect(item.title).not.toBe(english.title);
      expect(item.description).not.toBe(english.description);
      expect(item.alternates).toEqual({ fr: item.slug, en: english.slug });
      // The services too: a French list of its own, as long as the English (ADR 061).
      expect(item.services).toHaveLength(english.services.length);
      expect(item.services.length).toBeGreaterThan(0);
      expect(item.services).not.toEqual(english.services);
      const staff = (await editor.get(`/api/portfolio/${item.id}`)).body as PortfolioItemAnswer;
      expect(staff.translations?.fr.missing).toEqual([]);
      expect(staff.translations?.en.missing).toEqual([]);
    }
  });

  it('gives every item a generated image, stored and served like an upload (no hotlinks)', async () => {
    const items = itemsOf(await t.http().get('/api/portfolio'));
    const keys = new Set(await storedKeys(t));
    for (const item of items) {
      expect(item.imageUrl).toMatch(/^\/media\/portfolio\/[0-9a-f]{16}-[0-9a-f]{8}\/\d+\.jpg$/);
      expect(new Set(item.image!.variants.map((v) => v.format))).toEqual(
        new Set(['avif', 'webp', 'jpeg']),
      );
      for (const variant of item.image!.variants) {
        expect(keys.has(variant.url.replace('/media/', ''))).toBe(true);
      }
      const res = await t.http().get(item.imageUrl!).buffer(true);
      expect(res.status).toBe(200);
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).toBe('jpeg');
      // 4:5, as the cards show them.
      expect(meta.height / meta.width).toBeCloseTo(1.25, 2);
    }
  });

  it('writes a journal post live in both languages, its cover from the library, two projects related', async () => {
    const editor = await t.as('editor');
    const [card] = await Promise.all(
      LOCALES.map(async (locale) => {
        const { items } = (await t.http().get(`/api/journal/public?lang=${locale}`).expect(200))
          .body as Page<PostCard>;
        expect(items).toHaveLength(1);
        const [post] = items;
        expect(post).toMatchObject({ author: 'Camille Tremblay', date: '2025-11-18' });
        expect(post!.category).not.toBe('');
        expect(post!.summary).not.toBe('');
        expect(post!.cover?.imageUrl).toMatch(
          /^\/media\/library\/[0-9a-f]{16}-[0-9a-f]{8}\/\d+\.jpg$/,
        );
        expect(post!.cover?.alt).not.toBe('');
        const slug = post!.path.split('/').at(-1)!;
        const read = (await t.http().get(`/api/journal/public/${locale}/${slug}`).expect(200))
          .body as PublicPost;
        expect(read.post.related).toHaveLength(2);
        expect(read.blocks.length).toBeGreaterThanOrEqual(3);
        return post!;
      }),
    );
    // Complete in both languages, as staff read it; the library lists where its cover is used.
    const staff = (await editor.get(`/api/pages/${card!.id}`).expect(200)).body as PageAnswer;
    expect(staff.missing).toEqual({ fr: [], en: [] });
    expect(staff.title.fr).not.toBe(staff.title.en);
    const cover = (await editor.get(`/api/media-library/${staff.coverId ?? 0}`).expect(200))
      .body as MediaAssetDetail;
    expect(cover.uses).toEqual([expect.objectContaining({ id: card!.id })]);
  });

  it('adds nothing on the next start', async () => {
    const before = await storedKeys(t);
    await t.stop();
    const again = await startServer(t.env);
    try {
      expect(await again.dataSource.getRepository(PortfolioItem).count()).toBe(
        DEMO_PORTFOLIO.length,
      );
      expect(await storedKeys(again)).toEqual(before);
    } finally {
      await again.app.close();
    }
  });

  // On the data of the tests above (an app seeded once), restarted: seeding is the costly
  // part of this file, so it runs once for the successful cases and once to fail.
  it('removes the images it stored when its transaction fails', async () => {
    await t.stop();
    const again = await startServer(t.env);
    try {
      const before = await storedKeys(again);
      expect(before.length).toBeGreaterThan(0);
      // Empty of users again, so the seed runs; a unique title makes its inserts fail.
      // DELETE, not TRUNCATE: PostgreSQL refuses to truncate a table other tables reference.
      await again.dataSource.getRepository(User).createQueryBuilder().delete().execute();
      await again.dataSource.query(
        'CREATE UNIQUE INDEX "IDX_test_portfolio_title" ON "portfolio_items" ("title")',
      );
      await expect(again.app.get(SeedService).seedEmptyDatabase()).rejects.toThrow();
      expect(await again.dataSource.getRepository(User).count()).toBe(0);
      expect(await again.dataSource.getRepository(PortfolioItem).count()).toBe(
        DEMO_PORTFOLIO.length,
      );
      expect(await storedKeys(again)).toEqual(before);
    } finally {
      await again.app.close();
    }
  });
});
