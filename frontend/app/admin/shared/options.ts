import type { InquiryService, LeadStage, PortfolioCategory } from '@prism/contracts';
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

const SERVICE_LABELS: Record<InquiryService, () => string> = {
  listing_design: m.admin_service_listing_design,
  amazon_storefront: m.admin_service_amazon_storefront,
  brand_identity: m.admin_service_brand_identity,
  packaging_design: m.admin_service_packaging_design,
  product_photography: m.admin_service_product_photography,
  video_production: m.admin_service_video_production,
  other: m.admin_service_other,
};

/** An inquiry's service in the admin's language (English: the contracts' labels). */
export function serviceLabel(service: string): string {
  return (SERVICE_LABELS as Partial<Record<string, () => string>>)[service]?.() ?? service;
}

const STAGE_LABELS: Record<LeadStage, () => string> = {
  new: m.admin_stage_new,
  contacted: m.admin_stage_contacted,
  proposal_sent: m.admin_stage_proposal_sent,
  won: m.admin_stage_won,
  lost: m.admin_stage_lost,
  archived: m.admin_stage_archived,
};

/** A lead's stage in the admin's language (English: the contracts' labels). */
export function stageLabel(stage: LeadStage): string {
  return STAGE_LABELS[stage]();
}
