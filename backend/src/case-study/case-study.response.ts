import { PORTFOLIO_STATUSES } from '@prism/contracts';
import { z } from 'zod';

/** Documented answer shapes of the case-study parts (OpenAPI), kept in step by types. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['avif', 'webp', 'jpeg']),
});

const imageSchema = z.object({
  imageUrl: z.string(),
  image: z.object({
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(imageVariantSchema),
  }),
});

export const galleryImageSchema = imageSchema.extend({
  id: z.number().int(),
  alt: z.string(),
  caption: z.string(),
});

export const caseStudyShape = {
  status: z.enum(PORTFOLIO_STATUSES),
  order: z
    .number()
    .int()
    .describe('Manual position (0 first) among items of the same featured flag'),
  coverAlt: z.string(),
  marketplace: z.string(),
  services: z.array(z.string()),
  challenge: z.string(),
  approach: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  seo: z
    .object({ title: z.string(), description: z.string() })
    .describe('What pages use: the saved meta texts, else defaults from title and description'),
  gallery: z.array(galleryImageSchema),
  beforeAfter: z.array(
    z.object({ id: z.number().int(), label: z.string(), before: imageSchema, after: imageSchema }),
  ),
  metrics: z.array(
    z.object({ label: z.string(), before: z.number(), after: z.number(), unit: z.string() }),
  ),
  updatedAt: z.iso.datetime(),
};

export const previewLinkResponseSchema = z.object({
  id: z.number().int(),
  token: z.string().optional().describe('Only in the answer that creates the link'),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
});

export const contentHealthSchema = z.object({
  missingAlt: z.array(z.object({ id: z.number(), title: z.string(), missing: z.number() })),
  staleDrafts: z.array(z.object({ id: z.number(), title: z.string(), updatedAt: z.string() })),
  withoutCover: z.array(z.object({ id: z.number(), title: z.string() })),
  oversized: z.array(z.object({ id: z.number(), title: z.string(), bytes: z.number() })),
  inactiveLogos: z.array(z.object({ id: z.number(), name: z.string(), updatedAt: z.string() })),
});
