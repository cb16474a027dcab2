import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { m } from '~/paraglide/messages';

/** A card in the middle of the admin's content area: not found, or an error. */
export function AdminErrorCard({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex justify-center py-16">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-10 text-center shadow-sm">
        <h1 className="font-display text-3xl font-medium tracking-tight">{title}</h1>
        <p className="mt-4 text-muted">{text}</p>
        <Link to="/admin" className={buttonClass({ className: 'mt-8' })}>
          {m.admin_error_back_to_dashboard()}
        </Link>
      </div>
    </div>
  );
}

/**
 * The admin's error boundary, in the admin's language: unexpected errors are logged,
 * never shown in detail.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <AdminErrorCard title={m.admin_not_found_title()} text={m.admin_not_found_text()} />;
  }
  return <AdminErrorCard title={m.admin_error_title()} text={m.admin_error_text()} />;
}
