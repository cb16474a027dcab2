import { BRAND_ICON_VALUES, logoSchema } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';

export class LogoBodyDto extends createZodDto(
  logoSchema
    .strict()
    .describe(
      `iconValue is display text (text), one of ${BRAND_ICON_VALUES.join(', ')} (react-icon), or SVG markup (svg-code; 'image' is stored as svg-code). SVG markup is sanitised on every save.`,
    ),
) {}
