import { updateUserRoleSchema, type UpdateUserRoleInput, type UserDto } from '@prism/contracts';
import { AdminForm, useZodForm } from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { RoleField } from './role-field';
import { Dialog } from '~/components/ui/dialog';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { useChangeRole } from './users';

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
