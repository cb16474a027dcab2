import type { BlockOf, BlockType } from '@prism/contracts/blocks';
import type { PublicPage } from '@prism/contracts/pages';

/** What each block's component gets: its block, the page (language, images, cards), its place. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  page: PublicPage;
  /** The page's first image or gallery: likely its largest paint, so its image is not lazy. */
  leadImage: boolean;
}
