import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One finished delivery attempt of a mail job: when, and the error if it failed. */
@Entity('mail_attempts')
@Index('IDX_mail_attempts_job', ['jobId'])
export class MailAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  jobId: number;

  @Column({ type: 'integer' })
  attempt: number;

  @Column({ type: Date })
  finishedAt: Date;

  /** Null: the relay accepted the mail. */
  @Column({ type: 'text', nullable: true })
  error: string | null;
}
