import { randomBytes } from 'node:crypto';
import type { ContactMessageAnswer, RightsRequestAnswer, Page } from '@prism/contracts';
import { expect, test } from './fixtures';
import { clientAddress, contextAs, expectToast, settled } from './support';

/**
 * Rectification (issue 46, ADR 091) through the real site and API: from a rights request's
 * page to the person's lead in the inbox, 'Correct' refuses a bad e-mail under its field,
 * then saves the name alone; the search finds the lead under its new name.
 */
test.use({ staffRole: 'owner' });

const tag = randomBytes(4).toString('hex');

test('a rectification request: from the request to the lead, corrected in the inbox', async ({
  browser,
  owner,
  staff,
}) => {
  const email = `rectify-${tag}@example.com`;
  const wrong = `Jon Smiht ${tag}`;
  const right = `Jon Côté ${tag}`;
  const sent = await owner.post('/api/contact', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { name: wrong, email, service: 'other', message: `Please fix my name ${tag}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const recorded = await owner.post('/api/admin/privacy/requests', {
    data: { email, kind: 'rectification' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const request = (await recorded.json()) as RightsRequestAnswer;

  const context = await contextAs(browser, staff);
  const page = await context.newPage();
  await page.goto(`/admin/privacy/requests/${request.id}`);
  await settled(page);
  await page.getByRole('link', { name: 'Their leads in the inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?q=/);
  await settled(page);
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article', { name: wrong });
  await card.getByRole('button', { name: 'Correct' }).click();

  const dialog = page.getByRole('dialog', { name: `Correct the details of ${wrong}` });
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await dialog.getByLabel('E-mail').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog).toContainText('Please enter a valid email address');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Name').fill(right);
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expectToast(page, `Details of ${right} corrected`);
  await expect(dialog).toBeHidden();

  // The lead as the API holds it: the name changed, nothing else.
  const found = await owner.get(`/api/contact?q=${encodeURIComponent(`cote ${tag}`)}`);
  const { items: leads } = (await found.json()) as Page<ContactMessageAnswer>;
  expect(leads.map((l) => [l.name, l.email, l.message])).toEqual([
    [right, email, `Please fix my name ${tag}`],
  ]);
  const old = await owner.get(`/api/contact?q=${encodeURIComponent(`smiht ${tag}`)}`);
  expect(await old.json()).toEqual({ items: [], nextCursor: null });

  // The inbox finds it under its new name.
  await page.getByLabel('Search messages').fill(`cote ${tag}`);
  await expect(page.getByRole('article', { name: right })).toBeVisible();
  await context.close();
});
