import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PortfolioItemAnswer, Page as ApiPage, RevisionSummary } from '@prism/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  contextAs,
  createAccount,
  expectToast,
  ownerApi,
  png,
  type Account,
} from './admin/support';
import { expect, islandsReady, projectUrl, scrollThrough, test } from './support/fixtures';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');

let owner: APIRequestContext;
let staff: Account;

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
  staff = await createAccount(owner, 'admin');
});

test.afterAll(async () => {
  await owner.delete(`/api/admin/users/${staff.id}`);
  await owner.dispose();
});

const file = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(640, 800, rgb),
});

/**
 * Space picks the focused handle up, the arrow moves it one place, Space drops it. Each
 * step waits for what a screen reader hears from dnd-kit's live region: the item's name
 * and place, never internal ids (issue 27).
 */
async function moveByKeyboard(
  page: Page,
  arrow: 'ArrowUp' | 'ArrowDown',
  heard: readonly [pickedUp: string, moved: string, dropped: string],
): Promise<void> {
  const live = page.locator('[id^="DndLiveRegion"]');
  const [pickedUp, moved, dropped] = heard;
  for (const [key, said] of [
    ['Space', pickedUp],
    [arrow, moved],
    ['Space', dropped],
  ] as const) {
    await page.keyboard.press(key);
    await expect(live).toHaveText(said);
    // dnd-kit's keyboard sensor listens for the arrow keys from a timer set at pick-up:
    // a page timer set now runs after it, so the next key is never pressed before.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** The public order of the grid, as the API gives it to visitors (no cookie). */
async function publicOrder(): Promise<number[]> {
  const response = await fetch(`${process.env.E2E_BASE_URL ?? ''}/api/portfolio`);
  return ((await response.json()) as ApiPage<PortfolioItemAnswer>).items.map((i) => i.id);
}

test('a draft with a gallery and a before/after: preview link in a fresh context, publish, on the grid', async ({
  browser,
}) => {
  // Every upload is encoded to AVIF, WebP and JPEG on the server: slow on a small machine.
  test.setTimeout(180_000);
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  const title = `Case Study ${Date.now()}`;

  await page.goto('/admin/portfolio/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Client').fill('Lumen & Co');
  await page.getByLabel('Category').selectOption('listing');
  await page.getByLabel('Description').fill('A listing refresh.');
  await page.getByLabel('Image', { exact: true }).setInputFiles(file('cover.png', [40, 90, 80]));
  await page.getByLabel('Cover alt text').fill('Serum bottle on white');
  await page.getByLabel('Status').selectOption('draft');
  await page.getByRole('button', { name: 'Create Item' }).click();
  await expectToast(page, 'Portfolio item created successfully');

  const created = (
    (await (await context.request.get('/api/portfolio')).json()) as ApiPage<PortfolioItemAnswer>
  ).items.find((i) => i.title === title)!;
  expect(created.status).toBe('draft');
  expect(await publicOrder()).not.toContain(created.id);

  await expect(page).toHaveURL(new RegExp(`/admin/portfolio/edit/${created.id}#case-study$`));
  // Gallery: two images at once; a missing alt text is caught before anything is sent.
  await page
    .getByTestId('gallery-input')
    .setInputFiles([file('one.png', [200, 120, 60]), file('two.png', [60, 120, 200])]);
  const one = page.getByRole('group', { name: 'one.png' });
  await one.getByLabel('Alt text (English)').fill('Infographic tile');
  // Filled in, the field still shows what it is: a label, not a placeholder gone.
  await expect(one.locator('label', { hasText: 'Alt text (English)' })).toBeVisible();
  await one.getByLabel('Caption (English)').fill('The listing’s first tile');
  await expect(one.locator('label', { hasText: 'Caption (English)' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload 2 images' }).click();
  await expect(page.getByText('Alt text is required')).toBeVisible();
  const two = page.getByRole('group', { name: 'two.png' });
  await two.getByLabel('Alt text (English)').fill('Lifestyle scene');
  await page.getByRole('button', { name: /^Upload/ }).click();
  await expect(page.getByTestId('gallery-row')).toHaveCount(2, { timeout: 60_000 });
  // Both images are one revision of the item, after revision 1, the item made.
  const history = (await (
    await context.request.get(`/api/portfolio/${created.id}/revisions`)
  ).json()) as RevisionSummary[];
  expect(history.map((r) => [r.number, r.changed, r.created])).toEqual([
    [2, ['gallery'], false],
    [1, [], true],
  ]);

  // Keyboard reorder of the gallery: pick up the second image, move it up, drop it.
  await page.getByRole('button', { name: 'Move Lifestyle scene' }).focus();
  await moveByKeyboard(page, 'ArrowUp', [
    'Picked up Image “Lifestyle scene” at position 2 of 2.',
    'Image “Lifestyle scene” moved to position 1 of 2.',
    'Image “Lifestyle scene” dropped at position 1 of 2.',
  ]);
  await page.getByRole('button', { name: 'Save gallery order and texts' }).click();
  await expectToast(page, 'Gallery saved');
  const saved = (await (
    await context.request.get(`/api/portfolio/${created.id}`)
  ).json()) as PortfolioItemAnswer;
  expect(saved.gallery.map((g) => g.alt)).toEqual(['Lifestyle scene', 'Infographic tile']);

  // Another picture in the second image's place: its place and texts stay.
  await page
    .getByLabel('Replace image Infographic tile with a file')
    .setInputFiles(file('three.png', [30, 200, 90]));
  await expectToast(page, 'Image replaced: check its alt text and caption');
  const replaced = (await (
    await context.request.get(`/api/portfolio/${created.id}`)
  ).json()) as PortfolioItemAnswer;
  expect(replaced.gallery.map((g) => [g.id, g.alt, g.caption])).toEqual(
    saved.gallery.map((g) => [g.id, g.alt, g.caption]),
  );
  expect(replaced.gallery[1]!.imageUrl).not.toBe(saved.gallery[1]!.imageUrl);
  await expect(page.getByTestId('gallery-row').nth(1).locator('img')).toHaveAttribute(
    'src',
    replaced.gallery[1]!.imageUrl,
  );

  // Before/after.
  await page.getByLabel('What the pair shows (English)').fill('Main image');
  await page.getByLabel('Before image').setInputFiles(file('before.png', [150, 150, 150]));
  await page.getByLabel('After image').setInputFiles(file('after.png', [230, 80, 60]));
  await page.getByRole('button', { name: 'Add pair' }).click();
  await expect(page.getByTestId('pair-row')).toHaveCount(1, { timeout: 60_000 });
  const [pair] = (
    (await (
      await context.request.get(`/api/portfolio/${created.id}`)
    ).json()) as PortfolioItemAnswer
  ).beforeAfter;
  // Its after image swapped for another: the label and the before image stay.
  await page
    .getByLabel('Replace after image of Main image with a file')
    .setInputFiles(file('after-2.png', [20, 60, 220]));
  await expectToast(page, 'Image replaced');
  const [swapped] = (
    (await (
      await context.request.get(`/api/portfolio/${created.id}`)
    ).json()) as PortfolioItemAnswer
  ).beforeAfter;
  expect(swapped).toMatchObject({ id: pair!.id, label: 'Main image' });
  expect(swapped!.before.imageUrl).toBe(pair!.before.imageUrl);
  expect(swapped!.after.imageUrl).not.toBe(pair!.after.imageUrl);

  // Results.
  await page.getByRole('button', { name: 'Add metric' }).click();
  // Each part of a results row has a visible label, not only a placeholder (issue 27).
  const metricRow = page.getByTestId('metric-row').first();
  // The label in both languages, so one save completes both (ADR 081).
  for (const part of ['Label (English)', 'Label (French)', 'Before', 'After', 'Unit']) {
    await expect(metricRow.locator('label', { hasText: part })).toBeVisible();
  }
  await page.getByLabel('Metric 1 label (English)').fill('CVR');
  await page.getByLabel('Metric 1 before').fill('abc');
  await page.getByLabel('Metric 1 after').fill('12.5');
  await page.getByRole('button', { name: 'Save case study' }).click();
  await expect(page.getByText('Enter a number')).toBeVisible();
  await page.getByLabel('Metric 1 before').fill('8.5');
  await page.getByLabel('Metric 1 unit').fill('%');
  await page.getByRole('button', { name: 'Save case study' }).click();
  await expectToast(page, 'Case study saved');

  // A preview link, opened by someone without an account.
  await page.getByRole('button', { name: 'Create link' }).click();
  // One address per language (ADR 042, ADR 061), French first.
  const previewUrl = await page.getByTestId('preview-url-en').inputValue();
  expect(previewUrl).toMatch(/\/en\/preview\/[A-Za-z0-9_-]{43}$/);
  const frenchPreviewUrl = await page.getByTestId('preview-url-fr').inputValue();
  expect(frenchPreviewUrl).toMatch(/\/fr\/apercu\/[A-Za-z0-9_-]{43}$/);
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const preview = await visitor.newPage();
  const answer = await preview.goto(new URL(previewUrl).pathname);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(preview.getByTestId('preview-banner')).toContainText('Preview');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByTestId('results-band')).toContainText('CVR');
  await expect(preview.getByTestId('compare')).toHaveCount(1);
  // The public page of the draft stays a 404.
  expect((await preview.goto(`/portfolio/${created.id}`))?.status()).toBe(404);

  // Publishing waits for the French (ADR 041): refused while it is missing, naming the fields.
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Not saved: the French texts are incomplete', /Title \(French\)/);
  // The translator's texts, until the admin has its side-by-side screen (issue 23).
  const current = (await (
    await owner.get(`/api/portfolio/${created.id}`)
  ).json()) as PortfolioItemAnswer;
  const french = {
    title: `Étude de cas ${title}`,
    description: 'Une refonte de fiche.',
    // The English cover has its alt text: the French page needs its own (ADR 081).
    coverAlt: 'La couverture du projet',
  };
  const translated = await owner.put(`/api/portfolio/${created.id}/translations`, {
    data: {
      fr: {
        ...french,
        // Empty: made from the title (a save without the slug leaves it as it is, ADR 081).
        slug: '',
        gallery: current.gallery.map((g) => ({ id: g.id, alt: `FR ${g.alt}` })),
        beforeAfter: current.beforeAfter.map((p) => ({ id: p.id, label: 'Image principale' })),
        metrics: ['Taux de conversion'],
      },
    },
  });
  expect(translated.status()).toBe(200);
  // Publish, then it is on the grid, in the saved order. The translations were saved since
  // the form read the item: the save sends only the status, merged with them, no question.
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Portfolio item updated successfully');
  const order = await publicOrder();
  expect(order).toContain(created.id);
  const { items: listed } = (await (
    await fetch(`${process.env.E2E_BASE_URL ?? ''}/api/portfolio?lang=en`)
  ).json()) as ApiPage<PortfolioItemAnswer>;
  await preview.goto('/en/');
  const cards = preview.getByTestId('portfolio-card');
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(listed.slice(0, hrefs.length).map((item) => projectUrl(item)));
  // The French link of the same preview, and the switch between the two.
  const token = new URL(previewUrl).pathname.split('/').pop()!;
  expect(new URL(frenchPreviewUrl).pathname).toBe(`/fr/apercu/${token}`);
  await preview.goto(new URL(frenchPreviewUrl).pathname);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(french.title);
  await expect(preview.getByTestId('preview-banner')).toContainText('Aperçu');
  await preview.getByTestId('language-switch').click();
  await expect(preview).toHaveURL(new RegExp(`/en/preview/${token}$`));

  await visitor.close();
  await owner.delete(`/api/portfolio/${created.id}`);
  await context.close();
});

test('staff reorder the public grid from the keyboard, one place per arrow press, one save per move', async ({
  browser,
}) => {
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  // The whole list in view: dnd-kit's keyboard sensor scrolls the page toward a row below
  // the middle instead of moving, which hid the skip below on the way down.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/admin/portfolio');
  await page.getByRole('button', { name: 'Arrange order' }).click();
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toBeVisible();
  const names = await rows.allInnerTexts();
  const featured = names.filter((n) => n.includes('Featured')).length;
  // The first item after the featured ones moves one down.
  const handles = page.getByTestId('drag-handle');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/portfolio-order')) calls.push(r.method());
  });
  const before = await publicOrder();
  const total = names.length;
  const titleAt = (index: number) => rows.nth(index).locator('span.truncate').innerText();
  const title = await titleAt(featured);
  // The row it passes is made taller than three rows (dnd-kit issue #137, issue 27's
  // gallery image moved two places): dnd-kit's own sortableKeyboardCoordinates lines the
  // short row up with the tall one's far edge, nearer the next row's centre, and one press
  // moved two places (to 6 of 8 going down, 3 of 8 going up). ADR 064: steps by index.
  expect(featured, 'a featured item sits above, to show an Up press skipping').toBeGreaterThan(0);
  const tall = await titleAt(featured + 1);
  const makeTall = () =>
    rows.filter({ hasText: tall }).evaluate((row) => void (row.style.height = '320px'));
  await makeTall();
  await handles.nth(featured).focus();
  // One press moves the item exactly one place, down past the tall row...
  await moveByKeyboard(page, 'ArrowDown', [
    `Picked up ${title} at position ${featured + 1} of ${total}.`,
    `${title} moved to position ${featured + 2} of ${total}.`,
    `${title} dropped at position ${featured + 2} of ${total}.`,
  ]);
  await expectToast(page, 'Order saved');
  expect(calls).toEqual(['PUT']);
  const expected = [...before];
  [expected[featured], expected[featured + 1]] = [expected[featured + 1]!, expected[featured]!];
  expect(await publicOrder()).toEqual(expected);

  // ...and back up past it.
  await makeTall();
  await page.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  await moveByKeyboard(page, 'ArrowUp', [
    `Picked up ${title} at position ${featured + 2} of ${total}.`,
    `${title} moved to position ${featured + 1} of ${total}.`,
    `${title} dropped at position ${featured + 1} of ${total}.`,
  ]);
  await expect.poll(() => calls).toEqual(['PUT', 'PUT']);
  await expect.poll(publicOrder).toEqual(before);
  await context.close();
});

/** A demo project with a before/after pair (every demo case study has one). */
async function demoProject(request: APIRequestContext): Promise<PortfolioItemAnswer> {
  const { items } = (await (
    await request.get('/api/portfolio')
  ).json()) as ApiPage<PortfolioItemAnswer>;
  return items.find(
    (i) => i.beforeAfter.length > 0 && i.gallery.length > 0 && i.metrics.length > 0,
  )!;
}

test('the comparison slider works from the keyboard', async ({ page }) => {
  const item = await demoProject(page.request);
  await page.goto(projectUrl(item));
  const compare = page.getByTestId('compare').first();
  const slider = compare.getByRole('slider');
  await slider.focus();
  await expect(slider).toHaveValue('50');
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('60');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Showing 40% after');
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('0');
  const split = await compare
    .locator('[data-compare-frame]')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--split'));
  expect(split.trim()).toBe('0%');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the project page shows the whole case study, before and after side by side', async ({
    page,
  }) => {
    const item = await demoProject(page.request);
    await page.goto(projectUrl(item));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(page.getByTestId('results-band')).toContainText(item.metrics[0]!.label);
    await expect(page.getByTestId('case-study-gallery').locator('img')).toHaveCount(
      item.gallery.length,
    );
    const compare = page.getByTestId('compare').first();
    await expect(compare.getByRole('slider')).toHaveCount(0);
    const before = compare.getByAltText(/^Before: /);
    const after = compare.getByAltText(/^After: /);
    await before.scrollIntoViewIfNeeded();
    const [a, b] = [await before.boundingBox(), await after.boundingBox()];
    // Side by side: same row, the after image to the right.
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x + a.width - 1).toBe(true);
    await expect(page.getByTestId('next-project')).toBeVisible();
  });
});

// The pictures replace those in docs/screenshots only on request (SCREENSHOTS=1); a plain
// run keeps them with its own results, so it leaves a clean clone clean. Either way each
// picture must hold the whole case study at its width, and the page must not scroll
// sideways there.
test('screenshots of a full case study at 375 and 1280 px, whole and without sideways scroll', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const folder = process.env.SCREENSHOTS ? SCREENSHOTS : testInfo.outputPath();
  mkdirSync(folder, { recursive: true });
  const item = await demoProject(page.request);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(projectUrl(item));
    await islandsReady(page);
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    expect(size.width, `sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
    const png = await page.screenshot({
      path: path.join(folder, `case-study-${width}.png`),
      fullPage: true,
    });
    // A PNG's IHDR chunk holds its width and height (bytes 16–23).
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width,
      height: size.height,
    });
    expect(size.height, 'a case study longer than one screen').toBeGreaterThan(900);
  }
});
