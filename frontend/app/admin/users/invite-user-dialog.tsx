import { DEFAULT_ROLE, inviteUserSchema, LIMITS, type InviteUserInput } from '@prism/contracts';
import { Select } from '~/components/ui/select';
import { getLocale } from '~/paraglide/runtime';
import type { z } from 'zod';
import { AdminForm, showRefusal, FormField, UsernameField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { RoleField } from './role-field';
import { Dialog } from '~/components/ui/dialog';
import { useInviteUser } from '~/admin/auth/account-links';
import { notifySuccess } from '~/admin/shared/notify';
import { accountConflictOf } from './users';
import { LocaleOptions } from '~/admin/shared/language-picker';
import { m } from '~/paraglide/messages';

type Output = z.output<typeof inviteUserSchema>;
/** A new invitation starts in the inviter's own language. */
const empty = (): InviteUserInput => ({
  username: '',
  email: '',
  role: DEFAULT_ROLE,
  locale: getLocale(),
});

/**
 * Invites a colleague by e-mail: the account is created without a password and
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
  const form = useZodForm(inviteUserSchema, empty());

  const close = (next: boolean) => {
    if (!next) form.reset(empty());
    onOpenChange(next);
  };

  const onSubmit = (values: Output) =>
    invite.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(
          m.admin_users_invited_toast(),
          m.admin_users_invited_text({ username: user.username, email: user.email ?? '' }),
        );
        close(false);
      },
      onError: showRefusal(form, m.admin_users_invite_failed(), {
        conflict: accountConflictOf,
      }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={m.admin_users_invite()}
      description={m.admin_users_invite_description()}
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
        <UsernameField<InviteUserInput> name="username" id="invite-username" autoComplete="off" />
        <FormField<InviteUserInput>
          name="email"
          id="invite-email"
          label={m.admin_profile_email()}
          type="email"
          autoComplete="off"
          maxLength={LIMITS.contact.email}
        />
        <RoleField id="invite-role" />
        <FormField<InviteUserInput>
          name="locale"
          id="invite-locale"
          label={m.admin_users_invite_language()}
        >
          {(control) => (
            <Select {...control}>
              <LocaleOptions />
            </Select>
          )}
        </FormField>
        <FormActions
          onCancel={() => close(false)}
          pending={invite.isPending}
          submitLabel={m.admin_users_invite_submit()}
          pendingLabel={m.admin_sending()}
        />
      </AdminForm>
    </Dialog>
  );
}
