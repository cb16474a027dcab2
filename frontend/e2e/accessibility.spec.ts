import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, portfolio, scrollThrough, test } from './support/fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return (results.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the landing page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/');
      await scrollThrough(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a project page has no serious or critical axe violations', async ({ page }) => {
      const [item] = await portfolio(page);
      await page.goto(`/portfolio/${item!.id}`);
      await scrollThrough(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
