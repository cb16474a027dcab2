import { blockAnchor } from './block-section';
import type { BlockProps } from './block-props';

/** Figures with their labels; each value as staff wrote it in the page's language (« 35 % »). */
export function StatsBlock({ block, page }: BlockProps<'stats'>) {
  const locale = page.locale;
  return (
    <div id={blockAnchor(block.id)} className="container-x py-12 md:py-16">
      <dl className="grid grid-cols-2 gap-8 border-t border-line pt-8 md:grid-cols-3 lg:grid-cols-6">
        {block.items.map((stat) => (
          <div key={stat.id} className="flex flex-col">
            <dt className="text-sm leading-snug text-muted">{stat.label[locale]}</dt>
            <dd className="order-first font-display text-4xl font-medium tracking-tight md:text-5xl">
              {stat.value[locale]}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
