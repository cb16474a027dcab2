import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ownerApi, png } from './admin/support';
import { expect, portfolio, projectUrl, test, type PublicItem } from './support/fixtures';

/**
 * Issue 47: the landing page shows a bounded grid, and its "more" link, a plain link,
 * reaches the portfolio index page, which lists the rest, with JavaScript and without.
 * The worker's demo portfolio is topped up to one project more than the landing shows,
 * and put back as it was after.
 */
/** contracts' LIMITS.portfolioList (the specs import types only from contracts). */
const LANDING = 12;
const INDEX_PAGE = 24;
const tag = randomBytes(4).toString('hex');
let owner: APIRequestContext;
const made: number[] = [];

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
  // What a visitor is shown (staff also see drafts).
  const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const shown = (
    (await (await visitor.get('/api/portfolio?lang=en')).json()) as { items: unknown[] }
  ).items;
  await visitor.dispose();
  for (let i = shown.length; i <= LANDING; i += 1) {
    const slug = `e2e-more-${tag}-${i}`;
    const created = await owner.post('/api/portfolio', {
      multipart: {
        title: `More ${tag} ${i}`,
        titleFr: `Encore ${tag} ${i}`,
        description: 'A project past the landing page’s grid.',
        descriptionFr: 'Une réalisation au-delà de la grille de l’accueil.',
        client: 'Lumen & Co',
        category: 'packaging',
        year: '2020',
        featured: 'false',
        status: 'published',
        slugEn: slug,
        slugFr: `${slug}-fr`,
        image: { name: 'cover.png', mimeType: 'image/png', buffer: png(40, 50, [90, 120, 150]) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    made.push(((await created.json()) as { id: number }).id);
  }
});

test.afterAll(async () => {
  for (const id of made) await owner.delete(`/api/portfolio/${id}`);
  await owner.dispose();
});

/** The grid's cards' links, in order. */
const cardLinks = (page: Page) =>
  page
    .getByTestId('portfolio-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));

async function bothPages(
  page: Page,
  lang: 'en' | 'fr',
  words: { more: string; heading: string; index: string },
) {
  const items: PublicItem[] = await portfolio(page, lang);
  expect(items.length).toBeGreaterThan(LANDING);
  expect(items.length).toBeLessThanOrEqual(INDEX_PAGE);
  const all = items.map((item) => projectUrl(item, lang));

  await page.goto(`/${lang}/`);
  expect(await cardLinks(page)).toEqual(all.slice(0, LANDING));
  await page.getByRole('link', { name: words.more }).click();
  await expect(page).toHaveURL(new RegExp(`${words.index}$`));
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  // Every project, the ones past the landing page's grid included, on one page here.
  expect(await cardLinks(page)).toEqual(all);
  // All of it on the first page: no way to another.
  await expect(page.getByRole('navigation', { name: /Pages/ })).toHaveCount(0);
}

test('with JavaScript, the landing shows 12 projects and "See all projects" reaches the rest', async ({
  page,
}) => {
  await bothPages(page, 'en', {
    more: 'See all projects',
    heading: 'All our work',
    index: '/en/work',
  });
  // Nothing after the last project, and an item the list does not hold: no page.
  const last = (await portfolio(page, 'en')).at(-1);
  expect((await page.request.get(`/en/work?after=${String(last?.id)}`)).status()).toBe(404);
  expect((await page.request.get('/en/work?after=2147483647')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('« Voir toutes nos réalisations » reaches the rest in French', async ({ page }) => {
    await bothPages(page, 'fr', {
      more: 'Voir toutes nos réalisations',
      heading: 'Toutes nos réalisations',
      index: '/fr/realisations',
    });
  });
});
