import { cn } from '~/lib/cn';
import { categoryLabel } from '~/lib/site-labels';

/**
 * What stands in for a missing cover: the category and the title's initials on a tinted
 * ground, so an item without an image never shows as a blank tile.
 */
export function CoverPlaceholder({
  title,
  category,
  className,
}: {
  title: string;
  category: string;
  className?: string;
}) {
  const initials = title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <div
      className={cn(
        'flex flex-col justify-between bg-gradient-to-br from-paper-deep to-line p-6 text-ink',
        className,
      )}
      data-testid="cover-placeholder"
    >
      <span className="eyebrow">{categoryLabel(category)}</span>
      <span aria-hidden="true" className="font-display text-7xl font-medium tracking-tight">
        {initials}
      </span>
    </div>
  );
}
