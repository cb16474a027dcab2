import type { ContactMessageAnswer } from '@prism/contracts';
import { LeadLanguageBadge } from './lead-language-badge';
import { LeadNotes, LeadPipelineBar, LeadSource } from './lead-pipeline';
import { NotificationBadge } from './notification-badge';
import { ReplyThread } from './reply-thread';
import { LuCheck, LuPencil, LuReply, LuTrash2 } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { PermittedButton } from '~/admin/shared/permitted-button';
import { can, useSession } from '~/admin/shared/session';
import { formatDate } from '~/admin/shared/format';
import { LeadPrivacyLine } from '~/admin/privacy/lead-privacy-line';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { serviceLabel } from '~/admin/shared/options';

/** One contact message (docs/product.md#admin-messages): unread ones are highlighted with a 'New' badge. */
export function MessageCard({
  message,
  onMarkRead,
  markingRead,
  onReply,
  onCorrect,
  onDelete,
}: {
  message: ContactMessageAnswer;
  onMarkRead: () => void;
  markingRead: boolean;
  onReply: () => void;
  /** Rectification (issue 46): correct the person's name, e-mail or company. */
  onCorrect: () => void;
  onDelete: () => void;
}) {
  const { session } = useSession();
  const titleId = `message-${message.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-unread={!message.read || undefined}
      className={cn(
        'rounded-3xl border p-5 shadow-sm sm:p-7',
        message.read ? 'border-line bg-white' : 'border-accent/30 bg-accent-soft/40',
      )}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold">
              {message.name}
            </h2>
            {!message.read && (
              <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-white">
                {m.admin_message_new()}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm break-words text-ink-soft">
            <a
              href={`mailto:${message.email}`}
              className="inline-flex min-h-11 items-center font-medium underline-offset-2 hover:underline sm:inline sm:min-h-0"
            >
              {message.email}
            </a>
            {message.company && <span className="text-muted"> · {message.company}</span>}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm sm:flex-col sm:items-end sm:gap-1">
          <time dateTime={message.createdAt} className="text-muted">
            {formatDate(message.createdAt)}
          </time>
          <span className="rounded-full border border-line bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-soft">
            {serviceLabel(message.service)}
          </span>
          <LeadLanguageBadge locale={message.locale} />
          <NotificationBadge state={message.notification} />
        </div>
      </header>

      <p className="mt-4 leading-relaxed whitespace-pre-line break-words text-ink">
        {message.message}
      </p>
      <LeadSource message={message} />
      <LeadPrivacyLine message={message} />
      <LeadPipelineBar message={message} />

      <ReplyThread message={message} />

      <LeadNotes messageId={message.id} />

      <footer className="mt-5 flex flex-wrap gap-2">
        {!message.read && can(session, 'reply_messages') && (
          <Button size="sm" onClick={onMarkRead} disabled={markingRead}>
            <LuCheck aria-hidden className="size-4" />
            {m.admin_message_mark_read()}
          </Button>
        )}
        <PermittedButton
          permission="reply_messages"
          variant="secondary"
          size="sm"
          onClick={onReply}
        >
          <LuReply aria-hidden className="size-4" />
          {m.admin_message_reply()}
        </PermittedButton>
        <PermittedButton
          permission="delete_messages"
          variant="secondary"
          size="sm"
          onClick={onCorrect}
        >
          <LuPencil aria-hidden className="size-4" />
          {m.admin_message_correct()}
        </PermittedButton>
        <PermittedButton
          permission="delete_messages"
          variant="ghost"
          size="sm"
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <LuTrash2 aria-hidden className="size-4" />
          {m.admin_delete()}
        </PermittedButton>
      </footer>
    </article>
  );
}
