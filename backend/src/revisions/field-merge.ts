import type { FieldConflictAnswer } from '@prism/contracts';
import type { RevisionFields } from './revision.entity';

/**
 * Field-level merging of edits (ADR 081). A record's revision is a tree of fields; its
 * leaves are what people change one at a time: a text, a flag, one gallery image's alt
 * text or one page block's heading (a list entry with an `id` is addressed by it, so a
 * reorder does not move its texts), one result's label (entries without an id by position), a list of names as a
 * whole, and a list's order.
 */
export type Leaves = Map<string, string>;

/** Every leaf of a revision's fields, by path (`title`, `gallery.12.alt`, `gallery.order`). */
export function leavesOf(fields: RevisionFields): Leaves {
  const out: Leaves = new Map();
  for (const [name, value] of Object.entries(fields)) addLeaves(out, name, value);
  return out;
}

function addLeaves(out: Leaves, path: string, value: unknown): void {
  if (Array.isArray(value) && value.length > 0 && value.every(isEntry)) {
    const keyed = value.every((v) => typeof v.id === 'number' || typeof v.id === 'string');
    if (keyed) out.set(`${path}.order`, JSON.stringify(value.map((v) => v.id)));
    else out.set(`${path}.length`, JSON.stringify(value.length));
    value.forEach((entry, i) => {
      const key = keyed ? String(entry.id) : String(i);
      for (const [name, v] of Object.entries(entry)) {
        if (name !== 'id') addLeaves(out, `${path}.${key}.${name}`, v);
      }
    });
    return;
  }
  if (isEntry(value)) {
    for (const [name, v] of Object.entries(value)) addLeaves(out, `${path}.${name}`, v);
    return;
  }
  out.set(path, JSON.stringify(value ?? null));
}

function isEntry(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The paths whose value differs between two sets of leaves (present in either). */
export function changedLeaves(a: Leaves, b: Leaves): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => a.get(path) !== b.get(path));
}

/**
 * The fields a write changes that someone else changed since the version it started from.
 * `base` is that version, `current` the record as the write found it, `after` the record
 * with the write applied. A field both changed to the same value is no conflict.
 */
export function conflictsOf(
  base: RevisionFields,
  current: RevisionFields,
  after: RevisionFields,
): FieldConflictAnswer[] {
  const [b, c, a] = [leavesOf(base), leavesOf(current), leavesOf(after)];
  const theirs = new Set(changedLeaves(b, c));
  return changedLeaves(c, a)
    .filter((path) => theirs.has(path))
    .map((field) => ({
      field,
      base: parsed(b.get(field)),
      theirs: parsed(c.get(field)),
      mine: parsed(a.get(field)),
    }));
}

const parsed = (text: string | undefined): unknown =>
  text === undefined ? null : (JSON.parse(text) as unknown);
