import type { Route } from './+types/dashboard';
import { Dashboard } from '~/components/admin/dashboard';
import { adminMeta } from '~/lib/admin/meta';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

export default function DashboardRoute() {
  return <Dashboard />;
}
