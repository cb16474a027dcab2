// @vitest-environment node
import type { Page, PortfolioItemAnswer } from '@prism/contracts';
import { describe, expect, it } from 'vitest';
import type { SiteContext } from '~/context';
import type { PageSitemapEntry } from '@prism/contracts/pages';
import { SITEMAP_MAX_URLS, sitemapFile, sitemapIndex, sitemapPart } from './sitemap.server';

const PUBLIC = 'https://prism.example';

/** Projects as the API lists them in a language: only the fields a sitemap reads. */
const projects = (locale: 'en' | 'fr', count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      ({
        id: i + 1,
        slug: `${locale}-project-${i + 1}`,
        alternates: { en: `en-project-${i + 1}`, fr: `fr-project-${i + 1}` },
        updatedAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
        imageUrl: `/media/p${i + 1}.webp`,
        gallery: [],
      }) as unknown as PortfolioItemAnswer,
  );

/**
 * The site's context with the API's answers of each language, a page at a time as the API
 * pages (here a cursor is the offset, which is the API's own business), counting the reads.
 */
function contextWith(
  lists: Record<'en' | 'fr', PortfolioItemAnswer[]>,
  livePages: Partial<Record<'en' | 'fr', PageSitemapEntry[]>> = {},
) {
  const reads: string[] = [];
  const context: SiteContext = {
    publicUrl: PUBLIC,
    backend: {
      getJson: <T>(path: string) => {
        reads.push(path);
        const url = new URL(path, PUBLIC);
        const query = url.searchParams;
        const lang = query.get('lang') as 'en' | 'fr';
        if (url.pathname === '/api/pages/public')
          return Promise.resolve((livePages[lang] ?? []) as T);
        const list = lists[lang];
        const start = Number(query.get('cursor') ?? 0);
        const end = start + Number(query.get('limit'));
        const page: Page<PortfolioItemAnswer> = {
          items: list.slice(start, end),
          nextCursor: end < list.length ? String(end) : null,
        };
        return Promise.resolve(page as T);
      },
      postJson: () => Promise.reject(new Error('no writes')),
    },
  };
  return { context, reads };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap index and files', () => {
  it('keeps to the protocol’s 50,000 URLs a file', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('names each language’s files in the index, split at the limit, with their last change', async () => {
    const { context } = contextWith({ en: projects('en', 7), fr: projects('fr', 2) });
    // Limit 4: English has 10 pages (landing, portfolio index, 7 projects, privacy), French 5.
    const index = await (await sitemapIndex(context, 4)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      `${PUBLIC}/sitemaps/fr-1.xml`,
      `${PUBLIC}/sitemaps/fr-2.xml`,
      `${PUBLIC}/sitemaps/en-1.xml`,
      `${PUBLIC}/sitemaps/en-2.xml`,
      `${PUBLIC}/sitemaps/en-3.xml`,
    ]);
    // en-1 holds the landing page, the index and projects 1–2 (updated on the 1st and 2nd).
    expect(index).toContain(`en-1.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>`);
    // fr-2 holds the privacy policy only: no project, no date.
    expect(index).toContain(`fr-2.xml</loc></sitemap>`);
  });

  it('puts every page in exactly one file, in order, and nothing past the last', async () => {
    const { context } = contextWith({ en: projects('en', 7), fr: projects('fr', 2) });
    const pages: string[] = [];
    for (const part of [1, 2, 3]) {
      const file = await sitemapFile(context, 'en', part, 4);
      const xml = await file!.text();
      expect(file!.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const urls = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(urls.length).toBeLessThanOrEqual(4);
      pages.push(...(urls as string[]));
    }
    expect(pages).toEqual([
      `${PUBLIC}/en/`,
      `${PUBLIC}/en/work`,
      ...Array.from({ length: 7 }, (_, i) => `${PUBLIC}/en/work/en-project-${i + 1}`),
      `${PUBLIC}/en/insights`,
      `${PUBLIC}/en/privacy`,
    ]);
    expect(await sitemapFile(context, 'en', 4, 4)).toBeNull();
    const project = await (await sitemapFile(context, 'fr', 1, 4))!.text();
    // The index page's alternates are the other language's index page.
    expect(project).toContain(
      `<url><loc>${PUBLIC}/fr/realisations</loc><xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC}/fr/realisations"/><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC}/en/work"/>`,
    );
    expect(project).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC}/en/work/en-project-1"/>`,
    );
    expect(project).toContain(`<image:loc>${PUBLIC}/media/p1.webp</image:loc>`);
  });

  it('reads only its own language for a file, page after page, every project once', async () => {
    const { context, reads } = contextWith({ en: projects('en', 3), fr: projects('fr', 250) });
    const xml = await (await sitemapFile(context, 'fr', 1))!.text();
    expect(reads).toEqual([
      '/api/portfolio?lang=fr&limit=100',
      '/api/pages/public?lang=fr',
      '/api/portfolio?lang=fr&limit=100&cursor=100',
      '/api/portfolio?lang=fr&limit=100&cursor=200',
    ]);
    const urls = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // The landing page, the portfolio index, 250 projects, the journal and the privacy policy.
    expect(urls).toHaveLength(254);
    expect(new Set(urls).size).toBe(254);
  });

  it('lists the pages built from blocks live in the language, with their other language', async () => {
    const team: PageSitemapEntry = {
      id: 5,
      paths: { en: '/en/our-team', fr: '/fr/notre-equipe' },
      updatedAt: '2026-02-01T00:00:00.000Z',
    };
    const englishOnly: PageSitemapEntry = {
      id: 6,
      paths: { en: '/en/careers' },
      updatedAt: '2026-01-15T00:00:00.000Z',
    };
    const { context } = contextWith(
      { en: projects('en', 1), fr: projects('fr', 1) },
      { en: [team, englishOnly], fr: [team] },
    );
    const fr = await (await sitemapFile(context, 'fr', 1))!.text();
    expect(locs(fr)).toEqual([
      `${PUBLIC}/fr/`,
      `${PUBLIC}/fr/realisations`,
      `${PUBLIC}/fr/realisations/fr-project-1`,
      `${PUBLIC}/fr/notre-equipe`,
      `${PUBLIC}/fr/journal`,
      `${PUBLIC}/fr/confidentialite`,
    ]);
    expect(fr).toContain(
      `<url><loc>${PUBLIC}/fr/notre-equipe</loc>` +
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC}/fr/notre-equipe"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC}/en/our-team"/>`,
    );
    const en = await (await sitemapFile(context, 'en', 1))!.text();
    // A page live in English only has no French alternate.
    const careers = en.split('\n').find((line) => line.includes(`${PUBLIC}/en/careers`));
    expect(careers).toContain(`hreflang="en" href="${PUBLIC}/en/careers"`);
    expect(careers).not.toContain('hreflang="fr-CA"');
    // The index dates each file by its latest project or page.
    expect(await (await sitemapIndex(context)).text()).toContain(
      `fr-1.xml</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>`,
    );
  });

  it('knows the files by name, and nothing else', () => {
    expect(sitemapPart('en-1.xml')).toEqual({ locale: 'en', part: 1 });
    expect(sitemapPart('fr-12.xml')).toEqual({ locale: 'fr', part: 12 });
    for (const name of [
      'de-1.xml',
      'en-0.xml',
      'en-01.xml',
      'en-1.xml.gz',
      'en.xml',
      '../en-1.xml',
    ]) {
      expect(sitemapPart(name)).toBeNull();
    }
  });
});
