import {
  RIGHTS_KINDS,
  staffRightsRequestSchema,
  type RightsKind,
  type RightsRequestAnswer,
} from '@prism/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link } from 'react-router';
import { z } from 'zod';
import { AdminForm, FormField, showRefusal, useZodForm } from '~/admin/shared/form';
import { formatDate } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { notifySuccess } from '~/admin/shared/notify';
import { SkeletonList, TableHead } from '~/admin/shared/placeholders';
import { ScrollableTable } from '~/admin/shared/scrollable-table';
import { Button } from '~/components/ui/button';
import { FormActions } from '~/admin/shared/form-actions';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { rightsRequestsQuery, useRecordRequest } from './privacy';
import { dueState, type DueState } from './privacy-logic';
import { card, cardHeading, PrivacyFrame } from './privacy-tabs';

export const KIND_LABELS: Record<RightsKind, () => string> = {
  access: m.privacy_kind_access,
  rectification: m.privacy_kind_rectification,
  erasure: m.privacy_kind_erasure,
  portability: m.privacy_kind_portability,
  withdrawal: m.privacy_kind_withdrawal,
};

export const STATUS_LABELS: Record<RightsRequestAnswer['status'], () => string> = {
  unconfirmed: m.privacy_status_unconfirmed,
  open: m.privacy_status_open,
  done: m.privacy_status_done,
};

const DUE_STYLE: Record<DueState, string> = {
  done: 'text-muted',
  overdue: 'font-semibold text-red-700',
  'due-soon': 'font-semibold text-amber-800',
  'on-time': '',
};

/** A request's due date, with its state against the 30-day deadline in words. */
export function DueDate({ request }: { request: RightsRequestAnswer }) {
  const state = dueState(request);
  return (
    <span className={cn(DUE_STYLE[state])} data-due-state={state}>
      {formatDate(request.dueAt)}
      {state === 'overdue' && <> · {m.privacy_due_overdue()}</>}
      {state === 'due-soon' && <> · {m.privacy_due_soon()}</>}
    </span>
  );
}

/** /admin/privacy/requests (manage_privacy): every rights request, the ones due first. */
export function PrivacyRequestsScreen() {
  const requests = useInfiniteQuery(rightsRequestsQuery);
  const shown = loadedItems(requests.data);
  const [adding, setAdding] = useState(false);
  return (
    <PrivacyFrame
      title={m.privacy_title_requests()}
      description={m.privacy_requests_description()}
      actions={
        !adding && (
          <Button type="button" onClick={() => setAdding(true)}>
            <LuPlus aria-hidden className="size-4" />
            {m.privacy_requests_new()}
          </Button>
        )
      }
    >
      {adding && <RecordForm onDone={() => setAdding(false)} />}
      {requests.isPending ? (
        <SkeletonList count={3} itemClassName="h-14 rounded-2xl" />
      ) : requests.isError ? (
        <LoadError
          what={m.privacy_requests_what()}
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line p-8 text-center text-muted">
          {m.privacy_requests_empty()}
        </p>
      ) : (
        <ScrollableTable label={m.privacy_title_requests()} testId="rights-requests">
          <TableHead
            columns={[
              { label: m.privacy_request_email() },
              { label: m.privacy_request_kind() },
              { label: m.privacy_request_status() },
              { label: m.privacy_request_received() },
              { label: m.privacy_request_due() },
            ]}
          />
          <tbody className="divide-y divide-line">
            {shown.map((request) => (
              <tr key={request.id}>
                <td className="px-6 py-3 font-semibold">
                  <Link
                    to={`/admin/privacy/requests/${request.id}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {request.email}
                  </Link>
                </td>
                <td className="px-4 py-3">{KIND_LABELS[request.kind]()}</td>
                <td className="px-4 py-3">{STATUS_LABELS[request.status]()}</td>
                <td className="px-4 py-3">{formatDate(request.receivedAt)}</td>
                <td className="px-6 py-3">
                  <DueDate request={request} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
      <LoadMore list={requests} shown={shown.length} />
    </PrivacyFrame>
  );
}

const recordSchema = staffRightsRequestSchema.extend({ locale: z.enum(['fr', 'en']) });
type RecordInput = z.input<typeof recordSchema>;

/** A request received another way (a letter, a call): recorded as confirmed, due in 30 days. */
function RecordForm({ onDone }: { onDone: () => void }) {
  const record = useRecordRequest();
  const form = useZodForm(recordSchema, {
    email: '',
    kind: 'access',
    locale: getLocale(),
  });
  const onSubmit = (values: z.output<typeof recordSchema>) =>
    record.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(
          m.privacy_request_recorded(),
          m.privacy_request_recorded_text({ date: formatDate(saved.dueAt) }),
        );
        onDone();
      },
      onError: showRefusal(form, m.privacy_request_record_failed()),
    });
  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className={card}
      aria-labelledby="privacy-record-title"
    >
      <div>
        <h2 id="privacy-record-title" className={cardHeading}>
          {m.privacy_requests_new()}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.privacy_requests_new_hint()}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-[2fr_1fr_1fr]">
        <FormField<RecordInput>
          name="email"
          id="privacy-request-email"
          label={m.privacy_request_email()}
          type="email"
        />
        <FormField<RecordInput>
          name="kind"
          id="privacy-request-kind"
          label={m.privacy_request_kind()}
        >
          {(control) => (
            <Select {...control}>
              {RIGHTS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]()}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField<RecordInput>
          name="locale"
          id="privacy-request-locale"
          label={m.privacy_request_language()}
        >
          {(control) => (
            <Select {...control}>
              <option value="fr">{m.privacy_language_fr()}</option>
              <option value="en">{m.privacy_language_en()}</option>
            </Select>
          )}
        </FormField>
      </div>
      <FormActions
        onCancel={onDone}
        pending={record.isPending}
        submitLabel={m.privacy_request_record()}
        pendingLabel={m.privacy_request_record()}
      />
    </AdminForm>
  );
}
