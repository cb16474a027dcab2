import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { SITE_NAME } from '~/lib/seo';

/** Any path no other route claims: HTTP 404 with the '404 Page Not Found' card. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [{ title: `404 Page Not Found · ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
