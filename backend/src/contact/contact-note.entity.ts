import { Column, Entity, Index } from 'typeorm';
import { LeadWriting } from './lead-writing.entity';

/** An internal note on a lead; deleted with the lead. */
@Entity('contact_notes')
@Index('IDX_contact_notes_message', ['messageId', 'createdAt'])
export class ContactNote extends LeadWriting {
  @Column({ type: Date, nullable: true })
  editedAt: Date | null;
}
