import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress } from './admin/support';
import { seriousViolations } from './support/axe';
import { htmlFindings } from './support/html-validate';
import {
  expect,
  portfolio,
  projectUrl,
  scrollThrough,
  sitemapFiles,
  test,
} from './support/fixtures';

/** Issue 23, items 1 to 4 (ADR 042): every public page in French and in English. */

type Lang = 'fr' | 'en';
const LANGS: Lang[] = ['fr', 'en'];
const OTHER: Record<Lang, Lang> = { fr: 'en', en: 'fr' };
const TAGS: Record<Lang, string> = { fr: 'fr-CA', en: 'en' };
const PRIVACY: Record<Lang, string> = { fr: '/fr/confidentialite', en: '/en/privacy' };
const WORK: Record<Lang, string> = { fr: '/fr/realisations', en: '/en/work' };
const JOURNAL: Record<Lang, string> = { fr: '/fr/journal', en: '/en/insights' };

const baseURL = () => process.env.E2E_BASE_URL ?? '';

/** A client that never follows redirects, so each answer is seen as it is. */
async function raw(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseURL(), maxRedirects: 0 });
}

/**
 * Every public page of a language: landing, privacy, each project shown in it, each journal
 * post live in it (the demo content has one), a 404.
 */
async function publicPages(page: Page, lang: Lang): Promise<string[]> {
  const items = await portfolio(page, lang);
  expect(items.length).toBeGreaterThan(0);
  const journal = await page.request.get(`/api/journal/public?lang=${lang}`);
  expect(journal.ok()).toBe(true);
  const posts = ((await journal.json()) as { items: { path: string }[] }).items;
  return [
    `/${lang}/`,
    WORK[lang],
    JOURNAL[lang],
    PRIVACY[lang],
    ...items.map((item) => projectUrl(item, lang)),
    ...posts.map((post) => post.path),
  ];
}

test.describe('/ chooses a language', () => {
  test('by the saved choice, then Accept-Language, then the default setting', async ({
    request,
  }) => {
    const client = await raw();
    try {
      const settings = (await (await request.get('/api/settings')).json()) as {
        defaultLocale: Lang;
      };
      const cases: [Record<string, string>, string][] = [
        [{ 'accept-language': 'fr-CA,fr;q=0.9' }, '/fr/'],
        [{ 'accept-language': 'en-US' }, '/en/'],
        [{ 'accept-language': 'de-DE,en;q=0.5,fr;q=0.7' }, '/fr/'],
        [{}, `/${settings.defaultLocale}/`],
        [{ 'accept-language': 'fr-CA,fr;q=0.9', cookie: 'prism_lang=en' }, '/en/'],
        [{ 'accept-language': 'en-US', cookie: 'prism_lang=fr' }, '/fr/'],
      ];
      for (const [headers, location] of cases) {
        const response = await client.get('/', { headers });
        expect(response.status(), JSON.stringify(headers)).toBe(302);
        expect(response.headers().location, JSON.stringify(headers)).toBe(location);
        expect(response.headers().vary).toBe('Accept-Language, Cookie');
        expect(response.headers()['cache-control']).toBe('private, no-store');
        expect(response.headers()['x-cache']).toBeUndefined();
      }
      // A campaign's parameters go along to the page that records the lead.
      const utm = await client.get('/?utm_source=news', { headers: { 'accept-language': 'en' } });
      expect(utm.headers().location).toBe('/en/?utm_source=news');
    } finally {
      await client.dispose();
    }
  });
});

test('old URLs answer 301 to their English form, numeric ids to the slug in the same language', async ({
  page,
}) => {
  const [english] = await portfolio(page, 'en');
  const [french] = await portfolio(page, 'fr');
  const client = await raw();
  try {
    const token = 'A'.repeat(43);
    const moves: [string, string][] = [
      ['/privacy', '/en/privacy'],
      [`/portfolio/${english!.id}`, projectUrl(english!, 'en')],
      [`/preview/${token}`, `/en/preview/${token}`],
      [`/en/work/${english!.id}`, projectUrl(english!, 'en')],
      [`/fr/realisations/${french!.id}`, projectUrl(french!, 'fr')],
      ['/fr', '/fr/'],
      ['/en', '/en/'],
    ];
    for (const [from, to] of moves) {
      const response = await client.get(from);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    // A slug of the other language leads to this language's address of the same project
    // (issue 49; site-polish.spec.ts); a slug of no project stays a 404.
    expect((await client.get('/en/work/no-such-project')).status()).toBe(404);
  } finally {
    await client.dispose();
  }
});

test('every page in each language is valid HTML (html-validate)', async ({ page, request }) => {
  for (const lang of LANGS) {
    for (const path of [...(await publicPages(page, lang)), `/${lang}/no-such-page`]) {
      const response = await request.get(path);
      expect(await htmlFindings(await response.text()), path).toEqual([]);
    }
  }
});

test('each page names its language and its alternates, reciprocal and absolute', async ({
  page,
  request,
}) => {
  // One visit per public page in each language: slow on a busy machine, never timed.
  test.setTimeout(180_000);
  const seen = new Map<string, Record<string, string>>();
  for (const lang of LANGS) {
    for (const path of await publicPages(page, lang)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-language'], path).toBe(TAGS[lang]);
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', TAGS[lang]);
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute(
        'content',
        lang === 'fr' ? 'fr_CA' : 'en_CA',
      );
      // Structured data, where the page has it (the landing and project pages).
      for (const script of await page.locator('script[type="application/ld+json"]').all()) {
        const jsonLd = JSON.parse((await script.textContent()) ?? '{}') as { inLanguage?: string };
        expect(jsonLd.inLanguage, path).toBe(TAGS[lang]);
      }
      const alternates = Object.fromEntries(
        await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
          ),
      ) as Record<string, string>;
      const self = new URL(path, `${new URL(alternates['x-default'] ?? '').origin}/`).toString();
      expect(alternates[TAGS[lang]], path).toBe(self);
      expect(new URL(alternates['x-default']!).pathname, path).toBe('/');
      for (const href of Object.values(alternates)) expect(href, path).toMatch(/^https?:\/\//);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, path).toBe(self);
      seen.set(self, alternates);
    }
  }
  // Reciprocal: each alternate names this page back, with the same set of languages.
  for (const [self, alternates] of seen) {
    for (const [hreflang, href] of Object.entries(alternates)) {
      if (hreflang === 'x-default' || href === self) continue;
      expect(seen.get(href), `${self} → ${href}`).toEqual(alternates);
    }
  }
  // The sitemap lists the same pages with the same alternates.
  const xml = await sitemapFiles(request);
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
  expect(entries).toHaveLength(seen.size);
  for (const entry of entries) {
    const loc = /<loc>(.*?)<\/loc>/.exec(entry)![1]!;
    const links: Record<string, string> = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m): [string, string] => [m[1]!, m[2]!],
      ),
    );
    expect(links, loc).toEqual(seen.get(loc));
  }
});

/** A page's words a visitor meets: its text and the attributes read out or shown. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') parts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property]')) {
      parts.push(meta.getAttribute('content') ?? '');
    }
    return parts.join('\n');
  });
}

/** Words of the other language, as whole words (so "All" is not found in "Allez"). */
function foreignWords(words: string, foreign: string[]): string[] {
  return foreign.filter((text) => {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(words);
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A language's catalogue of site messages. */
const catalogue = (lang: Lang) =>
  JSON.parse(
    readFileSync(new URL(`../messages/site/${lang}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** What is written in `lang` only: catalogue messages, landing texts and item texts. */
async function wordsOnlyIn(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const mine = catalogue(lang);
  const theirs = catalogue(OTHER[lang]);
  const messages = Object.entries(mine)
    .filter(([key, text]) => key !== '$schema' && text !== theirs[key])
    // A message with a placeholder is checked through its fixed words only when it has any.
    .flatMap(([, text]) => text.split(/\{[^}]+\}/))
    .map((text) => text.trim())
    .filter((text) => text.length >= 3);
  const read = async (path: string, l: Lang) =>
    (
      await request.get(`${path}${path.includes('?') ? '&' : '?'}lang=${l}`)
    ).json() as Promise<unknown>;
  const landing = strings(await read('/api/landing', lang));
  const otherLanding = new Set(strings(await read('/api/landing', OTHER[lang])));
  const { items } = (await read('/api/portfolio', lang)) as {
    items: { id: number; title: string }[];
  };
  const content: string[] = landing.filter((text) => !otherLanding.has(text));
  for (const item of items) {
    const other = (await request.get(`/api/portfolio/${item.id}?lang=${OTHER[lang]}`)).ok()
      ? ((await read(`/api/portfolio/${item.id}`, OTHER[lang])) as Record<string, unknown>)
      : {};
    const mineFull = (await read(`/api/portfolio/${item.id}`, lang)) as Record<string, unknown>;
    for (const field of ['title', 'description', 'challenge', 'approach', 'coverAlt']) {
      const text = mineFull[field];
      if (typeof text === 'string' && text.trim() && text !== other[field]) content.push(text);
    }
    // Each language names the services its own way (ADR 061); a name both share is not foreign.
    const theirServices = strings(other.services);
    content.push(...strings(mineFull.services).filter((name) => !theirServices.includes(name)));
  }
  return [...new Set([...messages, ...content])].filter((text) => text.trim().length >= 3);
}

for (const lang of LANGS) {
  test(`no ${OTHER[lang]} words on any ${lang} page`, async ({ page, request }) => {
    test.setTimeout(180_000);
    // A word both languages use ("Contact", "Portfolio") is not foreign.
    const own = new Set([
      ...Object.values(catalogue(lang)),
      ...strings(await (await request.get(`/api/landing?lang=${lang}`)).json()),
    ]);
    const foreign = (await wordsOnlyIn(request, OTHER[lang])).filter((text) => !own.has(text));
    expect(foreign.length).toBeGreaterThan(50);
    for (const path of [...(await publicPages(page, lang)), `/${lang}/no-such-page`]) {
      await page.goto(path);
      expect(foreignWords(await wordsOf(page), foreign), path).toEqual([]);
      // Every demo project lists its services, in the page's language (ADR 061).
      if (/^\/(fr\/realisations|en\/work)\/[a-z]/.test(path)) {
        await expect(page.getByTestId('project-facts').getByRole('listitem').first()).toBeVisible();
      }
    }
  });
}

for (const width of [375, 1280]) {
  for (const lang of LANGS) {
    test.describe(`${lang} pages at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('have no serious or critical axe violations', async ({ page }) => {
        test.setTimeout(180_000);
        // Every page on a phone; on a desktop each kind of page once (landing, work index,
        // journal, privacy, a project): the projects share one template and one wide layout.
        const pages = await publicPages(page, lang);
        for (const path of width === 375 ? pages : pages.slice(0, 5)) {
          await page.goto(path);
          await scrollThrough(page);
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    });

    test.describe(`without JavaScript, ${lang} at ${width} px`, () => {
      test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });

      test('the filter, the contact form and the switch work, in the page’s language', async ({
        page,
        context,
      }) => {
        const t = lang === 'fr' ? FRENCH : ENGLISH;
        await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
        await page.goto(`/${lang}/`);
        // The filter is links to the same language's landing page.
        const items = await portfolio(page, lang);
        await page.getByRole('link', { name: t.packaging, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/\\?category=packaging#work$`));
        await expect(page.getByTestId('portfolio-card')).toHaveCount(
          items.filter((i) => i.category === 'packaging').slice(0, 12).length,
        );

        // The contact form: refused in the page's language, then sent.
        await page.goto(`/${lang}/`);
        const marker = `${lang} no-JS ${randomUUID()}`;
        let form = page.getByRole('form', { name: t.form });
        await form.getByLabel(t.name).fill('Gabrielle Roy');
        await form.getByLabel(t.email, { exact: true }).fill('not-an-address');
        await form.getByLabel(t.service).selectOption('brand_identity');
        await form.getByLabel('Message', { exact: true }).fill(marker);
        await form.getByRole('button', { name: t.send }).click();
        form = page.getByRole('form', { name: t.form });
        await expect(form.getByText(t.privacyError)).toBeVisible();
        await expect(form.getByText(t.emailError)).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(`/${lang}/`);
        await form.getByLabel(t.email, { exact: true }).fill('gabrielle@example.com');
        await form.getByRole('checkbox').check();
        await form.getByRole('button', { name: t.send }).click();
        await expect(page.getByRole('form', { name: t.form }).getByRole('status')).toContainText(
          t.sent,
        );

        // The switch: the same page in the other language, and the choice kept for `/`.
        const [item] = items;
        await page.goto(projectUrl(item!, lang));
        const other = OTHER[lang];
        await page.getByTestId('language-switch').click();
        const slug = item!.alternates[other];
        const expected = slug ? projectUrl({ slug }, other) : `/${other}/`;
        await expect(page).toHaveURL(new RegExp(`${expected}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', TAGS[other]);
        const cookie = (await context.cookies()).find((c) => c.name === 'prism_lang');
        expect(cookie?.value).toBe(other);
        expect(cookie?.sameSite).toBe('Lax');
        await page.goto('/');
        await expect(page).toHaveURL(new RegExp(`/${other}/$`));
      });
    });
  }
}

const ENGLISH = {
  packaging: 'Packaging',
  form: 'Contact form',
  name: 'Name',
  email: 'Email',
  service: 'Service',
  send: 'Send Message',
  privacyError: 'Please accept the privacy policy',
  emailError: 'Please enter a valid email address',
  sent: 'Thank you for your message. We will get back to you soon!',
};

const FRENCH: typeof ENGLISH = {
  packaging: 'Emballage',
  form: 'Formulaire de contact',
  name: 'Nom',
  email: 'Courriel',
  service: 'Service',
  send: 'Envoyer le message',
  privacyError: 'Veuillez accepter la politique de confidentialité',
  emailError: 'Veuillez entrer une adresse courriel valide',
  sent: 'Merci pour votre message. Nous vous répondrons sous peu!',
};
