/**
 * The role → permission table (docs/product.md#roles). This is the only place it is written down:
 * the server guard, the session check and the admin screens all read it from here.
 */
export const ROLES = ['viewer', 'editor', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'manage_users',
  'manage_settings',
  'delete_portfolio',
  'edit_portfolio',
  'add_portfolio',
  'delete_messages',
  'reply_messages',
  'view_messages',
  'edit_notes',
  'view_audit',
  // The dashboard's Audience panel: owners and admins, not editors.
  'view_audience',
  // Redirects and the 404 log: owners and admins, not editors.
  'manage_redirects',
  // Privacy (issue 46): settings, policy versions, rights requests, the incident register.
  'manage_privacy',
  // Reading what the write permissions above change (issue 49, the viewer): the portfolio
  // with its drafts, case studies, history and preview links, the logos and the landing
  // texts; the redirects and the 404 log.
  'view_content',
  'view_redirects',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What only the owner may do: accounts, settings, correcting or deleting notes, the audit log. */
const OWNER_ONLY: readonly Permission[] = [
  'manage_users',
  'manage_settings',
  'edit_notes',
  'view_audit',
  'manage_privacy',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  // The owner holds every permission there is.
  owner: PERMISSIONS,
  admin: PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission)),
  editor: ['view_content', 'edit_portfolio', 'add_portfolio', 'reply_messages', 'view_messages'],
  // Sees what an admin sees and changes nothing (issue 49): only the view_ permissions.
  viewer: ['view_content', 'view_messages', 'view_audience', 'view_redirects'],
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  viewer: 'Viewer',
  editor: 'Editor',
  admin: 'Admin',
  owner: 'Owner',
};

export const ROLE_HELP: Readonly<Record<Role, string>> = {
  viewer: 'Viewer can see content, messages and statistics but change nothing',
  editor: 'Editor can edit content but not delete',
  admin: 'Admin can edit and delete content',
  owner: 'Owner has full access including user management',
};

export const DEFAULT_ROLE: Role = 'editor';

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function hasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Roles are ordered viewer < editor < admin < owner; nobody may grant a role above their own. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}
