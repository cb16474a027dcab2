import type { AuthCheckAnswer } from '@prism/contracts';
import { roleLabel } from './roles';
import { LuExternalLink } from 'react-icons/lu';
import { NavLink } from 'react-router';
import { ReauthDialog } from '~/admin/account/reauth-dialog';
import { ConflictDialog } from '~/admin/history/conflict-dialog';
import { BrandMark } from '~/components/site/brand-mark';
import { Spinner } from '~/components/ui/spinner';
import { AccountActions, useAccountDialogs } from './account-actions';
import { AdminNavLinks } from './admin-nav';
import { m } from '~/paraglide/messages';

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
  session: AuthCheckAnswer;
  checking: boolean;
  children: React.ReactNode;
}) {
  const user = session.user;
  const account = useAccountDialogs();
  const sessionStatus = checking ? (
    <Spinner label={m.admin_checking_session()} className="size-4 text-muted" />
  ) : null;
  const homeLink = (
    <NavLink
      to="/admin"
      className="inline-flex min-h-11 items-center rounded-md"
      aria-label={m.admin_home_link()}
    >
      <BrandMark />
    </NavLink>
  );

  return (
    <div className="min-h-dvh bg-paper lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#admin-main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper transition focus:translate-y-0"
      >
        {m.admin_skip_to_content()}
      </a>

      {/* Wide screens: the sidebar. */}
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-line bg-white/60 px-4 py-6 lg:flex">
        <div className="flex items-center justify-between px-3">
          {homeLink}
          {sessionStatus}
        </div>
        <p className="eyebrow mt-2 px-3 !text-muted">{m.admin_eyebrow()}</p>
        <nav aria-label={m.admin_nav_label()} className="mt-8">
          <ul className="grid gap-1">
            <AdminNavLinks session={session} variant="side" />
          </ul>
        </nav>
        <div className="mt-auto grid gap-1 border-t border-line pt-5">
          {user && (
            <p className="px-3 pb-2 text-sm">
              <span className="block font-semibold text-ink">{user.username}</span>
              <span className="text-muted">{roleLabel(user.role)}</span>
            </p>
          )}
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink"
          >
            <LuExternalLink aria-hidden className="size-4" />
            {m.admin_view_site()}
          </a>
          <div className="grid justify-items-start">
            <AccountActions variant="labelled" onOpen={account.open} />
          </div>
        </div>
      </aside>

      {/* Phones and tablets: top bar and a tab row that scrolls sideways. */}
      <div className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur-md lg:hidden">
        {/* 375 px holds the mark and five 44 px account buttons side by side, no gaps. */}
        <div className="flex h-16 items-center justify-between gap-2 px-4 sm:px-6">
          {homeLink}
          <div className="flex items-center">
            {sessionStatus}
            <AccountActions variant="icon" onOpen={account.open} />
          </div>
        </div>
        <nav aria-label={m.admin_nav_sections()} className="overflow-x-auto px-4 pb-3 sm:px-6">
          <ul className="flex gap-1">
            <AdminNavLinks session={session} variant="tabs" />
          </ul>
        </nav>
      </div>

      <main id="admin-main" tabIndex={-1} className="min-w-0 outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8 sm:py-10 lg:px-12 lg:py-12">
          {children}
        </div>
      </main>

      {account.dialogs}
      <ReauthDialog />
      <ConflictDialog />
    </div>
  );
}
