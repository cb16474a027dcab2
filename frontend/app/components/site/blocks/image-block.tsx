import { cn } from '~/lib/cn';
import { CaptionedImage } from '../captioned-image';
import { BlockImage } from './block-image';
import { blockAnchor } from './block-section';
import type { BlockProps } from './block-props';

/** One library image, the container's width (`wide`) or a reading column's, with its caption. */
export function ImageBlock({ block, page, leadImage }: BlockProps<'image'>) {
  const image = block.mediaId === null ? undefined : page.media[block.mediaId];
  if (!image) return null;
  return (
    <CaptionedImage
      id={blockAnchor(block.id)}
      className="container-x py-10 md:py-14"
      caption={image.caption}
      frameClassName={cn('overflow-hidden rounded-3xl bg-paper-deep', !block.wide && 'max-w-4xl')}
    >
      <BlockImage
        image={image}
        sizes={block.wide ? '(min-width: 1280px) 1200px, 94vw' : '(min-width: 1024px) 896px, 94vw'}
        priority={leadImage}
        className="h-auto w-full"
      />
    </CaptionedImage>
  );
}
