import type { Permission } from '@prism/contracts';
import { m } from '~/paraglide/messages';

/**
 * The one permission each admin screen needs to open (docs/product.md#admin-access): the
 * reading one where a screen also shows what a viewer may read (issue 49); what changes
 * things inside it needs the writing one.
 */
export const SCREEN_PERMISSION = {
  dashboard: undefined,
  portfolio: 'view_content',
  portfolioNew: 'add_portfolio',
  portfolioEdit: 'view_content',
  messages: 'view_messages',
  users: 'manage_users',
  logos: 'view_content',
  media: 'view_content',
  pages: 'view_content',
  pagesNew: 'add_portfolio',
  pagesEdit: 'view_content',
  journal: 'view_content',
  journalNew: 'add_portfolio',
  navigation: 'view_content',
  landing: 'view_content',
  settings: 'manage_settings',
  audit: 'view_audit',
  redirects: 'view_redirects',
  privacy: 'manage_privacy',
} as const satisfies Record<string, Permission | undefined>;

export interface NavItem {
  to: string;
  label: () => string;
  permission?: Permission;
}

/** The admin navigation (labels in the admin's language); an item shows only to those who may open it. */
export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin', label: m.admin_nav_dashboard },
  { to: '/admin/portfolio', label: m.admin_nav_portfolio, permission: SCREEN_PERMISSION.portfolio },
  { to: '/admin/messages', label: m.admin_nav_messages, permission: SCREEN_PERMISSION.messages },
  { to: '/admin/pages', label: m.pages_nav, permission: SCREEN_PERMISSION.pages },
  { to: '/admin/journal', label: m.pages_journal_nav, permission: SCREEN_PERMISSION.journal },
  { to: '/admin/media', label: m.media_nav, permission: SCREEN_PERMISSION.media },
  { to: '/admin/logos', label: m.admin_nav_logos, permission: SCREEN_PERMISSION.logos },
  { to: '/admin/users', label: m.admin_nav_users, permission: SCREEN_PERMISSION.users },
  { to: '/admin/settings', label: m.admin_nav_settings, permission: SCREEN_PERMISSION.settings },
  { to: '/admin/audit', label: m.admin_nav_audit, permission: SCREEN_PERMISSION.audit },
  {
    to: '/admin/redirects',
    label: m.admin_nav_redirects,
    permission: SCREEN_PERMISSION.redirects,
  },
  { to: '/admin/privacy', label: m.privacy_nav, permission: SCREEN_PERMISSION.privacy },
];

export function visibleNav(permissions: readonly Permission[]): NavItem[] {
  return ADMIN_NAV.filter((item) => !item.permission || permissions.includes(item.permission));
}
