import { useQuery } from '@tanstack/react-query';
import { LuImage, LuLogOut, LuMail, LuPlus, LuUsers } from 'react-icons/lu';
import { useLogout } from '~/admin/auth/auth';
import { unreadCountQuery } from '~/admin/messages/messages';
import { contentHealthQuery } from '~/admin/portfolio/case-study';
import { PageHeader } from '~/admin/shared/page-header';
import { can, useSession } from '~/admin/shared/session';
import { Button } from '~/components/ui/button';
import { AudiencePanel } from './audience/audience-panel';
import { ContentHealth } from './content-health';
import { JobFailures } from './job-failures';
import { ActionCard, StatCard } from './dashboard-cards';
import { QuickLinks } from './quick-links';
import { RecentItems } from './recent-items';
import { m } from '~/paraglide/messages';

/** /admin (docs/product.md#dashboard): counts, the users or add-item card, recent items, quick links. */
export function Dashboard() {
  const { session } = useSession();
  const logout = useLogout();
  // The count is the content-health panel's (an SQL count), not the length of a list.
  const health = useQuery({ ...contentHealthQuery, enabled: can(session, 'view_content') });
  const unread = useQuery({ ...unreadCountQuery, enabled: can(session, 'view_messages') });
  const manageUsers = can(session, 'manage_users');

  return (
    <div className="grid grid-cols-1 gap-10">
      <PageHeader
        eyebrow={m.admin_nav_dashboard()}
        title={m.admin_dashboard_welcome({ username: session.user?.username ?? '' })}
        description={m.admin_dashboard_description()}
        actions={
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LuLogOut aria-hidden className="size-4" />
            {m.admin_account_logout()}
          </Button>
        }
      />

      <JobFailures />

      <section
        aria-label={m.admin_dashboard_overview()}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <StatCard
          to="/admin/portfolio"
          label={m.admin_dashboard_portfolio_items()}
          value={health.data?.counts.items}
          failed={health.isError}
          icon={<LuImage aria-hidden className="size-5" />}
        />
        <StatCard
          to="/admin/messages?status=unread"
          label={m.admin_dashboard_unread()}
          value={unread.data?.count}
          failed={unread.isError}
          icon={<LuMail aria-hidden className="size-5" />}
          accent={(unread.data?.count ?? 0) > 0}
        />
        {manageUsers ? (
          <ActionCard
            to="/admin/users"
            title={m.admin_dashboard_users_title()}
            text={m.admin_dashboard_users_text()}
            icon={<LuUsers aria-hidden className="size-5" />}
          />
        ) : (
          can(session, 'add_portfolio') && (
            <ActionCard
              to="/admin/portfolio/new"
              title={m.admin_dashboard_add_title()}
              text={m.admin_dashboard_add_text()}
              icon={<LuPlus aria-hidden className="size-5" />}
            />
          )
        )}
      </section>

      <AudiencePanel />

      {can(session, 'view_content') && <ContentHealth />}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <RecentItems />
        <QuickLinks />
      </div>
    </div>
  );
}
