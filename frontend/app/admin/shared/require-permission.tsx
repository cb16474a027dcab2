import type { Permission } from '@prism/contracts';
import { AccessDenied } from './access-denied';
import { can, useSession } from './session';

/**
 * Shows a screen only to a role that holds its permission (docs/product.md#admin-access); the server refuses the
 * calls anyway. Reading the session here re-checks it each time a screen mounts.
 */
export function RequirePermission({
  permission,
  denied = <AccessDenied />,
  children,
}: {
  permission: Permission | undefined;
  denied?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { session } = useSession();
  return <>{can(session, permission) ? children : denied}</>;
}
