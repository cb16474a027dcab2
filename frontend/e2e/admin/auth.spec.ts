import { expect, test } from './fixtures';
import { createAccount, expectToast, signIn } from './support';

test('signed-out visitors are sent to the login screen before any admin HTML', async ({
  page,
  request,
}) => {
  for (const path of [
    '/admin',
    '/admin/portfolio',
    '/admin/messages',
    '/admin/users',
    '/admin/x',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe('/admin/login');
    expect(await response.text(), path).not.toContain('<html');
  }
  await page.goto('/admin/messages');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Prism Admin' })).toBeVisible();
  await expect(page.getByText('Login to manage your portfolio and messages')).toBeVisible();
  // The test API runs in demo mode with its own owner password, which is a real secret:
  // only the built-in demo pair is ever shown (unit-tested in the login form).
  await expect(page.getByRole('complementary', { name: 'Demo credentials' })).toHaveCount(0);
});

test('sign-in failure, success, the login screen while signed in, and logout', async ({
  page,
  staff,
}) => {
  await page.goto('/admin/login');
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password');
  const submit = page.getByRole('button', { name: 'Login' });

  await submit.click();
  // Both fields' code worded under them (ADR 083).
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await username.fill(staff.username);
  await expect(page.getByText('This field is required')).toHaveCount(1);

  await password.fill('not-the-password');
  await submit.click();
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await password.fill(staff.password);
  await submit.click();
  await expectToast(page, 'Login successful', 'Welcome back!');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${staff.username}` }),
  ).toBeVisible();

  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logout successful');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/portfolio');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the sign-in page loads no script before the first input, and a sign-in sent before the app runs is kept', async ({
  context,
  staff,
}) => {
  // A page of its own, not the fixture's: its `goto` would start the app (ADR 071).
  const page = await context.newPage();
  const modules: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await held;
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') modules.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/admin/login');
  const html = (await response?.text()) ?? '';
  // No module is preloaded beside the stylesheet, and none loads until the visitor acts.
  expect(html).not.toContain('modulepreload');
  await page.waitForLoadState('networkidle');
  expect(modules).toEqual([]);

  // Typed and sent while the app is still on its way: held, never the browser's own GET.
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The page's own modules are on their way; nothing of the signed-in admin or the second step.
  await expect.poll(() => modules.some((path) => /\/login-[\w-]+\.js$/.test(path))).toBe(true);
  expect(modules.filter((path) => /guard|dashboard|second-step/.test(path))).toEqual([]);
  release();
  await expectToast(page, 'Login successful', 'Welcome back!');
  await expect(page).toHaveURL(/\/admin$/);
  await page.close();
});

test('a spinner shows while the browser re-checks the session', async ({
  page,
  context,
  staff,
}) => {
  await signIn(context.request, staff);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/check', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  // The server already checked: the dashboard is there while the browser checks again.
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  const spinner = page.getByRole('status').filter({ hasText: 'Checking your session' });
  await expect(spinner.filter({ visible: true })).toHaveCount(1);
  release();
  await expect(spinner).toHaveCount(0);
});

test('a session ended elsewhere sends the user back to the login screen', async ({
  page,
  context,
  owner,
  staff,
}) => {
  await signIn(context.request, staff);
  await page.goto('/admin');
  // Settled first: a call still in flight would meet the revoked session too.
  await expect(page.getByTestId('Unread messages')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('Portfolio items')).toHaveText(/^\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Checking your session' })).toHaveCount(
    0,
  );
  const revoke = await owner.post(`/api/admin/users/${staff.id}/sessions/revoke`);
  expect(revoke.ok()).toBe(true);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Portfolio' })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a signed-in user changes their own password', async ({
  page,
  context,
  playwright,
  owner,
}) => {
  const account = await createAccount(owner, 'editor');
  await signIn(context.request, account);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Change password' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('wrong-password');
  await dialog.getByLabel(/^New password/).fill('12345');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('At least 6 characters', { exact: true })).toBeVisible();
  await dialog.getByLabel(/^New password/).fill('a-brand-new-secret');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Failed to change password', 'The current password is incorrect');
  await dialog.getByLabel('Current password').fill(account.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed successfully');
  await expect(dialog).toBeHidden();

  const fresh = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signIn(fresh, { username: account.username, password: 'a-brand-new-secret' });
  await fresh.dispose();
  await owner.delete(`/api/admin/users/${account.id}`);
});
