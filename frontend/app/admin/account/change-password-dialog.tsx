import { changePasswordSchema, type ChangePasswordInput } from '@prism/contracts';
import { AdminForm, PasswordField, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { Dialog } from '~/components/ui/dialog';
import { useChangePassword } from '~/admin/auth/auth';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { m } from '~/paraglide/messages';

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
      () => {
        notifySuccess(m.admin_password_changed(), m.admin_password_others_signed_out());
        close(false);
      },
      (error: unknown) => notifyFailure(m.admin_password_change_failed(), error),
    );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={m.admin_account_password()}
      description={m.admin_password_description()}
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
        <PasswordField<ChangePasswordInput>
          name="currentPassword"
          id="current-password"
          label={m.admin_password_current()}
          autoComplete="current-password"
        />
        <PasswordField<ChangePasswordInput>
          name="newPassword"
          id="new-password"
          label={m.admin_password_new()}
          autoComplete="new-password"
        />
        <FormActions
          onCancel={() => close(false)}
          pending={change.isPending}
          submitLabel={m.admin_password_submit()}
          pendingLabel={m.admin_saving()}
        />
      </AdminForm>
    </Dialog>
  );
}
