import { ROLE_LABELS, type AuthCheckResponse } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  LuExternalLink,
  LuImage,
  LuKeyRound,
  LuLayoutDashboard,
  LuLogOut,
  LuMail,
  LuMonitorSmartphone,
  LuScrollText,
  LuSettings,
  LuShapes,
  LuUserRound,
  LuUsers,
  LuShieldCheck,
} from 'react-icons/lu';
import { NavLink } from 'react-router';
import { ChangePasswordDialog } from '~/admin/account/change-password-dialog';
import { SessionsDialog } from '~/admin/account/sessions-dialog';
import { ProfileDialog } from '~/admin/account/profile-dialog';
import { BrandMark } from '~/components/site/brand-mark';
import { Spinner } from '~/components/ui/spinner';
import { visibleNav } from './access';
import { useLogout } from '~/admin/auth/auth';
import { unreadCountQuery } from '~/admin/messages/messages';
import { can } from './session';
import { cn } from '~/lib/cn';

const ICONS: Record<
  string,
  React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
> = {
  '/admin': LuLayoutDashboard,
  '/admin/portfolio': LuImage,
  '/admin/messages': LuMail,
  '/admin/logos': LuShapes,
  '/admin/users': LuUsers,
  '/admin/settings': LuSettings,
  '/admin/audit': LuScrollText,
};

/**
 * The frame of every signed-in screen: a sidebar on wide screens, a top bar with a
 * scrolling tab row on phones, the signed-in user, and a spinner while the session is
 * being re-checked.
 */
export function AdminShell({
  session,
  checking,
  children,
}: {
  session: AuthCheckResponse;
  checking: boolean;
  children: React.ReactNode;
}) {
  const user = session.user;
  const logout = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const unread = useQuery({ ...unreadCountQuery, enabled: can(session, 'view_messages') });
  const nav = visibleNav(session.permissions);
  const unreadCount = unread.data?.count ?? 0;

  const sessionStatus = checking ? (
    <Spinner label="Checking your session" className="size-4 text-muted" />
  ) : null;

  const navLinks = (variant: 'side' | 'tabs') =>
    nav.map((item) => {
      const Icon = ICONS[item.to] ?? LuLayoutDashboard;
      return (
        <li key={item.to} className={variant === 'tabs' ? 'shrink-0' : undefined}>
          <NavLink
            to={item.to}
            end={item.to === '/admin'}
            className={({ isActive }) =>
              cn(
                'relative flex items-center gap-3 rounded-full font-medium transition',
                variant === 'side' ? 'px-4 py-2.5 text-sm' : 'px-3.5 py-2 text-sm',
                isActive ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-paper-deep hover:text-ink',
              )
            }
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span>{item.label}</span>
            {item.to === '/admin/messages' && unreadCount > 0 && (
              <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white">
                {unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </NavLink>
        </li>
      );
    });

  const userActions = (
    <>
      <button
        type="button"
        onClick={() => setProfileOpen(true)}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink"
      >
        <LuUserRound aria-hidden className="size-4" />
        My profile
      </button>
      <button
        type="button"
        onClick={() => setPasswordOpen(true)}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink"
      >
        <LuKeyRound aria-hidden className="size-4" />
        Change password
      </button>
      <button
        type="button"
        onClick={() => setSessionsOpen(true)}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink"
      >
        <LuMonitorSmartphone aria-hidden className="size-4" />
        Your sessions
      </button>
      <NavLink
        to="/admin/security"
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink"
      >
        <LuShieldCheck aria-hidden className="size-4" />
        Security
      </NavLink>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink disabled:opacity-50"
      >
        <LuLogOut aria-hidden className="size-4" />
        Logout
      </button>
    </>
  );

  return (
    <div className="min-h-dvh bg-paper lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#admin-main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper transition focus:translate-y-0"
      >
        Skip to content
      </a>

      {/* Wide screens: the sidebar. */}
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-line bg-white/60 px-4 py-6 lg:flex">
        <div className="flex items-center justify-between px-3">
          <NavLink to="/admin" className="rounded-md" aria-label="Prism Admin, dashboard">
            <BrandMark />
          </NavLink>
          {sessionStatus}
        </div>
        <p className="eyebrow mt-2 px-3 !text-muted">Admin</p>
        <nav aria-label="Admin" className="mt-8">
          <ul className="grid gap-1">{navLinks('side')}</ul>
        </nav>
        <div className="mt-auto grid gap-1 border-t border-line pt-5">
          {user && (
            <p className="px-3 pb-2 text-sm">
              <span className="block font-semibold text-ink">{user.username}</span>
              <span className="text-muted">{ROLE_LABELS[user.role]}</span>
            </p>
          )}
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink"
          >
            <LuExternalLink aria-hidden className="size-4" />
            View public site
          </a>
          <div className="grid justify-items-start">{userActions}</div>
        </div>
      </aside>

      {/* Phones and tablets: top bar and a tab row that scrolls sideways. */}
      <div className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur-md lg:hidden">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <NavLink to="/admin" className="rounded-md" aria-label="Prism Admin, dashboard">
            <BrandMark />
          </NavLink>
          <div className="flex items-center gap-1">
            {sessionStatus}
            <button
              type="button"
              onClick={() => setProfileOpen(true)}
              aria-label="My profile"
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-ink"
            >
              <LuUserRound aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => setPasswordOpen(true)}
              aria-label="Change password"
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-ink"
            >
              <LuKeyRound aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => setSessionsOpen(true)}
              aria-label="Your sessions"
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-ink"
            >
              <LuMonitorSmartphone aria-hidden className="size-5" />
            </button>
            <NavLink
              to="/admin/security"
              aria-label="Security"
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-ink"
            >
              <LuShieldCheck aria-hidden className="size-5" />
            </NavLink>
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              aria-label="Logout"
              className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-ink disabled:opacity-50"
            >
              <LuLogOut aria-hidden className="size-5" />
            </button>
          </div>
        </div>
        <nav aria-label="Admin sections" className="overflow-x-auto px-4 pb-3 sm:px-6">
          <ul className="flex gap-1">{navLinks('tabs')}</ul>
        </nav>
      </div>

      <main id="admin-main" tabIndex={-1} className="min-w-0 outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10 lg:px-12 lg:py-12">
          {children}
        </div>
      </main>

      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      <SessionsDialog
        owner="mine"
        title="Your sessions"
        open={sessionsOpen}
        onOpenChange={setSessionsOpen}
      />
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
    </div>
  );
}
