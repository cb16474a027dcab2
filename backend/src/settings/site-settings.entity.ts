import type { SiteSettings } from '@prism/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A single row (id 1) holding the editable site facts as one validated document. */
@Entity('site_settings')
export class SiteSettingsRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'simple-json' })
  data: SiteSettings;

  @UpdateDateColumn()
  updatedAt: Date;
}
