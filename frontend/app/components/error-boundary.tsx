import { isRouteErrorResponse, Link, useRouteError, type ErrorResponse } from 'react-router';
import { sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

type StatusHandler = (info: { error: ErrorResponse }) => React.ReactNode;

/**
 * The one error boundary: routes pass handlers for the statuses they care about; anything
 * else gets the generic card. Unexpected errors are logged, never shown in detail.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler = () => <ErrorCard title={m.site_error_generic()} />,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  unexpectedErrorHandler?: (error: unknown) => React.ReactNode;
}) {
  const error = useRouteError();
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error);
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status];
    if (handler) return <>{handler({ error })}</>;
    if (error.status === 404) return <NotFoundCard />;
    if (error.status === 503) return <UnavailableCard />;
    return <ErrorCard title={`${error.status} ${error.statusText || m.site_error_status()}`} />;
  }
  return <>{unexpectedErrorHandler(error)}</>;
}

export function NotFoundCard() {
  return (
    <ErrorCard title={m.site_not_found_title()}>
      <p className="mt-4 text-muted">{m.site_not_found_text()}</p>
    </ErrorCard>
  );
}

/** The outage page: the API (or its database) is away for a moment. */
export function UnavailableCard() {
  return (
    <ErrorCard title={m.site_unavailable_title()}>
      <p className="mt-4 text-muted">{m.site_unavailable_text()}</p>
    </ErrorCard>
  );
}

export function ErrorCard({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-5 py-32">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-10 text-center shadow-sm">
        <h1 className="font-display text-3xl font-medium tracking-tight">
          <CardTitle title={title} />
        </h1>
        {children}
        <Link
          to={sitePath(getLocale(), { page: 'landing' })}
          className="mt-8 inline-flex items-center justify-center rounded-full bg-ink px-6 py-3 text-sm font-semibold text-paper transition hover:bg-ink-soft"
        >
          {m.site_error_home()}
        </Link>
      </div>
    </div>
  );
}

/**
 * A title that opens with its status (« 404 Page introuvable ») sets the number on a line of
 * its own. Its lines then break in the same places in the local serif and in Fraunces: at
 * 412 px the French title fitted one line in the serif and took two in Fraunces, and the
 * card moved when the face arrived (0.034 of layout shift). The text reads the same.
 */
function CardTitle({ title }: { title: string }) {
  const status = /^(\d{3}) (.+)$/.exec(title);
  if (!status) return title;
  return (
    <>
      <span className="block">{status[1]}</span> {status[2]}
    </>
  );
}
