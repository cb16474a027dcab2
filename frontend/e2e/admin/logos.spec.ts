import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contextAs, createAccount, expectToast } from './support';

// Logos reuse the portfolio's permissions (docs/product.md#server-enforcement): an editor
// adds and edits them, an admin deletes.
test.use({ staffRole: 'editor' });

const GOOD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">
  <script>alert(1)</script>
  <circle cx="10" cy="10" r="8" fill="#ff0000"/><rect x="22" y="4" width="16" height="12"/>
</svg>`;

const logoList = (page: Page) => page.getByRole('list', { name: 'Logos in display order' });
const logoItem = (page: Page, name: string) =>
  logoList(page).getByRole('listitem').filter({ hasText: name });

async function addLogo(page: Page, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Add Logo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Logo' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Create Logo' }).click();
  await expectToast(page, 'Logo created successfully');
  await expect(dialog).toBeHidden();
}

test('logos of each type, an SVG upload, active toggle, order and delete', async ({
  browser,
  owner,
  staff: editor,
}) => {
  // Two staff sessions (an editor adds and edits, an admin deletes) on a shared machine.
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const names = { text: `E2E Text ${stamp}`, icon: `E2E Icon ${stamp}`, svg: `E2E Svg ${stamp}` };
  const context = await contextAs(browser, editor);
  const page = await context.newPage();
  await page.goto('/admin/logos');
  await expect(page.getByRole('heading', { name: 'Client Logos', level: 1 })).toBeVisible();

  await addLogo(page, async (dialog) => {
    await dialog.getByLabel('Name').fill(names.text);
    await expect(dialog.getByLabel('Type')).toHaveValue('text');
    await dialog.getByLabel(/^Text/).fill(`MARK${stamp}`);
  });
  await expect(logoItem(page, names.text).locator('[data-logo-kind="text"]')).toHaveText(
    `MARK${stamp}`,
  );

  await addLogo(page, async (dialog) => {
    await dialog.getByLabel('Name').fill(names.icon);
    await dialog.getByLabel('Type').selectOption('react-icon');
    await dialog.getByLabel('Icon').selectOption('SiShopify');
    await expect(dialog.locator('[data-logo-kind="icon"]')).toBeVisible();
  });
  await expect(logoItem(page, names.icon).locator('[data-logo-kind="icon"]')).toBeVisible();

  await addLogo(page, async (dialog) => {
    await dialog.getByLabel('Name').fill(names.svg);
    await dialog.getByLabel('Type').selectOption('image');
    await dialog.getByRole('button', { name: 'Create Logo' }).click();
    await expect(dialog.getByText('Please upload an SVG file')).toBeVisible();
    const file = dialog.getByLabel('SVG file');
    await file.setInputFiles({
      name: 'broken.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg><not closed'),
    });
    await expectToast(page, 'Failed to upload SVG file');
    await file.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(GOOD_SVG),
    });
    await expect(dialog.getByText('SVG ready: cleaned by the server.')).toBeVisible();
    await expect(dialog.getByText('Please upload an SVG file')).toBeHidden();
    await expect(dialog.locator('svg[data-logo-kind="svg"] circle')).toHaveAttribute(
      'fill',
      'currentColor',
    );
  });
  await expect(logoItem(page, names.svg)).toContainText('SVG image');
  await expect(logoItem(page, names.svg).locator('svg[data-logo-kind="svg"] rect')).toHaveCount(1);

  const { items: stored } = (await (await context.request.get('/api/logos')).json()) as {
    items: {
      id: number;
      name: string;
      iconType: string;
      iconValue: string;
      order: number | null;
    }[];
  };
  const svgLogo = stored.find((l) => l.name === names.svg)!;
  expect(svgLogo.iconType).toBe('svg-code');
  expect(svgLogo.iconValue).not.toContain('script');

  // Active logos reach the public strip; the badge switches one off.
  expect(await (await page.request.get('/')).text()).toContain(`MARK${stamp}`);
  const textItem = logoItem(page, names.text);
  await textItem.getByRole('button', { name: new RegExp(`^${names.text} is active`) }).click();
  await expectToast(page, 'Logo updated successfully');
  await expect(textItem.getByRole('button', { name: /is inactive: activate$/ })).toHaveText(
    'Inactive',
  );
  expect(await (await page.request.get('/')).text()).not.toContain(`MARK${stamp}`);

  // Order: the arrows move a logo; an empty order field means "last" (null).
  const position = async (name: string) =>
    (await logoList(page).getByRole('listitem').allTextContents()).findIndex((t) =>
      t.includes(name),
    );
  const before = await position(names.icon);
  await logoItem(page, names.icon)
    .getByRole('button', { name: `Move ${names.icon} up` })
    .click();
  await expectToast(page, 'Logo order updated');
  await expect.poll(() => position(names.icon)).toBe(before - 1);

  await logoItem(page, names.icon)
    .getByRole('button', { name: `Edit ${names.icon}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Logo' });
  await expect(edit.getByLabel('Icon')).toHaveValue('SiShopify');
  await edit.getByLabel(/^Order/).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Logo updated successfully');
  await expect(logoItem(page, names.icon)).toContainText('Order —');

  await context.close();

  // Deleting needs delete_portfolio (an admin). Delete asks first in the admin's own
  // dialog, as every other delete does (never the browser's box); Cancel keeps the logo.
  const admin = await createAccount(owner, 'admin');
  const adminContext = await contextAs(browser, admin);
  const adminPage = await adminContext.newPage();
  adminPage.on('dialog', (dialog) => {
    throw new Error(`the browser's own dialog opened: ${dialog.message()}`);
  });
  await adminPage.goto('/admin/logos');
  for (const name of Object.values(names)) {
    await logoItem(adminPage, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`This will permanently delete the logo ${name}.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(logoItem(adminPage, name)).toHaveCount(1);
    await logoItem(adminPage, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(adminPage, 'Logo deleted successfully');
    await expect(logoItem(adminPage, name)).toHaveCount(0);
  }
  await adminContext.close();
  await owner.delete(`/api/admin/users/${admin.id}`);
});
