import type { PortfolioItemAnswer } from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import { projectPath } from '~/components/site/portfolio-card';
import { categoryLabel } from '~/lib/site-labels';
import { m } from '~/paraglide/messages';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { CoverPlaceholder } from './cover-placeholder';

export type NextProjectItem = Pick<
  PortfolioItemAnswer,
  'id' | 'title' | 'category' | 'client' | 'image' | 'imageUrl' | 'coverAlt'
> & { href: string };

/** The card of the project after this one in the public order (getNextProject). */
export function nextProjectOf(
  next: PortfolioItemAnswer | undefined,
  locale: Locale,
): NextProjectItem | null {
  if (!next) return null;
  const { title, category, client, image, imageUrl, coverAlt } = next;
  const href = projectPath(next, locale);
  return { id: next.id, title, category, client, image, imageUrl, coverAlt, href };
}

export function NextProject({ item }: { item: NextProjectItem }) {
  const category = categoryLabel(item.category);
  return (
    <nav aria-label={m.site_case_next_project()} className="mt-24 border-t border-line pt-10">
      <a
        href={item.href}
        className="group grid items-center gap-8 rounded-3xl md:grid-cols-[1fr_1.2fr]"
        data-testid="next-project"
      >
        <div>
          <p className="eyebrow">{m.site_case_next_project()}</p>
          <p className="mt-4 font-display text-4xl font-medium tracking-tight transition group-hover:text-accent md:text-5xl">
            {item.title}
          </p>
          <p className="mt-3 text-muted">
            {m.site_project_category_for({ category, client: item.client })}
          </p>
        </div>
        <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-paper-deep">
          {item.image || item.imageUrl ? (
            <ResponsiveImage
              image={item.image}
              fallbackUrl={item.imageUrl}
              alt={item.coverAlt || item.title}
              sizes="(min-width: 768px) 55vw, 92vw"
              className="size-full object-cover transition duration-700 group-hover:scale-[1.03]"
            />
          ) : (
            <CoverPlaceholder title={item.title} category={item.category} className="size-full" />
          )}
        </div>
      </a>
    </nav>
  );
}
