import { createUserSchema, DEFAULT_ROLE, type CreateUserInput } from '@prism/contracts';
import { AdminForm, applyServerErrors, PasswordField, UsernameField, useZodForm } from './form';
import { FormActions } from './form-actions';
import { RoleField } from './role-field';
import { Dialog } from '~/components/ui/dialog';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';
import { useCreateUser } from '~/lib/admin/users';

const EMPTY: CreateUserInput = { username: '', password: '', role: DEFAULT_ROLE };

/** Adds a staff account (rules and messages: docs/product.md#validation; role editor unless chosen). */
export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateUser();
  const form = useZodForm(createUserSchema, EMPTY);

  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = (values: Required<CreateUserInput>) =>
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess('User created successfully');
        close(false);
      },
      onError: (error) => {
        notifyFailure('Failed to create user', error);
        applyServerErrors(form.setError, error, {
          conflict: { field: 'username', fallback: 'Username is already taken' },
        });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add User"
      description="The new user signs in with this username and password."
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
        <UsernameField<CreateUserInput> name="username" id="user-username" autoComplete="off" />
        <PasswordField<CreateUserInput>
          name="password"
          id="user-password"
          label="Password"
          autoComplete="new-password"
        />
        <RoleField id="user-role" />
        <FormActions
          onCancel={() => close(false)}
          pending={create.isPending}
          submitLabel="Create User"
          pendingLabel="Creating..."
        />
      </AdminForm>
    </Dialog>
  );
}
