import { m } from '~/paraglide/messages';
import type { GalleryImageAnswer } from '@prism/contracts';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { ImageGallery } from '../captioned-image';

/** The project's gallery, in the site's gallery grid (captioned-image.tsx), with its title. */
export function CaseStudyGallery({ images }: { images: GalleryImageAnswer[] }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="mt-24">
      <h2 id="gallery-title" className="font-display text-3xl font-medium tracking-tight">
        {m.site_case_gallery()}
      </h2>
      <ImageGallery
        images={images}
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        testId="case-study-gallery"
        image={(image, sizes) => (
          <ResponsiveImage
            image={image.image}
            fallbackUrl={image.imageUrl}
            alt={image.alt}
            sizes={sizes}
            className="h-auto w-full"
          />
        )}
      />
    </section>
  );
}
