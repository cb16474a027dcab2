import { BlockImage } from './block-image';
import { blockAnchor } from './block-section';
import type { BlockProps } from './block-props';

/**
 * Library images in a grid: the first wide, the rest two or three to a row on desktop, one
 * column on phones (the project gallery's layout); each with its caption when it has one.
 */
export function GalleryBlock({ block, page, leadImage }: BlockProps<'gallery'>) {
  const images = block.mediaIds.flatMap((id) => page.media[id] ?? []);
  if (images.length === 0) return null;
  return (
    <div id={blockAnchor(block.id)} className="container-x py-10 md:py-14">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, index) => (
          <li
            key={`${image.id}-${index}`}
            className={index === 0 ? 'sm:col-span-2 lg:col-span-2 lg:row-span-2' : ''}
          >
            <figure>
              <div className="overflow-hidden rounded-2xl bg-paper-deep">
                <BlockImage
                  image={image}
                  sizes={
                    index === 0
                      ? '(min-width: 1024px) 66vw, (min-width: 640px) 94vw, 92vw'
                      : '(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw'
                  }
                  priority={leadImage && index === 0}
                  className="h-auto w-full"
                />
              </div>
              {image.caption ? (
                <figcaption className="mt-3 text-sm text-muted">{image.caption}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
