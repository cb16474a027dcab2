import {
  LIMITS,
  staffProfileSchema,
  type StaffProfileInput,
  type UserAnswer,
} from '@prism/contracts';
import type { z } from 'zod';
import { AdminForm, applyServerErrors, FormField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { useUpdateUserEmail } from '~/admin/auth/account-links';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { UserDialog, type UserDialogProps } from './user-dialog';

const emailSchema = staffProfileSchema.pick({ email: true });
type Output = z.output<typeof emailSchema>;

/** An owner changes another user's e-mail address (empty: no address, no mail). */
export function EditEmailDialog({ user, onClose }: UserDialogProps) {
  return (
    <UserDialog
      user={user}
      onClose={onClose}
      title="Change E-mail"
      description={(user) => `Where Prism e-mails ${user.username}: new leads and password links.`}
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
          notifySuccess('User updated successfully');
          onDone();
        },
        onError: (error) => {
          notifyFailure('Failed to update user', error);
          applyServerErrors(form.setError, error, {
            conflict: { field: 'email', fallback: 'This address is already used' },
          });
        },
      },
    );

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <FormField<Pick<StaffProfileInput, 'email'>>
        name="email"
        id="edit-email"
        label="E-mail"
        hint="(empty: no mail)"
        type="email"
        autoComplete="off"
        maxLength={LIMITS.contact.email}
      />
      <FormActions
        onCancel={onDone}
        pending={update.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      />
    </AdminForm>
  );
}
