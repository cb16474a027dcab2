import { fieldCode, logoSchema, type ClientLogoAnswer, type LogoInput } from '@prism/contracts';
import { z } from 'zod';
import { m } from '~/paraglide/messages';

/**
 * The form's four types: an uploaded SVG is 'image' here and svg-code once stored
 * (docs/product.md#option-lists); 'media' names a media library image by id.
 */
export const LOGO_FORM_TYPES = [
  { value: 'text', label: m.admin_logo_type_text },
  { value: 'react-icon', label: m.admin_logo_type_icon },
  { value: 'image', label: m.admin_logo_type_image },
  { value: 'media', label: m.admin_logo_type_media },
] as const;
export type LogoFormType = (typeof LOGO_FORM_TYPES)[number]['value'];

export const SVG_REQUIRED = 'Please upload an SVG file';
export const ICON_REQUIRED = 'Please select an icon';
export const MEDIA_REQUIRED = 'Please choose an image from the library';

/** '' means no order (null); anything else must be a whole number (docs/product.md#validation). */
export function parseOrder(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[-+]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The logo form's rules: its own fields (order as typed text, the 'image' type), turned
 * into the API body and then checked by the server's schema, so the messages are the same.
 */
export const logoFormSchema = z
  .object({
    // Checked here as well as by the server's schema below, so one submit shows every
    // message, even while the SVG is still missing.
    name: logoSchema.shape.name,
    iconType: z.enum(['text', 'react-icon', 'image', 'media']),
    iconValue: z.string(),
    order: z.string().refine((text) => !Number.isNaN(parseOrder(text)), {
      message: 'Order must be a whole number',
      params: fieldCode('not_integer'),
    }),
    active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.iconValue.trim() !== '') return;
    if (values.iconType === 'image') {
      ctx.addIssue({
        code: 'custom',
        path: ['iconValue'],
        message: SVG_REQUIRED,
        params: fieldCode('file_required'),
      });
    } else if (values.iconType === 'media') {
      ctx.addIssue({
        code: 'custom',
        path: ['iconValue'],
        message: MEDIA_REQUIRED,
        params: fieldCode('required'),
      });
    } else if (values.iconType === 'react-icon') {
      ctx.addIssue({
        code: 'custom',
        path: ['iconValue'],
        message: ICON_REQUIRED,
        params: fieldCode('required'),
      });
    }
  })
  .transform((values): LogoInput => ({
    name: values.name,
    iconType: values.iconType === 'image' ? 'svg-code' : values.iconType,
    iconValue: values.iconValue,
    order: parseOrder(values.order),
    active: values.active,
  }))
  .pipe(logoSchema);

export type LogoFormInput = z.input<typeof logoFormSchema>;
export type LogoFormOutput = z.output<typeof logoFormSchema>;

export function logoFormDefaults(logo?: ClientLogoAnswer): LogoFormInput {
  if (!logo) return { name: '', iconType: 'text', iconValue: '', order: '', active: true };
  return {
    name: logo.name,
    iconType: logo.iconType === 'svg-code' || logo.iconType === 'image' ? 'image' : logo.iconType,
    iconValue: logo.iconValue,
    order: logo.order === null ? '' : String(logo.order),
    active: logo.active,
  };
}
