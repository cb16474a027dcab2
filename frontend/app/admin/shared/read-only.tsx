import type { Permission } from '@prism/contracts';
import { LuEye } from 'react-icons/lu';
import { roleLabel } from './roles';
import { can, useSession } from './session';
import { m } from '~/paraglide/messages';

/**
 * None of a read-only editor's controls that would write: all its buttons and file pickers.
 * A style element of the screens that need it, not a rule of the admin's stylesheet, which
 * the sign-in page loads at its budget (check:bundle).
 */
const HIDE_WRITES = '.read-only button,.read-only label:has(>input[type=file]){display:none}';

/**
 * An editor's forms, changeable by a role that holds `permission`; for a role that may only
 * read them (a viewer, issue 49) the same fields, shown but disabled, and no control that
 * writes, under a note saying so. The server refuses the writes anyway.
 */
export function EditableFor({
  permission,
  className,
  children,
}: {
  permission: Permission;
  className?: string;
  children: React.ReactNode;
}) {
  const { session } = useSession();
  if (can(session, permission)) return <div className={className}>{children}</div>;
  return (
    <div className={className}>
      {session.user && (
        <p className="flex items-center gap-2 rounded-2xl bg-paper-deep px-4 py-3 text-sm">
          <LuEye aria-hidden className="size-4 shrink-0" />
          {m.admin_read_only_note({ role: roleLabel(session.user.role) })}
        </p>
      )}
      <style>{HIDE_WRITES}</style>
      <fieldset disabled className="read-only contents">
        {children}
      </fieldset>
    </div>
  );
}
