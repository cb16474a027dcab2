import { Column, Entity, Index } from 'typeorm';
import { LeadWriting } from './lead-writing.entity';

/**
 * A reply e-mailed to a lead from the inbox. Its delivery is the mail job
 * written with it; the reply is deleted with the lead, the job stays in the outbox.
 */
@Entity('contact_replies')
@Index('IDX_contact_replies_message', ['messageId', 'createdAt'])
@Index('IDX_contact_replies_key', ['clientKey'], { unique: true })
export class ContactReply extends LeadWriting {
  /** The mail (`mails`) that delivers this reply, sent by its `mail.send` job; not a foreign key. */
  @Column({ type: 'integer' })
  mailJobId: number;

  /** Made by the client once per written reply: the same key again is the same reply. */
  @Column({ type: 'varchar', length: 36 })
  clientKey: string;
}
