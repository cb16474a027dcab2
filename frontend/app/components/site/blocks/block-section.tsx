import type { ReactNode } from 'react';
import { Reveal } from '~/components/ui/reveal';
import { cn } from '~/lib/cn';

/** A block's id on the page: kept across reorders, so a link to `#block-team` stays good. */
export const blockAnchor = (id: string) => `block-${id}`;

/**
 * A block's section: its h2 (the page title is the h1) names it for assistive technology,
 * and the spacing and type scale are the landing sections', a step smaller, since a page
 * stacks many blocks. `tone` is the band's colour: paper, the deeper paper, or ink.
 */
export function BlockSection({
  id,
  heading,
  tone = 'paper',
  lead,
  children,
}: {
  id: string;
  heading?: string;
  tone?: 'paper' | 'deep' | 'ink';
  /** A line of text under the heading, when it has one. */
  lead?: string;
  children: ReactNode;
}) {
  const anchor = blockAnchor(id);
  const titled = heading !== undefined && heading !== '';
  return (
    <section
      id={anchor}
      aria-labelledby={titled ? `${anchor}-heading` : undefined}
      className={cn(
        'scroll-mt-16 py-16 md:py-24',
        tone === 'deep' && 'bg-paper-deep',
        tone === 'ink' && 'bg-ink text-paper',
      )}
    >
      <div className="container-x">
        {titled ? (
          <Reveal className="max-w-3xl">
            <h2
              id={`${anchor}-heading`}
              className="font-display text-4xl font-medium tracking-tight text-balance md:text-5xl"
            >
              {heading}
            </h2>
            {lead ? <p className="mt-6 text-lg leading-relaxed text-ink-soft">{lead}</p> : null}
          </Reveal>
        ) : null}
        {children}
      </div>
    </section>
  );
}
