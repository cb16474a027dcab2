import { LEAD_STAGES, type ContactMessageAnswer, type MessageFilter } from '@prism/contracts';
import { stageLabel } from '~/admin/shared/options';
import { formatNumber, isSingular } from '~/admin/shared/format';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuDownload, LuInbox, LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { LoadError } from '~/admin/shared/load-error';
import { MessageCard } from './message-card';
import { PageHeader } from '~/admin/shared/page-header';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { SkeletonList } from '~/admin/shared/placeholders';
import { ReplyDialog } from './reply-dialog';
import { CorrectDialog } from './correct-dialog';
import { buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import {
  assigneesQuery,
  inboxFilterFrom,
  inboxQuery,
  inboxQueryString,
  unreadCountQuery,
  useDeleteMessage,
  useMarkRead,
} from './messages';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

const FILTERS: { value: MessageFilter; label: () => string }[] = [
  { value: 'all', label: m.admin_inbox_all },
  { value: 'unread', label: m.admin_inbox_unread },
  { value: 'read', label: m.admin_inbox_read },
];

/** Waits this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 300;

/**
 * /admin/messages (docs/product.md#admin-messages): the inbox a page at a time ("Load more"),
 * filtered and searched on the server; the filter lives in the address, so it survives a
 * reload.
 */
export function MessagesInbox() {
  const [params, setParams] = useSearchParams();
  const filter = inboxFilterFrom(params);
  const inbox = useInfiniteQuery(inboxQuery(filter));
  const unread = useQuery(unreadCountQuery);
  const assignees = useQuery(assigneesQuery);
  const markRead = useMarkRead();
  const deletion = useConfirmedDelete(useDeleteMessage(), {
    describe: (message: ContactMessageAnswer) => m.admin_inbox_delete_text({ name: message.name }),
    success: m.admin_inbox_deleted(),
    failure: m.admin_inbox_delete_failed(),
  });
  const [replyTo, setReplyTo] = useState<ContactMessageAnswer | null>(null);
  const [correcting, setCorrecting] = useState<ContactMessageAnswer | null>(null);
  const [search, setSearch] = useState(filter.q);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  useEffect(() => {
    const q = search.trim();
    if (q === filter.q) return;
    const timer = setTimeout(
      () =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (q) next.set('q', q);
            else next.delete('q');
            return next;
          },
          { replace: true, preventScrollReset: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, filter.q, setParams]);

  const onMarkRead = (message: ContactMessageAnswer) =>
    markRead.mutate(message.id, {
      onSuccess: () => notifySuccess(m.admin_inbox_marked_read()),
      onError: (error) => notifyFailure(m.admin_inbox_mark_read_failed(), error),
    });

  const messages = loadedItems(inbox.data);
  const exportHref = `/api/contact/export.csv${inboxQueryString({
    status: filter.status,
    q: filter.q,
    stage: filter.stage,
    assignee: filter.assignee,
  })}`;

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.admin_inbox_eyebrow()}
        title={m.admin_title_messages()}
        description={
          unread.data
            ? (isSingular(unread.data.count)
                ? m.admin_inbox_unread_one
                : m.admin_inbox_unread_many)({
                count: formatNumber(unread.data.count),
              })
            : m.admin_inbox_description()
        }
        actions={
          <a href={exportHref} download className={buttonClass({ variant: 'secondary' })}>
            <LuDownload aria-hidden className="size-4" />
            {m.admin_inbox_export()}
          </a>
        }
      />

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div
          role="group"
          aria-label={m.admin_inbox_show()}
          className="inline-flex w-fit rounded-full border border-line bg-white p-1"
        >
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter.status === f.value}
              onClick={() => update({ status: f.value === 'all' ? null : f.value })}
              className={cn(
                'min-h-11 rounded-full px-4 py-2 text-sm font-semibold transition sm:min-h-0',
                filter.status === f.value ? 'bg-ink text-paper' : 'text-ink-soft hover:text-ink',
              )}
            >
              {f.label()}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="filter-stage" className="sr-only">
            {m.admin_lead_stage()}
          </label>
          <Select
            id="filter-stage"
            value={filter.stage}
            onChange={(event) => update({ stage: event.target.value })}
            className="w-auto"
          >
            <option value="">{m.admin_inbox_all_stages()}</option>
            {LEAD_STAGES.map((stage) => (
              <option key={stage.value} value={stage.value}>
                {stageLabel(stage.value)}
              </option>
            ))}
          </Select>
          <label htmlFor="filter-assignee" className="sr-only">
            {m.admin_lead_assignee()}
          </label>
          <Select
            id="filter-assignee"
            value={filter.assignee}
            onChange={(event) => update({ assignee: event.target.value })}
            className="w-auto"
          >
            <option value="">{m.admin_inbox_anyone()}</option>
            <option value="none">{m.admin_lead_nobody()}</option>
            {(assignees.data ?? []).map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.username}
              </option>
            ))}
          </Select>
        </div>
        <div className="relative md:w-80">
          <label htmlFor="message-search" className="sr-only">
            {m.admin_inbox_search()}
          </label>
          <LuSearch
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="message-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={m.admin_inbox_search()}
            className={cn(inputClass, 'h-11 py-2 pl-10')}
          />
        </div>
      </div>

      <div className="relative">
        {inbox.isFetching && !inbox.isFetchingNextPage && inbox.data && (
          <span className="absolute -top-6 right-0">
            <Spinner label={m.admin_inbox_loading()} className="size-4 text-muted" />
          </span>
        )}
        {inbox.isPending ? (
          <SkeletonList count={3} itemClassName="h-44 rounded-3xl" className="gap-4" />
        ) : inbox.isError ? (
          <LoadError
            what={m.admin_inbox_what()}
            error={inbox.error}
            onRetry={() => void inbox.refetch()}
          />
        ) : messages.length === 0 ? (
          <EmptyInbox status={filter.status} q={filter.q} />
        ) : (
          <ul className="grid gap-4" aria-label={m.admin_inbox_list()}>
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  onMarkRead={() => onMarkRead(message)}
                  markingRead={markRead.isPending && markRead.variables === message.id}
                  onReply={() => setReplyTo(message)}
                  onCorrect={() => setCorrecting(message)}
                  onDelete={() => deletion.ask(message)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {messages.length > 0 && <LoadMore list={inbox} shown={messages.length} />}

      <ReplyDialog message={replyTo} onClose={() => setReplyTo(null)} />
      <CorrectDialog message={correcting} onClose={() => setCorrecting(null)} />
      {deletion.dialog}
    </div>
  );
}

function EmptyInbox({ status, q }: { status: MessageFilter; q: string }) {
  const text = q
    ? m.admin_inbox_no_match({ q })
    : status === 'unread'
      ? m.admin_inbox_no_unread()
      : status === 'read'
        ? m.admin_inbox_no_read()
        : m.admin_inbox_none();
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
      <LuInbox aria-hidden className="size-8 text-muted" />
      <p className="mt-4 font-display text-xl">{text}</p>
      {status === 'all' && !q && (
        <p className="mt-2 text-sm text-muted">{m.admin_inbox_none_hint()}</p>
      )}
    </div>
  );
}
