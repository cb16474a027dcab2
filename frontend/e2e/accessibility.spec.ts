import { seriousViolations } from './support/axe';
import { expect, portfolio, projectUrl, scrollThrough, test } from './support/fixtures';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the landing page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/en/');
      await scrollThrough(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a project page has no serious or critical axe violations', async ({ page }) => {
      const [item] = await portfolio(page);
      await page.goto(projectUrl(item!));
      await scrollThrough(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
