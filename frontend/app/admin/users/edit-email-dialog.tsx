import { LIMITS, staffProfileSchema, type StaffProfileInput, type UserDto } from '@prism/contracts';
import type { z } from 'zod';
import { AdminForm, applyServerErrors, FormField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { Dialog } from '~/components/ui/dialog';
import { useUpdateUserEmail } from '~/admin/auth/account-links';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';

const emailSchema = staffProfileSchema.pick({ email: true });
type Output = z.output<typeof emailSchema>;

/** An owner changes another user's e-mail address (empty: no address, no mail). */
export function EditEmailDialog({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Change E-mail"
      description={
        user ? `Where Prism e-mails ${user.username}: new leads and password links.` : undefined
      }
    >
      {user && <EditEmailForm key={user.id} user={user} onDone={onClose} />}
    </Dialog>
  );
}

function EditEmailForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
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
