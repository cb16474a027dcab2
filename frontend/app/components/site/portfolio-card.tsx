import type { PortfolioItemAnswer } from '@prism/contracts';
import { labelOf, PORTFOLIO_CATEGORIES } from '@prism/contracts/options';
import { CoverPlaceholder } from '~/components/site/case-study/cover-placeholder';
import { ResponsiveImage } from '~/components/ui/responsive-image';

export const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** What a card shows: the landing loader sends only these fields into the page. */
export type PortfolioCardItem = Pick<
  PortfolioItemAnswer,
  'id' | 'title' | 'category' | 'year' | 'image' | 'imageUrl'
>;

export function toCardItem(item: PortfolioItemAnswer): PortfolioCardItem {
  const { id, title, category, year, image, imageUrl } = item;
  return { id, title, category, year, image, imageUrl };
}

/** One project in the Selected Work grid (docs/product.md#selected-work): 4:5 image, title, category, year. */
export function PortfolioCard({ item }: { item: PortfolioCardItem }) {
  return (
    <a
      href={`/portfolio/${item.id}`}
      className="group block rounded-2xl"
      data-testid="portfolio-card"
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-paper-deep">
        {item.image || item.imageUrl ? (
          <ResponsiveImage
            image={item.image}
            fallbackUrl={item.imageUrl}
            alt={item.title}
            sizes={CARD_SIZES}
            className="size-full object-cover transition duration-700 ease-out group-hover:scale-[1.03]"
          />
        ) : (
          <CoverPlaceholder title={item.title} category={item.category} className="size-full" />
        )}
        <span className="absolute inset-0 flex items-end bg-gradient-to-t from-ink/70 via-ink/10 to-transparent p-6 opacity-0 transition duration-300 group-hover:opacity-100 group-focus-visible:opacity-100">
          <span className="inline-flex items-center gap-2 rounded-full bg-paper px-5 py-2.5 text-sm font-semibold text-ink">
            View Project <span aria-hidden="true">→</span>
          </span>
        </span>
      </div>
      <div className="mt-5 flex items-start justify-between gap-4">
        <div>
          <h3 className="font-display text-xl font-medium tracking-tight transition group-hover:text-accent">
            {item.title}
          </h3>
          <p className="mt-1 text-sm text-muted">{labelOf(PORTFOLIO_CATEGORIES, item.category)}</p>
        </div>
        <span className="mt-1 text-sm text-muted tabular-nums">{item.year}</span>
      </div>
    </a>
  );
}
