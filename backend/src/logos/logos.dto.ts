import { BRAND_ICON_VALUES, logoSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

export class LogoBodyDto extends createZodDto(
  logoSchema
    .strict()
    .describe(
      `iconValue is display text (text), one of ${BRAND_ICON_VALUES.join(', ')} (react-icon), or SVG markup (svg-code; 'image' is stored as svg-code). SVG markup is sanitised on every save.`,
    ),
) {}

export class LogoResponseDto extends createZodDto(
  z.object({
    id: z.number().int(),
    name: z.string(),
    iconType: z.enum(['text', 'react-icon', 'svg-code']),
    iconValue: z.string().describe('Display text, a brand icon name, or sanitised SVG markup'),
    order: z.number().int().nullable(),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
) {}

export class LogoDeletedResponseDto extends createZodDto(z.object({ message: z.string() })) {}
