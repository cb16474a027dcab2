import { labelOf, PORTFOLIO_CATEGORIES } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  LuArrowRight,
  LuExternalLink,
  LuImage,
  LuLogOut,
  LuMail,
  LuPlus,
  LuSettings,
  LuShapes,
  LuUsers,
} from 'react-icons/lu';
import { Link } from 'react-router';
import { ContentHealth } from './content-health';
import { MailStatusCard } from '~/admin/messages/mail-status-card';
import { PageHeader } from '~/admin/shared/page-header';
import { SkeletonList } from '~/admin/shared/placeholders';
import { PortfolioThumb } from '~/admin/portfolio/portfolio-thumb';
import { Button, buttonClass } from '~/components/ui/button';
import { useLogout } from '~/admin/auth/auth';
import { unreadCountQuery } from '~/admin/messages/messages';
import { portfolioListQuery } from '~/admin/portfolio/portfolio';
import { can, useSession } from '~/admin/shared/session';

/** Items in the dashboard's recent list (docs/product.md#limits). */
export const DASHBOARD_RECENT = 5;

/** /admin (docs/product.md#dashboard): counts, the users or add-item card, recent items, quick links. */
export function Dashboard() {
  const { session } = useSession();
  const logout = useLogout();
  const portfolio = useQuery(portfolioListQuery);
  const unread = useQuery({ ...unreadCountQuery, enabled: can(session, 'view_messages') });
  const manageUsers = can(session, 'manage_users');
  const items = portfolio.data ?? [];

  const quickLinks = [
    { to: '/admin/portfolio', label: 'Portfolio', icon: LuImage, show: true },
    { to: '/admin/messages', label: 'Messages', icon: LuMail, show: true },
    { to: '/admin/logos', label: 'Client Logos', icon: LuShapes, show: true },
    { to: '/admin/portfolio/new', label: 'Add Item', icon: LuPlus, show: true },
    { to: '/admin/users', label: 'Users', icon: LuUsers, show: manageUsers },
    {
      to: '/admin/settings',
      label: 'Site Settings',
      icon: LuSettings,
      show: can(session, 'manage_settings'),
    },
  ].filter((link) => link.show);

  return (
    <div className="grid grid-cols-1 gap-10">
      <PageHeader
        eyebrow="Dashboard"
        title={`Welcome back, ${session.user?.username ?? ''}`}
        description="Your portfolio, inbox and site at a glance."
        actions={
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LuLogOut aria-hidden className="size-4" />
            Logout
          </Button>
        }
      />

      {can(session, 'view_messages') && <MailStatusCard />}

      <section aria-label="Overview" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          to="/admin/portfolio"
          label="Portfolio items"
          value={portfolio.data?.length}
          failed={portfolio.isError}
          icon={<LuImage aria-hidden className="size-5" />}
        />
        <StatCard
          to="/admin/messages?status=unread"
          label="Unread messages"
          value={unread.data?.count}
          failed={unread.isError}
          icon={<LuMail aria-hidden className="size-5" />}
          accent={(unread.data?.count ?? 0) > 0}
        />
        {manageUsers ? (
          <ActionCard
            to="/admin/users"
            title="User Management"
            text="Add staff accounts, change roles and remove access."
            icon={<LuUsers aria-hidden className="size-5" />}
          />
        ) : (
          <ActionCard
            to="/admin/portfolio/new"
            title="Add Portfolio Item"
            text="Publish a new project to the Selected Work grid."
            icon={<LuPlus aria-hidden className="size-5" />}
          />
        )}
      </section>

      {can(session, 'edit_portfolio') && <ContentHealth />}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-labelledby="recent-title"
          className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-center justify-between gap-4">
            <h2
              id="recent-title"
              className="font-display text-xl font-medium tracking-tight sm:text-2xl"
            >
              Recent portfolio items
            </h2>
            <Link
              to="/admin/portfolio"
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-ink-soft hover:text-accent"
            >
              View all <LuArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          {portfolio.isPending ? (
            <SkeletonList count={3} itemClassName="h-16 rounded-2xl" className="mt-6 gap-3" />
          ) : items.length === 0 ? (
            <p className="mt-6 text-muted">No portfolio items yet.</p>
          ) : (
            <ul className="mt-6 divide-y divide-line">
              {items.slice(0, DASHBOARD_RECENT).map((item) => (
                <li key={item.id} className="flex items-center gap-4 py-3">
                  <PortfolioThumb item={item} className="size-14" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{item.title}</p>
                    <p className="truncate text-sm text-muted">
                      {labelOf(PORTFOLIO_CATEGORIES, item.category)} · {item.year}
                    </p>
                  </div>
                  <Link
                    to={`/admin/portfolio/edit/${item.id}`}
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    aria-label={`Edit ${item.title}`}
                  >
                    Edit
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav
          aria-labelledby="quick-links-title"
          className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
        >
          <h2
            id="quick-links-title"
            className="font-display text-xl font-medium tracking-tight sm:text-2xl"
          >
            Quick links
          </h2>
          <ul className="mt-5 grid gap-1">
            {quickLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink-soft transition hover:bg-paper hover:text-ink"
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
                className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink-soft transition hover:bg-paper hover:text-ink"
              >
                <LuExternalLink aria-hidden className="size-4 text-muted" />
                Public Site
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

function StatCard({
  to,
  label,
  value,
  failed,
  icon,
  accent = false,
}: {
  to: string;
  label: string;
  value: number | undefined;
  failed: boolean;
  icon: React.ReactNode;
  accent?: boolean;
}) {
  return (
    <Link
      to={to}
      className="group rounded-3xl border border-line bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="flex items-center justify-between text-muted">
        <span className="text-sm font-semibold">{label}</span>
        <span
          className={
            accent
              ? 'rounded-full bg-accent-soft p-2 text-accent-deep'
              : 'rounded-full bg-paper p-2'
          }
        >
          {icon}
        </span>
      </div>
      <p className="mt-4 font-display text-5xl font-medium tracking-tight" data-testid={label}>
        {failed ? '–' : value === undefined ? <span className="text-line">··</span> : value}
      </p>
    </Link>
  );
}

function ActionCard({
  to,
  title,
  text,
  icon,
}: {
  to: string;
  title: string;
  text: string;
  icon: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex flex-col rounded-3xl bg-ink p-6 text-paper shadow-sm transition hover:-translate-y-0.5 hover:bg-ink-soft sm:col-span-2 lg:col-span-1"
    >
      <span className="w-fit rounded-full bg-white/10 p-2">{icon}</span>
      <span className="mt-4 font-display text-2xl font-medium tracking-tight">{title}</span>
      <span className="mt-1 text-sm text-paper/70">{text}</span>
      <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-accent-soft">
        Open <LuArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
      </span>
    </Link>
  );
}
