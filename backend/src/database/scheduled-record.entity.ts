import { Column } from 'typeorm';
import { EditedRecord } from './edited-record.entity';

/**
 * An edited record that can be published and unpublished on a schedule (a portfolio item, a
 * page): when the job runner publishes it and when it puts it back to draft, each cleared
 * once done, and who set the schedule (the scheduler acts on their behalf). Jobs in `jobs`
 * carry them out. Abstract, so it is no table of its own.
 */
export abstract class ScheduledRecord extends EditedRecord {
  @Column({ name: 'publish_at', type: Date, nullable: true })
  publishAt: Date | null;

  @Column({ name: 'unpublish_at', type: Date, nullable: true })
  unpublishAt: Date | null;

  @Column({ name: 'scheduled_by_id', type: 'integer', nullable: true })
  scheduledById: number | null;

  @Column({ name: 'scheduled_by', type: 'varchar', length: 64, nullable: true })
  scheduledBy: string | null;
}
