import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserRoleSchema, type UpdateUserRoleInput, type UserDto } from '@prism/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from './form-actions';
import { RoleField } from './role-field';
import { Dialog } from '~/components/ui/dialog';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';
import { useChangeRole } from '~/lib/admin/users';

/** Changes another user's role (one of the three roles: docs/product.md#validation). */
export function EditRoleDialog({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Change Role"
      description={user ? `What ${user.username} may do in the admin area.` : undefined}
    >
      {user && <EditRoleForm key={user.id} user={user} onDone={onClose} />}
    </Dialog>
  );
}

function EditRoleForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const change = useChangeRole();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<UpdateUserRoleInput>({
    resolver: zodResolver(updateUserRoleSchema),
    defaultValues: { role: user.role },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const role = useWatch({ control, name: 'role' });

  const onSubmit = (values: UpdateUserRoleInput) =>
    change.mutate(
      { id: user.id, role: values.role },
      {
        onSuccess: () => {
          notifySuccess('User updated successfully');
          onDone();
        },
        onError: (error) => notifyFailure('Failed to update user', error),
      },
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-5"
    >
      <RoleField
        id="edit-role"
        selected={role}
        error={errors.role?.message}
        {...register('role')}
      />
      <FormActions
        onCancel={onDone}
        pending={change.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      />
    </form>
  );
}
