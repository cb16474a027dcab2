import { LIMITS, rightsCloseSchema, RIGHTS_LIMITS, type ErasureAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuArrowLeft, LuDownload, LuEraser, LuInbox } from 'react-icons/lu';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AdminForm, FormField, showRefusal, useZodForm } from '~/admin/shared/form';
import { formatDateTime, formatNumber } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button, buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { requestDataPath, rightsRequestQuery, useCloseRequest, useEraseRequest } from './privacy';
import { DueDate, KIND_LABELS, STATUS_LABELS } from './privacy-requests';
import { card, cardHeading, PrivacyFrame } from './privacy-tabs';

/**
 * /admin/privacy/requests/:id (manage_privacy): one request, whether its address confirmed
 * it, its data as JSON and CSV, erasing what names the person, and closing it.
 */
export function PrivacyRequestScreen({ id }: { id: number }) {
  const request = useQuery(rightsRequestQuery(id));
  const erase = useEraseRequest();
  const [asking, setAsking] = useState(false);
  const [erased, setErased] = useState<ErasureAnswer | null>(null);

  const back = (
    <Link to="/admin/privacy/requests" className={buttonClass({ variant: 'secondary' })}>
      <LuArrowLeft aria-hidden className="size-4" />
      {m.privacy_request_back()}
    </Link>
  );

  if (request.isPending) {
    return (
      <PrivacyFrame title={m.privacy_title_request()} description="" actions={back}>
        <div aria-hidden="true" className="h-64 animate-pulse rounded-3xl bg-paper-deep" />
      </PrivacyFrame>
    );
  }
  if (request.isError) {
    return (
      <PrivacyFrame title={m.privacy_title_request()} description="" actions={back}>
        <LoadError
          what={m.privacy_requests_what()}
          error={request.error}
          onRetry={() => void request.refetch()}
        />
      </PrivacyFrame>
    );
  }
  const r = request.data;
  const confirmed = r.status !== 'unconfirmed';
  const confirm = () =>
    erase.mutate(r.id, {
      onSuccess: (answer) => {
        setErased(answer);
        notifySuccess(m.privacy_erased());
      },
      onError: (error) => notifyFailure(m.privacy_erase_failed(), error),
      onSettled: () => setAsking(false),
    });

  return (
    <PrivacyFrame
      title={m.privacy_title_request()}
      description={m.privacy_request_description({ days: String(RIGHTS_LIMITS.dueDays) })}
      actions={back}
    >
      <section className={card} aria-labelledby="privacy-request-facts">
        <h2 id="privacy-request-facts" className={cardHeading}>
          {r.email}
        </h2>
        <dl className="grid gap-4 text-sm sm:grid-cols-3" data-testid="request-facts">
          <Fact label={m.privacy_request_kind()}>{KIND_LABELS[r.kind]()}</Fact>
          <Fact label={m.privacy_request_status()}>{STATUS_LABELS[r.status]()}</Fact>
          <Fact label={m.privacy_request_source()}>
            {r.source === 'public' ? m.privacy_source_public() : m.privacy_source_staff()}
          </Fact>
          <Fact label={m.privacy_request_received()}>{formatDateTime(r.receivedAt)}</Fact>
          <Fact label={m.privacy_request_due()}>
            <DueDate request={r} />
          </Fact>
          <Fact label={m.privacy_request_confirmation()}>
            {r.confirmedAt
              ? m.privacy_request_confirmed_on({ date: formatDateTime(r.confirmedAt) })
              : m.privacy_request_unconfirmed()}
          </Fact>
          {r.closedAt && (
            <Fact label={m.privacy_request_closed()}>{formatDateTime(r.closedAt)}</Fact>
          )}
          {r.outcome && (
            <Fact label={m.privacy_request_outcome()} wide>
              {r.outcome}
            </Fact>
          )}
        </dl>
      </section>

      <section className={card} aria-labelledby="privacy-request-data">
        <div>
          <h2 id="privacy-request-data" className={cardHeading}>
            {m.privacy_request_data()}
          </h2>
          <p className="mt-1 text-sm text-muted">{m.privacy_request_data_hint()}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a
            href={requestDataPath(r.id, 'json')}
            download={`prism-personal-data-${r.id}.json`}
            className={buttonClass({ variant: 'secondary' })}
          >
            <LuDownload aria-hidden className="size-4" />
            {m.privacy_request_download_json()}
          </a>
          <a
            href={requestDataPath(r.id, 'csv')}
            download
            className={buttonClass({ variant: 'secondary' })}
          >
            <LuDownload aria-hidden className="size-4" />
            {m.privacy_request_download_csv()}
          </a>
          <Button
            type="button"
            variant="danger"
            disabled={!confirmed || r.status === 'done'}
            onClick={() => setAsking(true)}
          >
            <LuEraser aria-hidden className="size-4" />
            {m.privacy_request_erase()}
          </Button>
          {/* Rectification is made on each lead, with 'Correct' in the inbox. */}
          <Link
            to={`/admin/messages?q=${encodeURIComponent(r.email.slice(0, LIMITS.inbox.search))}`}
            className={buttonClass({ variant: 'secondary' })}
          >
            <LuInbox aria-hidden className="size-4" />
            {m.privacy_request_leads()}
          </Link>
        </div>
        {!confirmed && <p className="text-sm text-muted">{m.privacy_request_wait_confirm()}</p>}
        {erased && <ErasureReport answer={erased} />}
      </section>

      {confirmed && r.status !== 'done' && <CloseForm id={r.id} />}

      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open && !erase.isPending) setAsking(false);
        }}
        title={m.privacy_erase_title()}
        description={m.privacy_erase_text({ email: r.email })}
        confirmLabel={m.privacy_request_erase()}
        pending={erase.isPending}
        onConfirm={confirm}
      />
    </PrivacyFrame>
  );
}

function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('grid gap-1', wide && 'sm:col-span-3')}>
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** What an erasure removed, and what it kept with the reason. */
function ErasureReport({ answer }: { answer: ErasureAnswer }) {
  const { removed } = answer;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-2xl bg-paper p-4 text-sm"
      data-testid="erasure"
    >
      <p className="font-semibold">
        {m.privacy_erased_counts({
          leads: formatNumber(removed.leads),
          notes: formatNumber(removed.notes),
          replies: formatNumber(removed.replies),
          mailJobs: formatNumber(removed.mailJobs),
          consents: formatNumber(removed.consents),
        })}
      </p>
      {answer.kept.length > 0 && <p>{m.privacy_erased_kept()}</p>}
    </div>
  );
}

type CloseInput = z.input<typeof rightsCloseSchema>;

/** Closing the request with what was answered, for the record. */
function CloseForm({ id }: { id: number }) {
  const close = useCloseRequest();
  const form = useZodForm(rightsCloseSchema, { outcome: '' });
  const onSubmit = ({ outcome }: z.output<typeof rightsCloseSchema>) =>
    close.mutate(
      { id, outcome },
      {
        onSuccess: () => notifySuccess(m.privacy_request_closed_toast()),
        onError: showRefusal(form, m.privacy_request_close_failed()),
      },
    );
  return (
    <AdminForm form={form} onSubmit={onSubmit} className={card} aria-labelledby="privacy-close">
      <h2 id="privacy-close" className={cardHeading}>
        {m.privacy_request_close_heading()}
      </h2>
      <FormField<CloseInput>
        name="outcome"
        id="privacy-request-outcome"
        label={m.privacy_request_outcome()}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={RIGHTS_LIMITS.outcome}
            className={cn(inputClass, 'resize-y')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={close.isPending}>
          {close.isPending && <Spinner className="size-4" />}
          {m.privacy_request_close()}
        </Button>
      </div>
    </AdminForm>
  );
}
