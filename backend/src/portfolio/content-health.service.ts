import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOCALES, otherLocale, STALE_DRAFT_DAYS, type ContentHealthAnswer } from '@prism/contracts';
import { DataSource, LessThan } from 'typeorm';
import { ClientLogo } from '../logos/client-logo.entity';
import type { StoredImage } from '../media/image/stored-image';
import { missingIn, readyIn, savedAtOf, staleIn } from './item-languages';
import { PortfolioItem } from './portfolio-item.entity';
import { BeforeAfterPair, GalleryImage, Metric } from './case-study.entities';

const DAY_MS = 86_400_000;
/** An upload above this was exported far larger than any page needs. */
export const OVERSIZED_ORIGINAL_BYTES = 5 * 1024 * 1024;
/** A logo switched off for this long is probably forgotten. */
export const INACTIVE_LOGO_DAYS = 180;

/**
 * The dashboard's content-health panel: what a visitor would notice or a search engine
 * would miss, each entry naming the item to fix. Read on demand (staff only, small).
 */
@Injectable()
export class ContentHealthService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(now = new Date()): Promise<ContentHealthAnswer> {
    const manager = this.dataSource.manager;
    // In each item's order, so a missing translation is named by its position.
    const order = { itemId: 'ASC', position: 'ASC', id: 'ASC' } as const;
    const [items, gallery, pairs, metrics, logos] = await Promise.all([
      manager.find(PortfolioItem, { order: { id: 'ASC' } }),
      manager.find(GalleryImage, {
        select: { itemId: true, alt: true, altFr: true, image: true },
        order,
      }),
      manager.find(BeforeAfterPair, {
        select: { itemId: true, label: true, labelFr: true, before: true, after: true },
        order,
      }),
      manager.find(Metric, { select: { itemId: true, label: true, labelFr: true }, order }),
      manager.find(ClientLogo, {
        where: {
          active: false,
          updatedAt: LessThan(new Date(now.getTime() - INACTIVE_LOGO_DAYS * DAY_MS)),
        },
        order: { updatedAt: 'ASC' },
      }),
    ]);
    const galleryOf = group(gallery);
    const pairsOf = group(pairs);
    const metricsOf = group(metrics);
    const staleBefore = now.getTime() - STALE_DRAFT_DAYS * DAY_MS;
    const report: ContentHealthAnswer = {
      missingAlt: [],
      staleDrafts: [],
      withoutCover: [],
      oversized: [],
      inactiveLogos: logos.map((l) => ({
        id: l.id,
        name: l.name,
        updatedAt: l.updatedAt.toISOString(),
      })),
      notReady: [],
      staleTranslations: [],
    };
    for (const item of items) {
      const ref = { id: item.id, title: item.title };
      const images = galleryOf.get(item.id) ?? [];
      const missing =
        (item.image && !item.coverAlt.trim() ? 1 : 0) + images.filter((g) => !g.alt.trim()).length;
      if (missing > 0) report.missingAlt.push({ ...ref, missing });
      if (item.status === 'draft' && item.updatedAt.getTime() < staleBefore) {
        report.staleDrafts.push({ ...ref, updatedAt: item.updatedAt.toISOString() });
      }
      if (!item.image) report.withoutCover.push(ref);
      const all: StoredImage[] = [
        ...(item.image ? [item.image] : []),
        ...images.map((g) => g.image),
        ...(pairsOf.get(item.id) ?? []).flatMap((p) => [p.before, p.after]),
      ];
      const largest = Math.max(0, ...all.map((i) => i.originalBytes ?? 0));
      if (largest > OVERSIZED_ORIGINAL_BYTES) report.oversized.push({ ...ref, bytes: largest });
      const children = {
        gallery: images,
        pairs: pairsOf.get(item.id) ?? [],
        metrics: metricsOf.get(item.id) ?? [],
      };
      for (const locale of LOCALES) {
        if (!readyIn(item, locale)) {
          report.notReady.push({ ...ref, locale, missing: missingIn(item, children, locale) });
        }
        const savedAt = savedAtOf(item, locale);
        const sourceSavedAt = savedAtOf(item, otherLocale(locale));
        if (staleIn(item, locale) && savedAt && sourceSavedAt) {
          report.staleTranslations.push({
            ...ref,
            locale,
            savedAt: savedAt.toISOString(),
            sourceSavedAt: sourceSavedAt.toISOString(),
          });
        }
      }
    }
    return report;
  }
}

function group<T extends { itemId: number }>(rows: T[]): Map<number, T[]> {
  const byItem = new Map<number, T[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  return byItem;
}
