import type { Block } from '@prism/contracts/blocks';

/** A block's list entries that carry ids (members, services, figures, questions). */
export function entriesOf(block: Block): { id: string }[] {
  switch (block.type) {
    case 'team':
      return block.members;
    case 'services':
    case 'stats':
    case 'faq':
      return block.items;
    default:
      return [];
  }
}
