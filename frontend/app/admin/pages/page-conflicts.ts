import type { FieldConflictAnswer } from '@prism/contracts';
import type { PagePatch } from '@prism/contracts/pages';

type Node = Record<string, unknown> | unknown[];
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** A child of an object by key, of a list by its entry's id (or its place). */
function child(node: Node, key: string): unknown {
  if (!Array.isArray(node)) return node[key];
  return (
    node.find((e) => isNode(e) && (e as Record<string, unknown>).id === key) ??
    (/^\d+$/.test(key) ? node[Number(key)] : undefined)
  );
}

/** The list in `theirs` order for the entries both kept (their places stay where they were). */
function reorder(list: unknown[], order: unknown): void {
  if (!Array.isArray(order)) return;
  const ids = order.map(String);
  const idOf = (e: unknown) => String((e as Record<string, unknown>).id);
  const slots = list.flatMap((e, i) => (ids.includes(idOf(e)) ? [i] : []));
  const ordered = [...list.filter((e) => ids.includes(idOf(e)))].sort(
    (a, b) => ids.indexOf(idOf(a)) - ids.indexOf(idOf(b)),
  );
  slots.forEach((slot, i) => (list[slot] = ordered[i]));
}

/** One entry of a keyed list as theirs: removed (null), or their version of it. */
function setEntry(list: unknown[], id: string, value: unknown): void {
  const at = list.findIndex((e) => isNode(e) && (e as Record<string, unknown>).id === id);
  if (value === null) {
    if (at >= 0) list.splice(at, 1);
  } else if (at >= 0) list[at] = value;
  else list.push(value);
}

/**
 * A page save with "keep theirs" applied to the fields a conflict names, as the
 * server's merge names them: `title.fr`, a block by id (`blocks.b1x9`, removed on one side),
 * a field inside it (`blocks.b1x9.members.m2.role.fr`), or a list's order
 * (`blocks.order`, `blocks.b1x9.members.order`). The save is then sent over their revision,
 * so whatever it still holds is the person's.
 */
export function keepTheirsInPage(
  body: PagePatch,
  theirs: readonly FieldConflictAnswer[],
): PagePatch {
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const { field, theirs: value } of theirs) {
    const parts = field.split('.');
    const last = parts.pop();
    if (last === undefined) continue;
    let node: unknown = copy;
    for (const key of parts) node = isNode(node) ? child(node, key) : undefined;
    if (!isNode(node)) continue;
    if (Array.isArray(node)) {
      if (last === 'order') reorder(node, value);
      else setEntry(node, last, value);
    } else if (last in node) {
      node[last] = value;
    }
  }
  return copy;
}
