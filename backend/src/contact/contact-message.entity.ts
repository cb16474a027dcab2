import type { LeadStage, Locale } from '@prism/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
// The inbox's order and its filters, each ending with the id: pages by keyset.
@Index('IDX_contact_messages_created', ['createdAt', 'id'])
@Index('IDX_contact_messages_read_created', ['read', 'createdAt', 'id'])
@Index('IDX_contact_messages_stage_created', ['stage', 'createdAt', 'id'])
@Index('IDX_contact_messages_assignee', ['assigneeId'])
@Index('IDX_contact_messages_audience_day', ['audienceDay'])
// The retention sweep's: the leads not anonymised yet, oldest first.
@Index('IDX_contact_messages_retention', ['createdAt', 'id'], { where: '"anonymisedAt" IS NULL' })
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  company: string;

  @Column({ type: 'varchar', length: 32 })
  service: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'boolean', default: false })
  read: boolean;

  @CreateDateColumn()
  createdAt: Date;

  // Where the lead came from, as the site form captured it; null when not given.
  @Column({ type: 'varchar', length: 2000, nullable: true })
  sourcePage: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  referrer: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmTerm: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  utmContent: string | null;

  /** The language of the page the form was sent from: staff answer in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: Locale;

  /** Where the lead is in the pipeline (new → contacted → proposal sent → won / lost, archived). */
  @Column({ type: 'varchar', length: 16, default: 'new' })
  stage: LeadStage;

  /** The staff member working the lead; not a foreign key: a deleted user reads as nobody. */
  @Column({ type: 'integer', nullable: true })
  assigneeId: number | null;

  // The audience attribution: the visit's source, channel and campaign, and the
  // day's visitor key, so leads and conversion show per source, landing page and project.
  @Column({ type: 'varchar', length: 253, nullable: true })
  audienceSource: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  audienceChannel: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  audienceCampaign: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  visitorKey: string | null;

  /** YYYY-MM-DD in the agency's time zone: the day of the key. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  audienceDay: string | null;

  /** When the retention job emptied what named the person (issue 46); null: not anonymised. */
  @Column({ type: Date, nullable: true })
  anonymisedAt: Date | null;
}
