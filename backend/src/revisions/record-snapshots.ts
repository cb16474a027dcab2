import {
  DEFAULT_LANDING,
  DEFAULT_SITE_SETTINGS,
  type PortfolioCategory,
  type RevisionKind,
} from '@prism/contracts';
import type { EntityManager } from 'typeorm';
import { Metric } from '../portfolio/case-study.entities';
import { LandingContentRow } from '../landing/landing-content.entity';
import {
  childrenOf,
  printsOf,
  settleReadiness,
  settleSlug,
  stampTexts,
} from '../portfolio/item-languages';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { coverRef, imageRef } from '../portfolio/portfolio-audit';
import { SiteSettingsRow } from '../settings/site-settings.entity';
import type { RevisionFields } from './revision.entity';

/** The one-row records' ids, as revisions and audit entries name them. */
export const SETTINGS_ID = 'site';
export const LANDING_ID = 'landing';
export const NAVIGATION_ID = 'site';
/** The privacy settings (kind `privacy`): the policy has its own versions. */
export const PRIVACY_SETTINGS_ID = 'settings';
const ROW_ID = 1;

/** The texts of an item, each a column of the same name (both languages). */
const ITEM_TEXTS = [
  'title',
  'titleFr',
  'client',
  'description',
  'descriptionFr',
  'coverAlt',
  'coverAltFr',
  'marketplace',
  'challenge',
  'challengeFr',
  'approach',
  'approachFr',
  'metaTitle',
  'metaTitleFr',
  'metaDescription',
  'metaDescriptionFr',
  'year',
] as const satisfies readonly (keyof PortfolioItem)[];

/**
 * The whole record as a revision keeps it, or null when it is gone. An item: every text in
 * both languages, slugs, status and readiness, the images by key in their order with their
 * texts, the before/after pairs and the results. Times that every save moves (updatedAt)
 * are left out, so a save that changes nothing makes no revision.
 */
export async function snapshotOf(
  tx: EntityManager,
  kind: RevisionKind,
  recordId: string,
): Promise<RevisionFields | null> {
  if (kind === 'settings') {
    const row = await tx.findOneBy(SiteSettingsRow, { id: ROW_ID });
    return { ...(row?.data ?? DEFAULT_SITE_SETTINGS) };
  }
  if (kind === 'landing') {
    const row = await tx.findOneBy(LandingContentRow, { id: ROW_ID });
    return flattenLanding(row ? row.data : DEFAULT_LANDING);
  }
  const id = Number(recordId);
  const row = await tx.findOneBy(PortfolioItem, { id });
  if (!row) return null;
  const { gallery, pairs, metrics } = await childrenOf(tx, id);
  const texts = Object.fromEntries(ITEM_TEXTS.map((field) => [field, row[field]]));
  return {
    ...texts,
    category: row.category,
    featured: row.featured,
    status: row.status,
    services: parseList(row.services),
    slugEn: row.slugEn,
    slugFr: row.slugFr,
    readyEn: row.readyEn,
    readyFr: row.readyFr,
    image: coverRef(row),
    gallery: gallery.map((g) => ({
      id: g.id,
      image: imageRef(g.image, g.mediaId),
      alt: g.alt,
      altFr: g.altFr,
      caption: g.caption,
      captionFr: g.captionFr,
    })),
    beforeAfter: pairs.map((p) => ({
      id: p.id,
      label: p.label,
      labelFr: p.labelFr,
      before: imageRef(p.before, p.beforeMediaId),
      after: imageRef(p.after, p.afterMediaId),
    })),
    metrics: metrics.map((m) => ({
      label: m.label,
      labelFr: m.labelFr,
      before: m.before,
      after: m.after,
      unit: m.unit,
    })),
  };
}

/** When the record last changed (a baseline revision's time), or null for the defaults. */
export async function lastChangeOf(
  tx: EntityManager,
  kind: RevisionKind,
  recordId: string,
): Promise<Date | null> {
  const entity =
    kind === 'settings' ? SiteSettingsRow : kind === 'landing' ? LandingContentRow : PortfolioItem;
  const id = kind === 'portfolio' ? Number(recordId) : ROW_ID;
  const row = await tx.findOne(entity, { where: { id }, select: { id: true, updatedAt: true } });
  return row?.updatedAt ?? null;
}

/**
 * Brings an item back to a revision's texts, slugs, gallery order and results. Its
 * publication (status and each language's readiness) stays as it is now: a
 * restore that would leave a live language incomplete is refused by settleReadiness. Images removed since stay removed: their files
 * went with them; those still there take the revision's order and texts.
 */
export async function restoreItem(
  tx: EntityManager,
  row: PortfolioItem,
  fields: RevisionFields,
): Promise<void> {
  const children = await childrenOf(tx, row.id);
  const said = printsOf(row, children);
  for (const field of ITEM_TEXTS) {
    if (typeof fields[field] === 'string') row[field] = fields[field];
  }
  if (typeof fields.category === 'string') row.category = fields.category as PortfolioCategory;
  if (typeof fields.featured === 'boolean') row.featured = fields.featured;
  if (Array.isArray(fields.services)) row.services = JSON.stringify(fields.services);
  for (const locale of ['en', 'fr'] as const) {
    const slug = fields[locale === 'en' ? 'slugEn' : 'slugFr'];
    if (typeof slug === 'string') await settleSlug(tx, row, locale, slug);
  }

  const wanted = listOf(fields.gallery);
  const order = new Map(wanted.map((g, i) => [g.id, i]));
  for (const g of children.gallery) {
    const kept = wanted.find((w) => w.id === g.id);
    if (kept) {
      g.alt = textOr(kept.alt, g.alt);
      g.altFr = textOr(kept.altFr, g.altFr);
      g.caption = textOr(kept.caption, g.caption);
      g.captionFr = textOr(kept.captionFr, g.captionFr);
    }
  }
  children.gallery.sort(
    (a, b) => (order.get(a.id) ?? wanted.length) - (order.get(b.id) ?? wanted.length),
  );
  children.gallery.forEach((g, i) => (g.position = i));
  for (const p of children.pairs) {
    const kept = listOf(fields.beforeAfter).find((w) => w.id === p.id);
    if (kept) {
      p.label = textOr(kept.label, p.label);
      p.labelFr = textOr(kept.labelFr, p.labelFr);
    }
  }
  await tx.delete(Metric, { itemId: row.id });
  children.metrics = listOf(fields.metrics).map((m, position) =>
    tx.create(Metric, {
      itemId: row.id,
      position,
      label: textOr(m.label, ''),
      labelFr: textOr(m.labelFr, ''),
      before: Number(m.before ?? 0),
      after: Number(m.after ?? 0),
      unit: textOr(m.unit, ''),
    }),
  );
  await tx.save([...children.gallery, ...children.pairs, ...children.metrics]);
  settleReadiness(row, children);
  stampTexts(row, children, said);
  row.updatedAt = new Date();
  await tx.save(row);
}

/** The landing texts as one field per section and language (`en.hero`, `fr.about`…). */
export function flattenLanding(content: object): RevisionFields {
  const out: RevisionFields = {};
  for (const [locale, texts] of Object.entries(content as Record<string, object>)) {
    for (const [section, value] of Object.entries(texts)) out[`${locale}.${section}`] = value;
  }
  return out;
}

/** The reverse of `flattenLanding`. */
export function unflattenLanding(fields: RevisionFields): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(fields)) {
    const [locale, section] = key.split('.', 2) as [string, string];
    (out[locale] ??= {})[section] = value;
  }
  return out;
}

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** A text of a revision, or `fallback` where it has none. */
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

const listOf = (value: unknown) => (Array.isArray(value) ? value : []) as Record<string, unknown>[];
