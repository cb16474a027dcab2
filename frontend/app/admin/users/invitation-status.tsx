import type { PendingInvitation, UserDto } from '@prism/contracts';
import { LuSend } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { useResendInvitation } from '~/admin/auth/account-links';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';

/**
 * On a users-screen row whose invitation was not used yet: whether its link still works,
 * and "Resend", which mails a new link and ends the earlier ones (ADR 032).
 */
export function InvitationStatus({
  user,
  invitation,
}: {
  user: UserDto;
  invitation: PendingInvitation;
}) {
  const resend = useResendInvitation();
  return (
    <span className="flex items-center gap-2">
      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-deep">
        {invitation.expired ? 'Invitation expired' : 'Invited'}
      </span>
      <Button
        variant="ghost"
        size="sm"
        disabled={resend.isPending}
        aria-label={`Resend invitation to ${user.username}`}
        onClick={() =>
          resend.mutate(user.id, {
            onSuccess: () =>
              notifySuccess('Invitation sent again', `A new link went to ${user.email ?? ''}.`),
            onError: (error) => notifyFailure('Failed to resend invitation', error),
          })
        }
      >
        <LuSend aria-hidden className="size-4" />
        Resend
      </Button>
    </span>
  );
}
