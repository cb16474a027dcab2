import type { LogoIconType } from '@prism/contracts';
import { Column, Entity } from 'typeorm';
import { EditedRecord } from '../database/edited-record.entity';

@Entity('client_logos')
export class ClientLogo extends EditedRecord {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  iconType: LogoIconType;

  /** Display text, a brand icon name, or sanitised SVG markup (never raw input). */
  @Column({ type: 'text' })
  iconValue: string;

  /** "order" is an SQL keyword; the column is named for what it is. */
  @Column({ name: 'display_order', type: 'integer', nullable: true, default: 0 })
  order: number | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
