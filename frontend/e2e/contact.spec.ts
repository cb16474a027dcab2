import type { ContactMessageAnswer, Page } from '@prism/contracts';
import { expect, scrollThrough, test } from './support/fixtures';

test('a visitor sends a message; it is stored for the staff to read', async ({ page }) => {
  const marker = `Browser test message ${Date.now()}`;
  await page.goto('/en/#contact');
  await scrollThrough(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel(/Company/).fill('Compilers Inc');
  await form.getByLabel('Service').selectOption('amazon_storefront');
  await form.getByLabel('Message', { exact: true }).fill(marker);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please accept the privacy policy')).toBeVisible();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send Message' }).click();

  // Radix also copies the toast into a live region for screen readers: check the visible one.
  const toast = page.locator('li.toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Message sent');
  await expect(toast).toContainText('Thank you for your message. We will get back to you soon!');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');

  const login = await page.request.post('/api/auth/login', {
    data: {
      username: process.env.E2E_ADMIN_USERNAME,
      password: process.env.E2E_ADMIN_PASSWORD,
    },
  });
  expect(login.ok()).toBe(true);
  const inbox = await page.request.get('/api/contact');
  expect(inbox.ok()).toBe(true);
  const { items: messages } = (await inbox.json()) as Page<ContactMessageAnswer>;
  expect(messages.find((m) => m.message === marker)).toMatchObject({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Compilers Inc',
    service: 'amazon_storefront',
    read: false,
  });
});
