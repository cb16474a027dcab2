import {
  Controller,
  HttpCode,
  Injectable,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LIMITS } from '@prism/contracts';
import { catchError, type Observable } from 'rxjs';
import { RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import {
  isDeclaredSvg,
  notAnSvgFile,
  svgTooLarge,
  SvgUploadService,
  type UploadedSvg,
} from './svg-upload.service';

/** Gives multer's "File too large" the limit in words. */
@Injectable()
class SvgSizeMessage implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof PayloadTooLargeException ? svgTooLarge() : error;
      }),
    );
  }
}

/** One file part and nothing else, held in memory: the SVG is parsed, never stored as sent. */
const svgFileInterceptor = FileInterceptor('svgFile', {
  limits: { fileSize: LIMITS.svg.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  fileFilter: (_req, file, accept) =>
    isDeclaredSvg(file) ? accept(null, true) : accept(notAnSvgFile(), false),
});

@ApiTags('uploads')
@Controller('api/uploads')
export class SvgUploadController {
  constructor(private readonly uploads: SvgUploadService) {}

  @Post('svg')
  @RequirePermissions('edit_portfolio')
  @HttpCode(200)
  @UseInterceptors(SvgSizeMessage, svgFileInterceptor)
  @ApiOperation({
    summary: 'Sanitise an uploaded SVG logo',
    description:
      'Parses the file and rebuilds it from an allow-list of shape elements and presentation attributes (ADR 008). Nothing is stored: save the answer as a logo of type svg-code.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['svgFile'],
      properties: {
        svgFile: { type: 'string', format: 'binary', description: '.svg, at most 256 KB' },
      },
    },
  })
  @ApiAnswer('SvgUpload')
  upload(@UploadedFile() file: UploadedSvg | undefined): { svgContent: string } {
    return this.uploads.sanitizeUpload(file);
  }
}
