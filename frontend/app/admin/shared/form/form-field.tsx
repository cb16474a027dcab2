import {
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { errorProps, Field, inputClass } from '~/components/ui/field';

/** What a control needs to be one field of the form: its registration and its aria wiring. */
export type FieldControl = UseFormRegisterReturn & ReturnType<typeof errorProps>;

/** The message under a field of the surrounding form, if it has one. */
export function useFieldError(name: string): string | undefined {
  const { getFieldState } = useFormContext();
  return getFieldState(name, useFormState({ name })).error?.message;
}

/**
 * One labelled field of the surrounding `AdminForm`: registered under `name`, its error
 * shown below it and announced with it. Renders a text input with the other props, or
 * whatever `children` draws with the control's props (a select, a textarea).
 */
export function FormField<T extends FieldValues = FieldValues>({
  name,
  id,
  label,
  hint,
  labelHidden,
  className,
  children,
  ...inputProps
}: {
  name: FieldPath<T>;
  id: string;
  label: React.ReactNode;
  hint?: string;
  labelHidden?: boolean;
  className?: string;
  children?: (control: FieldControl) => React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  const control = { ...register(name), ...errorProps(id, error) };
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      labelHidden={labelHidden}
      error={error}
      className={className}
    >
      {children ? children(control) : <input {...inputProps} {...control} className={inputClass} />}
    </Field>
  );
}
