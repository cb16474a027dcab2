import { expect, portfolio, projectUrl, test } from './support/fixtures';

/**
 * A visitor's first minute (issue 27's public defects): the display face on the first
 * page of a fresh browser, the hero's buttons above the fold, the contact form's errors all
 * at once, and "Start Your Project" and the no-JavaScript answer landing on the form.
 */
const LANGUAGES = [
  {
    lang: 'en',
    landing: '/en/',
    form: 'Contact form',
    send: 'Send Message',
    start: /Start Your Project/,
    ctas: ['View Our Work', 'Get In Touch'],
    errors: [
      'Name is required',
      'Email is required',
      'Please select a service',
      'Message must be at least 10 characters',
      'Please accept the privacy policy',
    ],
  },
  {
    lang: 'fr',
    landing: '/fr/',
    form: 'Formulaire de contact',
    send: 'Envoyer le message',
    start: /Démarrer votre projet/,
    ctas: ['Voir nos réalisations', 'Nous joindre'],
    errors: [
      'Le nom est obligatoire',
      'Le courriel est obligatoire',
      'Veuillez choisir un service',
      'Le message doit compter au moins 10 caractères',
      'Veuillez accepter la politique de confidentialité',
    ],
  },
] as const;

for (const copy of LANGUAGES) {
  test.describe(copy.lang, () => {
    test('a fresh browser shows the headings in the display face on its first page', async ({
      page,
      context,
    }) => {
      // A warm server, as a visitor meets it: the page and the font files it preloads are
      // read once outside the browser, whose own context and cache stay empty (a first visit).
      const html = await (await page.request.get(copy.landing)).text();
      for (const [, href] of html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)) {
        expect((await page.request.get(href!)).ok()).toBe(true);
      }
      await page.goto(copy.landing);
      expect(await page.evaluate(() => document.fonts.check('500 16px "Fraunces Variable"'))).toBe(
        true,
      );
      // Loaded is not enough: with `font-display: optional` a face that missed the first
      // paint stays unused on this page. What the heading is drawn with, from the renderer.
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'h1',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const upright = fonts.find((font) => font.isCustomFont && font.familyName === 'Fraunces');
      expect(upright?.glyphCount ?? 0).toBeGreaterThan(10);
    });

    test.describe('at 1280 × 800', () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test("the hero's two buttons are above the fold", async ({ page }) => {
        await page.goto(copy.landing);
        for (const name of copy.ctas) {
          const box = (await page.getByRole('link', { name }).first().boundingBox())!;
          expect(box.y + box.height, name).toBeLessThanOrEqual(800);
        }
      });
    });

    test('the contact form sent empty shows every error at once, focus on the first', async ({
      page,
    }) => {
      await page.goto(copy.landing);
      const form = page.getByRole('form', { name: copy.form });
      await form.scrollIntoViewIfNeeded();
      await form.getByRole('button', { name: copy.send }).click();
      for (const error of copy.errors) await expect(form.getByText(error)).toBeVisible();
      await expect(form.getByRole('textbox').first()).toBeFocused();
      await expect(form.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test('"Start Your Project" lands on the contact form itself', async ({ page }) => {
        const [item] = await portfolio(page, copy.lang);
        await page.goto(projectUrl(item!, copy.lang));
        await page.getByRole('link', { name: copy.start }).click();
        await expect(page).toHaveURL(new RegExp(`${copy.landing}#contact$`));
        const form = page.getByRole('form', { name: copy.form });
        await expect(form.getByRole('textbox').first()).toBeInViewport();
      });
    });

    test.describe('on a phone without JavaScript', () => {
      test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

      test('the answer to a sent form is on screen', async ({ page }) => {
        await page.goto(copy.landing);
        const form = page.getByRole('form', { name: copy.form });
        await form.getByRole('button', { name: copy.send }).click();
        await expect(page).toHaveURL(new RegExp(`${copy.landing}#contact$`));
        await expect(form.getByText(copy.errors[0])).toBeInViewport();
      });
    });
  });
}
