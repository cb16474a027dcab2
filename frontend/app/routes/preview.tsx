import { data } from 'react-router';
import type { Route } from './+types/preview';
import { ErrorCard, GeneralErrorBoundary } from '~/components/error-boundary';
import { getPreview } from '~/lib/api.server';

// The page itself is the project page; this route only finds the item by its token.
export { default, meta } from './portfolio-item';

/** A client preview: per person, never kept by the site's page cache or any other cache. */
const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export async function loader({ context, params }: Route.LoaderArgs) {
  const item = await getPreview(context, params.token);
  if (item === 'gone') throw data(null, { status: 410, headers: PREVIEW_HEADERS });
  if (!item) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  return data({ item, next: null, preview: true }, { headers: PREVIEW_HEADERS });
}

export function headers() {
  return PREVIEW_HEADERS;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorCard title="Preview link not found">
            <p className="mt-4 text-muted">Check the link, or ask for a new one.</p>
          </ErrorCard>
        ),
        410: () => (
          <ErrorCard title="This preview link has expired">
            <p className="mt-4 text-muted">
              It has expired or was withdrawn. Ask the studio for a new link.
            </p>
          </ErrorCard>
        ),
      }}
    />
  );
}
