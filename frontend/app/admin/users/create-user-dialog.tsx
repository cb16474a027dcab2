import { createUserSchema, DEFAULT_ROLE, LIMITS, type CreateUserInput } from '@prism/contracts';
import type { z } from 'zod';
import {
  AdminForm,
  showRefusal,
  FormField,
  PasswordField,
  UsernameField,
  useZodForm,
} from '~/admin/shared/form';
import { FormActions } from '~/admin/shared/form-actions';
import { RoleField } from './role-field';
import { Dialog } from '~/components/ui/dialog';
import { notifySuccess } from '~/admin/shared/notify';
import { accountConflictOf, useCreateUser } from './users';
import { m } from '~/paraglide/messages';

type Output = z.output<typeof createUserSchema>;
const EMPTY: CreateUserInput = { username: '', password: '', role: DEFAULT_ROLE, email: '' };

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

  const onSubmit = (values: Output) =>
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess(m.admin_users_created());
        close(false);
      },
      onError: showRefusal(form, m.admin_users_create_failed(), {
        conflict: accountConflictOf,
      }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={m.admin_users_add()}
      description={m.admin_users_add_description()}
    >
      <AdminForm form={form} onSubmit={onSubmit} className="grid gap-5">
        <UsernameField<CreateUserInput> name="username" id="user-username" autoComplete="off" />
        <PasswordField<CreateUserInput>
          name="password"
          id="user-password"
          label={m.admin_field_password()}
          autoComplete="new-password"
        />
        <FormField<CreateUserInput>
          name="email"
          id="user-email"
          label={m.admin_profile_email()}
          hint={m.admin_users_email_hint()}
          type="email"
          autoComplete="off"
          maxLength={LIMITS.contact.email}
        />
        <RoleField id="user-role" />
        <FormActions
          onCancel={() => close(false)}
          pending={create.isPending}
          submitLabel={m.admin_users_create_submit()}
          pendingLabel={m.admin_creating()}
        />
      </AdminForm>
    </Dialog>
  );
}
