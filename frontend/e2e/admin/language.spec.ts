import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, expectToast, signIn, type Account } from './support';

/**
 * The admin in each person's language (docs/product.md#admin-access, ADR 049): the
 * profile's choice, else the browser's; screens, errors and toasts alike.
 */
const catalogue = (locale: 'en' | 'fr') =>
  JSON.parse(
    readFileSync(new URL(`../../messages/admin/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** The English admin catalogue's texts that say something French never would. */
function englishOnly(): string[] {
  const en = catalogue('en');
  const fr = catalogue('fr');
  return Object.entries(en)
    .filter(([key, text]) => key !== '$schema' && text !== fr[key] && !text.includes('{'))
    .map(([, text]) => text)
    .filter((text) => text.split(' ').length >= 2);
}

async function signedIn(browser: Browser, account: Account, browserLocale: string) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: browserLocale,
  });
  await signIn(context.request, account);
  return { context, page: await context.newPage() };
}

async function expectNoEnglish(page: Page) {
  const text = await page.locator('body').innerText();
  expect(englishOnly().filter((english) => text.includes(english))).toEqual([]);
}

test.describe('the admin in the staff member’s language', () => {
  let french: Account;

  test.beforeAll(async ({ owner }) => {
    french = await createAccount(owner, 'owner');
  });

  test.afterAll(async ({ owner }) => {
    await owner.delete(`/api/admin/users/${french.id}`);
  });

  test('French in the profile: dashboard, a validation error and a toast in French, then English at once', async ({
    browser,
  }) => {
    // An English browser: the profile's choice wins over it.
    const { context, page } = await signedIn(browser, french, 'en-US');
    const saved = await context.request.patch('/api/admin/profile', { data: { locale: 'fr' } });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle('Tableau de bord · Administration Prism');
    await expect(
      page.getByRole('heading', { name: `Bon retour, ${french.username}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Réalisations' }).first()).toBeVisible();
    await expectNoEnglish(page);

    // A validation error from the contracts' schema, in French.
    await page.getByRole('button', { name: 'Mon profil' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Mon profil' });
    await dialog.getByLabel('Courriel').fill('pas-une-adresse');
    await dialog.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(dialog.getByText('Entrez une adresse courriel valide')).toBeVisible();

    // A toast in French; the language choice applies at once and the server keeps it.
    await dialog.getByLabel('Courriel').fill('');
    await dialog.getByLabel('Langue').selectOption('en');
    await dialog.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expectToast(page, 'Profile saved');
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${french.username}` }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${french.username}` }),
    ).toBeVisible();

    // Back to French: the toast is French.
    await page.getByRole('button', { name: 'My profile' }).first().click();
    const again = page.getByRole('dialog', { name: 'My profile' });
    await again.getByLabel('Language').selectOption('fr');
    await again.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profil enregistré');
    await expect(
      page.getByRole('heading', { name: `Bon retour, ${french.username}` }),
    ).toBeVisible();
    await context.close();
  });

  test('no English of the admin catalogue on any admin screen in French (the portfolio editor aside)', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, french, 'fr-CA');
    await context.request.patch('/api/admin/profile', { data: { locale: 'fr' } });
    for (const path of [
      '/admin',
      '/admin/users',
      '/admin/messages',
      '/admin/logos',
      '/admin/settings',
      '/admin/audit',
      '/admin/security',
      '/admin/nowhere',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
      await expectNoEnglish(page);
    }
    await expect(page.getByRole('heading', { name: '404 Page introuvable' })).toBeVisible();
    await context.close();
  });
});

test('an English staff member sees the admin in English', async ({ browser, staff }) => {
  const { context, page } = await signedIn(browser, staff, 'en-US');
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${staff.username}` }),
  ).toBeVisible();
  await context.close();
});

test('the signed-out pages follow the browser: a refused sign-in in French', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-CA',
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { name: 'Administration Prism' })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await page.getByLabel('Nom d’utilisateur').fill('nobody-here');
  await page.getByLabel('Mot de passe').fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expectToast(page, 'Échec de la connexion', 'Nom d’utilisateur ou mot de passe invalide');
  await context.close();
});
