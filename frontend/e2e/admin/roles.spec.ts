import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import {
  clientAddress,
  contextAs,
  createAccount,
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

const EDITOR_CANNOT_DELETE = "Your role (Editor) can't do this: it needs Admin or Owner.";

/** A Delete the role may not use: disabled, its reason described and on hover, no dialog. */
async function expectUnusableDelete(page: Page, button: Locator) {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(EDITOR_CANNOT_DELETE);
  await expect(button.locator('..')).toHaveAttribute('title', EDITOR_CANNOT_DELETE);
  await button.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('an editor edits content, sees no usable delete, and sees no users or settings', async ({
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
    'Pages',
    'Insights',
    'Media library',
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

  // Deleting needs delete_portfolio (docs/product.md#screen-permissions): an editor sees every
  // Delete disabled, with the reason on hover and for screen readers, and a click opens nothing.
  await page.goto('/admin/portfolio');
  const row = page.getByRole('row').nth(1);
  const title = (await row.locator('td').nth(1).locator('span').first().textContent()) ?? '';
  await expectUnusableDelete(page, row.getByRole('button', { name: `Delete ${title}` }));
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toBeVisible();

  await page.goto('/admin/logos');
  const logos = page.getByRole('list', { name: 'Logos in display order' }).getByRole('listitem');
  await expect(logos.first()).toBeVisible();
  const deletes = logos.getByRole('button', { name: /^Delete / });
  expect(await deletes.count()).toBe(await logos.count());
  for (const button of await deletes.all()) await expectUnusableDelete(page, button);
  await expect(logos.first().getByRole('button', { name: /^Edit / })).toBeEnabled();

  await expectStatus(context, 'get', '/api/admin/users', 403);
  await expectStatus(context, 'put', '/api/admin/settings', 403);
  await expectStatus(context, 'delete', '/api/contact/1', 403);
  await expectStatus(context, 'delete', '/api/portfolio/1', 403);
  await expectStatus(context, 'delete', '/api/logos/1', 403);
  await expectStatus(context, 'get', '/api/logos', 200);
  await context.close();
});

test('a viewer sees what staff see and no control that would change it; the server refuses its writes', async ({
  browser,
}) => {
  // An owner makes the viewer like any account (the Add User form lists the role).
  const account = await createAccount(owner, 'viewer');
  accounts.push(account);
  const lead = `Vera Viewer ${Date.now()}`;
  const sent = await owner.post('/api/contact', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: {
      name: lead,
      email: 'vera@example.com',
      service: 'brand_identity',
      message: 'Please read me, viewer.',
    },
  });
  expect(sent.status()).toBe(201);
  const context = await contextAs(browser, account);
  const page = await context.newPage();

  await page.goto('/admin');
  await expect(nav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Portfolio',
    /^Messages/,
    'Pages',
    'Insights',
    'Media library',
    'Client Logos',
    'Redirects',
  ]);
  await expect(page.getByRole('link', { name: /Add Portfolio Item/ })).toHaveCount(0);

  // The portfolio: every item to look at, nothing to add, arrange or delete.
  await page.goto('/admin/portfolio');
  await expect(page.getByRole('link', { name: 'Add Item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Arrange order' })).toHaveCount(0);
  const row = page.getByRole('row').nth(1);
  const title = (await row.locator('td').nth(1).locator('span').first().textContent()) ?? '';
  await expect(row.getByRole('button')).toHaveCount(0);
  await row.getByRole('link', { name: `View ${title}` }).click();
  // The item as staff see it, its fields shown but not changeable, no Save, no Restore.
  await expect(page.getByText('Your role (Viewer) can see this but not change it.')).toBeVisible();
  // Its heading says it is read, not edited.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio Item');
  // The item's form (the French texts are open below it, to read beside the English).
  const titleField = page.getByLabel('Title', { exact: true }).first();
  await expect(titleField).toHaveValue(title);
  await expect(titleField).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update Item' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await expect(history.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The inbox: the lead and its thread to read, nothing to reply, mark, correct or delete.
  await page.goto(`/admin/messages?q=${encodeURIComponent(lead)}`);
  const card = page.getByRole('article', { name: lead });
  await expect(card).toContainText('Please read me, viewer.');
  await expect(card.locator('footer').getByRole('button')).toHaveCount(0);

  for (const [path, write] of [
    ['/admin/logos', 'Add Logo'],
    ['/admin/redirects', 'Import CSV'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Access Denied');
    await expect(page.getByRole('button', { name: write })).toHaveCount(0);
  }

  // The server holds it whatever the screens show.
  await expectStatus(context, 'get', '/api/logos', 200);
  await expectStatus(context, 'get', '/api/redirects', 200);
  await expectStatus(context, 'put', '/api/admin/landing', 403);
  await expectStatus(context, 'delete', '/api/portfolio/1', 403);
  await expectStatus(context, 'delete', '/api/contact/1', 403);
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
    'Pages',
    'Insights',
    'Media library',
    'Client Logos',
    'Users',
    'Settings',
    'Audit Log',
    'Redirects',
    'Privacy',
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
