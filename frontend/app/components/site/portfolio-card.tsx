import type { PortfolioItemAnswer } from '@prism/contracts';
import { LOCALES, type Locale } from '@prism/contracts/locale';
import { CoverPlaceholder } from '~/components/site/case-study/cover-placeholder';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { m } from '~/paraglide/messages';
import { categoryLabel } from '~/lib/site-labels';
import { sitePath, type Alternates } from '~/lib/site-paths';

export const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

/** What a card shows: the landing loader sends only these fields into the page. */
export type PortfolioCardItem = Pick<
  PortfolioItemAnswer,
  'id' | 'title' | 'category' | 'year' | 'image' | 'imageUrl'
> & { href: string };

/** The page of an item in a language: its slug there (the id while it has none). */
export function projectPath(item: Pick<PortfolioItemAnswer, 'id' | 'slug'>, locale: Locale) {
  return sitePath(locale, { page: 'project', slug: item.slug ?? String(item.id) });
}

/** The item's page in each language it is shown in (the answer's `alternates`). */
export function projectAlternates(item: Pick<PortfolioItemAnswer, 'alternates'>): Alternates {
  const paths: Alternates = {};
  for (const locale of LOCALES) {
    const slug = item.alternates[locale];
    if (slug) paths[locale] = sitePath(locale, { page: 'project', slug });
  }
  return paths;
}

export function toCardItem(item: PortfolioItemAnswer, locale: Locale): PortfolioCardItem {
  const { id, title, category, year, image, imageUrl } = item;
  return { id, title, category, year, image, imageUrl, href: projectPath(item, locale) };
}

/** One project in the Selected Work grid (docs/product.md#selected-work): 4:5 image, title, category, year. */
export function PortfolioCard({ item }: { item: PortfolioCardItem }) {
  return (
    <a href={item.href} className="group block rounded-2xl" data-testid="portfolio-card">
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
            {m.site_work_view_project()} <span aria-hidden="true">→</span>
          </span>
        </span>
      </div>
      <div className="mt-5 flex items-start justify-between gap-4">
        <div>
          <h3 className="font-display text-xl font-medium tracking-tight transition group-hover:text-accent">
            {item.title}
          </h3>
          <p className="mt-1 text-sm text-muted">{categoryLabel(item.category)}</p>
        </div>
        <span className="mt-1 text-sm text-muted tabular-nums">{item.year}</span>
      </div>
    </a>
  );
}
