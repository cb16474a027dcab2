import type { Permission } from '@prism/contracts';
import { createContext, useContext } from 'react';
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

interface ScreenProps {
  /** What a role must hold to change the screen. */
  permission: Permission;
  className?: string;
  children: React.ReactNode;
}

/** Whether the screen around is only read by this role. */
const ReadsOnly = createContext(false);

/**
 * A screen changeable by a role that holds `permission`; for a role that may only read it
 * (a viewer, issue 49) a note saying so, and its `Writes` parts shown disabled. The server
 * refuses the writes anyway.
 */
export function ReadOnlyFor({ permission, className, children }: ScreenProps) {
  const { session } = useSession();
  const readsOnly = !can(session, permission);
  return (
    <div className={className}>
      {readsOnly && session.user && (
        <p className="flex items-center gap-2 rounded-2xl bg-paper-deep px-4 py-3 text-sm">
          <LuEye aria-hidden className="size-4 shrink-0" />
          {m.admin_read_only_note({ role: roleLabel(session.user.role) })}
        </p>
      )}
      {readsOnly && <style>{HIDE_WRITES}</style>}
      <ReadsOnly.Provider value={readsOnly}>{children}</ReadsOnly.Provider>
    </div>
  );
}

/**
 * The part of a `ReadOnlyFor` screen that writes: for a reader, its fields disabled and no
 * control that writes. A list's "Load more" stays outside it: reading on is no write.
 */
export function Writes({ children }: { children: React.ReactNode }) {
  if (!useContext(ReadsOnly)) return children;
  return (
    <fieldset disabled className="read-only contents">
      {children}
    </fieldset>
  );
}

/** An editor's forms, every part of which writes. */
export function EditableFor({ permission, className, children }: ScreenProps) {
  return (
    <ReadOnlyFor permission={permission} className={className}>
      <Writes>{children}</Writes>
    </ReadOnlyFor>
  );
}
