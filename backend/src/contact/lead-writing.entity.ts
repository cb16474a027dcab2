import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns of something staff wrote on a lead (a note, a reply): the lead, the author
 * and the text. Abstract: each kind declares its table, indexes and its own columns.
 */
export abstract class LeadWriting {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  messageId: number;

  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  /** The author's username when it was written (kept if the account goes). */
  @Column({ type: 'varchar', length: 50 })
  authorName: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn()
  createdAt: Date;
}
