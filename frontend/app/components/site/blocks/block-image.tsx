import type { PublicImage } from '@prism/contracts/pages';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { cn } from '~/lib/cn';

/**
 * A library image in a block: its renditions (AVIF, JPEG) for the width it is shown at, its
 * alt text in the page's language, cropped around its focal point where a class crops it.
 */
export function BlockImage({
  image,
  sizes,
  priority,
  className,
}: {
  image: PublicImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <ResponsiveImage
      image={image.image}
      fallbackUrl={image.imageUrl}
      alt={image.alt}
      sizes={sizes}
      priority={priority}
      className={cn('bg-paper-deep', className)}
    />
  );
}
