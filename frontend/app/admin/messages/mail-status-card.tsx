import type { MailStatusAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { LuMailWarning, LuRefreshCw } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { mailStatusQuery, useRetryMail } from './mail';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { m } from '~/paraglide/messages';
import { formatNumber } from '~/admin/shared/format';

/**
 * The dashboard's warning about staff mail: shown only while notifications are waiting
 * (or no relay is configured), with the last error and "Retry now".
 */
export function MailStatusCard() {
  const status = useQuery(mailStatusQuery);
  const retry = useRetryMail();
  if (!status.data) return null;
  const onRetry = () =>
    retry.mutateAsync().then(
      () => notifySuccess(m.admin_mail_retrying()),
      (error: unknown) => notifyFailure(m.admin_mail_retry_failed(), error),
    );
  return (
    <MailStatusView data={status.data} onRetry={() => void onRetry()} retrying={retry.isPending} />
  );
}

export function MailStatusView({
  data,
  onRetry,
  retrying,
}: {
  data: MailStatusAnswer;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (data.undelivered === 0) return null;
  return (
    <section
      aria-labelledby="mail-status-title"
      className="rounded-3xl border border-red-200 bg-red-50 p-6 text-red-900 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 gap-3">
          <LuMailWarning aria-hidden className="mt-1 size-5 shrink-0" />
          <div className="min-w-0">
            <h2 id="mail-status-title" className="font-semibold">
              {data.undelivered === 1
                ? m.admin_mail_undelivered_one()
                : m.admin_mail_undelivered_many({ count: formatNumber(data.undelivered) })}
            </h2>
            <p className="mt-1 text-sm break-words opacity-90" data-testid="mail-last-error">
              {!data.configured
                ? m.admin_mail_not_configured()
                : data.lastError
                  ? m.admin_mail_last_error({ error: data.lastError })
                  : m.admin_mail_waiting()}
            </p>
          </div>
        </div>
        {data.configured && (
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            <LuRefreshCw aria-hidden className="size-4" />
            {m.admin_mail_retry()}
          </Button>
        )}
      </div>
    </section>
  );
}
