import type { APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { contextAs, expectToast, longDate, ownerApi, seededOwner } from './support';

let owner: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
});

test.afterAll(async () => {
  await owner.dispose();
});

test('an owner creates a user, changes the role and deletes the user; never their own row', async ({
  browser,
}) => {
  const me = seededOwner();
  const context = await contextAs(browser, me);
  const page = await context.newPage();
  const username = `e2e-new-${randomBytes(3).toString('hex')}`;

  await page.goto('/admin/users');
  const ownRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${me.username} You`, exact: true }) });
  await expect(
    ownRow.getByRole('button', { name: `Change role of ${me.username}` }),
  ).toBeDisabled();
  await expect(ownRow.getByRole('button', { name: `Delete ${me.username}` })).toBeDisabled();

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog.getByLabel('Role')).toHaveValue('editor');
  for (const help of [
    'Editor can edit content but not delete',
    'Admin can edit and delete content',
    'Owner has full access including user management',
  ]) {
    await expect(dialog.getByText(help)).toBeVisible();
  }
  await dialog.getByLabel('Username').fill('ab');
  await dialog.getByLabel(/^Password/).fill('12345');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('At least 3 characters', { exact: true })).toBeVisible();
  await expect(dialog.getByText('At least 6 characters', { exact: true })).toBeVisible();

  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel(/^Password/).fill('a-long-password');
  await expect(dialog.getByText('At least 3 characters', { exact: true })).toBeHidden();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'User created successfully');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Editor');
  await expect(row).toContainText(longDate());

  // The server refuses a duplicate; its reason arrives as a toast.
  await page.getByRole('button', { name: 'Add User' }).click();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel(/^Password/).fill('another-password');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expectToast(page, 'Failed to create user', `Username ‘${username}’ is already taken`);
  // Focus goes to the field refused, not to the top of the page (issue 49).
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(1);

  await row.getByRole('button', { name: `Change role of ${username}` }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change Role' });
  await expect(roleDialog.getByLabel('Role')).toHaveValue('editor');
  await roleDialog.getByLabel('Role').selectOption('admin');
  await roleDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'User updated successfully');
  await expect(row).toContainText('Admin');
  // Focus returns to the button that opened the dialog.
  await expect(row.getByRole('button', { name: `Change role of ${username}` })).toBeFocused();

  await row.getByRole('button', { name: `Delete ${username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(`This will permanently delete the user ${username}.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User deleted successfully');
  await expect(row).toHaveCount(0);
  await context.close();
});

test("on a phone every action of a user's row is on screen and opens", async ({ browser }) => {
  const created = await owner.post('/api/admin/users', {
    data: {
      username: `e2e-phone-${randomBytes(3).toString('hex')}`,
      password: randomBytes(12).toString('hex'),
      role: 'editor',
    },
  });
  expect(created.status()).toBe(201);
  const user = (await created.json()) as { id: number; username: string };
  const context = await contextAs(browser, seededOwner());
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/users');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: user.username, exact: true }) });
  const names = [
    `Sessions of ${user.username}`,
    `Change role of ${user.username}`,
    `Change e-mail of ${user.username}`,
    `Reset 2FA (second factor) of ${user.username}`,
    `Delete ${user.username}`,
  ];
  // Measured where the layout puts them, before anything scrolls: a script (or Playwright's
  // scrollIntoView) can scroll a frame that hides its overflow, a finger cannot (issue 27).
  for (const name of names) {
    const box = (await row.getByRole('button', { name }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(375);
  }
  for (const name of names) {
    const button = row.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await row.getByRole('button', { name: `Delete ${user.username}` }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  await context.close();
  await owner.delete(`/api/admin/users/${user.id}`);
});
