import type { APIRequestContext } from '@playwright/test';
import type { ReplyTemplateAnswer } from '@prism/contracts';
import { catchMail } from '../support/smtp-server';
import { expect, test } from './fixtures';
import { clientAddress, contextAs, expectToast } from './support';

/**
 * Replies e-mailed from the inbox (docs/product.md#lead-replies), through the API the suite
 * started with SMTP_URL on E2E_SMTP_PORT: while this spec's SMTP server listens there, mail
 * is delivered; while it is closed, the relay is down.
 */
async function newLead(owner: APIRequestContext, name: string, email: string): Promise<void> {
  const response = await owner.post('/api/contact', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { name, email, service: 'brand_identity', message: `Hello from ${name}.` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a reply from a template reaches the lead once, threaded, and a failed one is retried', async ({
  browser,
  owner,
  staff,
}) => {
  const stamp = `${Date.now()}`;
  const name = `Rae Replies ${stamp}`;
  const email = `rae${stamp}@example.com`;
  const template = await owner.post('/api/reply-templates', {
    data: {
      name: `Welcome ${stamp}`,
      body: 'Hello {{name}}, thanks for your {{projectType}} idea.',
    },
  });
  expect(template.status()).toBe(201);
  await owner.patch(`/api/admin/users/${staff.id}/profile`, {
    data: { email: `staff${stamp}@studio.example`, notifyNewLeads: false },
  });
  const mail = await catchMail(Number(process.env.E2E_SMTP_PORT));
  try {
    await newLead(owner, name, email);
    const context = await contextAs(browser, staff);
    const page = await context.newPage();
    await page.goto(`/admin/messages?q=${stamp}`);
    const card = page.getByRole('article', { name });

    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reply to ${name}` });
    await dialog.getByLabel('Start from a template').selectOption({ label: `Welcome ${stamp}` });
    await expect(dialog.getByLabel('Your reply')).toHaveValue(
      `Hello ${name}, thanks for your Brand Identity idea.`,
    );
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expectToast(page, `Reply to ${name} is on its way`);

    const replies = card.getByRole('region', { name: 'Replies' });
    await expect(replies).toContainText(`Hello ${name}, thanks for your Brand Identity idea.`);
    await expect(replies.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByLabel('Stage')).toHaveValue('contacted');
    const toLead = () => mail.received.filter((m) => m.rcptTo.includes(email));
    expect(toLead()).toHaveLength(1);
    expect(toLead()[0]!.parsed.replyTo?.value[0]?.address).toBe(`staff${stamp}@studio.example`);

    // The relay goes down: the next reply shows failed, and Retry delivers it once back.
    await mail.close();
    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    await dialog.getByLabel('Your reply').fill('Following up on our call.');
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    const second = replies.getByRole('listitem').filter({ hasText: 'Following up on our call.' });
    await expect(second.getByText('Failed')).toBeVisible({ timeout: 15_000 });
    await expect(second).toContainText('ECONNREFUSED');
    const back = await catchMail(Number(process.env.E2E_SMTP_PORT));
    try {
      await second.getByRole('button', { name: 'Retry' }).click();
      await expect(second.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
      const resent = back.received.filter((m) => m.rcptTo.includes(email));
      expect(resent).toHaveLength(1);
      expect(resent[0]!.parsed.inReplyTo).toBe(toLead()[0]!.parsed.messageId);
    } finally {
      await back.close();
    }
    await context.close();
  } finally {
    await mail.close().catch(() => undefined);
    const { id } = (await template.json()) as ReplyTemplateAnswer;
    await owner.delete(`/api/reply-templates/${id}`);
  }
});
