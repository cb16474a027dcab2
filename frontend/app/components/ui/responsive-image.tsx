import type { ImageVariant, PortfolioItemAnswer } from '@prism/contracts';
import { objectPosition } from '@prism/contracts/focal';
import { cn } from '~/lib/cn';

// AVIF where the browser takes it, JPEG everywhere else: WebP would add a third list of
// four URLs to every picture in the page and save nothing over AVIF for the browsers that
// have both.
const FORMATS = ['avif'] as const;

function srcSet(variants: ImageVariant[], format: ImageVariant['format']): string {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * An image from the API: an AVIF source with JPEG as the fallback, each as a srcset
 * of the stored widths, and the intrinsic width and height so the box is reserved before
 * the bytes arrive (no layout shift). Lazy unless `priority`. Where a class crops it
 * (object-cover), the crop keeps the image's focal point in view.
 */
export function ResponsiveImage({
  image,
  fallbackUrl,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: PortfolioItemAnswer['image'];
  fallbackUrl: string | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (!image || image.variants.length === 0) {
    if (!fallbackUrl) return <div className={cn('bg-paper-deep', className)} role="presentation" />;
    return (
      <img
        src={fallbackUrl}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    );
  }
  const jpeg = srcSet(image.variants, 'jpeg');
  const jpegs = image.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  const src =
    jpegs.find((v) => v.width >= 800)?.url ?? jpegs.at(-1)?.url ?? fallbackUrl ?? undefined;
  // The centre is the browser's own default: no attribute then.
  const focal = image.focal;
  const style =
    focal.x !== 0.5 || focal.y !== 0.5 ? { objectPosition: objectPosition(focal) } : undefined;
  return (
    <picture>
      {FORMATS.map((format) => {
        const set = srcSet(image.variants, format);
        return set ? (
          <source key={format} type={`image/${format}`} srcSet={set} sizes={sizes} />
        ) : null;
      })}
      <img
        src={src}
        srcSet={jpeg || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  );
}
