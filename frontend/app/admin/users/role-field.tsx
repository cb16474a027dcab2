import { DEFAULT_ROLE, ROLES, type Role } from '@prism/contracts';
import { roleHelp, roleLabel } from '~/admin/shared/roles';
import { useWatch } from 'react-hook-form';
import { FormField } from '~/admin/shared/form';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/**
 * The `role` field of the surrounding form: a select with what each role may do
 * (docs/product.md#admin-users), the chosen one marked.
 */
export function RoleField({ id }: { id: string }) {
  const selected = useWatch<{ role?: Role }, 'role'>({ name: 'role' }) ?? DEFAULT_ROLE;
  return (
    <FormField<{ role?: Role }> name="role" id={id} label={m.admin_users_role()}>
      {(control) => (
        <>
          <Select
            {...control} // The error (when shown) first, then what the roles may do.
            aria-describedby={[control['aria-describedby'], `${id}-help`].filter(Boolean).join(' ')}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </Select>
          <ul id={`${id}-help`} className="grid gap-1.5 rounded-2xl bg-paper px-4 py-3 text-sm">
            {ROLES.map((role) => (
              <li
                key={role}
                className={cn(
                  'flex gap-2',
                  role === selected ? 'font-medium text-ink' : 'text-muted',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1.5 size-2 shrink-0 rounded-full',
                    role === selected ? 'bg-accent' : 'bg-line',
                  )}
                />
                {roleHelp(role)}
              </li>
            ))}
          </ul>
        </>
      )}
    </FormField>
  );
}
