import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { LuGripVertical } from 'react-icons/lu';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

const MEASURE_BEFORE_PICK_UP = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * A list staff put in order by dragging a handle with the pointer, or from the keyboard:
 * focus the handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel.
 * Screen readers hear each step in the admin's language with the item's name and place
 * ("Image “Lifestyle scene” moved to position 3 of 5"), not dnd-kit's internal ids.
 * Calls onReorder with the new order. Ids are numbers (records) or strings (a page's blocks).
 */
export function SortableList<T extends { id: UniqueIdentifier }>({
  items,
  onReorder,
  nameOf,
  spokenNameOf = nameOf,
  disabled = false,
  className,
  children,
}: {
  items: readonly T[];
  onReorder: (items: T[]) => void;
  /** The item's name in its handle's label ("Move …"). */
  nameOf: (item: T) => string;
  /** The item as announced while it moves ('Image “…”'); its name by default. */
  spokenNameOf?: (item: T) => string;
  disabled?: boolean;
  className?: string;
  children: (item: T, handle: React.ReactNode) => React.ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepByIndex(items.map((i) => i.id)) }),
  );
  // What the last announcement said the item was over, kept across renders mid-drag.
  const [heard] = useState<Heard>(() => ({ over: undefined }));
  const accessibility = {
    announcements: sortableAnnouncements((id) => {
      const index = items.findIndex((i) => i.id === id);
      const item = items[index];
      return item ? { name: spokenNameOf(item), position: index + 1, total: items.length } : null;
    }, heard),
    screenReaderInstructions: { draggable: m.admin_sortable_instructions() },
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove([...items], from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
      // The rows are measured before a pick-up, not just after it: an arrow key pressed
      // right after Space otherwise finds no row to step to and moves nothing.
      measuring={MEASURE_BEFORE_PICK_UP}
    >
      <SortableContext
        items={items.map((i) => i.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        <ul className={className}>
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)} disabled={disabled}>
              {(handle) => children(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  disabled,
  children,
}: {
  id: UniqueIdentifier;
  name: string;
  disabled: boolean;
  children: (handle: React.ReactNode) => React.ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={m.admin_sortable_move({ name })}
      disabled={disabled}
      className="inline-flex size-11 shrink-0 cursor-grab items-center justify-center rounded-lg text-muted transition hover:bg-paper-deep hover:text-ink focus-visible:ring-2 focus-visible:ring-ink focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40"
      data-testid="drag-handle"
    >
      <LuGripVertical aria-hidden className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}

/** Where an item is: its name as announced, its place (from 1) and the list's length. */
type Place = { name: string; position: number; total: number };

/** The item the dragged one was last announced over. */
type Heard = { over: UniqueIdentifier | undefined };

/**
 * What screen readers hear at each step of a drag. While an item moves, its place is the
 * place of the item it is over (the list shifts around it); dropped over nothing, or
 * cancelled, it is back where it was.
 */
export function sortableAnnouncements(
  placeOf: (id: UniqueIdentifier) => Place | null,
  heard: Heard,
): Announcements {
  const at = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const moving = placeOf(active);
    const target = over === undefined ? null : placeOf(over);
    return moving ? { ...moving, position: (target ?? moving).position } : null;
  };
  return {
    onDragStart: ({ active }) => {
      // dnd-kit reports the item over itself just after the pick-up: that is not a move.
      heard.over = active.id;
      const place = at(active.id, undefined);
      return place ? m.admin_sortable_picked_up(place) : undefined;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === heard.over) return undefined;
      heard.over = over?.id;
      const place = at(active.id, over?.id);
      return place ? m.admin_sortable_moved(place) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const place = at(active.id, over?.id);
      return place ? m.admin_sortable_dropped(place) : undefined;
    },
    onDragCancel: ({ active }) => {
      const place = at(active.id, undefined);
      return place ? m.admin_sortable_cancelled(place) : undefined;
    },
  };
}

const STEPS: Partial<Record<string, number>> = {
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Up]: -1,
  [KeyboardCode.Left]: -1,
};

/**
 * Each arrow press moves the item exactly one place in the list's order. dnd-kit's own
 * sortableKeyboardCoordinates looks for the nearest row in the arrow's direction by
 * geometry, which skips a place when rows differ in height (dnd-kit issue #137: the
 * gallery image that once moved two places for one press). Here the next place is found
 * by index and the dragged row is centred on it, where closestCenter can only pick it.
 */
function stepByIndex(order: readonly UniqueIdentifier[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, collisionRect, droppableRects } }) => {
    const step = STEPS[event.code];
    if (step === undefined) return undefined;
    event.preventDefault();
    if (!active || !collisionRect) return undefined;
    const from = order.indexOf(over?.id ?? active.id);
    const target = from < 0 ? undefined : order[from + step];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect) return undefined;
    return {
      x: rect.left + (rect.width - collisionRect.width) / 2,
      y: rect.top + (rect.height - collisionRect.height) / 2,
    };
  };
}
