import { ImageGallery } from '../captioned-image';
import { BlockImage } from './block-image';
import { blockAnchor } from './block-section';
import type { BlockProps } from './block-props';

/** Library images in the site's gallery grid (captioned-image.tsx). */
export function GalleryBlock({ block, page, leadImage }: BlockProps<'gallery'>) {
  const images = block.mediaIds.flatMap((id) => page.media[id] ?? []);
  if (images.length === 0) return null;
  return (
    <div id={blockAnchor(block.id)} className="container-x py-10 md:py-14">
      <ImageGallery
        images={images}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        image={(image, sizes, index) => (
          <BlockImage
            image={image}
            sizes={sizes}
            priority={leadImage && index === 0}
            className="h-auto w-full"
          />
        )}
      />
    </div>
  );
}
