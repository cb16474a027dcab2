import {
  LOCALES,
  projectPath,
  slugify,
  type FieldError,
  type ItemTextField,
  type ItemTextsDto,
  type ItemTranslationsDto,
  type Locale,
  otherLocale,
} from '@prism/contracts';
import { Not, type EntityManager } from 'typeorm';
import { BeforeAfterPair, GalleryImage, Metric } from './case-study.entities';
import { DomainError } from '../common/domain-error';
import { redirectMovedPage } from '../redirects/slug-redirects';
import { PortfolioItem } from './portfolio-item.entity';

/**
 * An item's texts per language (ADR 041): English in the original columns, French in the
 * `_fr` ones beside them. Everything that reads or writes one language goes through here.
 */

export interface ItemChildren {
  gallery: GalleryImage[];
  pairs: BeforeAfterPair[];
  metrics: Metric[];
}

const column = (field: ItemTextField, locale: Locale) =>
  locale === 'en' ? field : (`${field}Fr` as const);

export const textOf = (row: PortfolioItem, field: ItemTextField, locale: Locale): string =>
  row[column(field, locale)];

export function setText(
  row: PortfolioItem,
  field: ItemTextField,
  locale: Locale,
  value: string,
): void {
  row[column(field, locale)] = value;
}

export const slugOf = (row: PortfolioItem, locale: Locale): string | null =>
  locale === 'en' ? row.slugEn : row.slugFr;

export const readyIn = (row: PortfolioItem, locale: Locale): boolean =>
  locale === 'en' ? row.readyEn : row.readyFr;

export function setReady(row: PortfolioItem, locale: Locale, ready: boolean): void {
  if (locale === 'en') row.readyEn = ready;
  else row.readyFr = ready;
}

/** A JSON list of names as stored; anything else reads as no services. */
export function parseServices(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The services delivered, named in one language. */
export const servicesOf = (row: PortfolioItem, locale: Locale): string[] =>
  parseServices(locale === 'en' ? row.services : row.servicesFr);

export function setServices(row: PortfolioItem, locale: Locale, services: readonly string[]): void {
  if (locale === 'en') row.services = JSON.stringify(services);
  else row.servicesFr = JSON.stringify(services);
}

export const altOf = (g: GalleryImage, locale: Locale) => (locale === 'en' ? g.alt : g.altFr);
export const captionOf = (g: GalleryImage, locale: Locale) =>
  locale === 'en' ? g.caption : g.captionFr;
export const labelOf = (child: BeforeAfterPair | Metric, locale: Locale) =>
  locale === 'en' ? child.label : child.labelFr;

/** What a language lacks before it may be ready: the fields every page in it shows. */
export function missingIn(row: PortfolioItem, children: ItemChildren, locale: Locale): string[] {
  const missing: string[] = [];
  if (!textOf(row, 'title', locale)) missing.push('title');
  if (!textOf(row, 'description', locale)) missing.push('description');
  if (!slugOf(row, locale)) missing.push('slug');
  // The cover's alt text, once the other language gives one: a page in each language
  // describes its image in that language. Not required while neither has one,
  // so the original form (no alt text) still publishes.
  const other = otherLocale(locale);
  if (
    (row.image || row.coverMediaId) &&
    !textOf(row, 'coverAlt', locale) &&
    textOf(row, 'coverAlt', other)
  ) {
    missing.push('coverAlt');
  }
  // A list the other language shows must be there too; its length may differ (one French
  // name may cover two English ones), so only an empty list is a hole.
  if (servicesOf(row, locale).length === 0 && servicesOf(row, other).length > 0) {
    missing.push('services');
  }
  children.gallery.forEach((g, i) => {
    if (!altOf(g, locale)) missing.push(`gallery[${i}].alt`);
  });
  children.pairs.forEach((p, i) => {
    if (!labelOf(p, locale)) missing.push(`beforeAfter[${i}].label`);
  });
  children.metrics.forEach((m, i) => {
    if (!labelOf(m, locale)) missing.push(`metrics[${i}].label`);
  });
  return missing;
}

export function textsDto(row: PortfolioItem, children: ItemChildren, locale: Locale): ItemTextsDto {
  return {
    title: textOf(row, 'title', locale),
    description: textOf(row, 'description', locale),
    slug: slugOf(row, locale),
    coverAlt: textOf(row, 'coverAlt', locale),
    challenge: textOf(row, 'challenge', locale),
    approach: textOf(row, 'approach', locale),
    metaTitle: textOf(row, 'metaTitle', locale),
    metaDescription: textOf(row, 'metaDescription', locale),
    services: servicesOf(row, locale),
    gallery: children.gallery.map((g) => ({
      id: g.id,
      alt: altOf(g, locale),
      caption: captionOf(g, locale),
    })),
    beforeAfter: children.pairs.map((p) => ({ id: p.id, label: labelOf(p, locale) })),
    metrics: children.metrics.map((m) => labelOf(m, locale)),
    ready: readyIn(row, locale),
    missing: missingIn(row, children, locale),
    savedAt: savedAtOf(row, locale)?.toISOString() ?? null,
    stale: staleIn(row, locale),
  };
}

export const savedAtOf = (row: PortfolioItem, locale: Locale): Date | null =>
  locale === 'en' ? row.textsSavedEn : row.textsSavedFr;

/**
 * A language is stale when it has texts and the other language's were saved after them:
 * the source changed since this translation was last looked at.
 */
export function staleIn(row: PortfolioItem, locale: Locale): boolean {
  const mine = savedAtOf(row, locale);
  const source = savedAtOf(row, otherLocale(locale));
  if (!textOf(row, 'title', locale) || !mine || !source) return false;
  return source.getTime() > mine.getTime();
}

/**
 * What each language says (its translatable texts, no slug or state) and whether it was
 * behind the other (empty, or stale): taken before a save, to tell after it what changed.
 */
export type LanguagePrints = Record<Locale, { print: string; behind: boolean }>;

function printOf(row: PortfolioItem, children: ItemChildren, locale: Locale): string {
  const {
    slug: _slug,
    ready: _ready,
    missing: _missing,
    savedAt: _at,
    stale: _stale,
    ...texts
  } = textsDto(row, children, locale);
  return JSON.stringify(texts);
}

export function printsOf(row: PortfolioItem, children: ItemChildren): LanguagePrints {
  const said = (locale: Locale) => ({
    print: printOf(row, children, locale),
    behind:
      !textOf(row, 'title', locale) ||
      (savedAtOf(row, otherLocale(locale))?.getTime() ?? 0) >
        (savedAtOf(row, locale)?.getTime() ?? 0),
  });
  return { fr: said('fr'), en: said('en') };
}

/**
 * Records when each language's texts were saved (ADR 051), so that a language saved before
 * the other last changed is stale:
 * - a language this save changed while it was up to date is a new source: stamped now,
 *   after the other's time even within the same millisecond (the order of saves, not the
 *   clock's resolution, decides), which makes the other stale;
 * - a language saved while it was behind (empty or stale), changed or not (the translations
 *   save, where a translator may confirm a text unchanged), is a translation brought up to
 *   date: it takes the other's time, so neither is stale;
 * - `before` null (a new item): both now.
 */
export function stampTexts(
  row: PortfolioItem,
  children: ItemChildren,
  before: LanguagePrints | null,
  saved: readonly Locale[] = [],
  now = new Date(),
): void {
  const set = (locale: Locale, at: number) => {
    if (locale === 'en') row.textsSavedEn = new Date(at);
    else row.textsSavedFr = new Date(at);
  };
  const latestOf = (locales: readonly Locale[]) =>
    Math.max(0, ...locales.map((l) => savedAtOf(row, l)?.getTime() ?? 0));
  if (!before) {
    for (const locale of LOCALES) set(locale, now.getTime());
    return;
  }
  const changed = LOCALES.filter((l) => before[l].print !== printOf(row, children, l));
  const sources = changed.filter((l) => !before[l].behind);
  const caughtUp = LOCALES.filter(
    (l) => !sources.includes(l) && (changed.includes(l) || saved.includes(l)),
  );
  if (sources.length > 0) {
    const others = LOCALES.filter((l) => !sources.includes(l));
    const at = Math.max(now.getTime(), latestOf(others) + 1);
    for (const locale of sources) set(locale, at);
  }
  for (const locale of caughtUp) set(locale, latestOf(LOCALES));
}

export const translationsDto = (
  row: PortfolioItem,
  children: ItemChildren,
): ItemTranslationsDto => ({
  fr: textsDto(row, children, 'fr'),
  en: textsDto(row, children, 'en'),
});

export async function childrenOf(tx: EntityManager, itemId: number): Promise<ItemChildren> {
  const where = { itemId };
  const order = { position: 'ASC', id: 'ASC' } as const;
  // One after the other: a transaction is one connection, which runs one query at a time
  // (pg deprecates queueing them on a client).
  const gallery = await tx.find(GalleryImage, { where, order });
  const pairs = await tx.find(BeforeAfterPair, { where, order });
  const metrics = await tx.find(Metric, { where, order });
  return { gallery, pairs, metrics };
}

/**
 * Sets the slug of a language: the one asked for (refused when another item has it in the
 * same language), else, while none is set, one made from the title with a number added
 * until no other item of that language has it.
 */
export async function settleSlug(
  tx: EntityManager,
  row: PortfolioItem,
  locale: Locale,
  wanted: string | undefined,
): Promise<void> {
  const key = locale === 'en' ? 'slugEn' : 'slugFr';
  const takenByOther = async (slug: string) =>
    tx.exists(PortfolioItem, {
      where: { [key]: slug, ...(row.id ? { id: Not(row.id) } : {}) },
    });
  if (wanted) {
    if (await takenByOther(wanted)) {
      const field = `${locale}.slug`;
      throw new DomainError('slug_taken', {}, { fields: [{ field, code: 'taken' }] });
    }
    const was = row[key];
    row[key] = wanted;
    // A public address that changes keeps answering: 301 to the new one.
    if (row.id && was && was !== wanted && row.status === 'published' && readyIn(row, locale)) {
      await redirectMovedPage(tx, projectPath(locale, was), projectPath(locale, wanted));
    }
    return;
  }
  const title = textOf(row, 'title', locale);
  if (row[key] || !title) return;
  const base = slugify(title);
  let slug = base;
  for (let n = 2; await takenByOther(slug); n++) slug = `${base}-${n}`;
  row[key] = slug;
}

/**
 * A language visitors see stays complete (ADR 081). A change that would leave a hole in a
 * language the item is published in is refused (422 naming each missing field): an item
 * leaves a language's site only when someone unpublishes it. A language not live yet stops
 * being ready when it lacks a field.
 */
export function settleReadiness(row: PortfolioItem, children: ItemChildren): void {
  const holes: { locale: Locale; missing: string[] }[] = [];
  for (const locale of LOCALES) {
    if (!readyIn(row, locale)) continue;
    const missing = missingIn(row, children, locale);
    if (missing.length === 0) continue;
    if (row.status === 'published') holes.push({ locale, missing });
    else setReady(row, locale, false);
  }
  if (holes.length === 0) return;
  throw lacking('would_unpublish', holes);
}

/** Marks a language ready on request, refusing (422) while it lacks a field. */
export function markReady(
  row: PortfolioItem,
  children: ItemChildren,
  locale: Locale,
  ready: boolean,
): void {
  const missing = ready ? missingIn(row, children, locale) : [];
  if (missing.length > 0) {
    throw lacking('not_ready', [{ locale, missing }]);
  }
  setReady(row, locale, ready);
}

/**
 * The publishing rule: an item is published only when every language the owner requires
 * is ready; otherwise 422 naming each missing field (`fr.title`, `en.gallery[0].alt`…).
 */
export function assertPublishable(
  row: PortfolioItem,
  children: ItemChildren,
  required: readonly Locale[],
): void {
  const notReady = required
    .filter((locale) => !readyIn(row, locale))
    .map((locale) => ({ locale, missing: missingIn(row, children, locale) }));
  if (notReady.length === 0) return;
  throw lacking('not_ready', notReady);
}

/**
 * The refusal of a language that lacks fields (an item's, a page's): 422 naming each as
 * `<locale>.<path>`, or `<locale>.ready` where nothing is missing but the flag.
 */
export function lacking(
  code: 'not_ready' | 'would_unpublish',
  languages: { locale: Locale; missing: string[] }[],
): DomainError {
  const fields = languages.flatMap(({ locale, missing }): FieldError[] =>
    missing.length > 0
      ? missing.map((field) => ({ field: `${locale}.${field}`, code: 'missing' as const }))
      : [{ field: `${locale}.ready`, code: 'not_marked_ready' as const }],
  );
  return new DomainError(code, {}, { fields });
}
