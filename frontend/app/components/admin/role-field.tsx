import { ROLE_HELP, ROLE_LABELS, ROLES, type Role } from '@prism/contracts';
import { forwardRef } from 'react';
import { errorProps, Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';

/** The role select with what each role may do (docs/product.md#admin-users), the chosen one marked. */
export const RoleField = forwardRef<
  HTMLSelectElement,
  React.SelectHTMLAttributes<HTMLSelectElement> & { id: string; selected: Role; error?: string }
>(function RoleField({ id, selected, error, ...props }, ref) {
  return (
    <Field id={id} label="Role" error={error}>
      <Select
        ref={ref}
        {...props}
        {...errorProps(id, error)}
        aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      <ul id={`${id}-help`} className="grid gap-1.5 rounded-2xl bg-paper px-4 py-3 text-sm">
        {ROLES.map((role) => (
          <li
            key={role}
            className={cn('flex gap-2', role === selected ? 'font-medium text-ink' : 'text-muted')}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 size-2 shrink-0 rounded-full',
                role === selected ? 'bg-accent' : 'bg-line',
              )}
            />
            {ROLE_HELP[role]}
          </li>
        ))}
      </ul>
    </Field>
  );
});
