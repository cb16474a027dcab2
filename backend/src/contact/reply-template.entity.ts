import { Column, Entity } from 'typeorm';
import { EditedRecord } from '../database/edited-record.entity';

/** An owner-written starting text for a reply, with {{name}} and {{projectType}}. */
@Entity('reply_templates')
export class ReplyTemplate extends EditedRecord {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text' })
  body: string;
}
