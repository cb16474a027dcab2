import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An internal note on a lead; deleted with the lead. */
@Entity('contact_notes')
@Index('IDX_contact_notes_message', ['messageId', 'createdAt'])
export class ContactNote {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  messageId: number;

  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  /** The author's username when the note was written (kept if the account goes). */
  @Column({ type: 'varchar', length: 50 })
  authorName: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  editedAt: Date | null;
}
