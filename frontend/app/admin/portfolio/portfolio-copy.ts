import type { PortfolioFilter } from '~/lib/portfolio-filter';

// The admin portfolio list's own words; which items a filter shows is the site's one rule
// (lib/portfolio-filter.ts).

/** docs/product.md#admin-portfolio: 'No portfolio items found', or 'No {category} items found' under a filter. */
export function portfolioEmptyText(filter: PortfolioFilter): string {
  return filter === 'all' ? 'No portfolio items found' : `No ${filter} items found`;
}

/** The delete confirmation's text (docs/product.md#admin-portfolio). */
export function portfolioDeleteText(title: string): string {
  return `This will permanently delete ${title}. This action cannot be undone.`;
}
