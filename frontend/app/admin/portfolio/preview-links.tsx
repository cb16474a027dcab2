import type { PortfolioItemAnswer } from '@prism/contracts';
import { useState } from 'react';
import { LuLink } from 'react-icons/lu';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { useCreatePreviewLink } from './case-study';
import { FreshPreviewLink } from './fresh-preview-link';
import { PreviewLinkList } from './preview-link-list';

const EXPIRIES = [
  { hours: 24, label: '1 day' },
  { hours: 7 * 24, label: '7 days' },
  { hours: 30 * 24, label: '30 days' },
  { hours: 90 * 24, label: '90 days' },
];

/**
 * Links that show this item, draft or not, to a client without an account. The token is
 * shown once, when the link is made; later the list says who made each and until when.
 */
export function PreviewLinks({ item }: { item: PortfolioItemAnswer }) {
  const [hours, setHours] = useState(7 * 24);
  const [fresh, setFresh] = useState<string | null>(null);
  const create = useCreatePreviewLink();

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
      {fresh && <FreshPreviewLink url={fresh} />}
      <PreviewLinkList itemId={item.id} />
    </section>
  );
}
