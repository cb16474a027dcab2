import type { PortfolioItemAnswer } from '@prism/contracts';
import { categoryLabel } from '~/admin/shared/options';
import { LuStar } from 'react-icons/lu';
import { TableHead } from '~/admin/shared/placeholders';
import { DraftBadge } from './portfolio-order';
import { ScheduleBadge } from './publish-schedule';
import { PortfolioThumb } from './portfolio-thumb';
import { RowActions } from './row-actions';
import { TranslationBadges } from './translation-badges';
import { m } from '~/paraglide/messages';

/** The portfolio items: a table on wide screens, stacked cards on phones. */
export function PortfolioItems({
  items,
  onDelete,
}: {
  items: PortfolioItemAnswer[];
  onDelete: (item: PortfolioItemAnswer) => void;
}) {
  return (
    <>
      {/* Wide screens: a table. */}
      <div className="hidden overflow-hidden rounded-3xl border border-line bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.editor_items_caption()}</caption>
          <TableHead
            columns={[
              { label: m.editor_col_image() },
              { label: m.editor_col_title() },
              { label: m.editor_col_category() },
              { label: m.editor_col_year() },
              { label: m.editor_col_featured(), align: 'center' },
              { label: m.editor_col_actions(), align: 'right' },
            ]}
          />
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr key={item.id} className="transition hover:bg-paper/50">
                <td className="px-6 py-3">
                  <PortfolioThumb item={item} className="size-14" />
                </td>
                <td className="px-4 py-3">
                  <span className="font-semibold text-ink">{item.title}</span>{' '}
                  {item.status === 'draft' && <DraftBadge />} <TranslationBadges item={item} />{' '}
                  <ScheduleBadge item={item} />
                  <span className="block text-muted">{item.client}</span>
                </td>
                <td className="px-4 py-3 text-ink-soft">{categoryLabel(item.category)}</td>
                <td className="px-4 py-3 text-ink-soft tabular-nums">{item.year}</td>
                <td className="px-4 py-3 text-center">
                  <FeaturedStar featured={item.featured} />
                </td>
                <td className="px-6 py-3">
                  <RowActions item={item} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones: stacked cards. */}
      <ul className="grid gap-3 md:hidden" aria-label={m.editor_items_caption()}>
        {items.map((item) => (
          <li
            key={item.id}
            className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm"
          >
            <PortfolioThumb item={item} className="size-20" />
            <div className="flex min-w-0 flex-1 flex-col">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold leading-snug">
                  {item.title} {item.status === 'draft' && <DraftBadge />}{' '}
                  <TranslationBadges item={item} /> <ScheduleBadge item={item} />
                </p>
                <FeaturedStar featured={item.featured} />
              </div>
              <p className="text-sm text-muted">
                {categoryLabel(item.category)} · {item.year}
              </p>
              <div className="mt-auto pt-3">
                <RowActions item={item} onDelete={onDelete} align="start" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function FeaturedStar({ featured }: { featured: boolean }) {
  return featured ? (
    <LuStar
      role="img"
      aria-label={m.editor_featured()}
      className="inline size-5 fill-amber-400 text-amber-500"
    />
  ) : (
    <LuStar role="img" aria-label={m.editor_not_featured()} className="inline size-5 text-line" />
  );
}
