import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clientAddress, createAccount, signIn, type Account } from './support';

/**
 * Issue 45: the French admin has no English, the English admin no French. Every screen and
 * its dialogs is walked in each language; each visible text node is classified against the
 * compiled catalogues (every area: admin, editor, audience, history, site):
 *
 * - it is one of the reader's language's messages (placeholders match anything): fine;
 * - it is content or a proper name (what the API answered: usernames, item titles, seeded
 *   texts; numbers, dates, addresses; the short list below): fine;
 * - it is a message of the other language only: a failure, listed with the screen.
 */
type Locale = 'fr' | 'en';
const AREAS = readdirSync(new URL('../../messages/', import.meta.url));

function catalogue(locale: Locale): Map<string, string> {
  const all = new Map<string, string>();
  for (const area of AREAS) {
    const file = new URL(`../../messages/${area}/${locale}.json`, import.meta.url);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(messages)) if (key !== '$schema') all.set(key, text);
  }
  return all;
}

const normal = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A message as a pattern: its placeholders match any text. */
function patternOf(text: string): RegExp {
  const parts = normal(text).split(/\{[^}]+\}/);
  const escaped = parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`, 'i');
}

/** The messages of `locale` whose text the other language does not share. */
function onlyIn(locale: Locale): { text: string; pattern: RegExp }[] {
  const own = catalogue(locale);
  const other = catalogue(locale === 'fr' ? 'en' : 'fr');
  const shared = new Set([...other.values()].map(normal));
  return (
    [...own.entries()]
      .filter(([key, text]) => other.get(key) !== text && !shared.has(normal(text)))
      .map(([, text]) => ({ text, pattern: patternOf(text) }))
      // A message that is only a placeholder, or a single short word ('OK', 'Type'), says
      // nothing about its language.
      .filter(({ text }) =>
        /[a-zà-ÿ]{3,}.*\s.*[a-zà-ÿ]{2,}/i.test(normal(text).replace(/\{[^}]+\}/g, '')),
      )
  );
}

/** Words hardcoded English would carry and French text never does (whole words). */
const ENGLISH_WORDS =
  /\b(the|and|your|you|with|this|that|from|will|have|been|password|please|failed|settings|none|yet|here)\b/i;
const FRENCH_WORDS =
  /\b(le|la|les|des|du|vos|votre|avec|cette|pour|aucun|aucune|mot de passe|courriel|paramètres|enregistrer)\b/i;

/** Visible text nodes of the page, each whole, with the nearest element's role or tag. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text.length < 2) continue;
      // Code and the data the person typed are content, not the product's words.
      if (parent.closest('code, pre, kbd, script, style, [data-content], [translate="no"]')) {
        continue;
      }
      const style = getComputedStyle(parent);
      const box = parent.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.width === 0 && box.height === 0) continue;
      texts.push(text);
    }
    return texts;
  });
}

interface Finding {
  screen: string;
  text: string;
}

class LanguageWalk {
  readonly findings: Finding[] = [];
  private readonly own: RegExp[];
  private readonly other: { text: string; pattern: RegExp }[];
  private readonly otherWords: RegExp;

  constructor(
    readonly locale: Locale,
    readonly content: Set<string>,
    private readonly latestContent: () => Promise<Set<string>>,
  ) {
    this.own = [...catalogue(locale).values()].map(patternOf);
    this.other = onlyIn(locale === 'fr' ? 'en' : 'fr');
    this.otherWords = locale === 'fr' ? ENGLISH_WORDS : FRENCH_WORDS;
  }

  private isContent(text: string): boolean {
    const plain = normal(text);
    if (this.content.has(plain)) return true;
    // Numbers, dates, times, sizes, addresses, keys: no language.
    if (!/[a-zà-ÿ]{3,}/i.test(plain)) return true;
    if (/^(https?:\/\/|\/)\S*$/.test(plain) || /^\S+@\S+$/.test(plain)) return true;
    return [...this.content].some((piece) => piece.length >= 4 && plain.includes(piece));
  }

  async check(page: Page, screen: string): Promise<void> {
    const suspects = (await visibleTexts(page)).map(normal).filter((text) => this.isForeign(text));
    if (suspects.length === 0) return;
    // Other test files write content (leads, items) while this walk runs: a suspect is
    // judged again against the content as it is now, after the screen was read.
    for (const piece of await this.latestContent()) this.content.add(piece);
    for (const text of suspects) if (this.isForeign(text)) this.findings.push({ screen, text });
  }

  private isForeign(plain: string): boolean {
    if (this.isContent(plain)) return false;
    // One of the reader's own messages, whatever its words look like.
    if (this.own.some((pattern) => pattern.test(plain))) return false;
    return (
      this.other.some(({ pattern }) => pattern.test(plain)) ||
      (this.otherWords.test(plain) && !this.ownWords(plain))
    );
  }

  /** Text that is the reader's own language even if a word looks foreign ('Portfolio'). */
  private ownWords(text: string): boolean {
    return (this.locale === 'fr' ? FRENCH_WORDS : ENGLISH_WORDS).test(text);
  }
}

/** What the API answers as content: names people gave, seeded texts, proper names. */
async function contentOf(api: APIRequestContext): Promise<Set<string>> {
  const words = new Set<string>([
    'Prism',
    'Prism Admin',
    'Amazon',
    'Etsy',
    'Shopify',
    'SVG',
    'CSV',
    'FR',
    'EN',
    'English',
    'Français',
    'QR',
  ]);
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.trim()) words.add(normal(value));
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  for (const path of [
    '/api/portfolio',
    '/api/admin/users',
    '/api/logos',
    '/api/settings',
    '/api/contact?limit=100',
    '/api/landing',
    '/api/redirects',
    '/api/not-found',
    '/api/admin/privacy/settings',
    '/api/admin/privacy/policy/versions',
    '/api/admin/privacy/requests',
    '/api/admin/privacy/incidents',
  ]) {
    const res = await api.get(path);
    // A refused read would leave its content out and blame the screen for it.
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    add(await res.json());
  }
  return words;
}

const SCREENS = [
  '/admin',
  '/admin/portfolio',
  '/admin/portfolio/new',
  '/admin/messages',
  '/admin/users',
  '/admin/logos',
  '/admin/landing',
  '/admin/settings',
  '/admin/audit',
  '/admin/redirects',
  '/admin/security',
  '/admin/privacy',
  '/admin/privacy/policy',
  '/admin/privacy/requests',
  '/admin/privacy/incidents',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').first()).toBeVisible();
}

async function signedInAs(browser: Browser, account: Account, locale: Locale) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: locale === 'fr' ? 'fr-CA' : 'en-US',
  });
  await signIn(context.request, account);
  const saved = await context.request.patch('/api/admin/profile', { data: { locale } });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, page: await context.newPage() };
}

/** Opens each dialog a screen offers by a button of its name, checks it, closes it. */
async function walkDialogs(page: Page, walk: LanguageWalk, screen: string, buttons: RegExp[]) {
  for (const name of buttons) {
    const button = page.getByRole('button', { name }).first();
    if (!(await button.isVisible().catch(() => false))) continue;
    await button.click();
    const dialog = page.getByRole('dialog').first();
    if (!(await dialog.isVisible().catch(() => false))) continue;
    await walk.check(page, `${screen} › ${String(name)}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

for (const locale of ['fr', 'en'] as const) {
  test(`the ${locale === 'fr' ? 'French' : 'English'} admin shows no word of the other language, on every screen and dialog`, async ({
    browser,
    owner,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(owner, 'owner');
    try {
      const walk = new LanguageWalk(locale, await contentOf(owner), () => contentOf(owner));
      walk.content.add(account.username);

      // Signed out: the browser's language.
      const anonymous = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        locale: locale === 'fr' ? 'fr-CA' : 'en-US',
      });
      const out = await anonymous.newPage();
      for (const path of ['/admin/login', '/admin/forgot-password']) {
        await out.goto(path);
        await settle(out);
        await walk.check(out, path);
      }
      await anonymous.close();

      const { context, page } = await signedInAs(browser, account, locale);
      for (const path of SCREENS) {
        await page.goto(path);
        await settle(page);
        await walk.check(page, path);
      }
      // The first item's edit screen, when there is one.
      const { items } = (await (await owner.get('/api/portfolio')).json()) as {
        items: { id: number }[];
      };
      if (items[0]) {
        await page.goto(`/admin/portfolio/edit/${items[0].id}`);
        await settle(page);
        await walk.check(page, '/admin/portfolio/edit');
      }
      // An item that is gone: its own screen, not the form.
      await page.goto('/admin/portfolio/edit/2147483000');
      await expect(page.getByRole('link', { name: /Portfolio|réalisations/ }).last()).toBeVisible();
      await walk.check(page, '/admin/portfolio/edit (gone)');
      // The inbox's dialogs, on a lead of its own (its name and words are content).
      const lead = {
        name: 'Camille Tremblay',
        email: 'camille@example.com',
        message: 'Camille Tremblay, 514 555 0100',
      };
      walk.content.add(lead.name);
      walk.content.add(lead.email);
      walk.content.add(lead.message);
      const sent = await owner.post('/api/contact', {
        headers: { 'x-forwarded-for': clientAddress() },
        data: { ...lead, service: 'other' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await page.goto(`/admin/messages?q=${encodeURIComponent(lead.email)}`);
      await settle(page);
      await expect(
        page.getByRole('button', { name: /^(Corriger|Correct)$/ }).first(),
      ).toBeVisible();
      await walkDialogs(page, walk, '/admin/messages', [/^(Corriger|Correct)$/]);
      // The dialogs of the shell and of the users screen.
      await page.goto('/admin/users');
      await settle(page);
      await walkDialogs(page, walk, '/admin/users', [
        /Mon profil|My profile/,
        /Changer le mot de passe|Change password/,
        /Ajouter|Add user|Invite/,
      ]);
      await context.close();

      expect(walk.findings, JSON.stringify(walk.findings, null, 1)).toEqual([]);
    } finally {
      await owner.delete(`/api/admin/users/${account.id}`);
    }
  });
}

test('the same refusal reads in French for a French staff member, its field marked', async ({
  browser,
  owner,
}) => {
  const account = await createAccount(owner, 'owner');
  const taken = await createAccount(owner, 'editor');
  try {
    const { context, page } = await signedInAs(browser, account, 'fr');
    await page.goto('/admin/users');
    await settle(page);
    await page
      .getByRole('button', { name: /Ajouter/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByLabel(/Nom d’utilisateur/).fill(taken.username);
    await dialog.getByLabel(/^Mot de passe/).fill('un-mot-de-passe-assez-long');
    await dialog
      .getByRole('button', { name: /Créer|Ajouter/ })
      .last()
      .click();
    // The API answers 409 username_taken: the admin words the code in French, under the
    // field it names, never the API's English sentence.
    const french = `Le nom d’utilisateur « ${taken.username} » est déjà pris`.replace(/ /g, '\\s');
    await expect(dialog.getByText(new RegExp(french.replace(/[«»]/g, '.')))).toBeVisible();
    await expect(page.getByText(/is already taken/)).toHaveCount(0);
    await expect(dialog.getByLabel(/Nom d’utilisateur/)).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  } finally {
    await owner.delete(`/api/admin/users/${account.id}`);
    await owner.delete(`/api/admin/users/${taken.id}`);
  }
});
