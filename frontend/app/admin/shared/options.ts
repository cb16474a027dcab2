import type { PortfolioCategory } from '@prism/contracts';
import { m } from '~/paraglide/messages';

const CATEGORY_LABELS: Record<PortfolioCategory, () => string> = {
  listing: m.admin_category_listing,
  brand: m.admin_category_brand,
  storefront: m.admin_category_storefront,
  packaging: m.admin_category_packaging,
};

/** A portfolio category's name in the admin's language (English: the contracts' labels). */
export function categoryLabel(category: string): string {
  return (CATEGORY_LABELS as Partial<Record<string, () => string>>)[category]?.() ?? category;
}
