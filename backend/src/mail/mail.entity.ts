import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The job runner's name for sending one mail; the job's key is the mail's id. */
export const MAIL_SEND_JOB = 'mail.send';

/**
 * One e-mail to one recipient, written with its `mail.send` job in the same transaction as
 * what it reports (the outbox). Rendered when written, so every attempt
 * sends the same mail. Its delivery state lives on the job (one job table, one retry
 * policy); `sentAt` is the mail's own record that the relay accepted it.
 */
@Entity('mails')
@Index('IDX_mails_contact_message', ['contactMessageId'])
export class Mail {
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

  /** Threading headers of a reply: the Message-ID it answers, and the chain. */
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

  /**
   * When the relay accepted it; set in the transaction after the send, and checked before
   * one, so a job run again after that commit sends nothing.
   */
  @Column({ type: Date, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
