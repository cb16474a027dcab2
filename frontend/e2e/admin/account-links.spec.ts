import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { catchMail } from '../support/smtp-server';
import { contextAs, createAccount, expectToast, ownerApi, seededOwner } from './support';

let owner: APIRequestContext;
let sink: Awaited<ReturnType<typeof catchMail>>;

test.beforeAll(async ({ playwright }) => {
  // The API was started with SMTP_URL on this port (global setup): its mail arrives here.
  sink = await catchMail(Number(process.env.E2E_SMTP_PORT));
  owner = await ownerApi(playwright);
});

test.afterAll(async () => {
  await owner.dispose();
  await sink.close();
});

/**
 * The link of the latest of `count` mails to `address`, checked to point at the site's
 * public origin (localhost), answered on 127.0.0.1: the same server, the suite's cookies.
 */
async function linkMailedTo(
  address: string,
  purpose: 'reset' | 'invite',
  count = 1,
): Promise<string> {
  const mails = () => sink.received.filter((m) => m.rcptTo.includes(address));
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(count);
  const mail = mails()[count - 1]!;
  const path = new RegExp(
    `${process.env.E2E_PUBLIC_URL ?? ''}(/admin/${purpose}#[A-Za-z0-9_-]{43})`,
  ).exec(mail.parsed.text ?? '')?.[1];
  expect(path, mail.parsed.text).toBeDefined();
  return `${process.env.E2E_BASE_URL ?? ''}${path!}`;
}

async function signInOnScreen(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'My profile' }).first()).toBeVisible();
}

test('"Forgot password?" mails a link that sets a new password once', async ({ browser }) => {
  const account = await createAccount(owner, 'editor');
  const address = `${account.username}@studio.example`;
  const patched = await owner.patch(`/api/admin/users/${account.id}/profile`, {
    data: { email: address },
  });
  expect(patched.status()).toBe(200);

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('E-mail').fill(address.toUpperCase());
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account has this address' }),
  ).toBeVisible();

  const link = await linkMailedTo(address, 'reset');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${account.username}.`)).toBeVisible();
  await page.getByLabel(/^New password/).fill('12345');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('At least 6 characters', { exact: true })).toBeVisible();
  await page.getByLabel(/^New password/).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expectToast(page, 'Password changed', 'Sign in with your new password.');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInOnScreen(page, account.username, 'a-brand-new-password');

  // Used once: opening it again says so.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This link has already been used. Ask for a new one.')).toBeVisible();
  await context.close();
});

test('an owner invites a user, who chooses a password from the mail and signs in', async ({
  browser,
}) => {
  const ownerContext = await contextAs(browser, seededOwner());
  const page = await ownerContext.newPage();
  const username = `e2e-invited-${randomBytes(3).toString('hex')}`;
  const address = `${username}@studio.example`;

  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(address);
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation sent');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(address);
  await expect(row).toContainText('Invited');
  const first = await linkMailedTo(address, 'invite');

  // A resend mails a new link; the first one stops working.
  await row.getByRole('button', { name: `Resend invitation to ${username}` }).click();
  await expectToast(page, 'Invitation sent again');
  const link = await linkMailedTo(address, 'invite', 2);
  expect(link).not.toBe(first);
  const invited = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const invitedPage = await invited.newPage();
  await invitedPage.goto(link);
  await expect(invitedPage.getByRole('heading', { name: 'Welcome to Prism' })).toBeVisible();
  await expect(invitedPage.getByText(`For ${username}.`)).toBeVisible();
  await invitedPage.getByLabel(/^New password/).fill('my-own-password');
  await invitedPage.getByRole('button', { name: 'Set Password' }).click();
  await expectToast(invitedPage, 'Password set');
  await signInOnScreen(invitedPage, username, 'my-own-password');
  await invited.close();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: username })).not.toContainText('Invited');
  await ownerContext.close();
});

test("an owner changes a user's e-mail; every user changes their own in the profile", async ({
  browser,
}) => {
  const editor = await createAccount(owner, 'editor');
  const ownerContext = await contextAs(browser, seededOwner());
  const page = await ownerContext.newPage();
  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ hasText: editor.username });
  await row.getByRole('button', { name: `Change e-mail of ${editor.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change E-mail' });
  await dialog.getByLabel(/^E-mail/).fill('nope');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel(/^E-mail/).fill(`${editor.username}@Studio.example`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'User updated successfully');
  await expect(row).toContainText(`${editor.username}@studio.example`);
  await ownerContext.close();

  const editorContext = await contextAs(browser, editor);
  const own = await editorContext.newPage();
  await own.goto('/admin');
  await own.getByRole('button', { name: 'My profile' }).first().click();
  const profile = own.getByRole('dialog', { name: 'My profile' });
  await expect(profile.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
    `${editor.username}@studio.example`,
  );
  await profile
    .getByRole('textbox', { name: /^E-mail/ })
    .fill(`${editor.username}-new@studio.example`);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(own, 'Profile saved');
  const mine = await editorContext.request.get('/api/admin/profile');
  expect(((await mine.json()) as { email: string }).email).toBe(
    `${editor.username}-new@studio.example`,
  );
  await editorContext.close();
});
