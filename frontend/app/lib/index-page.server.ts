import { indexAfterOf } from '@prism/contracts/site-paths';
import { data } from 'react-router';
import { isBackendError } from './backend-error';

/**
 * One page of a public keyset index (the portfolio's, the journal's), read from its URL's
 * `?after=`: the API's 404, or an `after` past which nothing is listed, is the page's 404
 * (ADR 094); `next` is the last item's id when more follow, for the plain "more" link.
 */
export async function readIndexPage<T extends { items: { id: number }[]; nextCursor: unknown }>(
  url: URL,
  read: (after: number | null) => Promise<T>,
): Promise<{ page: T; after: number | null; next: number | null }> {
  const after = indexAfterOf(url.searchParams.get('after'));
  const page = await read(after).catch((error: unknown) => {
    if (isBackendError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  if (after !== null && page.items.length === 0) throw data(null, { status: 404 });
  const last = page.items.at(-1);
  return { page, after, next: page.nextCursor !== null && last ? last.id : null };
}
