import type { PortfolioCategory } from '@prism/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { StoredImage } from '../media/image/stored-image';

@Entity('portfolio_items')
@Index('IDX_portfolio_items_listing', ['featured', 'createdAt'])
export class PortfolioItem {
  @PrimaryGeneratedColumn()
  id: number;

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

  @Column({ type: 'simple-json', nullable: true })
  image: StoredImage | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
