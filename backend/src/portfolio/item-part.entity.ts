import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PortfolioItem } from './portfolio-item.entity';

/**
 * The columns every part of a case study starts with: its own id and the portfolio item it
 * belongs to, deleted with the item. Abstract: each part declares its table and indexes.
 */
export abstract class ItemPart {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  itemId: number;

  @ManyToOne(() => PortfolioItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'itemId' })
  item?: PortfolioItem;
}
