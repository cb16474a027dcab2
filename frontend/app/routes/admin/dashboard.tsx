import type { Route } from './+types/dashboard';
import { Dashboard } from '~/admin/dashboard/dashboard';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

export const meta: Route.MetaFunction = () => adminMeta(m.admin_title_dashboard());

export default function DashboardRoute() {
  return <Dashboard />;
}
