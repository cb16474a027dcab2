import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // A public page's islands start after the load event, a signed-out admin page's app after
  // it or at the first input (ADR 071): with JavaScript on, `goto` returns once they are
  // wired, as a visitor's first interaction (here a key press) would find them.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!javaScriptEnabled) return response;
      if (!new URL(url, 'http://site').pathname.startsWith('/admin')) await islandsReady(page);
      else if ((await page.locator('#app-scripts').count()) > 0) {
        await page.keyboard.press('Shift');
        await appReady(page);
      }
      return response;
    };
    await use(page);
  },
});

/** Waits until every island of the current public page is wired (islands/main.ts). */
export async function islandsReady(page: Page): Promise<void> {
  await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
}
/** Waits until a signed-out admin page's app has hydrated (components/deferred-scripts.tsx). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}
export { expect };

/** Scrolls down the page in steps so every deferred section hydrates and every block reveals. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(1_000);
}

export interface PublicItem {
  id: number;
  title: string;
  category: string;
  slug: string;
  alternates: { fr?: string; en?: string };
}

/** The portfolio as the API answers it in a language (through the site's own proxy). */
export async function portfolio(page: Page, lang: 'fr' | 'en' = 'en'): Promise<PublicItem[]> {
  const response = await page.request.get(`/api/portfolio?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: PublicItem[] }).items;
}

/** A project's page in a language (ADR 042's path words). */
export function projectUrl(item: { slug: string | null }, lang: 'fr' | 'en' = 'en'): string {
  const slug = item.slug ?? '';
  return lang === 'fr' ? `/fr/realisations/${slug}` : `/en/work/${slug}`;
}

/**
 * Every sitemap file the index at /sitemap.xml names, joined: the index is checked to be one
 * (files of each language), and each file is read by its path.
 */
export async function sitemapFiles(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const text = await index.text();
  expect(text).toContain('<sitemapindex ');
  const files = [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files).toEqual(expect.arrayContaining(['/sitemaps/fr-1.xml', '/sitemaps/en-1.xml']));
  const parts: string[] = [];
  for (const file of files) {
    const answer = await request.get(file);
    expect(answer.headers()['content-type']).toContain('application/xml');
    parts.push(await answer.text());
  }
  return parts.join('\n');
}
