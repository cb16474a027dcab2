import { Column, Entity } from 'typeorm';
import { EditedRecord } from '../database/edited-record.entity';

/**
 * An owner-written starting text for a reply, in English and French, with
 * {{name}} and {{projectType}} filled in for each lead by the server.
 */
@Entity('reply_templates')
export class ReplyTemplate extends EditedRecord {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The English text: the column templates had before French, which sits in `body_fr`. */
  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'body_fr', type: 'text', default: '' })
  bodyFr: string;
}
