import type { PortfolioItemAnswer } from '@prism/contracts';
import { LuImageOff } from 'react-icons/lu';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/** A small square of an item's image: the smallest stored variant, or a placeholder. */
export function PortfolioThumb({
  item,
  className,
}: {
  item: Pick<PortfolioItemAnswer, 'title' | 'imageUrl' | 'image'>;
  className?: string;
}) {
  const smallest = item.image?.variants
    .filter((v) => v.format === 'webp' || v.format === 'jpeg')
    .sort((a, b) => a.width - b.width || (a.format === 'webp' ? -1 : 1))[0];
  const src = smallest?.url ?? item.imageUrl;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-paper-deep',
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <LuImageOff aria-label={m.admin_no_image()} className="size-5 text-muted" />
      )}
    </span>
  );
}
