import { updateUserRoleSchema, type UpdateUserRoleInput, type UserAnswer } from '@prism/contracts';
import { AdminForm, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { RoleField } from './role-field';
import { UserDialog, type UserDialogProps } from './user-dialog';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { useChangeRole } from './users';

/** Changes another user's role (one of the three roles: docs/product.md#validation). */
export function EditRoleDialog({ user, onClose }: UserDialogProps) {
  return (
    <UserDialog
      user={user}
      onClose={onClose}
      title="Change Role"
      description={(user) => `What ${user.username} may do in the admin area.`}
    >
      {(user) => <EditRoleForm user={user} onDone={onClose} />}
    </UserDialog>
  );
}

function EditRoleForm({ user, onDone }: { user: UserAnswer; onDone: () => void }) {
  const change = useChangeRole();
  const form = useZodForm(updateUserRoleSchema, { role: user.role });

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
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <RoleField id="edit-role" />
      <FormActions
        onCancel={onDone}
        pending={change.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      />
    </AdminForm>
  );
}
