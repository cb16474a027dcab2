import type { PortfolioCategory, PortfolioStatus } from '@prism/contracts';
import { Column, Entity, Index } from 'typeorm';
import { ScheduledRecord } from '../database/scheduled-record.entity';
import type { StoredImage } from '../media/image/stored-image';
import { CONTENT_HEALTH_FINDINGS } from './content-health-findings';

@Entity('portfolio_items')
// The list's order, staff's and visitors'; the migration gives each column its
// direction (featured and createdAt and id descending).
@Index('IDX_portfolio_items_list', ['featured', 'displayOrder', 'createdAt', 'id'])
@Index('IDX_portfolio_items_public_list', ['status', 'featured', 'displayOrder', 'createdAt', 'id'])
// The content-health panel's findings over the items' own columns (CONTENT_HEALTH_FINDINGS):
// each counted and named from an index of its items alone, whatever the portfolio's size.
@Index('IDX_portfolio_items_without_cover', ['id'], { where: CONTENT_HEALTH_FINDINGS.withoutCover })
@Index('IDX_portfolio_items_not_ready_en', ['id'], { where: CONTENT_HEALTH_FINDINGS.notReadyEn })
@Index('IDX_portfolio_items_not_ready_fr', ['id'], { where: CONTENT_HEALTH_FINDINGS.notReadyFr })
@Index('IDX_portfolio_items_stale_en', ['id'], { where: CONTENT_HEALTH_FINDINGS.staleEn })
@Index('IDX_portfolio_items_stale_fr', ['id'], { where: CONTENT_HEALTH_FINDINGS.staleFr })
export class PortfolioItem extends ScheduledRecord {
  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  client: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 32 })
  category: PortfolioCategory;

  @Column({ type: 'varchar', length: 4 })
  year: string;

  /** A cover uploaded before the media library; null when the cover is a library image. */
  @Column({ type: 'simple-json', nullable: true })
  image: StoredImage | null;

  /** The cover as a media library image: replacing it there updates the project. */
  @Column({ name: 'cover_media_id', type: 'integer', nullable: true })
  coverMediaId: number | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  /** Drafts are shown to staff and to holders of a preview link only. */
  @Column({ type: 'varchar', length: 16, default: 'published' })
  status: PortfolioStatus;

  /** Manual position set by dragging on /admin/portfolio (0 first; ties: newest first). */
  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ name: 'cover_alt', type: 'varchar', length: 200, default: '' })
  coverAlt: string;

  @Column({ type: 'varchar', length: 60, default: '' })
  marketplace: string;

  /** The services delivered, as a JSON list of names. */
  @Column({ type: 'text', default: '[]' })
  services: string;

  @Column({ type: 'text', default: '' })
  challenge: string;

  @Column({ type: 'text', default: '' })
  approach: string;

  @Column({ name: 'meta_title', type: 'varchar', length: 70, default: '' })
  metaTitle: string;

  @Column({ name: 'meta_description', type: 'varchar', length: 160, default: '' })
  metaDescription: string;

  // The French texts beside the English ones above.
  @Column({ name: 'title_fr', type: 'varchar', length: 120, default: '' })
  titleFr: string;

  @Column({ name: 'description_fr', type: 'text', default: '' })
  descriptionFr: string;

  @Column({ name: 'cover_alt_fr', type: 'varchar', length: 200, default: '' })
  coverAltFr: string;

  @Column({ name: 'challenge_fr', type: 'text', default: '' })
  challengeFr: string;

  @Column({ name: 'approach_fr', type: 'text', default: '' })
  approachFr: string;

  @Column({ name: 'meta_title_fr', type: 'varchar', length: 70, default: '' })
  metaTitleFr: string;

  @Column({ name: 'meta_description_fr', type: 'varchar', length: 160, default: '' })
  metaDescriptionFr: string;

  /** The French names of the services, as a JSON list like `services`. */
  @Column({ name: 'services_fr', type: 'text', default: '[]' })
  servicesFr: string;

  /** The URL word of each language, unique within it; null until that title exists. */
  @Index('UQ_portfolio_items_slug_en', { unique: true })
  @Column({ name: 'slug_en', type: 'varchar', length: 80, nullable: true })
  slugEn: string | null;

  @Index('UQ_portfolio_items_slug_fr', { unique: true })
  @Column({ name: 'slug_fr', type: 'varchar', length: 80, nullable: true })
  slugFr: string | null;

  /** Shown to visitors in a language only when it is ready there (and published). */
  @Column({ name: 'ready_en', type: 'boolean', default: false })
  readyEn: boolean;

  @Column({ name: 'ready_fr', type: 'boolean', default: false })
  readyFr: boolean;

  /**
   * When each language's texts were last saved: a language saved before the other
   * one last changed may no longer say the same, and the content-health panel lists it.
   */
  @Column({ name: 'texts_saved_en', type: Date, nullable: true })
  textsSavedEn: Date | null;

  @Column({ name: 'texts_saved_fr', type: Date, nullable: true })
  textsSavedFr: Date | null;
}
