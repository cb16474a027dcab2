import type { PortfolioItemAnswer } from '@prism/contracts';
import { expect, test } from './fixtures';
import { contextAs, expectToast, png } from './support';

const ENGLISH = {
  title: `Translated Project ${Date.now()}`,
  description: 'A listing rebuilt around one photograph.',
};

test('an editor writes the French beside the English, marks it ready, and the item is no longer missing in FR', async ({
  browser,
  owner,
  staff,
}) => {
  // The server encodes AVIF, WebP and JPEG variants of the cover: slow on a small machine.
  test.slow();
  // A draft written in English only, as an English-speaking colleague would leave it.
  const created = await owner.post('/api/portfolio', {
    multipart: {
      ...ENGLISH,
      client: 'Lumen & Co',
      category: 'listing',
      year: '2025',
      status: 'draft',
      image: { name: 'cover.png', mimeType: 'image/png', buffer: png(400, 500, [30, 90, 160]) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as PortfolioItemAnswer;

  try {
    const context = await contextAs(browser, staff);
    const page = await context.newPage();
    await page.goto('/admin/portfolio');
    const row = page.getByRole('row').filter({ hasText: ENGLISH.title });
    await expect(row.getByTestId('missing-fr')).toHaveText('Missing in FR');

    await row.getByRole('link', { name: `Edit ${ENGLISH.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/portfolio/edit/${item.id}$`));
    const section = page.getByTestId('translation-editor');
    await section.getByRole('button', { name: 'Français' }).click();
    const french = section.getByRole('form', { name: 'Texts in French' });

    // Each French field has the English text beside it, read-only, and announced with it.
    const title = french.getByLabel('Title', { exact: true });
    const description = french.getByLabel('Description', { exact: true });
    await expect(title).toHaveAccessibleDescription(ENGLISH.title);
    await expect(description).toHaveAccessibleDescription(ENGLISH.description);
    await expect(french.getByText(ENGLISH.title, { exact: true })).toBeVisible();
    await expect(french.getByText('English (read-only)').first()).toBeVisible();

    await title.fill('Projet traduit');
    await description.fill('Une fiche refaite autour d’une seule photo.');
    await french.getByRole('checkbox', { name: /Ready in French/ }).check();
    await french.getByRole('button', { name: 'Save French texts' }).click();
    await expectToast(page, 'French texts saved');

    await page.goto('/admin/portfolio');
    const saved = page.getByRole('row').filter({ hasText: ENGLISH.title });
    await expect(saved).toBeVisible();
    await expect(saved.getByText(/Missing in/)).toHaveCount(0);
    const answer = (await (
      await owner.get(`/api/portfolio/${item.id}`)
    ).json()) as PortfolioItemAnswer;
    expect(answer.translations?.fr).toMatchObject({
      title: 'Projet traduit',
      ready: true,
      stale: false,
    });
  } finally {
    await owner.delete(`/api/portfolio/${item.id}`);
  }
});
