import type { LandingContent } from '@prism/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A single row (id 1): the landing page's texts in both languages, one validated document. */
@Entity('landing_content')
export class LandingContentRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'simple-json' })
  data: LandingContent;

  @UpdateDateColumn()
  updatedAt: Date;
}
