import { data } from 'react-router';
import type { Route } from './+types/preview';
import { ErrorCard, GeneralErrorBoundary } from '~/components/error-boundary';
import { getPreview } from '~/lib/api.server';
import { bothLanguages, localeOfUrl } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { pageData } from '~/lib/page-data';

// The page itself is the project page; this route only finds the item by its token.
export { default, meta } from './portfolio-item';

/** A client preview: per person, never kept by the site's page cache or any other cache. */
const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const item = await getPreview(context, params.token, localeOfUrl(url));
  if (item === 'gone') throw data(null, { status: 410, headers: PREVIEW_HEADERS });
  if (!item) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  // The client sees the draft in either language: the switch goes to the same link's other one.
  const alternates = bothLanguages({ page: 'preview', token: params.token });
  return data(pageData({ item, next: null, preview: true, alternates }), {
    headers: PREVIEW_HEADERS,
  });
}

export function headers() {
  return PREVIEW_HEADERS;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorCard title={m.site_preview_not_found_title()}>
            <p className="mt-4 text-muted">{m.site_preview_not_found_text()}</p>
          </ErrorCard>
        ),
        410: () => (
          <ErrorCard title={m.site_preview_expired_title()}>
            <p className="mt-4 text-muted">{m.site_preview_expired_text()}</p>
          </ErrorCard>
        ),
      }}
    />
  );
}
