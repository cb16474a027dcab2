import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/** Questions that open on their own answers: native <details>, so no script is needed. */
export function FaqBlock({ block, page }: BlockProps<'faq'>) {
  const locale = page.locale;
  return (
    <BlockSection id={block.id} heading={block.heading[locale]}>
      <div className="mt-10 max-w-3xl divide-y divide-line border-y border-line">
        {block.items.map((item) => (
          <details key={item.id} className="group py-2">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.question[locale]}
              <span
                aria-hidden="true"
                className="mt-0.5 text-2xl leading-none text-accent transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-4 leading-relaxed whitespace-pre-line text-ink-soft">
              {item.answer[locale]}
            </p>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}
