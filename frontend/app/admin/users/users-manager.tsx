import { LOCALE_NAMES, LOCALE_TAGS, type UserAnswer } from '@prism/contracts';
import { roleLabel } from '~/admin/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  LuMail,
  LuMonitorSmartphone,
  LuPencil,
  LuSend,
  LuShieldOff,
  LuTrash2,
  LuUserPlus,
} from 'react-icons/lu';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { CreateUserDialog } from './create-user-dialog';
import { EditEmailDialog } from './edit-email-dialog';
import { EditRoleDialog } from './edit-role-dialog';
import { InvitationStatus } from './invitation-status';
import { InviteUserDialog } from './invite-user-dialog';
import { LoadError } from '~/admin/shared/load-error';
import { PageHeader } from '~/admin/shared/page-header';
import { RequiredRolesCard, useSecondFactorReset } from './second-factor-admin';
import { SessionsDialog } from '~/admin/account/sessions-dialog';
import { SkeletonList, TableHead } from '~/admin/shared/placeholders';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/admin/shared/format';
import { notifyFailure } from '~/admin/shared/notify';
import { useSession } from '~/admin/shared/session';
import { pendingInvitationsQuery } from '~/admin/auth/account-links';
import { useDeleteUser, usersQuery } from './users';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/**
 * /admin/users (docs/product.md#admin-users): staff accounts, their roles and dates. Nobody edits or
 * deletes their own row; the server's refusals (last owner, duplicates) arrive as toasts.
 */
export function UsersManager() {
  const { session } = useSession();
  const users = useQuery(usersQuery);
  const invitations = useQuery(pendingInvitationsQuery);
  const deletion = useConfirmedDelete(useDeleteUser(), {
    describe: (user: UserAnswer) => m.admin_users_delete_text({ username: user.username }),
    success: m.admin_users_deleted(),
    failure: m.admin_users_delete_failed(),
  });
  const secondFactorReset = useSecondFactorReset();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserAnswer | null>(null);
  const [inviting, setInviting] = useState(false);
  const [editingEmail, setEditingEmail] = useState<UserAnswer | null>(null);
  const [sessionsOf, setSessionsOf] = useState<UserAnswer | null>(null);
  const me = session.user?.id;

  useEffect(() => {
    if (users.isError) notifyFailure(m.admin_users_load_failed(), users.error);
  }, [users.isError, users.error]);

  const list = users.data ?? [];

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.admin_users_eyebrow()}
        title={m.admin_title_users()}
        description={m.admin_users_description()}
        actions={
          <>
            <Button variant="secondary" onClick={() => setInviting(true)}>
              <LuSend aria-hidden className="size-4" />
              {m.admin_users_invite()}
            </Button>
            <Button onClick={() => setCreating(true)}>
              <LuUserPlus aria-hidden className="size-4" />
              {m.admin_users_add()}
            </Button>
          </>
        }
      />

      {users.isPending ? (
        <SkeletonList count={3} itemClassName="h-16 rounded-2xl" />
      ) : users.isError ? (
        <LoadError
          what={m.admin_users_what()}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{m.admin_title_users()}</caption>
            <TableHead
              className="hidden md:table-header-group"
              columns={[
                { label: m.admin_field_username() },
                { label: m.admin_users_role() },
                { label: m.admin_profile_email() },
                { label: m.admin_users_language() },
                { label: m.admin_users_created_column() },
                { label: m.admin_actions(), align: 'right' },
              ]}
            />
            {/* Below md each row stacks into a card: name and role, date, then the buttons. */}
            <tbody className="divide-y divide-line">
              {list.map((user) => {
                const own = user.id === me;
                const invitation = invitations.data?.find((i) => i.userId === user.id);
                return (
                  <tr
                    key={user.id}
                    className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-5 py-4 md:table-row md:p-0"
                  >
                    <th scope="row" className="text-left font-semibold md:px-6 md:py-4">
                      <span className="flex items-center gap-3">
                        <span
                          aria-hidden="true"
                          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-paper-deep font-display text-base text-ink-soft uppercase"
                        >
                          {user.username.slice(0, 1)}
                        </span>
                        <span className="break-all">{user.username}</span>
                        {own && (
                          <span className="rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold text-ink-soft">
                            {m.admin_users_you()}
                          </span>
                        )}
                        {invitation && <InvitationStatus user={user} invitation={invitation} />}
                      </span>
                    </th>
                    <td className="self-center md:px-4 md:py-4">
                      <RoleBadge role={user.role} />
                    </td>
                    <td className="col-span-2 break-all text-muted md:px-4 md:py-4">
                      <span className="md:sr-only">{m.admin_profile_email()} </span>
                      {user.email ?? <span className="italic">{m.admin_none()}</span>}
                    </td>
                    <td className="col-span-2 text-muted md:px-4 md:py-4">
                      <span className="md:sr-only">{m.admin_users_language()} </span>
                      <UserLanguage locale={user.locale} />
                    </td>
                    <td className="col-span-2 text-muted md:px-4 md:py-4">
                      <span className="md:sr-only">{m.admin_users_created_column()} </span>
                      <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                    </td>
                    <td className="col-span-2 pt-2 md:px-6 md:py-4">
                      <div className="flex flex-wrap gap-2 md:justify-end">
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={own}
                          title={own ? m.admin_users_own_sessions() : undefined}
                          aria-label={m.admin_users_sessions_of({ username: user.username })}
                          onClick={() => setSessionsOf(user)}
                        >
                          <LuMonitorSmartphone aria-hidden className="size-4" />
                          {m.admin_sessions_list()}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={own}
                          title={own ? m.admin_users_own_row() : undefined}
                          aria-label={m.admin_users_change_role_of({ username: user.username })}
                          onClick={() => setEditing(user)}
                        >
                          <LuPencil aria-hidden className="size-4" />
                          {m.admin_users_change_role()}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={own}
                          title={own ? m.admin_users_own_email() : undefined}
                          aria-label={m.admin_users_change_email_of({ username: user.username })}
                          onClick={() => setEditingEmail(user)}
                        >
                          <LuMail aria-hidden className="size-4" />
                          {m.admin_profile_email()}
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={own}
                          title={own ? m.admin_users_own_2fa() : undefined}
                          aria-label={m.admin_users_reset_2fa_of({ username: user.username })}
                          onClick={() => secondFactorReset.ask(user)}
                        >
                          <LuShieldOff aria-hidden className="size-4" />
                          {m.admin_users_reset_2fa()}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={own}
                          title={own ? m.admin_users_own_row() : undefined}
                          aria-label={m.admin_delete_named({ name: user.username })}
                          className="text-red-700 hover:bg-red-50 hover:text-red-800"
                          onClick={() => deletion.ask(user)}
                        >
                          <LuTrash2 aria-hidden className="size-4" />
                          {m.admin_delete()}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <InviteUserDialog open={inviting} onOpenChange={setInviting} />
      <EditRoleDialog user={editing} onClose={() => setEditing(null)} />
      <EditEmailDialog user={editingEmail} onClose={() => setEditingEmail(null)} />
      <SessionsDialog
        owner={sessionsOf?.id ?? 'mine'}
        title={sessionsOf ? m.admin_users_sessions_of({ username: sessionsOf.username }) : ''}
        open={sessionsOf !== null}
        onOpenChange={(open) => {
          if (!open) setSessionsOf(null);
        }}
      />
      <RequiredRolesCard />
      {deletion.dialog}
      {secondFactorReset.dialog}
    </div>
  );
}

/** The language of the user's admin and mail: its own name, or the browser's when unset. */
function UserLanguage({ locale }: { locale: UserAnswer['locale'] }) {
  if (!locale) return <span className="italic">{m.admin_users_language_browser()}</span>;
  return <span lang={LOCALE_TAGS[locale]}>{LOCALE_NAMES[locale]}</span>;
}

function RoleBadge({ role }: { role: UserAnswer['role'] }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold',
        role === 'owner' && 'bg-ink text-paper',
        role === 'admin' && 'bg-accent-soft text-accent-deep',
        role === 'editor' && 'bg-paper-deep text-ink-soft',
      )}
    >
      {roleLabel(role)}
    </span>
  );
}
