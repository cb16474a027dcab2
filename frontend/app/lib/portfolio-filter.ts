import type { PortfolioItemAnswer } from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import { PORTFOLIO_FILTERS } from '@prism/contracts/options';
import { workIndexPath } from '@prism/contracts/site-paths';

/** A category filter of the portfolio: the site's grid and the admin list share this rule. */
export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]['value'];

/** The filter named by ?category=…; anything unknown means 'all' (docs/product.md#selected-work). */
export function parseFilter(value: string | null): PortfolioFilter {
  return PORTFOLIO_FILTERS.find((f) => f.value === value)?.value ?? 'all';
}

export function filterPortfolio<T extends Pick<PortfolioItemAnswer, 'category'>>(
  items: readonly T[],
  filter: PortfolioFilter,
): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

/** The link of a filter button: works as a plain link without JavaScript. */
export function filterHref(filter: PortfolioFilter, locale: Locale): string {
  return filter === 'all' ? `/${locale}/#work` : `/${locale}/?category=${filter}#work`;
}

/**
 * A page of the portfolio index (`/fr/realisations?category=brand&after=48`): the filter and
 * the item the page starts after in the address, so every page is a plain link.
 */
export function workIndexHref(
  locale: Locale,
  { filter = 'all', after = null }: { filter?: PortfolioFilter; after?: number | null } = {},
): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('category', filter);
  if (after !== null) params.set('after', String(after));
  const query = params.toString();
  return query ? `${workIndexPath(locale)}?${query}` : workIndexPath(locale);
}
