import { generateSync } from 'otplib';
import { expect, test } from '../support/fixtures';
import {
  clientAddress,
  createAccount,
  expectToast,
  ownerApi,
  previousStepCode,
  signIn,
} from './support';

/**
 * An account locked by others' failures (ADR 030): a fresh browser (no device cookie) is
 * refused with the password alone, and signs in with the password and a code of its
 * authenticator app together.
 */
test('a locked owner with an authenticator app signs in with password and code from a fresh browser', async ({
  playwright,
  browser,
}) => {
  const owner = await ownerApi(playwright);
  const account = await createAccount(owner, 'owner');
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  // The account sets up an authenticator app (through the API, as the security screen does).
  const own = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signIn(own, account);
  const setup = await own.post('/api/auth/second-factor/totp');
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await own.post('/api/auth/second-factor/totp/confirm', {
    data: { code: await previousStepCode(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await own.dispose();

  // Someone else guesses from five addresses: the account is locked for new clients.
  const attacker = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const res = await attacker.post('/api/auth/login', {
      data: { username: account.username, password: 'guess-guess' },
      headers: { 'x-forwarded-for': clientAddress() },
    });
    statuses.push(res.status());
  }
  await attacker.dispose();
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login failed', /Too many login attempts/);
  const refusal = page.getByRole('region', { name: 'Sign-in refused' });
  await expect(refusal.getByRole('alert')).toContainText('Too many login attempts');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page
    .getByLabel('Have an authenticator app? Enter a code to sign in')
    .fill(generateSync({ secret, epoch: nowSeconds() }));
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();

  await owner.delete(`/api/admin/users/${account.id}`);
  await owner.dispose();
});
