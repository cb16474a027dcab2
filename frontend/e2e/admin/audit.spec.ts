import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { contextAs, createAccount, ownerApi, seededOwner, type Account } from './support';

let owner: APIRequestContext;
let editor: Account;
let logoId: number;

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
  editor = await createAccount(owner, 'editor');
  const created = await owner.post('/api/logos', {
    data: { name: 'Audit Before', iconType: 'text', iconValue: 'AB' },
  });
  expect(created.status()).toBe(201);
  logoId = ((await created.json()) as { id: number }).id;
});

test.afterAll(async () => {
  await owner.delete(`/api/logos/${logoId}`);
  await owner.delete(`/api/admin/users/${editor.id}`);
  await owner.dispose();
});

test('an owner sees an edit in the audit log and filters it', async ({ browser }) => {
  const me = seededOwner();
  const context = await contextAs(browser, me);
  // One long unbroken word (a name, an address, a token): it may wrap anywhere rather than
  // widen the table past its frame (issue 27: the Address column cut at 1280 px).
  const renamed = `Audit-After-${Date.now()}-${'long'.repeat(12)}`;
  const edit = await context.request.put(`/api/logos/${logoId}`, {
    data: { name: renamed, iconType: 'text', iconValue: 'AA' },
  });
  expect(edit.status()).toBe(200);

  const page = await context.newPage();
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const entries = page.getByRole('table', { name: 'Audit entries' });
  const row = entries.getByRole('row').filter({ hasText: renamed });
  await expect(row).toBeVisible();
  await expect(row).toContainText('logo.update');
  await expect(row).toContainText(me.username);
  // The target in words, the kind of record then its name (not a raw type key).
  await expect(row.getByRole('cell').nth(3)).toHaveText(`Logo “${renamed}”`);
  // Changes read "field: old → new", not JSON (issue 27).
  await expect(row).toContainText(`name: Audit Before → ${renamed}`);
  // At 1280 px the whole table fits its frame: the Address column is not cut off.
  const frame = page.getByRole('region', { name: 'Audit entries, scrollable' });
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(entries.getByRole('columnheader', { name: 'Address' })).toBeInViewport({ ratio: 1 });

  // Only client-logo changes by this owner: the edit stays, sign-ins go.
  await page.getByLabel('Actor', { exact: true }).fill(me.username);
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Client logos' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/actor=.+&action=logo\./);
  await expect(row).toBeVisible();
  await expect(entries.getByText('auth.sign_in', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/admin\/audit\/export\.csv\?actor=.+&action=logo\./,
  );
  const csv = await context.request.get(
    (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')) ?? '',
  );
  expect(await csv.text()).toContain(renamed);

  // A date range before the edit holds nothing.
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await context.close();
});

test('an editor has no audit log: no link, the access-denied card, 403 from the API', async ({
  browser,
}) => {
  const context = await contextAs(browser, editor);
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }),
  ).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect((await context.request.get('/api/admin/audit')).status()).toBe(403);
  await context.close();
});
