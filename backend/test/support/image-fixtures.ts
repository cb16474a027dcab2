/** Images for upload tests, made on the fly (real encoders, no binary files in the repo). */
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

export type FixtureFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export interface FixtureOptions {
  width?: number;
  height?: number;
  /** EXIF orientation tag to write (JPEG), e.g. 6 = rotate 90° clockwise to display. */
  orientation?: number;
  alpha?: boolean;
}

/** A gradient image of the given size and format. */
export async function imageBytes(
  format: FixtureFormat,
  { width = 1000, height = 1250, orientation, alpha = false }: FixtureOptions = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e76f51"/><stop offset="1" stop-color="#264653"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)" ${alpha ? 'fill-opacity="0.5"' : ''}/>
    <circle cx="${width / 3}" cy="${height / 3}" r="${Math.min(width, height) / 5}" fill="#f4a261"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (!alpha) image = image.flatten({ background: '#ffffff' });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG of a few hundred bytes whose header declares width × height pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
