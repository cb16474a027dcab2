import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { absoluteUrl, publicUrlOf, SHARE_IMAGE, SITE_NAME } from '~/lib/seo';
import { m } from '~/paraglide/messages';

/** Any path no other route claims: HTTP 404 with the '404 Page Not Found' card. */
export function loader() {
  throw data(null, { status: 404 });
}

// No robots `noindex`: the 404 status already keeps the address out of search indexes, and
// a description lets the page read well wherever its link is shown.
export function meta({ matches }: Route.MetaArgs) {
  const image = absoluteUrl(publicUrlOf(matches), SHARE_IMAGE);
  return [
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    { title: `${m.site_not_found_title()} · ${SITE_NAME}` },
    {
      name: 'description',
      content: m.site_not_found_description({ description: m.site_meta_description() }),
    },
  ];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
