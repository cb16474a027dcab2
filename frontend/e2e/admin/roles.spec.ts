import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  contextAs,
  createAccount,
  expectToast,
  ownerApi,
  seededOwner,
  type Account,
} from './support';

const ACCESS_DENIED =
  "You don't have the required permissions to access this area. Please contact an administrator if you believe this is an error.";

let owner: APIRequestContext;
const accounts: Account[] = [];

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
});

test.afterAll(async () => {
  for (const account of accounts) await owner.delete(`/api/admin/users/${account.id}`);
  await owner.dispose();
});

async function asRole(browser: Parameters<typeof contextAs>[0], role: 'editor' | 'admin') {
  const account = await createAccount(owner, role);
  accounts.push(account);
  const context = await contextAs(browser, account);
  return { context, page: await context.newPage() };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function expectDenied(page: Page, path: string, text: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
}

async function expectStatus(
  context: BrowserContext,
  method: 'get' | 'put' | 'delete',
  path: string,
  status: number,
) {
  const response = await context.request[method](path, method === 'put' ? { data: {} } : {});
  expect(response.status(), `${method} ${path}`).toBe(status);
}

test('an editor edits content, is refused deletes, and sees no users or settings', async ({
  browser,
}) => {
  const { context, page } = await asRole(browser, 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /Add Portfolio Item/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /User Management/ })).toHaveCount(0);
  await expect(nav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Portfolio',
    /^Messages/,
    'Client Logos',
  ]);
  await expect(
    page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);

  await expectDenied(page, '/admin/users', "You don't have permission to manage users.");
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectDenied(page, '/admin/settings', ACCESS_DENIED);

  for (const path of [
    '/admin/portfolio',
    '/admin/portfolio/new',
    '/admin/messages',
    '/admin/logos',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Access Denied');
  }

  // Delete buttons show for every role (docs/product.md#screen-permissions); the server refuses an editor's delete.
  await page.goto('/admin/portfolio');
  const row = page.getByRole('row').nth(1);
  const title = (await row.locator('td').nth(1).locator('span').first().textContent()) ?? '';
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(
    `This will permanently delete ${title}. This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Failed to delete portfolio item', /requires delete_portfolio/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);

  await expectStatus(context, 'get', '/api/admin/users', 403);
  await expectStatus(context, 'put', '/api/admin/settings', 403);
  await expectStatus(context, 'delete', '/api/contact/1', 403);
  await expectStatus(context, 'delete', '/api/portfolio/1', 403);
  await expectStatus(context, 'get', '/api/logos', 200);
  await context.close();
});

test('an admin manages content but not users or settings', async ({ browser }) => {
  const { context, page } = await asRole(browser, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /Add Portfolio Item/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /User Management/ })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expectDenied(page, '/admin/users', "You don't have permission to manage users.");
  await expectDenied(page, '/admin/settings', ACCESS_DENIED);

  await expectStatus(context, 'get', '/api/admin/users', 403);
  await expectStatus(context, 'put', '/api/admin/settings', 403);
  // Past the permission check: the id simply doesn't exist.
  await expectStatus(context, 'delete', '/api/portfolio/999999', 404);
  await expectStatus(context, 'delete', '/api/contact/999999', 404);
  await context.close();
});

test('an owner sees user management and the site settings', async ({ browser }) => {
  const context = await contextAs(browser, seededOwner());
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: /User Management/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Add Portfolio Item/ })).toHaveCount(0);
  await expect(nav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Portfolio',
    /^Messages/,
    'Client Logos',
    'Users',
    'Settings',
  ]);
  const quick = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quick.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'Site Settings' })).toBeVisible();

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Site Settings', level: 1 })).toBeVisible();
  await context.close();
});
