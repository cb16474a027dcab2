import type {
  ContactMessageAnswer,
  ContactReplyAnswer,
  ReplyDelivery,
  ReplyErrorKind,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { LuRotateCw } from 'react-icons/lu';
import { PermittedButton } from '~/admin/shared/permitted-button';
import { formatDate } from '~/admin/shared/format';
import { repliesQuery, useRetryReply } from './messages';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

const DELIVERY = {
  queued: {
    label: () => m.admin_delivery_queued(),
    className: 'border-line bg-white text-ink-soft',
  },
  delivered: {
    label: () => m.admin_delivery_delivered(),
    className: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  },
  failed: {
    label: () => m.admin_delivery_failed(),
    className: 'border-red-300 bg-red-50 text-red-900',
  },
};

/** Why a reply failed, in words staff can act on; the relay's own words follow. */
const ERROR_WORDS: Record<ReplyErrorKind, () => string> = {
  unreachable: m.admin_reply_error_unreachable,
  timeout: m.admin_reply_error_timeout,
  sign_in: m.admin_reply_error_sign_in,
  sender_refused: m.admin_reply_error_sender_refused,
  recipient_refused: m.admin_reply_error_recipient_refused,
  other: m.admin_reply_error_other,
};

/**
 * The conversation with a lead (docs/product.md#lead-replies): the lead's message is the
 * card's body; each reply follows with who sent it, when, and whether it was delivered.
 */
export function ReplyThread({ message }: { message: ContactMessageAnswer }) {
  const replies = useQuery(repliesQuery(message.id));
  if (replies.isPending) return null;
  if (replies.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-900">
        {m.admin_replies_load_failed()}
      </p>
    );
  }
  if (replies.data.length === 0) return null;
  return (
    <section aria-label={m.admin_replies_list()} className="mt-5 grid gap-3">
      <h3 className="text-sm font-semibold">{m.admin_replies_list()}</h3>
      <ol className="grid gap-3">
        {replies.data.map((reply) =>
          reply.delivery === 'none' ? (
            <EarlierNote key={reply.id} reply={reply} />
          ) : (
            <ReplyItem key={reply.id} reply={reply} />
          ),
        )}
      </ol>
    </section>
  );
}

/** A reply note saved before replies were e-mailed: its text and date, never sent. */
function EarlierNote({ reply }: { reply: ContactReplyAnswer }) {
  return (
    <li className="rounded-2xl border border-dashed border-line px-4 py-3 text-sm">
      <p className="text-xs text-muted">
        {m.admin_replies_earlier()}
        {' · '}
        <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-ink-soft">{reply.body}</p>
    </li>
  );
}

function ReplyItem({ reply }: { reply: ContactReplyAnswer }) {
  const retry = useRetryReply(reply.messageId);
  const state = DELIVERY[reply.delivery as Exclude<ReplyDelivery, 'none'>];
  return (
    <li className="rounded-2xl border border-line bg-paper px-4 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className="font-semibold text-ink-soft">
          {m.admin_replies_by({ name: reply.authorName })}
        </span>
        <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
        <span className={cn('rounded-full border px-2 py-0.5 font-semibold', state.className)}>
          {state.label()}
        </span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-ink">{reply.body}</p>
      {reply.delivery === 'failed' && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <div role="status" className="min-w-0 text-xs break-words text-red-900">
            <p>
              {ERROR_WORDS[reply.errorKind ?? 'other']()}{' '}
              {reply.givenUp ? m.admin_replies_given_up() : m.admin_replies_will_retry()}.
            </p>
            {reply.error && (
              <details className="mt-1 text-ink-soft">
                <summary className="cursor-pointer">{m.admin_reply_error_details()}</summary>
                <code className="break-all">{reply.error}</code>
              </details>
            )}
          </div>
          <PermittedButton
            permission="reply_messages"
            variant="secondary"
            size="sm"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(reply.id, {
                onSuccess: () => notifySuccess(m.admin_replies_retrying()),
                onError: (error) => notifyFailure(m.admin_replies_retry_failed(), error),
              })
            }
          >
            <LuRotateCw aria-hidden className="size-4" />
            {m.admin_replies_retry()}
          </PermittedButton>
        </div>
      )}
    </li>
  );
}
