import type { APIRequestContext, Page } from '@playwright/test';
import type { ReplyTemplateAnswer } from '@prism/contracts';
import { seriousViolations } from '../support/axe';
import { catchMail } from '../support/smtp-server';
import { expect, test } from './fixtures';
import { clientAddress, contextAs, expectToast } from './support';

/**
 * Replies e-mailed from the inbox (docs/product.md#lead-replies), through the API the suite
 * started with SMTP_URL on E2E_SMTP_PORT: while this spec's SMTP server listens there, mail
 * is delivered; while it is closed, the relay is down. Walked at 1280 px, then at 375 px
 * with a French lead, with axe on the composer and on the thread at both widths.
 */
async function newLead(
  owner: APIRequestContext,
  name: string,
  email: string,
  locale: 'en' | 'fr' = 'en',
): Promise<void> {
  const response = await owner.post('/api/contact', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { name, email, service: 'brand_identity', message: `Hello from ${name}.`, locale },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** No serious axe finding, once a dialog has faded in, and nothing wider than the screen. */
async function checkScreen(page: Page, width: number, what: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBe(width);
  expect(await seriousViolations(page), what).toEqual([]);
}

test('a reply from a template reaches the lead once, threaded, and a failed one is retried, at 1280 and 375 px', async ({
  browser,
  owner,
  staff,
}) => {
  test.slow();
  const stamp = `${Date.now()}`;
  const name = `Rae Replies ${stamp}`;
  const email = `rae${stamp}@example.com`;
  const template = await owner.post('/api/reply-templates', {
    data: {
      name: `Welcome ${stamp}`,
      body: {
        en: 'Hello {{name}}, thanks for your {{projectType}} idea.',
        fr: 'Bonjour {{name}}, merci pour votre projet ({{projectType}}).',
      },
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
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/messages?q=${stamp}`);
    // The header says what Reply does, as it does it: the lead gets an e-mail.
    await expect(
      page.getByText(
        /^[\d,]+ unread messages?\. A reply sent from here is e-mailed to the lead\.$/,
      ),
    ).toBeVisible();
    const card = page.getByRole('article', { name });

    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reply to ${name}` });
    await expect(dialog).toContainText('Sent from an English page: reply in English');
    await dialog.getByLabel('Start from a template').selectOption({ label: `Welcome ${stamp}` });
    await expect(dialog.getByLabel('Your reply')).toHaveValue(
      `Hello ${name}, thanks for your Brand Identity idea.`,
    );
    await checkScreen(page, 1280, 'the composer at 1280 px');
    // A double click sends one reply: the second click finds the button pending or gone.
    await dialog.getByRole('button', { name: 'Send Reply' }).dblclick();
    await expectToast(page, `Reply to ${name} is on its way`);

    const replies = card.getByRole('region', { name: 'Replies' });
    await expect(replies).toContainText(`Hello ${name}, thanks for your Brand Identity idea.`);
    await expect(replies).toContainText(`Sent by ${staff.username}`);
    await expect(replies.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByLabel('Stage')).toHaveValue('contacted');
    const toLead = () => mail.received.filter((m) => m.rcptTo.includes(email));
    expect(toLead()).toHaveLength(1);
    await expect(replies.getByRole('listitem')).toHaveCount(1);
    const [first] = toLead();
    expect(first!.parsed.replyTo?.value[0]?.address).toBe(`staff${stamp}@studio.example`);
    // Threaded under the lead's own message (its thread root, ADR 062).
    expect(first!.parsed.inReplyTo).toMatch(/^<lead-\d+@[^>]+>$/);
    expect(first!.parsed.references).toBe(first!.parsed.inReplyTo);

    // The relay goes down: the next reply shows failed, and Retry delivers it once back.
    await mail.close();
    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    await dialog.getByLabel('Your reply').fill('Following up on our call.');
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    const second = replies.getByRole('listitem').filter({ hasText: 'Following up on our call.' });
    await expect(second.getByText('Failed')).toBeVisible({ timeout: 15_000 });
    await expect(second).toContainText('The mail server could not be reached.');
    await second.getByText('Technical details').click();
    await expect(second.getByText(/ECONNREFUSED/)).toBeVisible();
    await checkScreen(page, 1280, 'a failed reply at 1280 px');
    const back = await catchMail(Number(process.env.E2E_SMTP_PORT));
    try {
      await second.getByRole('button', { name: 'Retry' }).click();
      await expect(second.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
      const resent = back.received.filter((m) => m.rcptTo.includes(email));
      expect(resent).toHaveLength(1);
      expect(resent[0]!.parsed.text).toContain('Following up on our call.');
      expect(resent[0]!.parsed.replyTo?.value[0]?.address).toBe(`staff${stamp}@studio.example`);
      expect(resent[0]!.parsed.inReplyTo).toBe(toLead()[0]!.parsed.messageId);
      expect(resent[0]!.parsed.references).toEqual([
        toLead()[0]!.parsed.inReplyTo,
        toLead()[0]!.parsed.messageId,
      ]);

      // On a phone, a French lead: the template fills in French, the thread fits.
      const french = `Rémi Réponse ${stamp}`;
      const frenchEmail = `remi${stamp}@example.com`;
      await newLead(owner, french, frenchEmail, 'fr');
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/admin/messages?q=${encodeURIComponent(french)}`);
      const frenchCard = page.getByRole('article', { name: french });
      await frenchCard.getByRole('button', { name: 'Reply', exact: true }).click();
      const frenchDialog = page.getByRole('dialog', { name: `Reply to ${french}` });
      await expect(frenchDialog).toContainText('Sent from a French page: reply in French');
      await frenchDialog
        .getByLabel('Start from a template')
        .selectOption({ label: `Welcome ${stamp}` });
      await expect(frenchDialog.getByLabel('Your reply')).toHaveValue(
        `Bonjour ${french}, merci pour votre projet (Identité de marque).`,
      );
      await checkScreen(page, 375, 'the composer at 375 px');
      await frenchDialog.getByRole('button', { name: 'Send Reply' }).click();
      await expectToast(page, `Reply to ${french} is on its way`);
      const frenchReplies = frenchCard.getByRole('region', { name: 'Replies' });
      await expect(frenchReplies.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
      await checkScreen(page, 375, 'the thread at 375 px');
      const toFrench = back.received.filter((m) => m.rcptTo.includes(frenchEmail));
      expect(toFrench).toHaveLength(1);
      expect(toFrench[0]!.parsed.subject).toBe('Re\u00a0: Votre demande (Identité de marque)');
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
