import { isSafeHref } from '@prism/contracts/rich-text';
import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/** A call to action: a heading, a line of text and one button, on the deeper paper band. */
export function CtaBlock({ block, page }: BlockProps<'cta'>) {
  const locale = page.locale;
  const href = block.href[locale];
  const external = /^https?:/i.test(href);
  return (
    <BlockSection
      id={block.id}
      heading={block.heading[locale]}
      tone="deep"
      lead={block.text[locale]}
    >
      {/* The schema allows only safe addresses; checked again, as the rich text's links are. */}
      {isSafeHref(href) && block.label[locale] ? (
        <a
          href={href}
          rel={external ? 'noopener noreferrer' : undefined}
          className="mt-10 inline-flex items-center gap-2 rounded-full bg-ink px-7 py-4 text-base font-semibold text-paper transition hover:bg-accent"
        >
          {block.label[locale]} <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </BlockSection>
  );
}
