import { data, Link } from 'react-router';
import type { Route } from './+types/not-found';
import { buttonClass } from '~/components/ui/button';
import { adminMeta } from '~/admin/shared/meta';

/** An unknown /admin address, for signed-in users only (the guard runs first). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => adminMeta('Page Not Found');

export default function AdminNotFound() {
  return (
    <div className="flex justify-center py-16">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-10 text-center shadow-sm">
        <h1 className="font-display text-3xl font-medium tracking-tight">404 Page Not Found</h1>
        <p className="mt-4 text-muted">There is no admin screen at this address.</p>
        <Link to="/admin" className={buttonClass({ className: 'mt-8' })}>
          Return to Dashboard
        </Link>
      </div>
    </div>
  );
}
