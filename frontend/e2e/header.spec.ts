import { expect, test } from './support/fixtures';

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links to the four sections, compacts past 50 px, and the logo returns to the top at /', async ({
    page,
  }) => {
    await page.goto('/en/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Work', '#work'],
      ['Services', '#services'],
      ['About', '#about'],
      ['Contact', '#contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-compact');

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeInViewport();
    await expect(header).toHaveAttribute('data-compact', 'true');

    await page.getByRole('link', { name: 'Prism, back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(header).not.toHaveAttribute('data-compact');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens full screen, locks scrolling, traps focus and closes on Escape', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });

    // Tab twice round the five controls: focus never leaves the menu.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('closes on the close button and on a link, which goes to its section', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /About/ }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole('heading', { name: /Designers who read/ })).toBeInViewport();
  });
});
