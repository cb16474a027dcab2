import { ROLES, hasPermission, type Permission, type Role } from '@prism/contracts';
import { roleLabel } from './roles';
import { forwardRef, useId } from 'react';
import { Button } from '~/components/ui/button';
import { can, readsOnly, useSession } from './session';
import { m } from '~/paraglide/messages';

type ButtonProps = React.ComponentProps<typeof Button>;

/** Why a role may not do something, in words taken from the role table. */
export function deniedReason(permission: Permission, role: Role): string {
  const allowed = ROLES.filter((r) => hasPermission(r, permission)).map(roleLabel);
  return m.admin_denied_reason({ role: roleLabel(role), allowed: allowed.join(m.admin_or()) });
}

/**
 * A button for an action that needs a permission. A role without it sees the button
 * disabled (a viewer, which changes nothing, does not see it), with the reason on hover (a title on the wrapper, since a disabled button
 * takes no pointer events) and for screen readers (aria-describedby). The server refuses
 * the call anyway; this only keeps staff from a Delete that would fail after they confirm.
 */
export const PermittedButton = forwardRef<
  HTMLButtonElement,
  ButtonProps & { permission: Permission }
>(function PermittedButton({ permission, onClick, ...props }, ref) {
  const { session } = useSession();
  const reasonId = useId();
  if (can(session, permission)) return <Button ref={ref} onClick={onClick} {...props} />;
  // A role that changes nothing is not shown what it cannot do.
  if (session.user && readsOnly(session)) return null;
  const reason = session.user
    ? deniedReason(permission, session.user.role)
    : m.admin_denied_signed_out();
  return (
    <span title={reason} className="inline-flex">
      <Button ref={ref} {...props} aria-disabled="true" aria-describedby={reasonId} />
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </span>
  );
});
