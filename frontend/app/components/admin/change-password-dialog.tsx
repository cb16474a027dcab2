import { changePasswordSchema, LIMITS, type ChangePasswordInput } from '@prism/contracts';
import { AdminForm, FormField, useZodForm } from './form';
import { FormActions } from './form-actions';
import { Dialog } from '~/components/ui/dialog';
import { useChangePassword } from '~/lib/admin/auth';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';

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
        <FormField<ChangePasswordInput>
          name="currentPassword"
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.password.max}
        />
        <FormField<ChangePasswordInput>
          name="newPassword"
          id="new-password"
          label="New password"
          hint="(at least 6 characters)"
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.password.max}
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
