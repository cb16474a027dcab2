import { Injectable } from '@nestjs/common';
import { LIMITS } from '@prism/contracts';
import { DomainError, invalidFields } from '../common/domain-error';
import { sanitizeSvg } from './svg-sanitizer';

/** What multer hands over for the one uploaded file (kept in memory, at most 256 KB). */
export interface UploadedSvg {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export const SVG_MIME_TYPE = 'image/svg+xml';

/** An upload must say it is an SVG by name and type; its content is then parsed anyway. */
export function isDeclaredSvg(file: Pick<UploadedSvg, 'originalname' | 'mimetype'>): boolean {
  return /\.svg$/i.test(file.originalname) && file.mimetype.toLowerCase() === SVG_MIME_TYPE;
}

export const notAnSvgFile = () => new DomainError('svg_type');

export const svgTooLarge = () =>
  new DomainError('svg_too_large', { maxKb: LIMITS.svg.maxBytes / 1024 });

@Injectable()
export class SvgUploadService {
  /** Sanitised markup of an uploaded SVG file; nothing is stored. */
  sanitizeUpload(file: UploadedSvg | undefined): { svgContent: string } {
    if (!file) throw invalidFields([{ field: 'svgFile', code: 'file_required' }]);
    if (!isDeclaredSvg(file)) throw notAnSvgFile();
    if (file.size > LIMITS.svg.maxBytes) throw svgTooLarge();
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
    } catch {
      throw new DomainError('svg_unsafe', { problem: 'not_utf8' });
    }
    return { svgContent: sanitizeSvg(text) };
  }
}
