import { m } from '~/paraglide/messages';
import type { GalleryImageAnswer } from '@prism/contracts';
import { ResponsiveImage } from '~/components/ui/responsive-image';

/**
 * The project's gallery: the first image wide, the rest two or three to a row on desktop,
 * one column on phones; each with its alt text and, when given, its caption.
 */
export function CaseStudyGallery({ images }: { images: GalleryImageAnswer[] }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="mt-24">
      <h2 id="gallery-title" className="font-display text-3xl font-medium tracking-tight">
        {m.site_case_gallery()}
      </h2>
      <ul
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="case-study-gallery"
      >
        {images.map((image, index) => (
          <li
            key={image.id}
            className={index === 0 ? 'sm:col-span-2 lg:col-span-2 lg:row-span-2' : ''}
          >
            <figure>
              <div className="overflow-hidden rounded-2xl bg-paper-deep">
                <ResponsiveImage
                  image={image.image}
                  fallbackUrl={image.imageUrl}
                  alt={image.alt}
                  sizes={
                    index === 0
                      ? '(min-width: 1024px) 66vw, (min-width: 640px) 94vw, 92vw'
                      : '(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw'
                  }
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
    </section>
  );
}
