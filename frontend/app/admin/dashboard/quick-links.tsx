import {
  LuExternalLink,
  LuImage,
  LuMail,
  LuPlus,
  LuSettings,
  LuShapes,
  LuUsers,
} from 'react-icons/lu';
import { Link } from 'react-router';
import { can, useSession } from '~/admin/shared/session';
import { m } from '~/paraglide/messages';

/** The dashboard's links to each screen this role may open, and to the public site. */
export function QuickLinks() {
  const { session } = useSession();
  const manageUsers = can(session, 'manage_users');
  const quickLinks = [
    {
      to: '/admin/portfolio',
      label: m.admin_nav_portfolio(),
      icon: LuImage,
      show: can(session, 'view_content'),
    },
    {
      to: '/admin/messages',
      label: m.admin_nav_messages(),
      icon: LuMail,
      show: can(session, 'view_messages'),
    },
    {
      to: '/admin/logos',
      label: m.admin_nav_logos(),
      icon: LuShapes,
      show: can(session, 'view_content'),
    },
    {
      to: '/admin/portfolio/new',
      label: m.admin_quick_add_item(),
      icon: LuPlus,
      show: can(session, 'add_portfolio'),
    },
    { to: '/admin/users', label: m.admin_nav_users(), icon: LuUsers, show: manageUsers },
    {
      to: '/admin/settings',
      label: m.admin_title_settings(),
      icon: LuSettings,
      show: can(session, 'manage_settings'),
    },
  ].filter((link) => link.show);

  return (
    <nav
      aria-labelledby="quick-links-title"
      className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id="quick-links-title"
        className="font-display text-xl font-medium tracking-tight sm:text-2xl"
      >
        {m.admin_quick_title()}
      </h2>
      <ul className="mt-5 grid gap-1">
        {quickLinks.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink-soft transition hover:bg-paper hover:text-ink"
            >
              <Icon aria-hidden className="size-4 text-muted" />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink-soft transition hover:bg-paper hover:text-ink"
          >
            <LuExternalLink aria-hidden className="size-4 text-muted" />
            {m.admin_quick_public_site()}
          </a>
        </li>
      </ul>
    </nav>
  );
}
