import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { contextAs, expectToast, ownerApi, seededOwner } from './support';

let owner: APIRequestContext;
let original: unknown;

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
  original = await (await owner.get('/api/settings')).json();
});

test.afterAll(async () => {
  // Other suites read the site facts: put them back as they were.
  await owner.put('/api/admin/settings', { data: original as Record<string, unknown> });
  await owner.dispose();
});

test('an owner changes the site facts; the public site shows them', async ({ browser }) => {
  const context = await contextAs(browser, seededOwner());
  const page = await context.newPage();
  const availability = `Booking projects for Q4 ${Date.now()}`;

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Site Settings' })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const email = page.getByLabel('Contact e-mail');
  await expect(email).not.toHaveValue('');

  await email.fill('not an address');
  await page.getByLabel('Instagram').fill('http://insecure.example');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Enter a full https:// address')).toBeVisible();

  await email.fill('studio@prism.example');
  await page.getByLabel('Instagram').fill('https://www.instagram.com/prism.studio');
  await page.getByLabel('Availability').fill(availability);
  await page.getByLabel('Stat 1 value').fill('90+');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings saved successfully');

  const html = await (await page.request.get('/en/')).text();
  expect(html).toContain(availability);
  expect(html).toContain('studio@prism.example');
  expect(html).toContain('90+');
  await context.close();
});
