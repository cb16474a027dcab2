import { LIMITS } from '@prism/contracts/limits';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { m } from '~/paraglide/messages';

/** A username: no auto-capitalising or spell-checking, at most the length the server allows. */
export function UsernameField<T extends FieldValues>({
  name,
  id,
  autoComplete,
}: {
  name: FieldPath<T>;
  id: string;
  autoComplete: 'username' | 'off';
}) {
  return (
    <FormField<T>
      name={name}
      id={id}
      label={m.admin_field_username()}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={LIMITS.username.max}
    />
  );
}

/** A password, at most the length the server allows; a new one says its minimum. */
export function PasswordField<T extends FieldValues>({
  name,
  id,
  label,
  autoComplete,
}: {
  name: FieldPath<T>;
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <FormField<T>
      name={name}
      id={id}
      label={label}
      hint={
        autoComplete === 'new-password'
          ? m.admin_field_password_hint({ min: LIMITS.password.min })
          : undefined
      }
      type="password"
      autoComplete={autoComplete}
      maxLength={LIMITS.password.max}
    />
  );
}
