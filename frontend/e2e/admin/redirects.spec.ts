import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { NotFoundEntry, PortfolioItemAnswer, Page as ApiPage } from '@prism/contracts';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe';
import { expect, test } from './fixtures';
import { contextAs, settled, toast } from './support';

/**
 * Redirects, the 404 log (ADR 059) and focal points (ADR 060) through the real site and
 * API: a slug change answers 301, visitors' 404s are counted, staff manage both in the
 * admin, and a focal point near an edge stays inside every crop, checked on the pixels the
 * browser shows and the og:image the server cuts.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const tag = randomBytes(4).toString('hex');

/** A wide grey picture with a red square at (0.95, 0.5): centred crops cut it off. */
async function markedImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
    <rect width="1600" height="600" fill="#808080"/>
    <rect x="1480" y="260" width="80" height="80" fill="#ff0000"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

async function hasMarker(image: Buffer): Promise<boolean> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 255) < 60 && (data[i + 2] ?? 255) < 60) return true;
  }
  return false;
}

/** What the browser paints of an image: its screenshot's pixels. */
async function shows(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toHaveJSProperty('complete', true);
  // Loaded is not yet decoded: on a busy machine a screenshot taken in between showed the
  // box's background, not the picture. decode() settles once the picture can be painted,
  // and two frames later it has been.
  await locator.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return hasMarker(await locator.screenshot({ animations: 'disabled' }));
}

function fields(slug: string) {
  return {
    title: `Focal ${tag}`,
    titleFr: `Point focal ${tag}`,
    description: 'A wide picture with its subject at the right edge.',
    descriptionFr: 'Une image large dont le sujet est au bord droit.',
    client: 'Lumen & Co',
    category: 'listing',
    year: '2025',
    featured: 'true',
    status: 'published',
    slugEn: slug,
    slugFr: `${slug}-fr`,
  };
}

async function axeAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a slug change answers 301, 404s are logged and redirected, and focal points hold in every crop', async ({
  browser,
  owner,
  staff,
  playwright,
}) => {
  test.slow();
  const base = process.env.E2E_BASE_URL;
  const slug = `e2e-focal-${tag}`;
  const created = await owner.post('/api/portfolio', {
    multipart: {
      ...fields(slug),
      image: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await markedImage() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as PortfolioItemAnswer;
  const visitor: APIRequestContext = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'user-agent': CHROME },
    maxRedirects: 0,
  });
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  const publicPage = await browser.newPage({ baseURL: base });
  /** The card on the landing page and the project page's hero, at a width. */
  const crops = async (width: number) => {
    await publicPage.setViewportSize({ width, height: 900 });
    await publicPage.goto('/en/');
    const card = await shows(publicPage.locator(`a[href="/en/work/${slug}"] img`).first());
    await publicPage.goto(`/en/work/${slug}`);
    return { card, hero: await shows(publicPage.locator('main img').first()) };
  };
  try {
    // Cut at the centre, both crops lose the marker: the pixel check can fail.
    expect(await crops(375)).toEqual({ card: false, hero: false });

    // The editor: click the marker's place on the cover; the three previews follow.
    await page.goto(`/admin/portfolio/edit/${item.id}`);
    await settled(page);
    const picker = page.getByTestId('focal-picker');
    await picker.scrollIntoViewIfNeeded();
    const box = await picker.boundingBox();
    if (!box) throw new Error('the focal picker has no box');
    await picker.click({ position: { x: box.width * 0.95, y: box.height * 0.5 } });
    await expect(toast(page).filter({ hasText: 'Focal point saved' })).toBeVisible();
    for (const preview of await page.getByTestId('focal-preview').all()) {
      expect(await shows(preview)).toBe(true);
    }
    await axeAt(page, 1280);
    await axeAt(page, 375);

    // The public crops: the card and the project's hero, on a phone and a desktop, and
    // the og:image the server cuts.
    for (const width of [375, 1280]) {
      expect(await crops(width)).toEqual({ card: true, hero: true });
    }
    const og = await publicPage.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toContain(`/api/og-image/${item.id}`);
    const card = await visitor.get(new URL(og ?? '').pathname + new URL(og ?? '').search);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect(await hasMarker(await card.body())).toBe(true);

    // A slug change: the old address answers 301 to the new one.
    const renamed = await owner.put(`/api/portfolio/${item.id}`, {
      multipart: fields(`${slug}-new`),
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const old = await visitor.get(`/en/work/${slug}`);
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/en/work/${slug}-new`);

    // A visitor's 404, three times: the log counts 3.
    const missing = `/en/missing-${tag}`;
    for (let i = 0; i < 3; i++) expect((await visitor.get(missing)).status()).toBe(404);
    await expect
      .poll(
        async () =>
          ((await (await owner.get('/api/not-found')).json()) as ApiPage<NotFoundEntry>).items.find(
            (e) => e.path === missing,
          )?.count,
        { timeout: 20_000 },
      )
      .toBe(3);

    // The admin screen: the automatic redirect, the 404 row, a refused loop, a new redirect.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/redirects');
    await settled(page);
    await expect(page.getByTestId('redirects-table')).toContainText(`/en/work/${slug}`);
    const row = page.locator(`tr[data-path="${missing}"]`);
    await expect(row.getByTestId('not-found-count')).toHaveText('3');
    await axeAt(page, 1280);
    await axeAt(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel('From path').fill(`/en/work/${slug}-new`);
    await page.getByLabel('To path or URL').fill(`/en/work/${slug}`);
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.locator('#redirect-to-error')).toContainText('loop');
    await axeAt(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Create redirect from ${missing}` }).click();
    await expect(page.getByLabel('From path')).toHaveValue(missing);
    await page.getByLabel('To path or URL').fill('/en/');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(toast(page).filter({ hasText: 'Redirect saved' })).toBeVisible();
    await expect(page.locator(`tr[data-path="${missing}"]`)).toHaveCount(0);
    const answered = await visitor.get(missing);
    expect(answered.status()).toBe(301);
    expect(answered.headers().location).toBe('/en/');

    // CSV: the export, imported back whole (every row replaced, none added).
    const csv = await (await owner.get('/api/redirects/export.csv')).body();
    await page
      .getByTestId('redirects-import-file')
      .setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: csv });
    await expect(toast(page).filter({ hasText: 'Redirects imported' })).toContainText('0 added');
  } finally {
    await publicPage.close();
    await context.close();
    await visitor.dispose();
    const { items } = (await (await owner.get('/api/redirects')).json()) as {
      items: { id: number; fromPath: string }[];
    };
    for (const r of items) {
      if (r.fromPath.includes(tag)) await owner.delete(`/api/redirects/${r.id}`);
    }
    await owner.delete(`/api/portfolio/${item.id}`);
  }
});
