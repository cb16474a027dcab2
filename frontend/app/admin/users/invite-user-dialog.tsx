import { DEFAULT_ROLE, inviteUserSchema, LIMITS, type InviteUserInput } from '@prism/contracts';
import type { z } from 'zod';
import {
  AdminForm,
  applyServerErrors,
  FormField,
  UsernameField,
  useZodForm,
} from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { RoleField } from './role-field';
import { Dialog } from '~/components/ui/dialog';
import { useInviteUser } from '~/admin/auth/account-links';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { accountConflictOf } from './users';

type Output = z.output<typeof inviteUserSchema>;
const EMPTY: InviteUserInput = { username: '', email: '', role: DEFAULT_ROLE };

/**
 * Invites a colleague by e-mail (ADR 032): the account is created without a password and
 * its user chooses one from the link in the mail.
 */
export function InviteUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteUser();
  const form = useZodForm(inviteUserSchema, EMPTY);

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = (values: Output) =>
    invite.mutate(values, {
      onSuccess: (user) => {
        notifySuccess('Invitation sent', `${user.username} gets a link at ${user.email ?? ''}.`);
        close(false);
      },
      onError: (error) => {
        notifyFailure('Failed to invite user', error);
        applyServerErrors(form.setError, error, { conflict: accountConflictOf(error) });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite User"
      description="We e-mail a link; the new user chooses their own password from it."
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
        <UsernameField<InviteUserInput> name="username" id="invite-username" autoComplete="off" />
        <FormField<InviteUserInput>
          name="email"
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          maxLength={LIMITS.contact.email}
        />
        <RoleField id="invite-role" />
        <FormActions
          onCancel={() => close(false)}
          pending={invite.isPending}
          submitLabel="Send Invitation"
          pendingLabel="Sending..."
        />
      </AdminForm>
    </Dialog>
  );
}
