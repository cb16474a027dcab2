import type { PendingInvitation, UserAnswer } from '@prism/contracts';
import { LuSend } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { useResendInvitation } from '~/admin/auth/account-links';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { m } from '~/paraglide/messages';

/**
 * On a users-screen row whose invitation was not used yet: whether its link still works,
 * and "Resend", which mails a new link and ends the earlier ones.
 */
export function InvitationStatus({
  user,
  invitation,
}: {
  user: UserAnswer;
  invitation: PendingInvitation;
}) {
  const resend = useResendInvitation();
  return (
    <span className="flex items-center gap-2">
      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-deep">
        {invitation.expired ? m.admin_users_invitation_expired() : m.admin_users_invited()}
      </span>
      <Button
        variant="ghost"
        size="sm"
        disabled={resend.isPending}
        aria-label={m.admin_users_resend_label({ username: user.username })}
        onClick={() =>
          resend.mutate(user.id, {
            onSuccess: () =>
              notifySuccess(
                m.admin_users_resent(),
                m.admin_users_resent_text({ email: user.email ?? '' }),
              ),
            onError: (error) => notifyFailure(m.admin_users_resend_failed(), error),
          })
        }
      >
        <LuSend aria-hidden className="size-4" />
        {m.admin_users_resend()}
      </Button>
    </span>
  );
}
