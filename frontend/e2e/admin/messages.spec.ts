import type { Page } from '@playwright/test';
import { scrollThrough } from '../support/fixtures';
import { expect, test } from './fixtures';
import { clientAddress, contextAs, expectToast, longDate } from './support';

async function unreadOnDashboard(page: Page): Promise<number> {
  await page.goto('/admin');
  const value = page.getByTestId('Unread messages');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

test('a message from the public form: unread count, mark read, reply, delete', async ({
  browser,
  staff,
}) => {
  const stamp = `${Date.now()}`;
  const name = `Ada Tester ${stamp}`;
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  const unreadBefore = await unreadOnDashboard(page);

  // A visitor, from an address of their own, sends the contact form.
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await visitor.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  const site = await visitor.newPage();
  await site.goto('/#contact');
  await scrollThrough(site);
  const form = site.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Service').selectOption('brand_identity');
  await form.getByLabel('Message', { exact: true }).fill(`We need a new brand. Ref ${stamp}.`);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(site, 'Message sent');
  await visitor.close();

  expect(await unreadOnDashboard(page)).toBe(unreadBefore + 1);
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Messages/ }),
  ).toContainText(`${unreadBefore + 1} unread`);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await page.getByLabel('Search messages').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const card = page.getByRole('article', { name });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).toContainText('Brand Identity');
  await expect(card).toContainText(longDate());

  await card.getByRole('button', { name: 'Mark as Read' }).click();
  await expectToast(page, 'Message marked as read');
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);

  // A reply is e-mailed to the lead (the relay may be down here: it waits in the outbox).
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reply to ${name}` });
  await expect(dialog).toContainText('E-mailed to ada@example.com');
  const send = dialog.getByRole('button', { name: 'Send Reply' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your reply').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Your reply').fill('Called Ada on Monday; quote sent.');
  await send.click();
  await expectToast(page, `Reply to ${name} is on its way`);
  await expect(dialog).toBeHidden();
  const replies = card.getByRole('region', { name: 'Replies' });
  await expect(replies).toContainText('Called Ada on Monday; quote sent.');
  await expect(replies).toContainText(staff.username);
  await expect(card.getByLabel('Stage')).toHaveValue('contacted');

  // Read state filter, and the CSV export of the same search.
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page.getByText(`No messages match “${stamp}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(card).toBeVisible();
  const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(exportHref).toBe(`/api/contact/export.csv?status=read&q=${stamp}`);
  const csv = await (await context.request.get(exportHref!)).text();
  expect(csv).toContain(name);

  // The pipeline: stage, assignee, an internal note, and the stage filter.
  await card.getByLabel('Stage').selectOption('proposal_sent');
  await expectToast(page, 'Lead updated');
  await card.getByLabel('Assignee').selectOption({ label: staff.username });
  await expectToast(page, 'Lead updated');
  await card.getByRole('button', { name: 'Internal notes' }).click();
  await card.getByLabel('Add a note').fill('Sent the price list.');
  await card.getByRole('button', { name: 'Add Note' }).click();
  const notes = card.getByRole('list', { name: 'Notes' });
  await expect(notes).toContainText('Sent the price list.');
  await expect(notes).toContainText(staff.username);
  await page.locator('#filter-stage').selectOption('won');
  await expect(page.getByText(`No messages match “${stamp}”`)).toBeVisible();
  await page.locator('#filter-stage').selectOption('proposal_sent');
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Assignee')).toHaveValue(String(staff.id));

  expect(await unreadOnDashboard(page)).toBe(unreadBefore);
  await page.goto(`/admin/messages?q=${stamp}`);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(`This will permanently delete the message from ${name}.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Message deleted successfully');
  await expect(page.getByText(`No messages match “${stamp}”`)).toBeVisible();
  await context.close();
});

test('a long inbox is read a page at a time, the next on "Load more"', async ({
  browser,
  owner,
  staff,
}) => {
  const marker = `Paging-${Date.now()}`;
  const total = 23;
  const anonymous = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  for (let i = 1; i <= total; i += 1) {
    const response = await anonymous.request.post('/api/contact', {
      headers: { 'x-forwarded-for': clientAddress() },
      data: {
        name: `Pager ${i}`,
        email: `pager${i}@example.com`,
        service: 'other',
        message: `${marker}: message number ${i}`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await anonymous.close();

  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  await page.goto(`/admin/messages?q=${marker}`);
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByText('20 shown so far')).toBeVisible();
  // Newest first.
  await expect(page.getByRole('article').first()).toContainText(`Pager ${total}`);
  // The next page from the keyboard, added under the first; then nothing more to load.
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(total);
  await expect(page.getByRole('article').last()).toContainText('Pager 1');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const listed = await owner.get(`/api/contact?q=${marker}&limit=100`);
  for (const { id } of ((await listed.json()) as { items: { id: number }[] }).items) {
    expect((await owner.delete(`/api/contact/${id}`)).ok()).toBe(true);
  }
  await context.close();
});

test('markup in a message shows as text in the inbox and never runs', async ({
  browser,
  staff,
}) => {
  const stamp = `Markup-${Date.now()}`;
  const hostile = {
    name: `<img src=x onerror="window.__pwned=1">${stamp}`,
    email: 'mallory@example.com',
    company: '<b>Bold Co</b>',
    service: 'other',
    message: `<script>window.__pwned=1</script><a href="javascript:window.__pwned=1">${stamp}</a>`,
  };
  const anonymous = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const sent = await anonymous.request.post('/api/contact', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: hostile,
  });
  expect(sent.status()).toBe(201);
  await anonymous.close();

  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  const response = await page.goto(`/admin/messages?q=${stamp}`);
  // Admin pages carry private data: never stored by a browser or a shared cache.
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const card = page.getByRole('article', { name: hostile.name });
  await expect(card).toBeVisible();
  // Every character arrives as text: the tags are visible, none became an element.
  await expect(card).toContainText(hostile.name);
  await expect(card).toContainText(hostile.company);
  await expect(card).toContainText(hostile.message);
  await expect(card.locator('img, script, b, a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'Message deleted successfully');
  await context.close();
});

test("the inbox's selects show their whole text at 375 and 1280 px", async ({
  browser,
  owner,
  staff,
}) => {
  const lead = await owner.post('/api/contact', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: {
      name: 'Select Check',
      email: 'select@example.com',
      service: 'other',
      message: 'Hello, we would like to talk about a project.',
    },
  });
  expect(lead.status()).toBe(201);
  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/messages');
    await expect(page.getByRole('article').first()).toBeVisible();
    const selects = page.locator('select');
    expect(await selects.count()).toBeGreaterThanOrEqual(4); // two filters, a card's two
    // The box inside the padding is at least one line high: "New lead" is not cut.
    const cut = await selects.evaluateAll((all) =>
      all
        .map((el) => {
          const style = getComputedStyle(el);
          const inner =
            el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return { id: el.id, inner, line: parseFloat(style.lineHeight) };
        })
        .filter(({ inner, line }) => inner < line),
    );
    expect(cut, `at ${width} px`).toEqual([]);
  }
  await context.close();
});
