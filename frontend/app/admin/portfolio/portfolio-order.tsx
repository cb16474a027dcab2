import type { PortfolioItemAnswer } from '@prism/contracts';
import { categoryLabel } from '~/admin/shared/options';
import { useState } from 'react';
import { LuArrowUpDown } from 'react-icons/lu';
import { PortfolioThumb } from './portfolio-thumb';
import { SortableList } from './sortable-list';
import { Button } from '~/components/ui/button';
import { useSavePortfolioOrder } from './case-study';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { m } from '~/paraglide/messages';

/**
 * The public order of the portfolio: featured items first, then the order set here by
 * dragging (or from the keyboard). It arranges the items the list has loaded (the head of
 * the list); each drop saves their order in one call, the others keep theirs after them.
 */
export function PortfolioOrder({
  items,
  partial,
}: {
  items: readonly PortfolioItemAnswer[];
  /** More items follow those loaded. */
  partial: boolean;
}) {
  const [open, setOpen] = useState(false);
  // The order just dropped, shown until the saved list comes back from the server.
  const [dropped, setDropped] = useState<PortfolioItemAnswer[] | null>(null);
  const order = dropped ?? items;
  const save = useSavePortfolioOrder();

  const onReorder = (next: PortfolioItemAnswer[]) => {
    // Featured items always lead the public grid: keep them first here too.
    const sorted = [...next.filter((i) => i.featured), ...next.filter((i) => !i.featured)];
    setDropped(sorted);
    save.mutate(
      sorted.map((i) => i.id),
      {
        onSuccess: () => notifySuccess(m.editor_order_saved()),
        onError: (error) => notifyFailure(m.editor_order_failed(), error, m.editor_order_failed()),
        onSettled: () => setDropped(null),
      },
    );
  };

  return (
    <section className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-display text-xl">{m.editor_order_heading()}</h2>
          <p className="text-sm text-muted">{m.editor_order_note()}</p>
          {partial && <p className="text-sm text-muted">{m.editor_order_loaded()}</p>}
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls="portfolio-order-list"
          onClick={() => setOpen((v) => !v)}
        >
          <LuArrowUpDown aria-hidden className="size-4" />
          {open ? m.editor_order_done() : m.editor_order_arrange()}
        </Button>
      </div>
      {open && (
        <div id="portfolio-order-list" className="mt-4">
          <SortableList
            items={order}
            onReorder={onReorder}
            nameOf={(item) => item.title}
            disabled={save.isPending}
            className="grid gap-2"
          >
            {(item, handle) => (
              <div
                className="flex items-center gap-3 rounded-2xl border border-line bg-white p-2 pr-4"
                data-testid="order-row"
              >
                {handle}
                <PortfolioThumb item={item} className="size-10" />
                <span className="min-w-0 flex-1 truncate font-semibold">{item.title}</span>
                <span className="hidden text-sm text-muted sm:inline">
                  {categoryLabel(item.category)}
                </span>
                {item.featured && (
                  <span className="text-xs font-semibold text-amber-700">
                    {m.editor_featured()}
                  </span>
                )}
                {item.status === 'draft' && <DraftBadge />}
              </div>
            )}
          </SortableList>
        </div>
      )}
    </section>
  );
}

export function DraftBadge() {
  return (
    <span className="rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold text-ink-soft">
      {m.editor_draft()}
    </span>
  );
}
