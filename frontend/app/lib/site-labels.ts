import type { InquiryService, PortfolioCategory } from '@prism/contracts/options';
import { m } from '~/paraglide/messages';

/**
 * The option lists' labels in the page's language: the English ones are those of
 * contracts' option lists, word for word.
 */
const CATEGORY_LABELS: Record<PortfolioCategory | 'all', () => string> = {
  all: m.site_category_all,
  listing: m.site_category_listing,
  brand: m.site_category_brand,
  storefront: m.site_category_storefront,
  packaging: m.site_category_packaging,
};

const SERVICE_LABELS: Record<InquiryService, () => string> = {
  listing_design: m.site_service_listing_design,
  amazon_storefront: m.site_service_amazon_storefront,
  brand_identity: m.site_service_brand_identity,
  packaging_design: m.site_service_packaging_design,
  product_photography: m.site_service_product_photography,
  video_production: m.site_service_video_production,
  other: m.site_service_other,
};

/** A category's (or the filter's) label; an older item's unknown category shows as it is. */
export function categoryLabel(value: string): string {
  return Object.hasOwn(CATEGORY_LABELS, value)
    ? CATEGORY_LABELS[value as PortfolioCategory | 'all']()
    : value;
}

export const serviceLabel = (value: InquiryService): string => SERVICE_LABELS[value]();
