import type { PortfolioFilter } from '~/lib/portfolio-filter';
import { m } from '~/paraglide/messages';

// The admin portfolio list's own words; which items a filter shows is the site's one rule
// (lib/portfolio-filter.ts).

/** docs/product.md#admin-portfolio: 'No portfolio items found', or 'No {category} items found' under a filter. */
export function portfolioEmptyText(filter: PortfolioFilter): string {
  return filter === 'all'
    ? m.editor_list_empty_all()
    : m.editor_list_empty_category({ category: filter });
}

/** The delete confirmation's text (docs/product.md#admin-portfolio). */
export function portfolioDeleteText(title: string): string {
  return m.editor_list_delete_text({ title });
}
