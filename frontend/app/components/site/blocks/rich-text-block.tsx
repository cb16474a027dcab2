import { RichText } from '~/components/site/rich-text';
import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/** Rich text alone, in a reading column. */
export function RichTextBlock({ block, page }: BlockProps<'richText'>) {
  return (
    <BlockSection id={block.id}>
      <RichText doc={block.body[page.locale]} className="max-w-3xl" />
    </BlockSection>
  );
}
