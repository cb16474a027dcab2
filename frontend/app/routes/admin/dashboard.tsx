import type { Route } from './+types/dashboard';
import { Dashboard } from '~/admin/dashboard/dashboard';
import { adminMeta } from '~/admin/shared/meta';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

export default function DashboardRoute() {
  return <Dashboard />;
}
