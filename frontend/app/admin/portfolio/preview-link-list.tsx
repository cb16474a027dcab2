import type { PreviewLinkAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { previewLinksQuery, useRevokePreviewLink } from './case-study';

function stateOf(link: PreviewLinkAnswer, now: number): string {
  if (link.revokedAt) return 'Revoked';
  return new Date(link.expiresAt).getTime() <= now ? 'Expired' : 'Active';
}

/** An item's preview links: state, who made each and until when, and Revoke on the live ones. */
export function PreviewLinkList({ itemId }: { itemId: number }) {
  const links = useQuery(previewLinksQuery(itemId));
  const revoke = useRevokePreviewLink();
  // The time the list was opened: states are as of then (a reload refreshes them).
  const [now] = useState(Date.now);
  return links.isError ? (
    <LoadError what="the preview links" error={links.error} onRetry={() => void links.refetch()} />
  ) : (
    <ul className="grid gap-2 text-sm" aria-label="Preview links">
      {(links.data ?? []).map((link) => {
        const state = stateOf(link, now);
        return (
          <li
            key={link.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line px-3 py-2"
          >
            <span className="font-semibold">{state}</span>
            <span className="text-muted">
              by {link.createdBy}, {formatDate(link.createdAt)}; until {formatDate(link.expiresAt)}
            </span>
            {state === 'Active' && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700 hover:bg-red-50"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(
                    { id: itemId, linkId: link.id },
                    {
                      onSuccess: () => notifySuccess('Preview link revoked'),
                      onError: (error) =>
                        notifyFailure(
                          'Failed to revoke the link',
                          error,
                          'Failed to revoke the link',
                        ),
                    },
                  )
                }
              >
                Revoke
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
