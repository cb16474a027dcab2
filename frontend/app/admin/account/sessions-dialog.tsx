import { useQuery } from '@tanstack/react-query';
import { LuLogOut } from 'react-icons/lu';
import { LoadError } from '~/admin/shared/load-error';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { describeUserAgent } from './user-agent';
import { sessionsQuery, useEndSession, type SessionsOwner } from './sessions';
import { m } from '~/paraglide/messages';
import { formatShortDateTime } from '~/admin/shared/format';

/**
 * The live sessions of a user (every sign-in is one): when it began and was last seen,
 * from which address and browser, and a button to end each. Your own, or, for an owner,
 * another user's.
 */
export function SessionsDialog({
  owner,
  title,
  open,
  onOpenChange,
}: {
  owner: SessionsOwner;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={m.admin_sessions_description()}
      className="max-w-2xl"
    >
      {open && <SessionsList owner={owner} />}
    </Dialog>
  );
}

function SessionsList({ owner }: { owner: SessionsOwner }) {
  const sessions = useQuery(sessionsQuery(owner));
  const end = useEndSession(owner);
  if (sessions.isPending) return <Spinner label={m.admin_sessions_loading()} />;
  if (sessions.isError)
    return (
      <LoadError
        what={m.admin_sessions_what()}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
    );
  if (sessions.data.length === 0)
    return <p className="mt-4 text-sm text-muted">{m.admin_sessions_none()}</p>;
  return (
    <ul aria-label={m.admin_sessions_list()} className="mt-4 grid gap-3">
      {sessions.data.map((session) => (
        <li
          key={session.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4"
        >
          <div className="min-w-0 text-sm">
            <p className="font-semibold break-words text-ink" title={session.userAgent}>
              {describeUserAgent(session.userAgent)}
              {session.current && (
                <span className="ml-2 rounded-full bg-paper-deep px-2 py-0.5 text-xs">
                  {m.admin_sessions_this_browser()}
                </span>
              )}
            </p>
            <p className="text-muted">
              {m.admin_sessions_facts({
                ip: session.ip,
                signedIn: formatShortDateTime(session.createdAt),
                lastSeen: formatShortDateTime(session.lastSeenAt),
              })}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={end.isPending}
            aria-label={m.admin_sessions_end_label({
              browser: describeUserAgent(session.userAgent),
              ip: session.ip,
            })}
            onClick={() =>
              end.mutate(session.id, {
                onSuccess: () => notifySuccess(m.admin_sessions_ended()),
                onError: (error) => notifyFailure(m.admin_sessions_end_failed(), error),
              })
            }
          >
            <LuLogOut aria-hidden className="size-4" />
            {m.admin_sessions_end()}
          </Button>
        </li>
      ))}
    </ul>
  );
}
