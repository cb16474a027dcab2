import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { MediaLibraryService } from '../media-library/media-library.service';
import type { FoundUse } from '../media-library/media-uses';
import { BeforeAfterPair, GalleryImage } from './case-study.entities';
import { PortfolioItem } from './portfolio-item.entity';

/**
 * The library's "used in": the projects whose cover (`project`), gallery
 * (`project-gallery`) or before/after pairs (`project-pair`) hold one of its images, one
 * entry per project and image in each.
 */
@Injectable()
export class ProjectMediaUses implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly library: MediaLibraryService,
  ) {}

  onModuleInit(): void {
    const manager = this.dataSource.manager;
    this.library.registerUses('project', async (mediaIds) => {
      const rows = await manager.find(PortfolioItem, {
        select: { id: true, title: true, titleFr: true, coverMediaId: true },
        where: { coverMediaId: In([...mediaIds]) },
        order: { id: 'ASC' },
      });
      return rows.map((row) => ({
        mediaId: row.coverMediaId as number,
        id: row.id,
        label: labelOf(row),
        adminPath: adminPathOf(row.id),
      }));
    });
    this.library.registerUses('project-gallery', async (mediaIds) => {
      const rows = await manager.find(GalleryImage, {
        select: { id: true, itemId: true, mediaId: true },
        where: { mediaId: In([...mediaIds]) },
      });
      return usesOf(manager, rows);
    });
    this.library.registerUses('project-pair', async (mediaIds) => {
      const ids = In([...mediaIds]);
      const rows = await manager.find(BeforeAfterPair, {
        select: { id: true, itemId: true, beforeMediaId: true, afterMediaId: true },
        where: [{ beforeMediaId: ids }, { afterMediaId: ids }],
      });
      return usesOf(
        manager,
        rows.flatMap((row) => [
          { itemId: row.itemId, mediaId: row.beforeMediaId },
          { itemId: row.itemId, mediaId: row.afterMediaId },
        ]),
        mediaIds,
      );
    });
  }
}

/** One use per project and image (`wanted`: only those images), as staff know the project. */
async function usesOf(
  manager: EntityManager,
  found: readonly { itemId: number; mediaId: number | null }[],
  wanted?: readonly number[],
): Promise<FoundUse[]> {
  const pairs = new Map<string, { itemId: number; mediaId: number }>();
  for (const { itemId, mediaId } of found) {
    if (mediaId === null || (wanted && !wanted.includes(mediaId))) continue;
    pairs.set(`${itemId} ${mediaId}`, { itemId, mediaId });
  }
  if (pairs.size === 0) return [];
  const items = await manager.find(PortfolioItem, {
    select: { id: true, title: true, titleFr: true },
    where: { id: In([...new Set([...pairs.values()].map((p) => p.itemId))]) },
  });
  const labels = new Map(items.map((item) => [item.id, labelOf(item)]));
  return [...pairs.values()]
    .sort((a, b) => a.itemId - b.itemId || a.mediaId - b.mediaId)
    .map(({ itemId, mediaId }) => ({
      mediaId,
      id: itemId,
      label: labels.get(itemId) ?? '',
      adminPath: adminPathOf(itemId),
    }));
}

/** A project as staff know it: its title, French first (as they write it). */
const labelOf = (item: Pick<PortfolioItem, 'title' | 'titleFr'>) => item.titleFr || item.title;

const adminPathOf = (itemId: number) => `/admin/portfolio/edit/${itemId}`;
