import { changePasswordSchema, type ChangePasswordInput } from '@prism/contracts';
import { AdminForm, PasswordField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { Dialog } from '~/components/ui/dialog';
import { useChangePassword } from '~/admin/auth/auth';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '' };

/** The signed-in user's own password; the user's other sessions end when it changes. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangePassword();
  const form = useZodForm(changePasswordSchema, EMPTY);

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = (values: ChangePasswordInput) =>
    change.mutateAsync(values).then(
      (result) => {
        notifySuccess(result.message, 'Your other sessions have been signed out.');
        close(false);
      },
      (error: unknown) => notifyFailure('Failed to change password', error),
    );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Change password"
      description="Choose a new password for your account. Other devices signed in as you will be signed out."
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
        <PasswordField<ChangePasswordInput>
          name="currentPassword"
          id="current-password"
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordField<ChangePasswordInput>
          name="newPassword"
          id="new-password"
          label="New password"
          autoComplete="new-password"
        />
        <FormActions
          onCancel={() => close(false)}
          pending={change.isPending}
          submitLabel="Change Password"
          pendingLabel="Saving..."
        />
      </AdminForm>
    </Dialog>
  );
}
