import {
  LIMITS,
  staffProfileSchema,
  type StaffProfileInput,
  type UserAnswer,
} from '@prism/contracts';
import type { z } from 'zod';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { useUpdateUserEmail } from '~/admin/auth/account-links';
import { notifySuccess } from '~/admin/shared/notify';
import { UserDialog, type UserDialogProps } from './user-dialog';
import { m } from '~/paraglide/messages';

const emailSchema = staffProfileSchema.pick({ email: true });
type Output = z.output<typeof emailSchema>;

/** An owner changes another user's e-mail address (empty: no address, no mail). */
export function EditEmailDialog({ user, onClose }: UserDialogProps) {
  return (
    <UserDialog
      user={user}
      onClose={onClose}
      title={m.admin_users_email_title()}
      description={(user) => m.admin_users_email_description({ username: user.username })}
    >
      {(user) => <EditEmailForm user={user} onDone={onClose} />}
    </UserDialog>
  );
}

function EditEmailForm({ user, onDone }: { user: UserAnswer; onDone: () => void }) {
  const update = useUpdateUserEmail();
  const form = useZodForm(emailSchema, { email: user.email ?? '' });

  const onSubmit = (values: Output) =>
    update.mutate(
      { id: user.id, email: values.email ?? null },
      {
        onSuccess: () => {
          notifySuccess(m.admin_users_updated());
          onDone();
        },
        onError: showRefusal(form, m.admin_users_update_failed(), {
          conflict: { field: 'email', fallback: m.admin_profile_email_taken() },
        }),
      },
    );

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <FormField<Pick<StaffProfileInput, 'email'>>
        name="email"
        id="edit-email"
        label={m.admin_profile_email()}
        hint={m.admin_users_email_empty_hint()}
        type="email"
        autoComplete="off"
        maxLength={LIMITS.contact.email}
      />
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel={m.admin_save_changes()}
        pendingLabel={m.admin_saving()}
      />
    </AdminForm>
  );
}
