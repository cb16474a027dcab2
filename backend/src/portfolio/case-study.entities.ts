import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import type { StoredImage } from '../media/image/stored-image';
import { ItemPart } from './item-part.entity';

/**
 * One image of a project's gallery; `position` orders the gallery (0 first). The image is
 * the project's own upload (`image`) or a media library image (`mediaId`).
 */
@Entity('portfolio_gallery_images')
@Index('IDX_portfolio_gallery_images_item', ['itemId', 'position'])
export class GalleryImage extends ItemPart {
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'simple-json', nullable: true })
  image: StoredImage | null;

  @Column({ name: 'media_id', type: 'integer', nullable: true })
  mediaId: number | null;

  @Column({ type: 'varchar', length: 200 })
  alt: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  caption: string;

  @Column({ name: 'alt_fr', type: 'varchar', length: 200, default: '' })
  altFr: string;

  @Column({ name: 'caption_fr', type: 'varchar', length: 300, default: '' })
  captionFr: string;

  @CreateDateColumn()
  createdAt: Date;
}

/**
 * Two images of the same listing, before the agency's work and after it; each side is the
 * project's own upload or a media library image (`beforeMediaId`, `afterMediaId`).
 */
@Entity('portfolio_before_after_pairs')
@Index('IDX_portfolio_before_after_pairs_item', ['itemId', 'position'])
export class BeforeAfterPair extends ItemPart {
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  label: string;

  @Column({ name: 'label_fr', type: 'varchar', length: 200, default: '' })
  labelFr: string;

  @Column({ type: 'simple-json', nullable: true })
  before: StoredImage | null;

  @Column({ type: 'simple-json', nullable: true })
  after: StoredImage | null;

  @Column({ name: 'before_media_id', type: 'integer', nullable: true })
  beforeMediaId: number | null;

  @Column({ name: 'after_media_id', type: 'integer', nullable: true })
  afterMediaId: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** One result of the results band (CVR 2.1 → 3.4 %). */
@Entity('portfolio_metrics')
@Index('IDX_portfolio_metrics_item', ['itemId', 'position'])
export class Metric extends ItemPart {
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 40 })
  label: string;

  @Column({ name: 'label_fr', type: 'varchar', length: 40, default: '' })
  labelFr: string;

  @Column({ name: 'before_value', type: 'double precision' })
  before: number;

  @Column({ name: 'after_value', type: 'double precision' })
  after: number;

  @Column({ type: 'varchar', length: 12, default: '' })
  unit: string;
}

/**
 * A link that shows one item (a draft, usually) to someone without an account. Only the
 * SHA-256 of the token is kept; who created the link and when stay with it.
 */
@Entity('portfolio_preview_links')
@Index('IDX_portfolio_preview_links_item', ['itemId'])
export class PreviewLink extends ItemPart {
  @Index('UQ_portfolio_preview_links_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: Date })
  expiresAt: Date;

  @Column({ type: Date, nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'varchar', length: 50 })
  createdBy: string;

  @CreateDateColumn()
  createdAt: Date;
}

export const CASE_STUDY_ENTITIES = [GalleryImage, BeforeAfterPair, Metric, PreviewLink];
