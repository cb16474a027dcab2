import { LOCALES, slugify, type Locale } from '@prism/contracts';
import { pageMissing, RESERVED_PAGE_SLUGS } from '@prism/contracts/pages';
import { Not, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { lacking } from '../portfolio/item-languages';
import { redirectMovedPage } from '../redirects/slug-redirects';
import { Page } from './page.entity';
import { fieldsOf, liveIn, pathOf, slugOf } from './page-fields';

/** What a save started from: each language's slug and whether it was live. */
export type PageBefore = Record<Locale, { slug: string; live: boolean }>;

export const beforeOf = (row: Page): PageBefore => ({
  fr: { slug: slugOf(row, 'fr'), live: liveIn(row, 'fr') },
  en: { slug: slugOf(row, 'en'), live: liveIn(row, 'en') },
});

/**
 * The rules every save of a page keeps, as the portfolio item's: a language
 * without a slug gets one from its title; a slug another page has in that language is a
 * 409; a language live before the save stays complete (422 naming each missing path,
 * `fr.blocks.2.heading`: a page leaves a language's site only when someone takes it off);
 * a live language whose slug changed answers 301 from its old address.
 */
export async function settlePage(tx: EntityManager, row: Page, before: PageBefore): Promise<void> {
  for (const locale of LOCALES) await settleSlug(tx, row, locale);
  const fields = fieldsOf(row);
  const holes = LOCALES.filter((locale) => liveIn(row, locale))
    .map((locale) => ({ locale, missing: pageMissing(fields, locale) }))
    .filter(({ missing }) => missing.length > 0);
  if (holes.length > 0) throw lacking('would_unpublish', holes);
  for (const locale of LOCALES) {
    const was = before[locale];
    const now = slugOf(row, locale);
    if (row.id && was.live && liveIn(row, locale) && was.slug && was.slug !== now) {
      await redirectMovedPage(tx, pathOf(row, locale, was.slug), pathOf(row, locale, now));
    }
  }
}

async function settleSlug(tx: EntityManager, row: Page, locale: Locale): Promise<void> {
  const key = locale === 'fr' ? 'slugFr' : 'slugEn';
  const takenByOther = (slug: string) =>
    tx.exists(Page, { where: { [key]: slug, ...(row.id ? { id: Not(row.id) } : {}) } });
  const given = row[key];
  if (given) {
    if (await takenByOther(given)) {
      throw new DomainError(
        'slug_taken',
        {},
        { fields: [{ field: `slug.${locale}`, code: 'taken' }] },
      );
    }
    return;
  }
  const title = row[locale === 'fr' ? 'titleFr' : 'titleEn'];
  if (!title.trim()) return;
  const base = slugify(title);
  let slug = base;
  for (let n = 2; RESERVED_PAGE_SLUGS.has(slug) || (await takenByOther(slug)); n++) {
    slug = `${base}-${n}`;
  }
  row[key] = slug;
}
