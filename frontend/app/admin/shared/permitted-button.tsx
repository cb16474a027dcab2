import { ROLE_LABELS, ROLES, hasPermission, type Permission } from '@prism/contracts';
import { forwardRef, useId } from 'react';
import { Button } from '~/components/ui/button';
import { can, useSession } from './session';

type ButtonProps = React.ComponentProps<typeof Button>;

/** Why a role may not do something, in words taken from the role table. */
export function deniedReason(permission: Permission, role: keyof typeof ROLE_LABELS): string {
  const allowed = ROLES.filter((r) => hasPermission(r, permission)).map((r) => ROLE_LABELS[r]);
  return `Your role (${ROLE_LABELS[role]}) can't do this: it needs ${allowed.join(' or ')}.`;
}

/**
 * A button for an action that needs a permission. A role without it sees the button
 * disabled, with the reason on hover (a title on the wrapper, since a disabled button
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
  const reason = session.user ? deniedReason(permission, session.user.role) : 'Sign in to do this.';
  return (
    <span title={reason} className="inline-flex">
      <Button ref={ref} {...props} aria-disabled="true" aria-describedby={reasonId} />
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </span>
  );
});
