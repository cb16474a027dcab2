import type { PortfolioItemDto, PreviewLinkDto } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuCopy, LuLink } from 'react-icons/lu';
import { LoadError } from '~/admin/shared/load-error';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { previewLinksQuery, useCreatePreviewLink, useRevokePreviewLink } from './case-study';
import { formatDate } from '~/admin/shared/format';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';

const EXPIRIES = [
  { hours: 24, label: '1 day' },
  { hours: 7 * 24, label: '7 days' },
  { hours: 30 * 24, label: '30 days' },
  { hours: 90 * 24, label: '90 days' },
];

function stateOf(link: PreviewLinkDto, now: number): string {
  if (link.revokedAt) return 'Revoked';
  return new Date(link.expiresAt).getTime() <= now ? 'Expired' : 'Active';
}

/**
 * Links that show this item, draft or not, to a client without an account. The token is
 * shown once, when the link is made; later the list says who made each and until when.
 */
export function PreviewLinks({ item }: { item: PortfolioItemDto }) {
  const [hours, setHours] = useState(7 * 24);
  const [fresh, setFresh] = useState<string | null>(null);
  const links = useQuery(previewLinksQuery(item.id));
  const create = useCreatePreviewLink();
  const revoke = useRevokePreviewLink();
  // The time the list was opened: states are as of then (a reload refreshes them).
  const [now] = useState(Date.now);

  const onCreate = () =>
    create.mutate(
      { id: item.id, expiresInHours: hours },
      {
        onSuccess: (link) => {
          setFresh(`${window.location.origin}/preview/${link.token ?? ''}`);
          notifySuccess('Preview link created');
        },
        onError: (error) =>
          notifyFailure('Failed to create the link', error, 'Failed to create the link'),
      },
    );

  return (
    <section
      aria-labelledby="preview-heading"
      className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="preview-heading" className="font-display text-xl">
          Client preview
        </h2>
        <p className="text-sm text-muted">
          {item.status === 'draft'
            ? 'Share this draft with a client before it is published.'
            : 'Share the page as it is now.'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="preview-expiry" className="text-sm font-semibold">
          Expires in
        </label>
        <Select
          id="preview-expiry"
          value={String(hours)}
          onChange={(event) => setHours(Number(event.target.value))}
          className="w-32"
        >
          {EXPIRIES.map((e) => (
            <option key={e.hours} value={e.hours}>
              {e.label}
            </option>
          ))}
        </Select>
        <Button size="sm" onClick={onCreate} disabled={create.isPending}>
          <LuLink aria-hidden className="size-4" />
          Create link
        </Button>
      </div>
      {fresh && (
        <div className="grid gap-2 rounded-2xl bg-paper p-3 text-sm">
          <p className="font-semibold">Copy it now: it is shown only once.</p>
          <input
            readOnly
            value={fresh}
            aria-label="Preview link"
            className="w-full rounded-lg border border-line bg-white px-2 py-1 font-mono text-xs"
            data-testid="preview-url"
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              void navigator.clipboard.writeText(fresh).then(() => notifySuccess('Link copied'))
            }
          >
            <LuCopy aria-hidden className="size-4" />
            Copy
          </Button>
        </div>
      )}
      {links.isError ? (
        <LoadError
          what="the preview links"
          error={links.error}
          onRetry={() => void links.refetch()}
        />
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
                  by {link.createdBy}, {formatDate(link.createdAt)}; until{' '}
                  {formatDate(link.expiresAt)}
                </span>
                {state === 'Active' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto text-red-700 hover:bg-red-50"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(
                        { id: item.id, linkId: link.id },
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
      )}
    </section>
  );
}
