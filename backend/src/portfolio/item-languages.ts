import {
  LOCALE_NAMES,
  LOCALES,
  slugify,
  type ItemTextsDto,
  type ItemTranslationsDto,
  type Locale,
} from '@prism/contracts';
import { Not, type EntityManager } from 'typeorm';
import { BeforeAfterPair, GalleryImage, Metric } from '../case-study/case-study.entities';
import { DomainError } from '../common/domain-error';
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

export type ItemTextField =
  'title' | 'description' | 'coverAlt' | 'challenge' | 'approach' | 'metaTitle' | 'metaDescription';

export const ITEM_TEXT_FIELDS: readonly ItemTextField[] = [
  'title',
  'description',
  'coverAlt',
  'challenge',
  'approach',
  'metaTitle',
  'metaDescription',
];

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
    gallery: children.gallery.map((g) => ({
      id: g.id,
      alt: altOf(g, locale),
      caption: captionOf(g, locale),
    })),
    beforeAfter: children.pairs.map((p) => ({ id: p.id, label: labelOf(p, locale) })),
    metrics: children.metrics.map((m) => labelOf(m, locale)),
    ready: readyIn(row, locale),
    missing: missingIn(row, children, locale),
  };
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
  const [gallery, pairs, metrics] = await Promise.all([
    tx.find(GalleryImage, { where, order }),
    tx.find(BeforeAfterPair, { where, order }),
    tx.find(Metric, { where, order }),
  ]);
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
      const message = `Another item already uses the ${LOCALE_NAMES[locale]} slug "${wanted}"`;
      throw new DomainError('conflict', message, undefined, [{ field, message }]);
    }
    row[key] = wanted;
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
 * A ready language must stay complete: one that lacks a field is no longer ready, so
 * visitors never see a page in it with a hole (or another language's text) in its place.
 */
export function settleReadiness(row: PortfolioItem, children: ItemChildren): void {
  for (const locale of LOCALES) {
    if (readyIn(row, locale) && missingIn(row, children, locale).length > 0) {
      setReady(row, locale, false);
    }
  }
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
    throw lacking(`${LOCALE_NAMES[locale]} cannot be ready yet`, [{ locale, missing }]);
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
  const names = notReady.map(({ locale }) => LOCALE_NAMES[locale]).join(' and ');
  throw lacking(`Cannot publish before ${names} is ready`, notReady);
}

function lacking(lead: string, languages: { locale: Locale; missing: string[] }[]): DomainError {
  const fields = languages.flatMap(({ locale, missing }) =>
    missing.length > 0
      ? missing.map((field) => ({ field: `${locale}.${field}`, message: 'is missing' }))
      : [{ field: `${locale}.ready`, message: 'is not marked ready' }],
  );
  return new DomainError(
    'unprocessable',
    `${lead}: ${fields.map((f) => `${f.field} ${f.message}`).join(', ')}`,
    undefined,
    fields,
  );
}
