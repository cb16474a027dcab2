import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PortfolioItem } from './portfolio-item.entity';

/**
 * What the content-health panel needs of an item's images and their texts, one row per
 * item, written in the same transaction as every change to the item or its parts
 * (`refreshItemHealth`), so the panel counts with SQL instead of reading every item, image
 * and caption. Deleted with the item.
 */
@Entity('portfolio_item_health')
@Index('IDX_portfolio_item_health_missing_alt', ['missingAlt'])
@Index('IDX_portfolio_item_health_largest', ['largestOriginalBytes'])
export class ItemHealth {
  @PrimaryColumn({ type: 'integer' })
  itemId: number;

  @ManyToOne(() => PortfolioItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itemId' })
  item?: PortfolioItem;

  /** Images without English alt text: the cover (when there is one) and the gallery's. */
  @Column({ type: 'integer' })
  missingAlt: number;

  /** The largest upload among the cover, the gallery and the pairs, in bytes (0: none). */
  @Column({ type: 'integer' })
  largestOriginalBytes: number;
}
