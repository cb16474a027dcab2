import sharp from 'sharp';
import { develop } from './develop';
import { studioScene } from './studio';

/** The widths the landing's srcset offers: a desktop column at 1x, a phone at 2x. */
export const STUDIO_PICTURE_WIDTHS = [640, 960] as const;

/** Where the site keeps the picture, relative to the repository, for a width. */
export const studioPicturePath = (width: number) => `frontend/app/assets/studio-${width}.webp`;

/**
 * The studio picture as the site ships it: rendered once by `npm run demo:studio-picture`
 * and committed, since the site's build has no sharp. WebP only: every browser the site
 * supports reads it, and one format keeps the markup a plain img with a srcset.
 */
export async function renderStudioPicture(): Promise<{ width: number; bytes: Buffer }[]> {
  const png = await develop(studioScene());
  return Promise.all(
    STUDIO_PICTURE_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(png).resize(width).webp({ quality: 74, effort: 6 }).toBuffer(),
    })),
  );
}
