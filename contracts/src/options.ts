/** The fixed option lists (docs/product.md#option-lists), each with its value and its exact label. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const PORTFOLIO_CATEGORIES = [
  { value: 'listing', label: 'Listings' },
  { value: 'brand', label: 'Brand Identity' },
  { value: 'storefront', label: 'Storefronts' },
  { value: 'packaging', label: 'Packaging' },
] as const satisfies readonly Option[];
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number]['value'];
export const PORTFOLIO_CATEGORY_VALUES = PORTFOLIO_CATEGORIES.map((c) => c.value) as [
  PortfolioCategory,
  ...PortfolioCategory[],
];
/** The filter adds 'all' in front of the categories. */
export const PORTFOLIO_FILTERS = [
  { value: 'all', label: 'All' },
  ...PORTFOLIO_CATEGORIES,
] as const satisfies readonly Option[];

export const INQUIRY_SERVICES = [
  { value: 'listing_design', label: 'Listing Design' },
  { value: 'amazon_storefront', label: 'Amazon Storefront' },
  { value: 'brand_identity', label: 'Brand Identity' },
  { value: 'packaging_design', label: 'Packaging Design' },
  { value: 'product_photography', label: 'Product Photography' },
  { value: 'video_production', label: 'Video Production' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type InquiryService = (typeof INQUIRY_SERVICES)[number]['value'];
export const INQUIRY_SERVICE_VALUES = INQUIRY_SERVICES.map((s) => s.value) as [
  InquiryService,
  ...InquiryService[],
];

/** The 13 brand icons a 'react-icon' logo may name (simple-icons names, as react-icons/si). */
export const BRAND_ICONS = [
  { value: 'SiAmazon', label: 'Amazon' },
  { value: 'SiShopify', label: 'Shopify' },
  { value: 'SiEtsy', label: 'Etsy' },
  { value: 'SiWalmart', label: 'Walmart' },
  { value: 'SiTarget', label: 'Target' },
  { value: 'SiEbay', label: 'eBay' },
  { value: 'SiGoogle', label: 'Google' },
  { value: 'SiApple', label: 'Apple' },
  { value: 'SiSpotify', label: 'Spotify' },
  { value: 'SiFacebook', label: 'Facebook' },
  { value: 'SiInstagram', label: 'Instagram' },
  { value: 'SiPinterest', label: 'Pinterest' },
  { value: 'SiYoutube', label: 'YouTube' },
] as const satisfies readonly Option[];
export type BrandIcon = (typeof BRAND_ICONS)[number]['value'];
export const BRAND_ICON_VALUES = BRAND_ICONS.map((b) => b.value) as [BrandIcon, ...BrandIcon[]];

/** 'media': a media library image, its id in `iconValue`. */
export const LOGO_ICON_TYPES = ['text', 'react-icon', 'svg-code', 'image', 'media'] as const;
export type LogoIconType = (typeof LOGO_ICON_TYPES)[number];

export const MESSAGE_FILTERS = ['all', 'read', 'unread'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
