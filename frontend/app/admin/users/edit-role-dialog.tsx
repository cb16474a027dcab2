import { updateUserRoleSchema, type UpdateUserRoleInput, type UserAnswer } from '@prism/contracts';
import { AdminForm, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { RoleField } from './role-field';
import { UserDialog, type UserDialogProps } from './user-dialog';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { useChangeRole } from './users';
import { m } from '~/paraglide/messages';

/** Changes another user's role (one of the three roles: docs/product.md#validation). */
export function EditRoleDialog({ user, onClose }: UserDialogProps) {
  return (
    <UserDialog
      user={user}
      onClose={onClose}
      title={m.admin_users_role_title()}
      description={(user) => m.admin_users_role_description({ username: user.username })}
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
          notifySuccess(m.admin_users_updated());
          onDone();
        },
        onError: (error) => notifyFailure(m.admin_users_update_failed(), error),
      },
    );

  return (
    <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <RoleField id="edit-role" />
      <FormActions
        onCancel={onDone}
        pending={change.isPending}
        submitLabel={m.admin_save_changes()}
        pendingLabel={m.admin_saving()}
      />
    </AdminForm>
  );
}
