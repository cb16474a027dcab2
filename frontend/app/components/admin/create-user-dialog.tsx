import { zodResolver } from '@hookform/resolvers/zod';
import { createUserSchema, DEFAULT_ROLE, LIMITS, type CreateUserInput } from '@prism/contracts';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from './form-actions';
import { RoleField } from './role-field';
import { Dialog } from '~/components/ui/dialog';
import { errorProps, Field, inputClass } from '~/components/ui/field';
import { ApiError } from '~/lib/admin/api';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';
import { useCreateUser } from '~/lib/admin/users';

type Output = z.output<typeof createUserSchema>;
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
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<CreateUserInput, unknown, Output>({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const role = useWatch({ control, name: 'role' }) ?? DEFAULT_ROLE;

  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = (values: Output) =>
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess('User created successfully');
        close(false);
      },
      onError: (error) => {
        notifyFailure('Failed to create user', error);
        if (error instanceof ApiError && error.status === 409) {
          setError('username', { message: error.body?.message ?? 'Username is already taken' });
        }
      },
    });

  const e = {
    username: errors.username?.message,
    password: errors.password?.message,
    role: errors.role?.message,
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add User"
      description="The new user signs in with this username and password."
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="grid gap-5"
      >
        <Field id="user-username" label="Username" error={e.username}>
          <input
            {...register('username')}
            {...errorProps('user-username', e.username)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LIMITS.username.max}
            className={inputClass}
          />
        </Field>
        <Field
          id="user-password"
          label="Password"
          hint="(at least 6 characters)"
          error={e.password}
        >
          <input
            {...register('password')}
            {...errorProps('user-password', e.password)}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.password.max}
            className={inputClass}
          />
        </Field>
        <RoleField id="user-role" selected={role} error={e.role} {...register('role')} />
        <FormActions
          onCancel={() => close(false)}
          pending={create.isPending}
          submitLabel="Create User"
          pendingLabel="Creating..."
        />
      </form>
    </Dialog>
  );
}
