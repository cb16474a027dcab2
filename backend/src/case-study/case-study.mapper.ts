import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  BeforeAfterPairAnswer,
  CaseStudyImageAnswer,
  GalleryImageAnswer,
  MetricAnswer,
  PortfolioItemAnswer,
} from '@prism/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import type { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { BeforeAfterPair, GalleryImage, Metric } from './case-study.entities';

/** Characters of the description a default meta description keeps. */
const META_DESCRIPTION_CHARS = 160;

interface Children {
  gallery: GalleryImage[];
  pairs: BeforeAfterPair[];
  metrics: Metric[];
}

/**
 * Turns portfolio rows into PortfolioItemAnswer: the original fields, the case-study fields
 * and the child rows (gallery, before/after, metrics), read in three queries per batch.
 */
@Injectable()
export class CaseStudyMapper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  async toDtos(rows: PortfolioItem[], tx?: EntityManager): Promise<PortfolioItemAnswer[]> {
    const children = await this.childrenOf(
      rows.map((r) => r.id),
      tx ?? this.dataSource.manager,
    );
    return rows.map((row) => this.toDto(row, children.get(row.id)));
  }

  async toOneAnswer(row: PortfolioItem, tx?: EntityManager): Promise<PortfolioItemAnswer> {
    const [dto] = await this.toDtos([row], tx);
    if (!dto) throw new Error('toDtos answers one DTO per row');
    return dto;
  }

  private async childrenOf(ids: number[], tx: EntityManager): Promise<Map<number, Children>> {
    const byItem = new Map<number, Children>();
    if (ids.length === 0) return byItem;
    const order = { itemId: 'ASC', position: 'ASC', id: 'ASC' } as const;
    // One IN list per chunk keeps every statement within the drivers' parameter limits.
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      const where = { itemId: In(chunk) };
      const [gallery, pairs, metrics] = await Promise.all([
        tx.find(GalleryImage, { where, order }),
        tx.find(BeforeAfterPair, { where, order }),
        tx.find(Metric, { where, order }),
      ]);
      const entry = (id: number) => {
        let found = byItem.get(id);
        if (!found) byItem.set(id, (found = { gallery: [], pairs: [], metrics: [] }));
        return found;
      };
      for (const g of gallery) entry(g.itemId).gallery.push(g);
      for (const p of pairs) entry(p.itemId).pairs.push(p);
      for (const m of metrics) entry(m.itemId).metrics.push(m);
    }
    return byItem;
  }

  private toDto(row: PortfolioItem, children: Children | undefined): PortfolioItemAnswer {
    return {
      id: row.id,
      title: row.title,
      client: row.client,
      description: row.description,
      category: row.category,
      year: row.year,
      imageUrl: row.image ? this.media.urlOf(row.image.key) : null,
      image: row.image ? this.media.toDto(row.image) : null,
      featured: row.featured,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      order: row.displayOrder,
      coverAlt: row.coverAlt,
      marketplace: row.marketplace,
      services: parseServices(row.services),
      challenge: row.challenge,
      approach: row.approach,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      seo: {
        title: row.metaTitle || row.title,
        description: row.metaDescription || defaultDescription(row.description),
      },
      gallery: (children?.gallery ?? []).map((g) => this.galleryDto(g)),
      beforeAfter: (children?.pairs ?? []).map((p) => this.pairDto(p)),
      metrics: (children?.metrics ?? []).map(metricDto),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private imageDto(image: StoredImage): CaseStudyImageAnswer {
    return { imageUrl: this.media.urlOf(image.key), image: this.media.toDto(image) };
  }

  private galleryDto(g: GalleryImage): GalleryImageAnswer {
    return { id: g.id, alt: g.alt, caption: g.caption, ...this.imageDto(g.image) };
  }

  private pairDto(p: BeforeAfterPair): BeforeAfterPairAnswer {
    return {
      id: p.id,
      label: p.label,
      before: this.imageDto(p.before),
      after: this.imageDto(p.after),
    };
  }
}

function metricDto(m: Metric): MetricAnswer {
  return { label: m.label, before: m.before, after: m.after, unit: m.unit };
}

export function parseServices(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The description as one line, cut at a word within the meta description's length. */
function defaultDescription(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, META_DESCRIPTION_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}
