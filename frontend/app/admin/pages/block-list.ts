import { BLOCK_LIMITS, emptyBlock, type Block, type BlockType } from '@prism/contracts/blocks';
import { entriesOf } from './block-entries';

/**
 * A new id for a block or a list entry (a team member, a question): short, random, in the
 * contract's pattern, and none of `taken`. Ids are made here, never by the server, so a
 * block keeps its id across reorders and a colleague's save merges by it.
 */
export function newId(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    const id = `b${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/** Every id the page uses: the blocks' and their entries'. */
export function idsOf(blocks: readonly Block[]): Set<string> {
  const ids = new Set<string>();
  for (const block of blocks) {
    ids.add(block.id);
    for (const entry of entriesOf(block)) ids.add(entry.id);
  }
  return ids;
}

/** The list with a new empty block of `type` at `at` (the end by default). */
export function addBlock(blocks: readonly Block[], type: BlockType, at = blocks.length): Block[] {
  const next = [...blocks];
  next.splice(at, 0, emptyBlock(type, newId(idsOf(blocks))));
  return next;
}

/** Whether another block fits (BLOCK_LIMITS.blocksPerPage). */
export const canAddBlock = (blocks: readonly Block[]) => blocks.length < BLOCK_LIMITS.blocksPerPage;

/**
 * The list with a copy of the block at `index` right after it: its texts and images, new
 * ids for it and each of its entries (two blocks sharing an id would merge as one).
 */
export function duplicateBlock(blocks: readonly Block[], index: number): Block[] {
  const source = blocks[index];
  if (!source) return [...blocks];
  const taken = idsOf(blocks);
  const fresh = () => {
    const id = newId(taken);
    taken.add(id);
    return id;
  };
  const copy = structuredClone(source);
  copy.id = fresh();
  for (const entry of entriesOf(copy)) entry.id = fresh();
  const next = [...blocks];
  next.splice(index + 1, 0, copy);
  return next;
}

/** The list without the block at `index`, and what undoing that puts back. */
export function removeBlock(
  blocks: readonly Block[],
  index: number,
): { blocks: Block[]; removed: { block: Block; index: number } | null } {
  const block = blocks[index];
  if (!block) return { blocks: [...blocks], removed: null };
  return { blocks: blocks.filter((_, i) => i !== index), removed: { block, index } };
}

/** Undo of a removal: the block back at its place (or the end, if the list got shorter). */
export function restoreBlock(
  blocks: readonly Block[],
  removed: { block: Block; index: number },
): Block[] {
  if (blocks.some((b) => b.id === removed.block.id)) return [...blocks];
  const next = [...blocks];
  next.splice(Math.min(removed.index, next.length), 0, removed.block);
  return next;
}
