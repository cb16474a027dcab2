import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, portfolio, projectUrl, scrollThrough, test } from './support/fixtures';

/**
 * Issue 49's public-site findings, each as a visitor meets it: addresses that keep their
 * language, motion that stops when asked, values written the way each language writes them,
 * and the head of every page (descriptions, sharing images, the touch icon).
 */

type Lang = 'fr' | 'en';
const LANGS: Lang[] = ['fr', 'en'];
const NBSP = '\u00a0';

/** A client that never follows redirects, so each answer is seen as it is. */
async function raw(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: process.env.E2E_BASE_URL ?? '',
    maxRedirects: 0,
  });
}

test.describe('the portfolio filter with JavaScript', () => {
  for (const lang of LANGS) {
    test(`keeps the language and #work in the address, and the switch keeps the filter (${lang})`, async ({
      page,
    }) => {
      const other: Lang = lang === 'fr' ? 'en' : 'fr';
      await page.goto(`/${lang}/`);
      const filter = page.locator('a[data-filter="brand"]');
      await filter.click();
      await expect(filter).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => new URL(page.url()).search).toBe('?category=brand');
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/${lang}/`);
      expect(url.hash).toBe('#work');
      // The switch now leads to the same filter in the other language.
      const switchLink = page.getByTestId('language-switch').first();
      await expect(switchLink).toHaveAttribute(
        'href',
        `/language/${other}?to=${encodeURIComponent(`/${other}/?category=brand#work`)}`,
      );
      // A reload keeps the filter and the place.
      await page.reload();
      await expect(page.locator('a[data-filter="brand"]')).toHaveAttribute('aria-current', 'true');
      expect(new URL(page.url()).hash).toBe('#work');
    });
  }

  test('without JavaScript, the switch of a filtered page keeps the filter', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${process.env.E2E_BASE_URL ?? ''}/fr/?category=packaging#work`);
    await page.getByTestId('language-switch').first().click();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/en/?category=packaging',
    );
    await expect(page.locator('a[data-filter="packaging"]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await context.close();
  });
});

test.describe('the logo strip', () => {
  test('stands still under prefers-reduced-motion: reduce', async ({ page }) => {
    await page.goto('/en/');
    const track = page.locator('.marquee-track');
    await expect(track).toHaveClass(/is-looping/);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('loops when motion is welcome', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.goto(`${process.env.E2E_BASE_URL ?? ''}/en/`);
    const track = page.locator('.marquee-track');
    await expect(track).toHaveClass(/is-looping/);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee');
    await context.close();
  });
});

test.describe('addresses', () => {
  test('the portfolio index with a slash, a capital language and a slug of the other language answer 301', async ({
    page,
  }) => {
    const [english] = await portfolio(page, 'en');
    const french = (await portfolio(page, 'fr')).find((item) => item.id === english!.id)!;
    expect(french.slug).not.toBe(english!.slug);
    const client = await raw();
    try {
      const moves: [string, string][] = [
        // The portfolio index page's one address (issue 47).
        ['/fr/realisations/', '/fr/realisations'],
        ['/en/work/?category=brand', '/en/work?category=brand'],
        ['/FR/', '/fr/'],
        ['/EN/Work/', '/en/work/'],
        [`/en/work/${french.slug}`, projectUrl(english!, 'en')],
        [`/fr/realisations/${english!.slug}`, projectUrl(french, 'fr')],
      ];
      for (const [from, to] of moves) {
        const response = await client.get(from);
        expect([from, response.status()]).toEqual([from, 301]);
        expect([from, response.headers().location]).toEqual([from, to]);
      }
    } finally {
      await client.dispose();
    }
  });

  test('an unknown address without a language answers 404 in the visitor’s language', async () => {
    const client = await raw();
    try {
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ 'accept-language': 'fr-CA,fr;q=0.9' }, 'fr-CA', /Page introuvable/],
        [{ 'accept-language': 'en-US' }, 'en', /Page Not Found/],
        [{ 'accept-language': 'fr-CA', cookie: 'prism_lang=en' }, 'en', /Page Not Found/],
        [{ 'accept-language': 'en-US', cookie: 'prism_lang=fr' }, 'fr-CA', /Page introuvable/],
        [{ 'accept-language': 'fr-CA,fr;q=0.9' }, 'fr-CA', /Page introuvable/],
      ];
      for (const [headers, tag, words] of cases) {
        const response = await client.get('/services', { headers });
        const html = await response.text();
        expect([headers, response.status()]).toEqual([headers, 404]);
        expect([headers, /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]]).toEqual([headers, tag]);
        expect(html).toMatch(words);
        expect(response.headers().vary).toMatch(/Accept-Language/);
      }
    } finally {
      await client.dispose();
    }
  });
});

test.describe('values written the way each language writes them', () => {
  test('the about stats, the hero mock and the structured data, in French', async ({ page }) => {
    await page.goto('/fr/');
    const stats = await page.locator('#about dl dd').allTextContents();
    expect(stats).toContain(`35${NBSP}%`);
    expect(stats.join(' ')).not.toMatch(/\d%/);
    const mock = page.locator('section[aria-labelledby="hero-heading"] [role="img"]').first();
    const mockText = `${(await mock.getAttribute('aria-label')) ?? ''} ${await mock.innerText()}`;
    expect(mockText).not.toMatch(/\b(CVR|CTR)\b/);
    expect(mockText).toMatch(/conversion/i);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { address?: { addressLocality?: string } };
    expect(jsonLd.address?.addressLocality).toBe('Montréal');
  });

  test('and in English', async ({ page }) => {
    await page.goto('/en/');
    const stats = await page.locator('#about dl dd').allTextContents();
    expect(stats).toContain('35%');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { address?: { addressLocality?: string } };
    expect(jsonLd.address?.addressLocality).toBe('Montreal');
    // Display type takes the typographic apostrophe.
    const display = await page.locator('h1, h2').allTextContents();
    expect(display.join(' ')).not.toContain("'");
  });
});

test.describe('the head of every public page', () => {
  for (const lang of LANGS) {
    test(`descriptions, sharing images, titles, the touch icon, units and apostrophes (${lang})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const items = await portfolio(page, lang);
      const privacy = lang === 'fr' ? '/fr/confidentialite' : '/en/privacy';
      const work = lang === 'fr' ? '/fr/realisations' : '/en/work';
      const paths = [
        `/${lang}/`,
        work,
        privacy,
        `/${lang}/no-such-page`,
        ...items.map((item) => projectUrl(item, lang)),
      ];
      for (const path of paths) {
        await page.goto(path);
        const head = await page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          image: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
          touchIcons: [...document.querySelectorAll('link[rel="apple-touch-icon"]')].map(
            (link) => link.getAttribute('href') ?? '',
          ),
        }));
        expect([path, head.title.length <= 70]).toEqual([path, true]);
        expect([path, head.description]).toEqual([path, expect.any(String)]);
        expect([path, head.description]).not.toEqual([path, expect.stringMatching(/\.\.(?!\.)/)]);
        expect([path, head.image]).toEqual([path, expect.stringMatching(/^https?:\/\//)]);
        expect([path, head.touchIcons.length]).toEqual([path, 1]);
        const icon = await request.get(head.touchIcons[0]!);
        expect([path, icon.status(), icon.headers()['content-type']]).toEqual([
          path,
          200,
          'image/png',
        ]);
        if (lang === 'fr') {
          // A number keeps its unit on its line (« 25 / mois », « 35 % »): no plain space.
          const body = await page.locator('main').innerText();
          expect([path, body]).not.toEqual([path, expect.stringMatching(/\d [%$€/]/)]);
        } else {
          // Display type takes the typographic apostrophe, on every page.
          const display = await page.locator('h1, h2, h3').allTextContents();
          expect([path, display.join(' ')]).not.toEqual([path, expect.stringContaining("'")]);
        }
        if (lang === 'fr') {
          // French puts a no-break space before a colon, in the head as in the body.
          const head = await page.evaluate(() =>
            [
              document.title,
              ...[...document.querySelectorAll('meta[content]')].map(
                (meta) => meta.getAttribute('content') ?? '',
              ),
              ...[...document.querySelectorAll('script[type="application/ld+json"]')].map(
                (script) => script.textContent,
              ),
            ]
              .filter((text) => !/^https?:\/\//.test(text))
              .join('\n'),
          );
          expect([path, head]).not.toEqual([path, expect.stringMatching(/ :/)]);
        }
      }
    });
  }
});

test.describe('the contact form', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an address the server refuses: its error only, no toast, and the field beside it keeps its size', async ({
    page,
  }) => {
    await page.goto('/fr/#contact');
    await scrollThrough(page);
    const form = page.locator('form[data-island="contact-form"]');
    const name = form.locator('[name="name"]');
    const before = (await name.boundingBox())!;
    await name.fill('Ada Lovelace');
    // A browser takes it (type=email); the API does not (no domain suffix).
    await form.locator('[name="email"]').fill('ada@localhost');
    await form.locator('[name="service"]').selectOption('brand_identity');
    await form.locator('[name="message"]').fill('Un message assez long pour passer.');
    await form.locator('[name="privacy"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('#contact-email-error')).toBeVisible();
    await expect(form.locator('[name="email"]')).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.locator('li.toast')).toHaveCount(0);
    const after = (await name.boundingBox())!;
    expect(after.height).toBe(before.height);
    // Still level with the field beside it (the page may have scrolled to the error).
    expect(after.y).toBe((await form.locator('[name="email"]').boundingBox())!.y);
  });

  test('without JavaScript, a field error leaves the field beside it alone', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const base = process.env.E2E_BASE_URL ?? '';
    await page.goto(`${base}/fr/#contact`);
    const form = page.locator('form[data-island="contact-form"]');
    const heightOf = async (field: string) =>
      (await form.locator(`[name="${field}"]`).boundingBox())!.height;
    const clean = await heightOf('name');
    await form.locator('[name="name"]').fill('Ada Lovelace');
    await form.locator('[name="message"]').fill('Un message assez long pour passer.');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('#contact-email-error')).toBeVisible();
    expect(await heightOf('name')).toBe(clean);
    await context.close();
  });
});

test('without JavaScript, the phone header stays within two rows and hides nothing', async ({
  browser,
}) => {
  for (const lang of LANGS) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${process.env.E2E_BASE_URL ?? ''}/${lang}/`);
    const header = (await page.locator('header').first().boundingBox())!;
    const eyebrow = (await page
      .locator('section[aria-labelledby="hero-heading"] .eyebrow')
      .first()
      .boundingBox())!;
    expect([lang, header.height]).toEqual([lang, expect.any(Number)]);
    expect(header.height, lang).toBeLessThanOrEqual(120);
    expect(header.y + header.height, lang).toBeLessThanOrEqual(eyebrow.y);
    // Every link of the header is on the screen, none cut off at the side.
    for (const link of await page.locator('header a').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, lang).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, lang).toBeLessThanOrEqual(375);
    }
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, lang).toBeLessThanOrEqual(375);
    await context.close();
  }
});

test('the before/after slider at 1280 px shows the images at their own shape, never enlarged', async ({
  page,
}) => {
  const { items } = (await (await page.request.get('/api/portfolio')).json()) as {
    items: { slug: string; beforeAfter: unknown[] }[];
  };
  const item = items.find((i) => i.beforeAfter.length > 0)!;
  await page.goto(projectUrl(item));
  const compare = page.getByTestId('compare').first();
  await expect(compare.getByRole('slider')).toHaveCount(1);
  const shape = await compare
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      // The stored image's own size (the page's width and height attributes).
      const own = {
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
      };
      return {
        width: box.width,
        height: box.height,
        natural: own.width / own.height,
        naturalWidth: own.width,
      };
    });
  expect(shape.naturalWidth).toBeGreaterThan(0);
  // Seen whole below the fixed header.
  expect(shape.height).toBeLessThanOrEqual(800 - 64);
  expect(shape.width).toBeLessThanOrEqual(shape.naturalWidth + 1);
  expect(Math.abs(shape.width / shape.height - shape.natural)).toBeLessThan(0.02);
});
