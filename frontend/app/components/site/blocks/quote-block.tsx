import { BlockImage } from './block-image';
import { blockAnchor } from './block-section';
import type { BlockProps } from './block-props';

/** A client's words, with who said them: name, role, company and, when chosen, their photo. */
export function QuoteBlock({ block, page }: BlockProps<'quote'>) {
  const photo = block.mediaId === null ? undefined : page.media[block.mediaId];
  const role = block.role[page.locale];
  const credit = [role, block.company].filter(Boolean).join(', ');
  return (
    <figure id={blockAnchor(block.id)} className="container-x py-16 md:py-24">
      <div className="mx-auto max-w-4xl border-l-2 border-accent pl-6 md:pl-10">
        <blockquote className="font-display text-3xl leading-snug font-medium tracking-tight text-balance md:text-4xl">
          <p>{block.quote[page.locale]}</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center gap-4">
          {photo ? (
            <BlockImage
              image={photo}
              sizes="56px"
              className="size-14 shrink-0 rounded-full object-cover"
            />
          ) : null}
          <span>
            <span className="block font-semibold">{block.author}</span>
            {credit ? <span className="block text-sm text-muted">{credit}</span> : null}
          </span>
        </figcaption>
      </div>
    </figure>
  );
}
