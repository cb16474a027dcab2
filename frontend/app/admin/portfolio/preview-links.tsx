import type { PortfolioItemAnswer } from '@prism/contracts';
import { useState } from 'react';
import { LuLink } from 'react-icons/lu';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { formatNumber, isSingular } from '~/admin/shared/format';
import { m } from '~/paraglide/messages';
import { useCreatePreviewLink } from './case-study';
import { FreshPreviewLink } from './fresh-preview-link';
import { PreviewLinkList } from './preview-link-list';

const EXPIRY_DAYS = [1, 7, 30, 90];

const daysText = (days: number) =>
  isSingular(days)
    ? m.editor_preview_days_one()
    : m.editor_preview_days_many({ count: formatNumber(days) });

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
          setFresh(link.token ?? null);
          notifySuccess(m.editor_preview_created());
        },
        onError: (error) =>
          notifyFailure(m.editor_preview_create_failed(), error, m.editor_preview_create_failed()),
      },
    );

  return (
    <section
      aria-labelledby="preview-heading"
      className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="preview-heading" className="font-display text-xl">
          {m.editor_preview_heading()}
        </h2>
        <p className="text-sm text-muted">
          {item.status === 'draft'
            ? m.editor_preview_intro_draft()
            : m.editor_preview_intro_published()}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="preview-expiry" className="text-sm font-semibold">
          {m.editor_preview_expires_in()}
        </label>
        <Select
          id="preview-expiry"
          value={String(hours)}
          onChange={(event) => setHours(Number(event.target.value))}
          className="w-32"
        >
          {EXPIRY_DAYS.map((days) => (
            <option key={days} value={days * 24}>
              {daysText(days)}
            </option>
          ))}
        </Select>
        <Button size="sm" onClick={onCreate} disabled={create.isPending}>
          <LuLink aria-hidden className="size-4" />
          {m.editor_preview_create()}
        </Button>
      </div>
      {fresh && <FreshPreviewLink origin={window.location.origin} token={fresh} />}
      <PreviewLinkList itemId={item.id} />
    </section>
  );
}
