import { fieldCode, portfolioFieldsSchema, type PortfolioItemAnswer } from '@prism/contracts';
import { z } from 'zod';

export const IMAGE_REQUIRED = 'Please select an image for the portfolio item';

const fields = portfolioFieldsSchema.shape;

/**
 * The portfolio form's rules: the server's own field schemas (contracts), the featured
 * checkbox as a boolean, and the image, which only the create mode requires (docs/product.md#validation).
 */
export function portfolioFormSchema(mode: 'create' | 'edit') {
  return z.object({
    title: fields.title,
    client: fields.client,
    description: fields.description,
    // The select starts empty (''), which the category enum then refuses.
    category: z.string().pipe(fields.category),
    year: fields.year,
    featured: z.boolean(),
    status: fields.status.unwrap(),
    coverAlt: fields.coverAlt.unwrap(),
    // The French beside the English; publishing needs both while both are required.
    titleFr: fields.titleFr.unwrap(),
    descriptionFr: fields.descriptionFr.unwrap(),
    // The cover chosen here: a new file, a media library image's id, or nothing (keep the
    // stored one). Checked with the other fields, so one submit shows every message at once.
    image: z.custom<File | number | null>(
      (value) =>
        value instanceof File || typeof value === 'number' || (mode === 'edit' && value === null),
      { message: IMAGE_REQUIRED, params: fieldCode('file_required') },
    ),
  });
}

export type PortfolioFormSchema = ReturnType<typeof portfolioFormSchema>;
export type PortfolioFormInput = z.input<PortfolioFormSchema>;
export type PortfolioFormOutput = z.output<PortfolioFormSchema>;

export function portfolioFormDefaults(
  item?: PortfolioItemAnswer,
  now: Date = new Date(),
): PortfolioFormInput {
  return {
    title: item?.title ?? '',
    client: item?.client ?? '',
    description: item?.description ?? '',
    category: item?.category ?? '',
    year: item?.year ?? String(now.getFullYear()),
    featured: item?.featured ?? false,
    // Published unless staff choose draft, so the create form behaves as it always has.
    status: item?.status ?? 'published',
    coverAlt: item?.coverAlt ?? '',
    titleFr: item?.translations?.fr.title ?? '',
    descriptionFr: item?.translations?.fr.description ?? '',
    image: null,
  };
}

/**
 * The multipart body of POST/PUT /api/portfolio (docs/product.md#api): the texts, featured as text,
 * and either the new image (a file, or a library image as coverMediaId) or, when the stored
 * one was deleted in this form, noImage. An edit sends only the fields the person changed
 * (`values` holds just those).
 */
export function toPortfolioFormData(
  values: Partial<PortfolioFormOutput>,
  { imageDeleted = false }: { imageDeleted?: boolean } = {},
): FormData {
  const form = new FormData();
  const { image, featured, ...texts } = values;
  for (const [name, value] of Object.entries(texts)) form.append(name, value);
  if (featured !== undefined) form.append('featured', String(featured));
  if (image instanceof File) form.append('image', image);
  else if (typeof image === 'number') form.append('coverMediaId', String(image));
  else if (imageDeleted) form.append('noImage', 'true');
  return form;
}
