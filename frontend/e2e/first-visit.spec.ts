import type { BrowserContext, Page } from '@playwright/test';
import { drawnIn } from './support/drawn-in';
import { expect, portfolio, projectUrl, test } from './support/fixtures';

/** How many glyphs of an element the renderer draws in the display face's upright file. */
async function uprightGlyphs(context: BrowserContext, page: Page, selector: string) {
  const fonts = await drawnIn(context, page, selector);
  return fonts.find((font) => font.isCustomFont && font.familyName === 'Fraunces')?.glyphCount ?? 0;
}

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
    /**
     * No line moves when the faces swap in, only a box here and there by a few pixels: on a
     * desktop a heading's glyphs may settle by one rounded pixel (its content area is 84 px
     * in the face and 83 px in the sized DejaVu Serif at 68 px, ADR 077), and a label fitted
     * to its text (a button, the header's links) takes the text face's width for this string
     * rather than the sized sans's average one, nudging what follows it (ADR 095; 0.0003 on
     * a phone). Under 0.001 on a phone (Lighthouse's screen, where it reports 0), 0.002 on a
     * desktop.
     */
    for (const { viewport, bound } of [
      { viewport: { width: 412, height: 823 }, bound: 0.001 },
      { viewport: { width: 1280, height: 800 }, bound: 0.002 },
    ]) {
      test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
        test.use({ viewport });

        test('a fresh browser shows the headings in the display face on its first page, and nothing moves when it swaps in', async ({
          page,
          context,
        }) => {
          // Every shift of the page's life, from before its first frame (buffered).
          await page.addInitScript(() => {
            const shifts: { value: number; at: number; moved: string[] }[] = [];
            (window as unknown as { shifts: typeof shifts }).shifts = shifts;
            const named = (node: Node | null) =>
              node instanceof Element
                ? `${node.tagName.toLowerCase()} "${node.textContent.trim().slice(0, 40)}"`
                : `${node?.nodeName ?? '?'} "${(node?.textContent ?? '').trim().slice(0, 40)}"`;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                const shift = entry as unknown as {
                  value: number;
                  sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
                };
                // What moved and by how much: a failure says which box, not only a sum.
                shifts.push({
                  value: shift.value,
                  at: Math.round(entry.startTime),
                  moved: shift.sources.map(
                    (s) =>
                      `${named(s.node)} ${[s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round).join(',')} → ${[s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round).join(',')}`,
                  ),
                });
              }
            }).observe({ type: 'layout-shift', buffered: true });
          });
          await page.goto(copy.landing);
          // The face's rules go in after the first frame; its file then loads and swaps in.
          await page.waitForFunction(() =>
            [...document.fonts].some(
              (face) =>
                face.family.replaceAll('"', '') === 'Fraunces Variable' && face.status === 'loaded',
            ),
          );
          await expect.poll(() => uprightGlyphs(context, page, 'h1')).toBeGreaterThan(10);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          const shifts = await page.evaluate(
            () => (window as unknown as { shifts: { value: number }[] }).shifts,
          );
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          expect(total, JSON.stringify(shifts)).toBeLessThan(bound);
        });
      });
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the headings are in the display face', async ({ page, context }) => {
        await page.goto(copy.landing);
        await expect.poll(() => uprightGlyphs(context, page, 'h1')).toBeGreaterThan(10);
      });
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
