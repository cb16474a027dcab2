/** An image in its rounded frame, with its caption under it when it has one. */
export function CaptionedImage({
  caption,
  frameClassName,
  id,
  className,
  children,
}: {
  caption: string;
  /** The frame's classes (its rounding, its width): the image fills it. */
  frameClassName: string;
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <figure id={id} className={className}>
      <div className={frameClassName}>{children}</div>
      {caption ? <figcaption className="mt-3 text-sm text-muted">{caption}</figcaption> : null}
    </figure>
  );
}

/**
 * A gallery (a project's, a page's gallery block): the first image wide, the rest two or
 * three to a row on desktop, one column on phones; each with its caption when it has one.
 * `image` draws one at the `sizes` its place in the grid gives.
 */
export function ImageGallery<T extends { id: number; caption: string }>({
  images,
  className,
  testId,
  image,
}: {
  images: readonly T[];
  className: string;
  testId?: string;
  image: (item: T, sizes: string, index: number) => React.ReactNode;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {images.map((item, index) => (
        <li
          key={`${item.id}-${index}`}
          className={index === 0 ? 'sm:col-span-2 lg:col-span-2 lg:row-span-2' : ''}
        >
          <CaptionedImage
            caption={item.caption}
            frameClassName="overflow-hidden rounded-2xl bg-paper-deep"
          >
            {image(
              item,
              index === 0
                ? '(min-width: 1024px) 66vw, (min-width: 640px) 94vw, 92vw'
                : '(min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw',
              index,
            )}
          </CaptionedImage>
        </li>
      ))}
    </ul>
  );
}
