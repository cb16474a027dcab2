/**
 * Privacy the Québec way (issue 46): the person in charge and the link to the policy on
 * every public page in both languages, the policy with its every section and date, and the
 * consent record a lead carries, sent with and without JavaScript.
 */
import type {
  ContactMessageAnswer,
  PrivacySettings,
  PublicPrivacyAnswer,
  Page as ApiPage,
} from '@prism/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { clientAddress, ownerApi } from './admin/support';
import { expect, portfolio, projectUrl, scrollThrough, test } from './support/fixtures';

type Lang = 'fr' | 'en';
const PRIVACY: Record<Lang, string> = { fr: '/fr/confidentialite', en: '/en/privacy' };
const WORDS = {
  fr: {
    officer: 'Responsable de la protection des renseignements personnels',
    link: 'Politique de confidentialité',
    updated: 'Dernière mise à jour',
    form: 'Formulaire de contact',
    name: 'Nom',
    email: 'Courriel',
    send: 'Envoyer le message',
    sent: 'Merci pour votre message. Nous vous répondrons sous peu!',
    news: /infolettre/,
  },
  en: {
    officer: 'Person in charge of personal information',
    link: 'Privacy policy',
    updated: 'Last updated',
    form: 'Contact form',
    name: 'Name',
    email: 'Email',
    send: 'Send Message',
    sent: 'Thank you for your message. We will get back to you soon!',
    news: /newsletter/,
  },
};

async function privacyFacts(request: APIRequestContext): Promise<PublicPrivacyAnswer> {
  return (await (await request.get('/api/privacy')).json()) as PublicPrivacyAnswer;
}

async function storedLead(owner: APIRequestContext, text: string) {
  const inbox = await owner.get(`/api/contact?q=${encodeURIComponent(text)}`);
  expect(inbox.ok()).toBe(true);
  const { items } = (await inbox.json()) as ApiPage<ContactMessageAnswer>;
  return items.find((m) => m.message === text);
}

async function fillContact(page: Page, lang: Lang, marker: string) {
  const words = WORDS[lang];
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.name, { exact: true }).fill('Ada Tremblay');
  await form.getByLabel(words.email, { exact: true }).fill('ada.tremblay@example.com');
  await form.getByLabel('Service').selectOption('other');
  await form.getByLabel('Message', { exact: true }).fill(marker);
  // The consent box is the person's own act: never ticked in advance.
  const consent = form.locator('#contact-privacy');
  await expect(consent).not.toBeChecked();
  await consent.check();
  return form;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['fr', 'en'] as const) {
    test(`every ${lang} public page names the person in charge and links to the policy`, async ({
      page,
    }) => {
      const facts = await privacyFacts(page.request);
      const items = await portfolio(page, lang);
      const pages = [
        `/${lang}/`,
        PRIVACY[lang],
        projectUrl(items[0]!, lang),
        `/${lang}/no-such-page`,
      ];
      for (const path of pages) {
        await page.goto(path);
        const footer = page.locator('footer').last();
        const officer = footer.locator('[data-privacy-officer]');
        await expect(officer, path).toContainText(WORDS[lang].officer);
        await expect(officer, path).toContainText(facts.officer.name);
        await expect(officer, path).toContainText(facts.officer.title[lang]);
        await expect(officer, path).toContainText(facts.officer.email);
        await expect(officer, path).toContainText(facts.officer.address);
        await expect(footer.getByRole('link', { name: WORDS[lang].link }), path).toHaveAttribute(
          'href',
          PRIVACY[lang],
        );
      }
    });

    test(`the ${lang} policy shows every section, its date and version, and no « Mentions légales »`, async ({
      page,
    }) => {
      const facts = await privacyFacts(page.request);
      await page.goto(PRIVACY[lang]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`^${WORDS[lang].link}$`, 'i'),
      );
      await expect(page.locator('main')).not.toContainText('Mentions légales');
      await expect(page.locator('[data-policy-version]')).toContainText(WORDS[lang].updated);
      await expect(page.locator('[data-policy-version]')).toHaveAttribute(
        'data-policy-version',
        String(facts.policy.version),
      );
      const sections = Object.values(facts.policy.sections);
      expect(sections).toHaveLength(12);
      for (const section of sections) {
        await expect(
          page.getByRole('heading', { level: 2, name: section.title[lang] }),
        ).toBeVisible();
      }
      await expect(page.locator('main')).toContainText(facts.officer.email);
    });
  }

  test('a lead sent from the French form carries its consent record', async ({
    page,
    playwright,
  }) => {
    const owner = await ownerApi(playwright);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
    const marker = `Sans script ${randomUUID()}`;
    await page.goto('/fr/#contact');
    const form = await fillContact(page, 'fr', marker);
    await form.getByRole('button', { name: WORDS.fr.send }).click();
    await expect(page.getByRole('form', { name: WORDS.fr.form }).getByRole('status')).toContainText(
      WORDS.fr.sent,
    );
    const version = (await privacyFacts(page.request)).policy.version;
    const lead = await storedLead(owner, marker);
    expect(lead?.consents).toEqual([
      expect.objectContaining({
        purpose: 'inquiry',
        policyVersion: version,
        locale: 'fr',
        channel: 'form',
      }),
    ]);
    await owner.dispose();
  });
});

test('a lead sent with JavaScript carries its consent, and the news opt-in only when offered and ticked', async ({
  page,
  playwright,
}) => {
  const owner = await ownerApi(playwright);
  const settings = (await (
    await owner.get('/api/admin/privacy/settings')
  ).json()) as PrivacySettings;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  try {
    // Off by default: no news box.
    await page.goto('/en/#contact');
    await scrollThrough(page);
    await expect(page.getByLabel(WORDS.en.news)).toHaveCount(0);
    const plain = `With script ${randomUUID()}`;
    let form = await fillContact(page, 'en', plain);
    await form.getByRole('button', { name: WORDS.en.send }).click();
    await expect(page.locator('li.toast')).toContainText('Message sent');
    expect((await storedLead(owner, plain))?.consents).toEqual([
      expect.objectContaining({ purpose: 'inquiry', locale: 'en', channel: 'script' }),
    ]);

    // Turned on: a separate box, never ticked in advance; ticked, it is recorded apart.
    const on = await owner.put('/api/admin/privacy/settings', {
      data: { ...settings, newsOptIn: true },
    });
    expect(on.status(), await on.text()).toBe(200);
    await page.goto('/fr/#contact');
    await scrollThrough(page);
    const box = page.getByLabel(WORDS.fr.news);
    await expect(box).not.toBeChecked();
    const news = `Infolettre ${randomUUID()}`;
    form = await fillContact(page, 'fr', news);
    await box.check();
    await form.getByRole('button', { name: WORDS.fr.send }).click();
    await expect(page.locator('li.toast')).toHaveCount(1);
    expect(
      (await storedLead(owner, news))?.consents.map((c) => [c.purpose, c.locale, c.channel]),
    ).toEqual([
      ['inquiry', 'fr', 'script'],
      ['news', 'fr', 'script'],
    ]);
  } finally {
    await owner.put('/api/admin/privacy/settings', { data: settings });
    await owner.dispose();
  }
});

test.describe('rights requests without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the French form takes a request and answers the same for any address; the link page confirms nothing twice', async ({
    page,
    playwright,
  }) => {
    const owner = await ownerApi(playwright);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
    await page.goto('/fr/');
    await page.locator('footer').getByRole('link', { name: 'Exercer vos droits' }).click();
    await expect(page).toHaveURL(/\/fr\/confidentialite\/demande$/);
    const email = `droits-${randomUUID()}@example.com`;
    const form = page.getByRole('form', { name: 'Exercer vos droits sur vos renseignements' });
    await form.getByLabel('Courriel').fill(email);
    await form.getByLabel('Votre demande').selectOption('erasure');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Si cette adresse peut recevoir des courriels',
    );
    const { items: list } = (await (await owner.get('/api/admin/privacy/requests')).json()) as {
      items: { email: string; status: string; kind: string; locale: string }[];
    };
    expect(list.find((r) => r.email === email)).toMatchObject({
      status: 'unconfirmed',
      kind: 'erasure',
      locale: 'fr',
    });

    // A link whose token names nothing (or was used, or expired): opening it changes
    // nothing, and pressing the button says it is over.
    await page.goto(`/fr/confidentialite/confirmer/${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirmer ma demande' }).click();
    await expect(page.getByRole('alert')).toContainText('Ce lien a expiré ou a déjà servi.');
    await owner.dispose();
  });
});
