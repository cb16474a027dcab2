import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { contextAs, createAccount, expectToast, ownerApi, seededOwner } from './support';

let owner: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
});

test.afterAll(async () => {
  await owner.dispose();
});

test("a user ends another of their sessions; an owner ends anyone's", async ({ browser }) => {
  test.slow(); // three browser sessions on a shared machine
  const account = await createAccount(owner, 'editor');
  const desk = await contextAs(browser, account);
  const phone = await contextAs(browser, account);
  const page = await desk.newPage();
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Your sessions' }).filter({ visible: true }).click();
  const mine = page.getByRole('dialog', { name: 'Your sessions' });
  const items = mine.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'This browser' })).toHaveCount(1);
  // The browser as people name it, never the raw User-Agent header (issue 27).
  await expect(items.first()).toContainText('Chrome on Linux');
  await expect(mine).not.toContainText('Mozilla/5.0');
  await items
    .filter({ hasNotText: 'This browser' })
    .getByRole('button', { name: /^End session/ })
    .click();
  await expectToast(page, 'Session ended');
  await expect(items).toHaveCount(1);
  const phonePage = await phone.newPage();
  await phonePage.goto('/admin');
  await expect(phonePage).toHaveURL(/\/admin\/login$/);

  const ownerContext = await contextAs(browser, seededOwner());
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/admin/users');
  await ownerPage.getByRole('button', { name: `Sessions of ${account.username}` }).click();
  const theirs = ownerPage.getByRole('dialog', { name: `Sessions of ${account.username}` });
  await expect(theirs.getByRole('listitem')).toHaveCount(1);
  await theirs.getByRole('button', { name: /^End session/ }).click();
  await expectToast(ownerPage, 'Session ended');
  await expect(theirs.getByText('No live sessions.')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);

  for (const context of [desk, phone, ownerContext]) await context.close();
  await owner.delete(`/api/admin/users/${account.id}`);
});
