import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ownerApi, png } from './admin/support';
import { expect, portfolio, projectUrl, test, type PublicItem } from './support/fixtures';

/**
 * Issue 47: the landing page shows a bounded grid, and its "more" link, a plain link,
 * reaches the portfolio index page, which lists the rest a page at a time, its "Next page"
 * and "First page" plain links too, with JavaScript and without. The worker's demo
 * portfolio is topped up to one project more than an index page shows, in both languages,
 * and put back as it was after.
 */
/** contracts' LIMITS.portfolioList (the specs import types only from contracts). */
const LANDING = 12;
const INDEX_PAGE = 24;
type Lang = 'en' | 'fr';
const tag = randomBytes(4).toString('hex');
let owner: APIRequestContext;
const made: number[] = [];

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
  // What a visitor is shown in each language (staff also see drafts).
  const visitor = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const shownIn = async (lang: Lang) =>
    ((await (await visitor.get(`/api/portfolio?lang=${lang}`)).json()) as { items: unknown[] })
      .items.length;
  const shown = Math.min(await shownIn('en'), await shownIn('fr'));
  await visitor.dispose();
  for (let i = shown; i <= INDEX_PAGE; i += 1) {
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

/** The page's address as a link writes it: its path and query. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const WORDS: Record<
  Lang,
  { more: string; heading: string; index: string; next: string; first: string }
> = {
  en: {
    more: 'See all projects',
    heading: 'All our work',
    index: '/en/work',
    next: 'Next page',
    first: 'First page',
  },
  fr: {
    more: 'Voir toutes nos réalisations',
    heading: 'Toutes nos réalisations',
    index: '/fr/realisations',
    next: 'Page suivante',
    first: 'Première page',
  },
};

async function walk(page: Page, lang: Lang) {
  const words = WORDS[lang];
  const items: PublicItem[] = await portfolio(page, lang);
  expect(items.length).toBeGreaterThan(INDEX_PAGE);
  expect(items.length).toBeLessThanOrEqual(2 * INDEX_PAGE);
  const all = items.map((item) => projectUrl(item, lang));
  const pages = page.getByRole('navigation', { name: /Pages/ });

  await page.goto(`/${lang}/`);
  expect(await cardLinks(page)).toEqual(all.slice(0, LANDING));
  await page.getByRole('link', { name: words.more }).click();
  await page.waitForURL((url) => url.pathname === words.index);
  expect(here(page)).toBe(words.index);
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  // The first page: the first projects, past the landing page's grid, and only a way on.
  expect(await cardLinks(page)).toEqual(all.slice(0, INDEX_PAGE));
  await expect(pages.getByRole('link', { name: words.first })).toHaveCount(0);

  // The next page starts after the first page's last project and holds the rest.
  await pages.getByRole('link', { name: words.next }).click();
  await page.waitForURL((url) => url.search !== '');
  expect(here(page)).toBe(`${words.index}?after=${String(items[INDEX_PAGE - 1]?.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  expect(await cardLinks(page)).toEqual(all.slice(INDEX_PAGE));
  await expect(pages.getByRole('link', { name: words.next })).toHaveCount(0);

  // And back to the first.
  await pages.getByRole('link', { name: words.first }).click();
  await page.waitForURL((url) => url.search === '');
  expect(here(page)).toBe(words.index);
  expect(await cardLinks(page)).toEqual(all.slice(0, INDEX_PAGE));

  // Nothing after the last project, and an item the list does not hold: no page.
  const last = items.at(-1);
  expect((await page.request.get(`${words.index}?after=${String(last?.id)}`)).status()).toBe(404);
  expect((await page.request.get(`${words.index}?after=2147483647`)).status()).toBe(404);
}

for (const lang of ['en', 'fr'] as const) {
  test(`with JavaScript, « ${WORDS[lang].more} » reaches the index, and « ${WORDS[lang].next} » the rest`, async ({
    page,
  }) => {
    await walk(page, lang);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`« ${WORDS[lang].more} » reaches the index, and « ${WORDS[lang].next} » the rest`, async ({
      page,
    }) => {
      await walk(page, lang);
    });
  });
}
