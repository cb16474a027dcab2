import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
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

/** The portfolio as the API answers it (through the site's own proxy). */
export async function portfolio(
  page: Page,
): Promise<{ id: number; title: string; category: string }[]> {
  const response = await page.request.get('/api/portfolio');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; title: string; category: string }[];
}
