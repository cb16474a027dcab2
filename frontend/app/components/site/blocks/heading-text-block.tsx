import { RichText } from '~/components/site/rich-text';
import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/** A heading and its text. */
export function HeadingTextBlock({ block, page }: BlockProps<'headingText'>) {
  return (
    <BlockSection id={block.id} heading={block.heading[page.locale]}>
      <RichText doc={block.body[page.locale]} className="mt-8 max-w-3xl" />
    </BlockSection>
  );
}
