import type { PreviewLinkAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { previewLinksQuery, useRevokePreviewLink } from './case-study';
import { m } from '~/paraglide/messages';

type LinkState = 'revoked' | 'expired' | 'active';

function stateOf(link: PreviewLinkAnswer, now: number): LinkState {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';
}

const STATE_WORDS: Record<LinkState, () => string> = {
  revoked: m.editor_preview_state_revoked,
  expired: m.editor_preview_state_expired,
  active: m.editor_preview_state_active,
};

/** An item's preview links: state, who made each and until when, and Revoke on the live ones. */
export function PreviewLinkList({ itemId }: { itemId: number }) {
  const links = useQuery(previewLinksQuery(itemId));
  const revoke = useRevokePreviewLink();
  // The time the list was opened: states are as of then (a reload refreshes them).
  const [now] = useState(Date.now);
  return links.isError ? (
    <LoadError
      what={m.editor_preview_links_what()}
      error={links.error}
      onRetry={() => void links.refetch()}
    />
  ) : (
    <ul className="grid gap-2 text-sm" aria-label={m.editor_preview_links_label()}>
      {(links.data ?? []).map((link) => {
        const state = stateOf(link, now);
        return (
          <li
            key={link.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line px-3 py-2"
          >
            <span className="font-semibold">{STATE_WORDS[state]()}</span>
            <span className="text-muted">
              {m.editor_preview_made_by({
                name: link.createdBy,
                created: formatDate(link.createdAt),
                expires: formatDate(link.expiresAt),
              })}
            </span>
            {state === 'active' && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700 hover:bg-red-50"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(
                    { id: itemId, linkId: link.id },
                    {
                      onSuccess: () => notifySuccess(m.editor_preview_revoked()),
                      onError: (error) =>
                        notifyFailure(
                          m.editor_preview_revoke_failed(),
                          error,
                          m.editor_preview_revoke_failed(),
                        ),
                    },
                  )
                }
              >
                {m.editor_preview_revoke()}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
