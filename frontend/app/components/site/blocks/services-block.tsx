import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/** Services on the ink band, numbered, in the landing services' grid. */
export function ServicesBlock({ block, page }: BlockProps<'services'>) {
  const locale = page.locale;
  return (
    <BlockSection id={block.id} heading={block.heading[locale]} tone="ink">
      <ul className="mt-12 grid gap-px overflow-hidden rounded-3xl border border-paper/10 bg-paper/10 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((service, i) => (
          <li key={service.id} className="flex flex-col bg-ink p-8 md:p-10">
            <span
              aria-hidden="true"
              className="text-sm font-semibold text-accent-soft tabular-nums"
            >
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-6 font-display text-2xl font-medium tracking-tight">
              {service.title[locale]}
            </h3>
            {service.text[locale] ? (
              <p className="mt-3 leading-relaxed text-paper/75">{service.text[locale]}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
