import type { PortfolioItemAnswer, RevisionSummary } from '@prism/contracts';
import { expect, test } from './fixtures';
import { contextAs, createAccount, expectToast, png, seededOwner } from './support';

const TITLE = `Shared Project ${Date.now()}`;

test('two people save the same title: the second is told who saved first, sees both titles and keeps their own; both stay in the history', async ({
  browser,
  owner,
  staff,
}) => {
  // The server encodes AVIF, WebP and JPEG variants of the cover: slow on a small machine.
  test.slow();
  const created = await owner.post('/api/portfolio', {
    multipart: {
      title: TITLE,
      description: 'A listing two people edit at once.',
      client: 'Lumen & Co',
      category: 'listing',
      year: '2025',
      status: 'draft',
      image: { name: 'cover.png', mimeType: 'image/png', buffer: png(400, 500, [30, 90, 160]) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as PortfolioItemAnswer;
  const colleague = await createAccount(owner, 'editor');

  try {
    const first = await contextAs(browser, staff);
    const second = await contextAs(browser, colleague);
    const a = await first.newPage();
    const b = await second.newPage();
    for (const page of [a, b]) {
      await page.goto(`/admin/portfolio/edit/${item.id}`);
      await expect(page.locator('input[name="title"]')).toHaveValue(TITLE);
    }

    // A saves first.
    await a.locator('input[name="title"]').fill('Title from A');
    await a.getByRole('button', { name: 'Update Item' }).click();
    await expectToast(a, 'Portfolio item updated successfully');

    // B saves what B read: both changed the title (409), shown as who changed it and when,
    // with both titles; B keeps theirs over A's (ADR 081). A's stays in the history.
    await b.locator('input[name="title"]').fill('Title from B');
    await b.getByRole('button', { name: 'Update Item' }).click();
    const dialog = b.getByRole('dialog', { name: new RegExp(`Changed by ${staff.username} at`) });
    await expect(dialog).toBeVisible();
    const field = dialog.getByTestId('conflict-field');
    // The field named as the editor's form names it, with its language, not as the server does.
    await expect(field.locator('legend')).toHaveText('Title (English)');
    await expect(field).toContainText('Title from A');
    // B's own text is still in B's form behind the dialog, and is the choice offered first.
    await expect(b.locator('input[name="title"]')).toHaveValue('Title from B');
    await expect(field.getByRole('radio', { name: /^Mine/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();
    await expectToast(b, 'Portfolio item updated successfully');
    const saved = (await (
      await owner.get(`/api/portfolio/${item.id}`)
    ).json()) as PortfolioItemAnswer;
    expect(saved.title).toBe('Title from B');
    const revisions = (await (
      await owner.get(`/api/portfolio/${item.id}/revisions`)
    ).json()) as RevisionSummary[];
    expect(revisions.map((r) => [r.number, r.by])).toEqual([
      [3, colleague.username],
      [2, staff.username],
      [1, seededOwner().username],
    ]);

    // The History panel compares A's and B's versions with the differences marked.
    await a.goto(`/admin/portfolio/edit/${item.id}`);
    const history = a.getByRole('region', { name: 'History' });
    await history.getByRole('checkbox', { name: 'Compare revision 2' }).check();
    await history.getByRole('checkbox', { name: 'Compare revision 3' }).check();
    await history.getByRole('button', { name: 'Compare' }).click();
    const comparison = history.getByTestId('revision-comparison');
    await expect(comparison.locator('del')).toContainText(['A']);
    await expect(comparison.locator('ins')).toContainText(['B']);
    // Each side reads whole, A's title before and B's after, not their words interleaved.
    await expect(comparison.getByTestId('revision-before')).toHaveText(
      'Before (revision 2)Title from A',
    );
    await expect(comparison.getByTestId('revision-after')).toHaveText(
      'After (revision 3)Title from B',
    );
    // Fields are named as the editor labels them, not as the server does ('title').
    await expect(comparison.getByRole('term')).toHaveText(['Title · EN']);
    // Revision 1 is the item made, not each of its fields changed.
    const made = history
      .getByRole('listitem')
      .filter({ has: a.getByRole('checkbox', { name: 'Compare revision 1' }) });
    await expect(made).toContainText(`created by ${seededOwner().username}`);
    await expect(made).not.toContainText('Changed:');
    await expect(history.getByText('Changed: Title · EN').first()).toBeVisible();

    // A write without If-Match is refused with 428, naming the header.
    const bare = await first.request.put(`/api/portfolio/${item.id}/case-study`, {
      data: { challenge: 'No version named' },
    });
    expect(bare.status()).toBe(428);
    expect(await bare.text()).toContain('If-Match');
    await first.close();
    await second.close();
  } finally {
    await owner.delete(`/api/portfolio/${item.id}`);
    await owner.delete(`/api/admin/users/${colleague.id}`);
  }
});

test('the landing texts keep a history: two edits compared, the text before them restored, on the public page again', async ({
  browser,
  owner,
  staff,
}) => {
  const first = 'Première version du texte de contact, écrite pour le test.';
  const second = 'Deuxième version du texte de contact, écrite pour le test.';
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  try {
    await page.goto('/admin/landing');
    // The form opens on French; the contact section's lead.
    const lead = page.locator('#landing-fr-contact-lead');
    const original = await lead.inputValue();
    expect(original).not.toBe('');
    for (const text of [first, second]) {
      await lead.fill(text);
      await page.getByRole('button', { name: 'Save landing texts' }).click();
      await expectToast(page, 'Landing page texts saved');
    }

    // The panel lists both saves without a reload; compare them.
    const listed = (await (
      await owner.get('/api/admin/landing/revisions')
    ).json()) as RevisionSummary[];
    const latest = listed[0]!.number;
    const history = page.getByRole('region', { name: 'History' });
    await expect(
      history.getByRole('checkbox', { name: `Compare revision ${latest}` }),
    ).toBeVisible();
    await history.getByRole('checkbox', { name: `Compare revision ${latest - 1}` }).check();
    await history.getByRole('checkbox', { name: `Compare revision ${latest}` }).check();
    await history.getByRole('button', { name: 'Compare' }).click();
    const comparison = history.getByTestId('revision-comparison');
    await expect(comparison.getByText('Contact · FR')).toBeVisible();
    await expect(comparison.locator('del')).toContainText(['Première']);
    await expect(comparison.locator('ins')).toContainText(['Deuxième']);

    // Restore the revision before the first edit: the form and the public page show it.
    const before = history
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: `Compare revision ${latest - 2}` }) });
    await before.getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Restore revision ${latest - 2}?` });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Revision restored');
    await expect(lead).toHaveValue(original);
    await expect(
      history.getByText(`restores revision ${latest - 2}`, { exact: false }),
    ).toBeVisible();

    await page.goto('/fr/');
    await expect(page.getByText(original)).toBeVisible();
    await expect(page.getByText(second)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
