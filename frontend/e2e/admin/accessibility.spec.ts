import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { seededOwner, settled, signIn } from './support';

const SCREENS = [
  '/admin',
  '/admin/portfolio',
  '/admin/portfolio/new',
  '/admin/messages',
  '/admin/users',
  '/admin/logos',
  '/admin/landing',
  '/admin/settings',
  '/admin/audit',
  '/admin/security',
  '/admin/privacy',
  '/admin/privacy/policy',
  '/admin/privacy/requests',
  '/admin/privacy/incidents',
];

// 375 px is walked by phone-sweep.spec.ts, for each role, with touch-target sizes too.
const width = 1280;

test.describe(`admin at ${width} px`, () => {
  test.use({ viewport: { width, height: 800 } });

  test('every screen fits the width and has no serious or critical axe violations', async ({
    page,
    context,
  }) => {
    test.slow();
    for (const signedOut of ['/admin/login', '/admin/forgot-password']) {
      await page.goto(signedOut);
      expect(await seriousViolations(page), signedOut).toEqual([]);
    }
    await signIn(context.request, seededOwner());
    for (const path of SCREENS) {
      await page.goto(path);
      await settled(page);
      // Nothing wider than the screen: tables become cards, the tab row scrolls inside.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await expect(dialog).toBeVisible();
    // Measure contrast once the dialog has faded in, not halfway through its animation.
    await dialog.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
