import { drawnIn } from './support/drawn-in';
import { expect, test } from './support/fixtures';

/** A box a layout shift moved: its top and height before and after. */
type Box = { wasY: number; wasHeight: number; isY: number; isHeight: number };

/**
 * Body text is set in the site's own text face (issue 49, ADR 095), not the system's sans:
 * on a fresh browser's first page the face swaps in after the first paint, from the site's
 * own origin, cached for good, and the local sans sized to it keeps every line where it was.
 * In French, the narrow no-break space (U+202F) is drawn by the face too.
 */
for (const landing of ['/en/', '/fr/']) {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`${landing} at ${viewport.width} × ${viewport.height}`, () => {
      test.use({ viewport });

      test('body text is in the text face once it has loaded, from this origin, and nothing moves when it swaps in', async ({
        page,
        context,
        baseURL,
      }) => {
        // Every shift of the page's life, from before its first frame (buffered): its score,
        // and each moved box's vertical place and height before and after.
        await page.addInitScript(() => {
          const shifts: { value: number; boxes: Box[] }[] = [];
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            }[]) {
              shifts.push({
                value: entry.value,
                boxes: entry.sources.map(({ previousRect: was, currentRect: is }) => ({
                  wasY: was.y,
                  wasHeight: was.height,
                  isY: is.y,
                  isHeight: is.height,
                })),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const fontResponse = page.waitForResponse((response) =>
          /\/instrument-sans-[^/]*\.woff2$/.test(new URL(response.url()).pathname),
        );
        await page.goto(landing);

        const response = await fontResponse;
        expect(new URL(response.url()).origin).toBe(new URL(baseURL!).origin);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).toMatch(/max-age=31536000/);
        expect(response.headers()['cache-control']).toMatch(/immutable/);

        await page.waitForFunction(() =>
          [...document.fonts].some(
            (face) =>
              face.family.replaceAll('"', '') === 'Instrument Sans Variable' &&
              face.status === 'loaded',
          ),
        );
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
          /^"?Instrument Sans Variable"?,/,
        );
        // The hero's lead paragraph, drawn in the face itself (not only named first).
        await expect
          .poll(async () =>
            (await drawnIn(context, page, 'main p')).map((font) => [
              font.familyName,
              font.isCustomFont,
            ]),
          )
          .toEqual([['Instrument Sans', true]]);

        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: { value: number; boxes: Box[] }[] }).shifts,
        );
        // No line moves up or down and no box changes height: the sized sans takes the same
        // lines (a rewrapped line would move what follows by a line's height; ADR 077's
        // heading may settle by one rounded pixel at 1280 px). A label fitted to its text (a
        // button, the header's links) takes the face's width for its own letters, nudging its
        // neighbours sideways by a few pixels: 0.0003 on a phone, under 0.0013 at 1280 px with
        // the heading's settle (ADR 095).
        const vertical = shifts
          .flatMap((shift) => shift.boxes)
          .filter(
            ({ wasY, wasHeight, isY, isHeight }) =>
              Math.abs(wasY - isY) > 1 || Math.abs(wasHeight - isHeight) > 1,
          );
        expect(vertical).toEqual([]);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total).toBeLessThan(viewport.width < 768 ? 0.001 : 0.002);
      });
    });
  }
}

test('a French line with narrow no-break spaces is drawn in the text face alone', async ({
  page,
  context,
}) => {
  await page.goto('/fr/');
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) =>
        face.family.replaceAll('"', '') === 'Instrument Sans Variable' && face.status === 'loaded',
    ),
  );
  // The site's own copy puts a no-break space (U+00A0) before a colon; a case study's text
  // pasted from elsewhere may carry the narrow one, which French typography accepts too.
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.setAttribute('data-narrow-space', '');
    line.textContent =
      '«\u202fUne image vaut mille mots\u202f», dit-on\u202f! Résultat\u202f: 35\u202f%.';
    document.querySelector('main')!.prepend(line);
  });
  await expect
    .poll(async () =>
      (await drawnIn(context, page, '[data-narrow-space]')).map((font) => font.familyName),
    )
    .toEqual(['Instrument Sans']);
});
