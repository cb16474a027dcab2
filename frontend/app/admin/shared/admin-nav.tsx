import type { AuthCheckAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  LuFileText,
  LuImage,
  LuImages,
  LuLayoutDashboard,
  LuMail,
  LuMilestone,
  LuNewspaper,
  LuScrollText,
  LuSettings,
  LuShapes,
  LuShieldCheck,
  LuUsers,
} from 'react-icons/lu';
import { NavLink } from 'react-router';
import { unreadCountQuery } from '~/admin/messages/messages';
import { cn } from '~/lib/cn';
import { visibleNav } from './access';
import { can } from './session';
import { m } from '~/paraglide/messages';

const ICONS: Record<
  string,
  React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
> = {
  '/admin': LuLayoutDashboard,
  '/admin/portfolio': LuImage,
  '/admin/messages': LuMail,
  '/admin/pages': LuFileText,
  '/admin/journal': LuNewspaper,
  '/admin/media': LuImages,
  '/admin/logos': LuShapes,
  '/admin/users': LuUsers,
  '/admin/settings': LuSettings,
  '/admin/audit': LuScrollText,
  '/admin/redirects': LuMilestone,
  '/admin/privacy': LuShieldCheck,
};

/**
 * The admin sections this session may open, as list items: a column in the sidebar or a
 * row of tabs on phones, with the unread count on Messages.
 */
export function AdminNavLinks({
  session,
  variant,
}: {
  session: AuthCheckAnswer;
  variant: 'side' | 'tabs';
}) {
  const unread = useQuery({ ...unreadCountQuery, enabled: can(session, 'view_messages') });
  const unreadCount = unread.data?.count ?? 0;
  return visibleNav(session.permissions).map((item) => {
    const Icon = ICONS[item.to] ?? LuLayoutDashboard;
    return (
      <li key={item.to} className={variant === 'tabs' ? 'shrink-0' : undefined}>
        <NavLink
          to={item.to}
          end={item.to === '/admin'}
          className={({ isActive }) =>
            cn(
              'relative flex items-center gap-3 rounded-full font-medium transition',
              variant === 'side' ? 'px-4 py-2.5 text-sm' : 'min-h-11 px-3.5 py-2 text-sm',
              isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-deep hover:text-ink',
            )
          }
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          <span>{item.label()}</span>
          {item.to === '/admin/messages' && unreadCount > 0 && (
            <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
              {unreadCount}
              <span className="sr-only"> {m.admin_nav_unread()}</span>
            </span>
          )}
        </NavLink>
      </li>
    );
  });
}
