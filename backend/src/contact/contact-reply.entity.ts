import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A reply e-mailed to a lead from the inbox (ADR 043). Its delivery is the mail job
 * written with it; the reply is deleted with the lead, the job stays in the outbox.
 */
@Entity('contact_replies')
@Index('IDX_contact_replies_message', ['messageId', 'createdAt'])
@Index('IDX_contact_replies_key', ['clientKey'], { unique: true })
export class ContactReply {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  messageId: number;

  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  /** The sender's username when the reply was sent (kept if the account goes). */
  @Column({ type: 'varchar', length: 50 })
  authorName: string;

  @Column({ type: 'text' })
  body: string;

  /** The outbox job that delivers this reply; not a foreign key, like every job's link. */
  @Column({ type: 'integer' })
  mailJobId: number;

  /** Made by the client once per written reply: the same key again is the same reply. */
  @Column({ type: 'varchar', length: 36 })
  clientKey: string;

  @CreateDateColumn()
  createdAt: Date;
}
