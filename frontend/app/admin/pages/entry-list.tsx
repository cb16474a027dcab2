import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { SortableList } from '~/admin/portfolio/sortable-list';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { bind, type BoundField } from './bind-field';
import { usePageEditor } from './editor-context';
import { fieldDomId } from './page-errors';

/**
 * A block's list of entries (team members, services, figures, questions): each in its own
 * box, reordered by its handle (pointer or keyboard), removed by its button; "Add" puts a
 * new one at the end. `path` is the list's (`blocks.b1x9.members`): its "Add" button is
 * what a readiness link to an empty list focuses.
 */
export function EntryList<T extends { id: string }>({
  path,
  value: items,
  onChange,
  max,
  entryName,
  handleName = (item) => entryName(items.indexOf(item) + 1),
  addLabel,
  newEntry,
  children,
}: {
  path: string;
  value: readonly T[];
  onChange: (items: T[]) => void;
  max: number;
  /** "Member 2": the entry's name in its handle's and its remove button's labels. */
  entryName: (n: number) => string;
  /** The entry's name in its handle's announcements, where it has a better one than its number. */
  handleName?: (item: T) => string;
  addLabel: string;
  newEntry: () => T;
  /** An entry's fields: `field(key)` ties one to the entry (bind-field.ts). */
  children: (field: BoundField<T>, item: T, index: number) => React.ReactNode;
}) {
  const { disabled } = usePageEditor();
  const update = (index: number) => (item: T) =>
    onChange(items.map((current, i) => (i === index ? item : current)));
  return (
    <div className="grid gap-3">
      <SortableList
        items={items}
        onReorder={onChange}
        nameOf={handleName}
        disabled={disabled}
        className="grid gap-3"
      >
        {(item, handle) => {
          const index = items.indexOf(item);
          return (
            <div className="flex gap-2 rounded-2xl border border-line bg-paper/40 p-3">
              {handle}
              <fieldset className="grid min-w-0 flex-1 gap-3">
                <legend className="text-sm font-semibold">{entryName(index + 1)}</legend>
                {children(bind(`${path}.${index}`, item, update(index)), item, index)}
              </fieldset>
              <Button
                size="icon"
                variant="ghost"
                disabled={disabled}
                aria-label={m.pages_entry_remove({ entry: entryName(index + 1) })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <LuTrash2 aria-hidden className="size-4" />
              </Button>
            </div>
          );
        }}
      </SortableList>
      <div>
        <Button
          id={fieldDomId({ path, locale: null })}
          size="sm"
          variant="secondary"
          disabled={disabled || items.length >= max}
          onClick={() => onChange([...items, newEntry()])}
        >
          <LuPlus aria-hidden className="size-4" />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
