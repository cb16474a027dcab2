import type { APIRequestContext, Page } from '@playwright/test';
import type { PortfolioItemAnswer, RevisionSummary } from '@prism/contracts';
import { expect, test } from './fixtures';
import { contextAs, createAccount, expectToast, png, type Account } from './support';

/**
 * Edits are changes to fields (issue 45, ADR 081), seen by two staff members at once, each
 * in a browser context of their own: saves send only what the person changed, a real
 * conflict is a choice per field, a live language never leaves the site unannounced.
 */

const BASE = process.env.E2E_BASE_URL ?? '';

/** An item written in both languages; published (ready in both) unless `draft`. */
async function itemFor(
  owner: APIRequestContext,
  name: string,
  { draft = false }: { draft?: boolean } = {},
): Promise<PortfolioItemAnswer> {
  const created = await owner.post('/api/portfolio', {
    multipart: {
      title: `${name} ${Date.now()}`,
      description: 'A listing two people edit at once.',
      client: 'Lumen & Co',
      category: 'listing',
      year: '2025',
      status: 'draft',
      coverAlt: 'Serum bottle on white',
      image: { name: 'cover.png', mimeType: 'image/png', buffer: png(40, 50, [30, 90, 160]) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as PortfolioItemAnswer;
  if (draft) return item;
  const translated = await owner.put(`/api/portfolio/${item.id}/translations`, {
    data: {
      fr: {
        title: `Projet ${item.id}`,
        slug: `projet-${item.id}-${Date.now()}`,
        description: 'Une fiche que deux personnes modifient.',
        coverAlt: 'Flacon de sérum sur fond blanc',
        ready: true,
      },
      en: { ready: true },
    },
  });
  expect(translated.status(), await translated.text()).toBe(200);
  const published = await owner.put(`/api/portfolio/${item.id}`, {
    multipart: { status: 'published' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as PortfolioItemAnswer;
}

const read = async (owner: APIRequestContext, id: number) =>
  (await (await owner.get(`/api/portfolio/${id}`)).json()) as PortfolioItemAnswer;

/** Both public pages of a published item, as a visitor (no cookie) asks for them. */
async function publicStatuses(item: PortfolioItemAnswer): Promise<number[]> {
  const paths = [
    `/en/work/${item.translations?.en.slug ?? ''}`,
    `/fr/realisations/${item.translations?.fr.slug ?? ''}`,
  ];
  return Promise.all(paths.map(async (path) => (await fetch(`${BASE}${path}`)).status));
}

async function openItem(page: Page, id: number, title: string) {
  await page.goto(`/admin/portfolio/edit/${id}`);
  await expect(page.locator('input[name="title"]').first()).toHaveValue(title);
}

test.describe('field-level edits', () => {
  let colleague: Account;
  test.beforeAll(async ({ owner }) => {
    colleague = await createAccount(owner, 'admin');
  });
  test.afterAll(async ({ owner }) => {
    await owner.delete(`/api/admin/users/${colleague.id}`);
  });

  test('two people changing different fields of one item both keep their changes', async ({
    browser,
    owner,
    staff,
  }) => {
    test.slow();
    const item = await itemFor(owner, 'Different Fields');
    const [first, second] = [await contextAs(browser, staff), await contextAs(browser, colleague)];
    try {
      const a = await first.newPage();
      const b = await second.newPage();
      // Both open the item before either saves.
      await openItem(a, item.id, item.title);
      await openItem(b, item.id, item.title);

      await a.locator('#portfolio-client').fill('Client from A');
      await a.getByRole('button', { name: 'Update Item' }).click();
      await expectToast(a, 'Portfolio item updated successfully');

      // B read the item before A saved, and changes another field: merged, no question.
      await b.locator('input[name="title"]').fill('Title from B');
      await b.getByRole('button', { name: 'Update Item' }).click();
      await expectToast(b, 'Portfolio item updated successfully');
      await expect(b.getByRole('dialog')).toHaveCount(0);

      const saved = await read(owner, item.id);
      expect(saved.client).toBe('Client from A');
      expect(saved.title).toBe('Title from B');
      expect(saved.status).toBe('published');
    } finally {
      await first.close();
      await second.close();
      await owner.delete(`/api/portfolio/${item.id}`);
    }
  });

  test('a same-field conflict offers a choice per field, and keeps the fields only one of them changed', async ({
    browser,
    owner,
    staff,
  }) => {
    test.slow();
    const item = await itemFor(owner, 'Same Field');
    const [first, second] = [await contextAs(browser, staff), await contextAs(browser, colleague)];
    try {
      const a = await first.newPage();
      const b = await second.newPage();
      await openItem(a, item.id, item.title);
      await openItem(b, item.id, item.title);

      // A changes the English title and the description.
      await a.locator('input[name="title"]').fill('Title from A');
      await a.locator('textarea[name="description"]').fill('Description from A.');
      await a.getByRole('button', { name: 'Update Item' }).click();
      await expectToast(a, 'Portfolio item updated successfully');

      // B changes the same title, and the client.
      await b.locator('input[name="title"]').fill('Title from B');
      await b.locator('#portfolio-client').fill('Client from B');
      await b.getByRole('button', { name: 'Update Item' }).click();
      const dialog = b.getByRole('dialog', { name: new RegExp(`Changed by ${staff.username} at`) });
      await expect(dialog).toBeVisible();
      // Only the field both changed is asked about, labelled as the form shows it.
      const fields = dialog.getByTestId('conflict-field');
      await expect(fields).toHaveCount(1);
      await expect(fields.locator('legend')).toHaveText('Title (English)');
      await expect(fields).toContainText('Title from A');
      await expect(fields).toContainText('Title from B');
      await fields
        .getByRole('radio', { name: new RegExp(`^Theirs \\(${staff.username}\\)`) })
        .check();
      await dialog.getByRole('button', { name: 'Save with these choices' }).click();
      await expectToast(b, 'Portfolio item updated successfully');

      const saved = await read(owner, item.id);
      expect(saved.title).toBe('Title from A');
      expect(saved.description).toBe('Description from A.');
      expect(saved.client).toBe('Client from B');
    } finally {
      await first.close();
      await second.close();
      await owner.delete(`/api/portfolio/${item.id}`);
    }
  });

  test('saving one section never changes another section’s fields (Translations, then case study)', async ({
    browser,
    owner,
    staff,
  }) => {
    test.slow();
    const item = await itemFor(owner, 'Two Sections', { draft: true });
    const context = await contextAs(browser, staff);
    try {
      const page = await context.newPage();
      await openItem(page, item.id, item.title);
      const section = page.getByTestId('translation-editor');
      await section.getByRole('button', { name: 'English' }).click();
      const english = section.getByRole('form', { name: 'Texts in English' });
      await english.getByLabel('Challenge', { exact: true }).fill('The English challenge.');
      await english.getByRole('button', { name: 'Save English texts' }).click();
      await expectToast(page, 'English texts saved');

      // The case-study form takes the text Translations saved (it had loaded it empty) …
      await expect(page.locator('#case-challenge')).toHaveValue('The English challenge.');
      // … and its own save sends only what changed in it.
      await page.locator('#case-approach').fill('The approach.');
      await page.getByRole('button', { name: 'Save case study' }).click();
      await expectToast(page, 'Case study saved');

      const saved = await read(owner, item.id);
      expect(saved.challenge).toBe('The English challenge.');
      expect(saved.approach).toBe('The approach.');
    } finally {
      await context.close();
      await owner.delete(`/api/portfolio/${item.id}`);
    }
  });

  test('an English-only result on a published project is refused and told; the French page stays', async ({
    browser,
    owner,
    staff,
  }) => {
    test.slow();
    const item = await itemFor(owner, 'Live Result');
    expect(await publicStatuses(item)).toEqual([200, 200]);
    const context = await contextAs(browser, staff);
    try {
      const page = await context.newPage();
      await openItem(page, item.id, item.title);
      await page.getByRole('button', { name: 'Add metric' }).click();
      await page.getByLabel('Metric 1 label (English)').fill('Conversion rate');
      await page.getByLabel('Metric 1 before').fill('8.5');
      await page.getByLabel('Metric 1 after').fill('12.5');
      await page.getByRole('button', { name: 'Save case study' }).click();
      await expectToast(
        page,
        'Not saved: this change would take the French page off the site',
        'To fill in: Result 1: label (French)',
      );
      // The French label is marked where the editor writes it.
      const french = page.getByLabel('Metric 1 label (French)');
      await expect(french).toHaveAttribute('aria-invalid', 'true');
      expect(await publicStatuses(item)).toEqual([200, 200]);
      expect((await read(owner, item.id)).metrics).toEqual([]);

      // Both languages in one save: taken, and both pages stay.
      await french.fill('Taux de conversion');
      await page.getByRole('button', { name: 'Save case study' }).click();
      await expectToast(page, 'Case study saved');
      const saved = await read(owner, item.id);
      expect(saved.translations?.fr.metrics).toEqual(['Taux de conversion']);
      expect(await publicStatuses(saved)).toEqual([200, 200]);
    } finally {
      await context.close();
      await owner.delete(`/api/portfolio/${item.id}`);
    }
  });

  test('restoring a revision of a published item leaves both public pages up', async ({
    browser,
    owner,
    staff,
  }) => {
    test.slow();
    const item = await itemFor(owner, 'Restored');
    const context = await contextAs(browser, staff);
    try {
      const page = await context.newPage();
      await openItem(page, item.id, item.title);
      await page.locator('input[name="title"]').fill(`${item.title} (typo)`);
      await page.getByRole('button', { name: 'Update Item' }).click();
      await expectToast(page, 'Portfolio item updated successfully');

      // The revision before the typo: the published item as it was.
      const revisions = (await (
        await owner.get(`/api/portfolio/${item.id}/revisions`)
      ).json()) as RevisionSummary[];
      const number = revisions[1]?.number ?? 0;
      await openItem(page, item.id, `${item.title} (typo)`);
      const history = page.getByRole('region', { name: 'History' });
      const before = history
        .getByRole('listitem')
        .filter({ has: page.getByRole('checkbox', { name: `Compare revision ${number}` }) });
      await before.getByRole('button', { name: 'Restore' }).click();
      await page
        .getByRole('alertdialog', { name: `Restore revision ${number}?` })
        .getByRole('button', { name: 'Restore' })
        .click();
      await expectToast(page, 'Revision restored');

      const saved = await read(owner, item.id);
      expect(saved.title).toBe(item.title);
      expect(saved.status).toBe('published');
      expect(await publicStatuses(saved)).toEqual([200, 200]);
    } finally {
      await context.close();
      await owner.delete(`/api/portfolio/${item.id}`);
    }
  });

  test('scheduling a publish of an item not ready is refused, naming the fields in French for a French staff member', async ({
    browser,
    owner,
  }) => {
    test.slow();
    const item = await itemFor(owner, 'Not Ready', { draft: true });
    const french = await createAccount(owner, 'admin');
    const context = await contextAs(browser, french);
    try {
      const profile = await context.request.patch('/api/admin/profile', {
        data: { locale: 'fr' },
      });
      expect(profile.status()).toBe(200);
      const page = await context.newPage();
      await openItem(page, item.id, item.title);
      const schedule = page.getByRole('region', { name: 'Planification' });
      const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 16);
      await schedule.getByLabel('Publier le').fill(tomorrow);
      await schedule.getByRole('button', { name: 'Enregistrer la planification' }).click();
      await expectToast(
        page,
        'Publication non programmée\u00a0: les textes en français sont incomplets',
        /Titre \(français\)/,
      );
      expect((await read(owner, item.id)).schedule?.publishAt ?? null).toBeNull();
    } finally {
      await context.close();
      await owner.delete(`/api/portfolio/${item.id}`);
      await owner.delete(`/api/admin/users/${french.id}`);
    }
  });

  test('the landing texts are previewed as typed, and use the same dialog: the field both changed is asked about, the others merge', async ({
    browser,
    owner,
    staff,
  }) => {
    const original = (await (await owner.get('/api/admin/landing')).json()) as object;
    const [first, second] = [await contextAs(browser, staff), await contextAs(browser, colleague)];
    try {
      const a = await first.newPage();
      const b = await second.newPage();
      for (const page of [a, b]) {
        await page.goto('/admin/landing');
        await expect(page.locator('#landing-fr-hero-lead')).not.toHaveValue('');
      }
      await a.locator('#landing-fr-hero-lead').fill('Le chapeau de A.');
      await a.locator('#landing-fr-about-cta').fill('Bouton de A');
      // The live preview beside the form draws the landing from the texts as typed, unsaved
      // (ADR 102), in either language: the English one keeps its copy.
      const preview = a.frameLocator('[data-testid="page-preview"]');
      await expect(preview.getByText('Le chapeau de A.')).toBeVisible();
      await expect(preview.getByRole('link', { name: 'Bouton de A' })).toBeVisible();
      await a
        .getByRole('group', { name: 'Preview language' })
        .getByRole('button', { name: 'English' })
        .click();
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
        /^Elevating e.commerce listings through design excellence\.$/,
      );
      await a.getByRole('button', { name: 'Save landing texts' }).click();
      await expectToast(a, 'Landing page texts saved');

      await b.locator('#landing-fr-hero-lead').fill('Le chapeau de B.');
      await b.locator('#landing-fr-contact-lead').fill('Le mot de B.');
      await b.getByRole('button', { name: 'Save landing texts' }).click();
      const dialog = b.getByRole('dialog', { name: new RegExp(`Changed by ${staff.username} at`) });
      const fields = dialog.getByTestId('conflict-field');
      await expect(fields).toHaveCount(1);
      await expect(fields.locator('legend')).toHaveText('Hero — Lead (French)');
      await fields.getByRole('radio', { name: /^Theirs/ }).check();
      await dialog.getByRole('button', { name: 'Save with these choices' }).click();
      await expectToast(b, 'Landing page texts saved');

      const saved = (await (await owner.get('/api/admin/landing')).json()) as {
        fr: { hero: { lead: string }; about: { cta: string }; contact: { lead: string } };
      };
      expect(saved.fr.hero.lead).toBe('Le chapeau de A.');
      expect(saved.fr.about.cta).toBe('Bouton de A');
      expect(saved.fr.contact.lead).toBe('Le mot de B.');
      // B's form shows the texts as saved: A's hero lead and button, B's contact lead.
      await expect(b.locator('#landing-fr-hero-lead')).toHaveValue('Le chapeau de A.');
      await expect(b.locator('#landing-fr-about-cta')).toHaveValue('Bouton de A');
    } finally {
      await first.close();
      await second.close();
      await owner.put('/api/admin/landing', { data: original });
    }
  });
});
