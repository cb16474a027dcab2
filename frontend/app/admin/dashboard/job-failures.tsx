import type { JobsStatusAnswer, MailStatusAnswer } from '@prism/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { mailStatusQuery, useRetryMail } from '~/admin/messages/mail';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { can, useSession } from '~/admin/shared/session';
import { Button } from '~/components/ui/button';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';
import { errorBodyText } from '~/admin/shared/error-words';
import { apiFieldLabel } from '~/admin/shared/field-labels';
import { formatDateTime, formatNumber, isSingular } from '~/admin/shared/format';
import { holeOf } from '~/admin/portfolio/live-languages';
import { pageFieldLabel } from '~/admin/pages/page-field-label';
import { getLocale } from '~/paraglide/runtime';
import { m } from '~/paraglide/messages';

/** The job names staff see, by the runner's name; others show as they are. */
const JOB_NAMES: Record<string, () => string> = {
  'portfolio.publish': m.admin_job_portfolio_publish,
  'portfolio.unpublish': m.admin_job_portfolio_unpublish,
  'page.publish': m.admin_job_portfolio_publish,
  'page.unpublish': m.admin_job_portfolio_unpublish,
  'mail.send': m.admin_job_mail_send,
  'auth.reset_requests': m.admin_job_reset_requests,
  'audit.sweep': m.admin_job_audit_sweep,
  'jobs.prune': m.admin_job_jobs_prune,
  'audience.salt-rotation': m.admin_job_audience_salt,
  'audience.roll-up': m.admin_job_audience_rollup,
  'audience.retention': m.admin_job_audience_retention,
  'contact.search-merges': m.admin_job_search_merges,
  'privacy.retention': m.admin_job_privacy_retention,
  'privacy.request-reminders': m.admin_job_privacy_reminders,
};

export const jobsStatusQuery = queryOptions({
  queryKey: queryKeys.jobsStatus,
  queryFn: () => api<JobsStatusAnswer>('/api/admin/jobs/status'),
});

/**
 * The dashboard's one failure view (ADR 089): every job whose last attempt failed, mail
 * included (each mail is a job), with "Retry now" for mail and, for staff who read the
 * inbox, the mail that waits because no relay is set up. Nothing while all is well.
 */
export function JobFailures() {
  const { session } = useSession();
  const readsMail = can(session, 'view_messages');
  const status = useQuery(jobsStatusQuery);
  const mail = useQuery({ ...mailStatusQuery, enabled: readsMail });
  const retry = useRetryMail();
  const onRetryMail = () =>
    void retry.mutateAsync().then(
      () => notifySuccess(m.admin_mail_retrying()),
      (error: unknown) => notifyFailure(m.admin_mail_retry_failed(), error),
    );
  if (!status.data) return null;
  return (
    <JobFailuresView
      data={status.data}
      mail={readsMail ? mail.data : undefined}
      // Retrying sends mail: those who work the inbox, not a viewer.
      onRetryMail={can(session, 'reply_messages') ? onRetryMail : undefined}
      retrying={retry.isPending}
    />
  );
}

type Failure = JobsStatusAnswer['failures'][number];

/**
 * Why a task failed, in the reader's language: a refusal of the domain by its code and the
 * fields it names; a technical failure in plain words, its own text as code.
 */
function JobReason({ job }: { job: Failure }) {
  if (job.reason) {
    return <>{errorBodyText({ statusCode: 422, error: '', message: '', ...job.reason }, 422)}</>;
  }
  return (
    <>
      {m.admin_jobs_technical()} <code className="text-xs">{job.error}</code>
    </>
  );
}

export function JobFailuresView({
  data,
  mail,
  onRetryMail,
  retrying = false,
}: {
  data: JobsStatusAnswer;
  /** The outbox's state, for staff who read the inbox. */
  mail?: MailStatusAnswer;
  onRetryMail?: () => void;
  retrying?: boolean;
}) {
  const unsent = mail && !mail.configured ? mail.undelivered : 0;
  const mailFails = mail?.configured === true && (mail.failed > 0 || mail.lastError !== null);
  if (data.failing === 0 && unsent === 0) return null;
  return (
    <section
      aria-labelledby="job-failures-title"
      className="rounded-3xl border border-amber-200 bg-amber-50 p-6 text-amber-950 shadow-sm"
    >
      <div className="flex gap-3">
        <LuTriangleAlert aria-hidden className="mt-1 size-5 shrink-0" />
        <div className="min-w-0">
          <h2 id="job-failures-title" className="font-semibold">
            {data.failing === 0
              ? null
              : isSingular(data.failing)
                ? m.admin_jobs_failed_one()
                : m.admin_jobs_failed_many({ count: formatNumber(data.failing) })}
            {data.failing === 0 &&
              (isSingular(unsent)
                ? m.admin_mail_undelivered_one()
                : m.admin_mail_undelivered_many({ count: formatNumber(unsent) }))}
          </h2>
          {unsent > 0 && (
            <p className="mt-1 text-sm" data-testid="mail-not-configured">
              {data.failing > 0 &&
                (isSingular(unsent)
                  ? m.admin_mail_undelivered_one()
                  : m.admin_mail_undelivered_many({ count: formatNumber(unsent) }))}
              {data.failing > 0 && ' — '}
              {m.admin_mail_not_configured()}
            </p>
          )}
          <ul className="mt-2 grid gap-1 text-sm">
            {data.failures.map((job) =>
              job.item ? (
                <ItemFailure key={job.id} job={job} item={job.item} />
              ) : (
                <li key={job.id} className="break-words">
                  <span className="font-medium">{JOB_NAMES[job.name]?.() ?? job.name}</span> (
                  {job.key}
                  ): {job.status === 'failed'
                    ? m.admin_jobs_given_up()
                    : m.admin_jobs_retrying()},{' '}
                  {isSingular(job.attempts)
                    ? m.admin_jobs_attempts_one()
                    : m.admin_jobs_attempts_many({ count: formatNumber(job.attempts) })}{' '}
                  — <JobReason job={job} />
                </li>
              ),
            )}
          </ul>
          {mailFails && onRetryMail && (
            <Button variant="secondary" className="mt-3" onClick={onRetryMail} disabled={retrying}>
              <LuRefreshCw aria-hidden className="size-4" />
              {m.admin_mail_retry()}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

type Subject = NonNullable<Failure['item']>;

/** Where each kind of subject is edited. */
const EDITORS: Record<Subject['kind'], string> = {
  project: '/admin/portfolio/edit',
  page: '/admin/pages/edit',
  post: '/admin/journal/edit',
};

/**
 * A field the subject lacks (`fr.title`), as its editor labels it. A page's block fields
 * are named by their block in the page editor, which the link opens: here "Blocks
 * (French)", so a page's lines repeat no block the dashboard does not hold.
 */
function missingLabel(kind: Subject['kind'], field: string): string[] {
  if (kind === 'project') return holeOf(field) ? [apiFieldLabel(field)] : [];
  const [locale, ...path] = field.split('.');
  if (locale !== 'fr' && locale !== 'en') return [];
  return [pageFieldLabel(path.join('.'), [], locale)];
}

/**
 * A scheduled publish or unpublish that failed, about an item: its name in the reader's
 * language with a link to its edit screen, the time it was due, and what it lacks now,
 * each field as the edit screen labels it.
 */
function ItemFailure({ job, item }: { job: Failure; item: Subject }) {
  const title = (getLocale() === 'fr' && item.titleFr) || item.title;
  const missing = [...new Set(item.missing.flatMap((field) => missingLabel(item.kind, field)))];
  return (
    <li className="break-words">
      <span className="font-medium">{JOB_NAMES[job.name]?.() ?? job.name}</span>{' '}
      <a className="underline" href={`${EDITORS[item.kind]}/${item.id}`}>
        {title}
      </a>{' '}
      ({formatDateTime(job.dueAt)})
      {missing.length > 0 && <> — {m.editor_missing_fields({ fields: missing.join(' · ') })}</>}
    </li>
  );
}
