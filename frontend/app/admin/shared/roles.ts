import type { Role } from '@prism/contracts';
import { m } from '~/paraglide/messages';

/** A role's name in the admin's language (the English ones are the contracts' ROLE_LABELS). */
export function roleLabel(role: Role): string {
  return {
    viewer: m.admin_role_viewer,
    editor: m.admin_role_editor,
    admin: m.admin_role_admin,
    owner: m.admin_role_owner,
  }[role]();
}

/** What a role may do, one sentence (the English ones are the contracts' ROLE_HELP). */
export function roleHelp(role: Role): string {
  return {
    viewer: m.admin_role_viewer_help,
    editor: m.admin_role_editor_help,
    admin: m.admin_role_admin_help,
    owner: m.admin_role_owner_help,
  }[role]();
}
