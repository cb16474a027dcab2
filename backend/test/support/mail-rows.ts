import type { DataSource, FindOptionsWhere } from 'typeorm';
import { Job } from '../../src/jobs/job.entity';
import { MAIL_SEND_JOB, Mail } from '../../src/mail/mail.entity';

/** A mail as the suites read it: the message with its `mail.send` job's state (ADR 089). */
export type MailRow = Mail & {
  /** sent once the relay took it; else its job's state (failed when the job is gone). */
  status: 'pending' | 'running' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  priority: number | null;
  job: Job | null;
};

/** The mails matching `where`, oldest first, each with its job. */
export async function mailRows(
  dataSource: DataSource,
  where: FindOptionsWhere<Mail> = {},
): Promise<MailRow[]> {
  const mails = await dataSource.getRepository(Mail).find({ where, order: { id: 'ASC' } });
  const jobs = await dataSource.getRepository(Job).findBy({ name: MAIL_SEND_JOB });
  const byKey = new Map(jobs.map((job) => [job.key, job]));
  return mails.map((mail) => {
    const job = byKey.get(String(mail.id)) ?? null;
    const status: MailRow['status'] = mail.sentAt
      ? 'sent'
      : job?.status === 'pending' || job?.status === 'running'
        ? job.status
        : 'failed';
    return Object.assign(mail, {
      status,
      attempts: job?.attempts ?? 0,
      lastError: job?.lastError ?? null,
      priority: job?.priority ?? null,
      job,
    });
  });
}

/** Every mail and its job gone: a suite's clean start. */
export async function clearMail(dataSource: DataSource): Promise<void> {
  await dataSource.getRepository(Job).delete({ name: MAIL_SEND_JOB });
  await dataSource.getRepository(Mail).clear();
}
