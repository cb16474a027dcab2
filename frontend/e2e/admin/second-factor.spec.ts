import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { generateSync } from 'otplib';
import { expect, test } from '../support/fixtures';
import {
  contextAs,
  createAccount,
  expectToast,
  ownerApi,
  seededOwner,
  signIn,
  type Account,
} from './support';

/** Second factors in the browser (ADR 029): an authenticator app and a passkey. */
let owner: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
});

test.afterAll(async () => {
  await owner.dispose();
});

async function passwordStep(page: Page, account: Account): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('enrols an authenticator app, signs out, and signs in with a code', async ({ page }) => {
  const account = await createAccount(owner, 'editor');
  await passwordStep(page, account);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // The admin's CSP lets the QR code (an SVG data URL) draw: it has a size, and no report.
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(violations).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
  const now = Math.floor(Date.now() / 1000);
  await page.getByLabel('Code from your app').fill(generateSync({ secret, epoch: now }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expectToast(page, 'Authenticator app turned on');
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  // The codes can be copied and downloaded, one a line (issue 27).
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download codes' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('prism-recovery-codes.txt');
  const saved = await download.path();
  expect(readFileSync(saved, 'utf8')).toBe(`${codes.join('\n')}\n`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy codes' }).click();
  await expectToast(page, 'Recovery codes copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${codes.join('\n')}\n`);

  await signOut(page);
  await passwordStep(page, account);
  const code = page.getByLabel('Authentication code or recovery code');
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The next step's code: the one used to turn the app on can't be used again.
  await code.fill(generateSync({ secret, epoch: now + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await owner.delete(`/api/admin/users/${account.id}`);
});

test("registers a passkey and signs in with it through Chromium's virtual authenticator", async ({
  browser,
}) => {
  // WebAuthn needs a host name, not an IP address: the same site, as localhost.
  const context = await browser.newContext({
    baseURL: (process.env.E2E_BASE_URL ?? '').replace('127.0.0.1', 'localhost'),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const account = await createAccount(owner, 'editor');
  await passwordStep(page, account);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/security');
  await page.getByLabel('Name').fill('Virtual key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expectToast(page, 'Passkey added');
  await expect(page.getByText('Virtual key')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);

  await signOut(page);
  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
  await owner.delete(`/api/admin/users/${account.id}`);
});

test("an owner requires a second factor per role and resets a user's", async ({ browser }) => {
  const account = await createAccount(owner, 'editor');
  const theirs = await contextAs(browser, account);
  const setup = await theirs.request.post('/api/auth/second-factor/totp');
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await theirs.request.post('/api/auth/second-factor/totp/confirm', {
    data: { code: generateSync({ secret }) },
  });
  expect(confirmed.status()).toBe(200);

  const ownerContext = await contextAs(browser, seededOwner());
  const page = await ownerContext.newPage();
  await page.goto('/admin/users');
  await page
    .getByRole('button', { name: `Reset 2FA (second factor) of ${account.username}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expectToast(page, 'Second factor reset');
  // Their session ended; the password alone signs them in again.
  expect((await theirs.request.get('/api/auth/sessions')).status()).toBe(401);
  await signIn(theirs.request, account);

  const requirement = page.getByRole('form', { name: 'Second factor required for' });
  await requirement.getByLabel('Admin').check();
  await requirement.getByRole('button', { name: 'Save requirement' }).click();
  await expect(
    page.locator('li.toast').filter({ hasText: 'Second-factor requirement saved' }),
  ).toHaveCount(1);
  expect(await (await owner.get('/api/admin/second-factor/roles')).json()).toEqual({
    roles: ['admin'],
  });
  await owner.put('/api/admin/second-factor/roles', { data: { roles: [] } });
  for (const context of [theirs, ownerContext]) await context.close();
  await owner.delete(`/api/admin/users/${account.id}`);
});
