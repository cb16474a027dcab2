import { Column, Entity, Index } from 'typeorm';
import { LeadWriting } from './lead-writing.entity';

/**
 * A reply to a lead from the inbox, e-mailed: its delivery is the mail written
 * with it; the reply is deleted with the lead, the mail stays. A reply note saved before
 * replies were e-mailed is a reply with no mail (issue 48).
 */
@Entity('contact_replies')
@Index('IDX_contact_replies_message', ['messageId', 'createdAt'])
@Index('IDX_contact_replies_key', ['clientKey'], { unique: true })
export class ContactReply extends LeadWriting {
  /**
   * The mail (`mails`) that delivers this reply, sent by its `mail.send` job; not a foreign
   * key. Null: a reply note from before replies were e-mailed, never sent.
   */
  @Column({ type: 'integer', nullable: true })
  mailJobId: number | null;

  /** Made by the client once per written reply: the same key again is the same reply. */
  @Column({ type: 'varchar', length: 36 })
  clientKey: string;
}
