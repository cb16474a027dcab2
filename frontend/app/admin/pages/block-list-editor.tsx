import { BLOCK_TYPES, type Block, type BlockType } from '@prism/contracts/blocks';
import { useState } from 'react';
import { LuCopy, LuPlus, LuTrash2, LuUndo2 } from 'react-icons/lu';
import { SortableList } from '~/admin/portfolio/sortable-list';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { m } from '~/paraglide/messages';
import { BlockFields } from './block-fields';
import {
  addBlock,
  canAddBlock,
  duplicateBlock,
  idsOf,
  removeBlock,
  restoreBlock,
} from './block-list';
import { usePageEditor } from './editor-context';
import { fieldDomId } from './page-errors';
import { BLOCK_NAMES, blockLabel } from './page-field-label';

/** What each block type is for, in the "Add a block" menu. */
const BLOCK_DESCRIPTIONS: Record<BlockType, () => string> = {
  richText: m.pages_block_rich_text_about,
  headingText: m.pages_block_heading_text_about,
  image: m.pages_block_image_about,
  gallery: m.pages_block_gallery_about,
  quote: m.pages_block_quote_about,
  team: m.pages_block_team_about,
  services: m.pages_block_services_about,
  projects: m.pages_block_projects_about,
  stats: m.pages_block_stats_about,
  cta: m.pages_block_cta_about,
  faq: m.pages_block_faq_about,
  contactForm: m.pages_block_contact_form_about,
};

/** Focuses a block's card once it is on screen (after an add, a duplicate, an undo). */
const focusBlock = (id: string) =>
  requestAnimationFrame(() => document.getElementById(`block-${id}`)?.focus());

/**
 * The page's blocks, in order: each a card with its handle (drag, or Space and the arrows),
 * duplicate and remove (undone from the note that follows), and its fields; "Add a block"
 * opens the menu of the twelve types. `errorCount` is the refusals a block holds.
 */
export function BlockListEditor({
  blocks,
  onChange,
  errorCount,
}: {
  blocks: readonly Block[];
  onChange: (blocks: Block[]) => void;
  errorCount: (blockId: string) => number;
}) {
  const { disabled } = usePageEditor();
  const [menu, setMenu] = useState(false);
  const [removed, setRemoved] = useState<{ block: Block; index: number } | null>(null);
  const taken = idsOf(blocks);

  const add = (type: BlockType) => {
    const next = addBlock(blocks, type);
    onChange(next);
    setMenu(false);
    const added = next.at(-1);
    if (added) focusBlock(added.id);
  };
  const update = (index: number) => (block: Block) =>
    onChange(blocks.map((b, i) => (i === index ? block : b)));

  return (
    <section aria-labelledby="blocks-heading" className="grid gap-4">
      <h2 id="blocks-heading" className="font-display text-2xl">
        {m.pages_blocks_heading()}
      </h2>
      {blocks.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-muted">
          {m.pages_blocks_empty()}
        </p>
      )}
      <SortableList
        items={blocks}
        onReorder={onChange}
        nameOf={(block) => blockLabel(block, blocks.indexOf(block))}
        spokenNameOf={(block) => BLOCK_NAMES[block.type]()}
        disabled={disabled}
        className="grid gap-4"
      >
        {(block, handle) => {
          const index = blocks.indexOf(block);
          const errors = errorCount(block.id);
          return (
            <article
              id={`block-${block.id}`}
              tabIndex={-1}
              aria-labelledby={`block-${block.id}-title`}
              data-testid="page-block"
              className="grid gap-4 rounded-3xl border border-line bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ink sm:p-6"
            >
              <header className="flex flex-wrap items-center gap-2">
                {handle}
                <h3 id={`block-${block.id}-title`} className="min-w-0 flex-1 font-semibold">
                  {blockLabel(block, index)}
                  {errors > 0 && (
                    <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      {m.pages_block_errors({ count: errors })}
                    </span>
                  )}
                </h3>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled || !canAddBlock(blocks)}
                  onClick={() => {
                    const next = duplicateBlock(blocks, index);
                    onChange(next);
                    const copy = next[index + 1];
                    if (copy) focusBlock(copy.id);
                  }}
                >
                  <LuCopy aria-hidden className="size-4" />
                  <span className="sr-only sm:not-sr-only">{m.pages_block_duplicate()}</span>
                  <span className="sr-only"> {blockLabel(block, index)}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={() => {
                    const result = removeBlock(blocks, index);
                    onChange(result.blocks);
                    setRemoved(result.removed);
                  }}
                >
                  <LuTrash2 aria-hidden className="size-4" />
                  <span className="sr-only sm:not-sr-only">{m.pages_block_remove()}</span>
                  <span className="sr-only"> {blockLabel(block, index)}</span>
                </Button>
              </header>
              <BlockFields
                block={block}
                path={`blocks.${block.id}`}
                onChange={update(index)}
                taken={taken}
              />
            </article>
          );
        }}
      </SortableList>

      <div role="status" aria-live="polite">
        {removed && (
          <p className="flex flex-wrap items-center gap-3 rounded-2xl bg-paper-deep px-4 py-3 text-sm">
            {m.pages_block_removed({ name: BLOCK_NAMES[removed.block.type]() })}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                onChange(restoreBlock(blocks, removed));
                focusBlock(removed.block.id);
                setRemoved(null);
              }}
            >
              <LuUndo2 aria-hidden className="size-4" />
              {m.pages_block_undo()}
            </Button>
          </p>
        )}
      </div>

      <div>
        <Button
          id={fieldDomId({ path: 'blocks', locale: null })}
          variant="secondary"
          disabled={disabled || !canAddBlock(blocks)}
          onClick={() => setMenu(true)}
        >
          <LuPlus aria-hidden className="size-4" />
          {m.pages_block_add()}
        </Button>
      </div>

      <Dialog
        open={menu}
        onOpenChange={setMenu}
        title={m.pages_block_menu_title()}
        description={m.pages_block_menu_description()}
        className="sm:max-w-3xl"
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {BLOCK_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                onClick={() => add(type)}
                className="grid h-full w-full gap-1 rounded-2xl border border-line p-4 text-left transition hover:border-ink hover:bg-paper focus-visible:ring-2 focus-visible:ring-ink focus-visible:outline-none"
              >
                <span className="font-semibold">{BLOCK_NAMES[type]()}</span>
                <span className="text-sm text-muted">{BLOCK_DESCRIPTIONS[type]()}</span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
