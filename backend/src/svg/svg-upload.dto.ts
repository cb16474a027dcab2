import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

export class SvgUploadResponseDto extends createZodDto(
  z.object({
    svgContent: z
      .string()
      .describe('The sanitised markup, ready to save as a logo of type svg-code'),
  }),
) {}
