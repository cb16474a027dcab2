import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { AdminErrorCard } from '~/admin/shared/admin-error';
import { adminMeta } from '~/admin/shared/meta';
import { m } from '~/paraglide/messages';

/** An unknown /admin address, for signed-in users only (the guard runs first). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => adminMeta(m.admin_not_found_meta());

export default function AdminNotFound() {
  return <AdminErrorCard title={m.admin_not_found_title()} text={m.admin_not_found_text()} />;
}
