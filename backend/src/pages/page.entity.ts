import type { Block } from '@prism/contracts/blocks';
import type { Navigation, PageKind } from '@prism/contracts/pages';
import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { ScheduledRecord } from '../database/scheduled-record.entity';

/**
 * A page staff build from blocks (issue 50): its texts in both languages beside
 * each other, one list of blocks for both (a JSON document in the row, each block's texts
 * per language inside it), and whether each language is live. A slug is unique per
 * language among pages; null until the person gives one.
 */
@Entity('pages')
@Index('IDX_pages_list', ['updatedAt', 'id'])
@Index('IDX_pages_journal', ['kind', 'postDate', 'id'])
export class Page extends ScheduledRecord {
  /** A page, or a journal post: set at creation, never changed. */
  @Column({ type: 'varchar', length: 8, default: 'page' })
  kind: PageKind;

  @Column({ name: 'title_fr', type: 'varchar', length: 120, default: '' })
  titleFr: string;

  @Column({ name: 'title_en', type: 'varchar', length: 120, default: '' })
  titleEn: string;

  @Index('UQ_pages_slug_fr', { unique: true })
  @Column({ name: 'slug_fr', type: 'varchar', length: 80, nullable: true })
  slugFr: string | null;

  @Index('UQ_pages_slug_en', { unique: true })
  @Column({ name: 'slug_en', type: 'varchar', length: 80, nullable: true })
  slugEn: string | null;

  @Column({ name: 'meta_title_fr', type: 'varchar', length: 70, default: '' })
  metaTitleFr: string;

  @Column({ name: 'meta_title_en', type: 'varchar', length: 70, default: '' })
  metaTitleEn: string;

  @Column({ name: 'meta_description_fr', type: 'varchar', length: 160, default: '' })
  metaDescriptionFr: string;

  @Column({ name: 'meta_description_en', type: 'varchar', length: 160, default: '' })
  metaDescriptionEn: string;

  /** The blocks as `blockListSchema` gives them (validated on every write). */
  @Column({ type: 'simple-json' })
  blocks: Block[];

  @Column({ name: 'live_fr', type: 'boolean', default: false })
  liveFr: boolean;

  @Column({ name: 'live_en', type: 'boolean', default: false })
  liveEn: boolean;

  // A post's own fields; a page keeps them empty.
  @Column({ type: 'varchar', length: 80, default: '' })
  author: string;

  /** The publication day a post shows, `2026-11-29` ('' until given): the journal's order. */
  @Column({ name: 'post_date', type: 'varchar', length: 10, default: '' })
  postDate: string;

  @Column({ name: 'category_fr', type: 'varchar', length: 60, default: '' })
  categoryFr: string;

  @Column({ name: 'category_en', type: 'varchar', length: 60, default: '' })
  categoryEn: string;

  /** A library image (media_assets.id); its "used in" lists the post. */
  @Column({ name: 'cover_id', type: 'integer', nullable: true })
  coverId: number | null;

  /** Portfolio item ids, in the order chosen; null reads as none. */
  @Column({ name: 'related_project_ids', type: 'simple-json', nullable: true })
  relatedProjectIds: number[] | null;
}

/** A single row (id 1): the header and footer links, one validated document. */
@Entity('navigation')
export class NavigationRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'simple-json' })
  data: Navigation;

  @UpdateDateColumn()
  updatedAt: Date;
}

export const PAGE_ENTITIES = [Page, NavigationRow];
