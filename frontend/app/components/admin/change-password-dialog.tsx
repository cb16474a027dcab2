import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, LIMITS, type ChangePasswordInput } from '@prism/contracts';
import { useForm } from 'react-hook-form';
import { FormActions } from './form-actions';
import { Dialog } from '~/components/ui/dialog';
import { errorProps, Field, inputClass } from '~/components/ui/field';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
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

  const e = {
    current: errors.currentPassword?.message,
    next: errors.newPassword?.message,
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Change password"
      description="Choose a new password for your account. Other devices signed in as you will be signed out."
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="grid gap-5"
      >
        <Field id="current-password" label="Current password" error={e.current}>
          <input
            {...register('currentPassword')}
            {...errorProps('current-password', e.current)}
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.password.max}
            className={inputClass}
          />
        </Field>
        <Field id="new-password" label="New password" hint="(at least 6 characters)" error={e.next}>
          <input
            {...register('newPassword')}
            {...errorProps('new-password', e.next)}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.password.max}
            className={inputClass}
          />
        </Field>
        <FormActions
          onCancel={() => close(false)}
          pending={change.isPending}
          submitLabel="Change Password"
          pendingLabel="Saving..."
        />
      </form>
    </Dialog>
  );
}
