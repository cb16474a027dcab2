import type { Page } from '@playwright/test';
import { expect, portfolio, projectUrl, test } from './support/fixtures';

/**
 * The islands' behaviours at a phone's and a desktop's width: the compact header and the
 * logo's way back to the top, the hero's tilt, back to top. (The menu is a phone's, in
 * header.spec.ts; reveal, the contact form and its toasts are proven at both widths in
 * public-pages.spec.ts.)
 */

const transformOf = (page: Page) =>
  page.locator('[data-tilt-target]').evaluate((mock: HTMLElement) => mock.style.transform);

/** Puts the mouse over the hero's product mock, then over the fixed header (off the hero). */
async function hoverMockThenLeave(page: Page): Promise<{ over: string; after: string }> {
  const mock = page.locator('[data-tilt-target]');
  await mock.scrollIntoViewIfNeeded();
  const box = (await mock.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3);
  await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.25);
  const over = await transformOf(page);
  await page.mouse.move(5, 5);
  return { over, after: await transformOf(page) };
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    // Behaviours of motion: the suite's default is reduced motion (playwright.config.ts).
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'no-preference' });

    test('the header compacts past 50 px; the logo takes the page back to the top', async ({
      page,
    }) => {
      await page.goto('/en/');
      const header = page.locator('header').first();
      await expect(header).not.toHaveAttribute('data-compact');
      await page.evaluate(() => window.scrollTo(0, 40));
      await page.waitForTimeout(100);
      await expect(header).not.toHaveAttribute('data-compact');
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect(header).toHaveAttribute('data-compact', 'true');
      await page.getByRole('link', { name: 'Prism, back to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(header).not.toHaveAttribute('data-compact');
    });

    test('the hero mock tilts towards a mouse and settles when it leaves', async ({ page }) => {
      await page.goto('/en/');
      const { over, after } = await hoverMockThenLeave(page);
      expect(over).toMatch(/^rotateX\(-?[\d.]+deg\) rotateY\(-?[\d.]+deg\)$/);
      expect(over).not.toBe('rotateX(0.00deg) rotateY(0.00deg)');
      expect(after).toBe('');
    });

    test('back to top appears past 300 px on a project page and returns there', async ({
      page,
    }) => {
      const [item] = await portfolio(page);
      await page.goto(projectUrl(item!));
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      await expect(backToTop).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect(backToTop).toBeVisible();
      await expect(backToTop).toBeInViewport();
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(backToTop).toBeHidden();
    });
  });
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero mock does not tilt', async ({ page }) => {
    await page.goto('/en/');
    expect(await hoverMockThenLeave(page)).toEqual({ over: '', after: '' });
  });
});
