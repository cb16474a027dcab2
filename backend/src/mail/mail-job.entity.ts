import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * pending: waits for nextAttemptAt. sending: claimed by a worker until nextAttemptAt (its
 * lease); a worker that dies leaves it to be claimed again. sent and failed are final.
 */
export type MailJobStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * The order jobs are claimed in, lower first (issue 44): mail a person is waiting for (a
 * reply to a lead, a password reset, an invitation) before notifications, so a burst of
 * leads never holds a reply back for longer than the batch a worker already holds.
 */
export const MAIL_PRIORITY = { person: 0, notification: 1 } as const;

/**
 * One e-mail to one recipient, written in the same transaction as what it reports
 * (the outbox, ADR 027). Rendered when written, so a retry sends the same mail.
 */
@Entity('mail_jobs')
@Index('IDX_mail_jobs_due', ['status', 'nextAttemptAt'])
@Index('IDX_mail_jobs_contact_message', ['contactMessageId'])
export class MailJob {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  kind: string;

  /** The lead this mail reports; not a foreign key, so deleting a lead keeps its history. */
  @Column({ type: 'integer', nullable: true })
  contactMessageId: number | null;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  replyToAddress: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  replyToName: string | null;

  /** The From address when not MAIL_FROM: a reply to a lead is from the agency's address. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  fromAddress: string | null;

  /** Threading headers of a reply (ADR 043): the Message-ID it answers, and the chain. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  inReplyTo: string | null;

  @Column({ type: 'text', nullable: true })
  referencesHeader: string | null;

  @Column({ type: 'varchar', length: 400 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  /** The Message-ID header, the same on every attempt, so a resend is recognisable. */
  @Column({ type: 'varchar', length: 200 })
  messageIdHeader: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: MailJobStatus;

  /** Attempts started; also the claim token a worker's result must match. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: Date })
  nextAttemptAt: Date;

  /** MAIL_PRIORITY: claimed before any due job of a higher number. */
  @Column({ type: 'integer', default: MAIL_PRIORITY.notification })
  priority: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: Date, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
