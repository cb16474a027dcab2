import { PORTFOLIO_FILTERS, type PortfolioItemDto } from '@prism/contracts';

export type AdminPortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]['value'];

export function portfolioFilterFrom(value: string | null): AdminPortfolioFilter {
  return PORTFOLIO_FILTERS.some((f) => f.value === value) ? (value as AdminPortfolioFilter) : 'all';
}

export function filterPortfolio(
  items: readonly PortfolioItemDto[],
  filter: AdminPortfolioFilter,
): PortfolioItemDto[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

/** docs/product.md#admin-portfolio: 'No portfolio items found', or 'No {category} items found' under a filter. */
export function portfolioEmptyText(filter: AdminPortfolioFilter): string {
  return filter === 'all' ? 'No portfolio items found' : `No ${filter} items found`;
}

/** The delete confirmation's text (docs/product.md#admin-portfolio). */
export function portfolioDeleteText(title: string): string {
  return `This will permanently delete ${title}. This action cannot be undone.`;
}
