/**
 * Revisions (issue 24): every save of a portfolio item (its case study included),
 * of the site settings and of the landing texts keeps the whole record as it then was.
 * Staff list them, compare two field by field and restore one as a new draft revision.
 */
import { z } from './zod';

/** The records that keep revisions, as their URLs and the revisions table name them. */
export const REVISION_KINDS = ['portfolio', 'settings', 'landing', 'page', 'navigation'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const REVISION_LIMITS = {
  /** Kept per record whatever their age. */
  keepLatest: 50,
  /** Kept whatever their number (days), unless the setting says otherwise. */
  defaultRetentionDays: 365,
} as const;

export const revisionSummarySchema = z.object({
  number: z.number().int().describe('1 for the first save of the record, then one more each'),
  at: z.iso.datetime(),
  by: z.string().describe('Who saved it (a username, or scheduler/system)'),
  changed: z.array(z.string()).describe('The fields that differ from the revision before'),
  restoredFrom: z
    .number()
    .int()
    .nullable()
    .describe('The revision this one brought back, when it is a restore'),
  created: z
    .boolean()
    .describe('The record as it was made (revision 1 of a new item): `changed` is then empty'),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** One run of text in a comparison: kept, removed (only in `from`) or added (only in `to`). */
export const textPartSchema = z.object({
  value: z.string(),
  added: z.boolean(),
  removed: z.boolean(),
});
export type TextPart = z.infer<typeof textPartSchema>;

export const revisionComparisonSchema = z.object({
  from: revisionSummarySchema,
  to: revisionSummarySchema,
  fields: z
    .array(
      z.object({
        field: z.string().describe('As the record names it: title, titleFr, gallery, metrics…'),
        changed: z.boolean(),
        before: z.string().describe('The field in `from`, as text'),
        after: z.string().describe('The field in `to`, as text'),
        parts: z.array(textPartSchema).describe('The text differences, in order'),
      }),
    )
    .describe('Every field of the record, changed ones first'),
});
export type RevisionComparison = z.infer<typeof revisionComparisonSchema>;

/** Who changed a record since the client read it: the 412 answer's `changed`. */
export const changedSinceSchema = z.object({
  by: z.string(),
  at: z.iso.datetime(),
  revision: z.number().int(),
});
export type ChangedSince = z.infer<typeof changedSinceSchema>;

/**
 * On 409 for an edit: a field the save changes that someone else changed since the version
 * it started from. `field` names it as revisions do (`title`, `titleFr`,
 * `gallery.12.alt`, `metrics.0.label`); the values are those of the version the person
 * started from, the record now, and the save.
 */
export const fieldConflictSchema = z.object({
  field: z.string(),
  base: z.unknown(),
  theirs: z.unknown(),
  mine: z.unknown(),
});
export type FieldConflictAnswer = z.infer<typeof fieldConflictSchema>;

/**
 * The ETag of a record's version: `"r<revision>"`, or `"r<revision>-<hash>"` on reads whose
 * bytes are also cached; If-Match is compared on the revision only.
 */
export function revisionOfEtag(etag: string): number | null {
  const match = /^(?:W\/)?"r(\d+)(?:-[^"]*)?"$/.exec(etag.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A three-way merge of whole documents (the settings, the landing texts, a page): what a
 * save changed from the version it started from (`base`), laid over the record as it is
 * now (`current`). Objects merge key by key; a list whose entries all carry an `id` (a
 * page's blocks, a team's members) merges entry by entry, addressed by id
 * (`blocks.b2.heading.fr`), so two people changing, adding or removing different entries
 * both keep their change; anything else (a text, a list of names) is one field.
 * Where both changed the same field to different values, the field is a conflict: it takes
 * `mine` when its path is in `keepMine` (the person chose their value), else stays as it is
 * now and is listed. The API answers a save with conflicts 409; the admin rebases a save on
 * the person's choices with it.
 */
export function mergeDocuments(
  base: unknown,
  current: unknown,
  mine: unknown,
  keepMine: ReadonlySet<string> = new Set(),
): { merged: unknown; conflicts: FieldConflictAnswer[] } {
  const conflicts: FieldConflictAnswer[] = [];
  const merged = mergeValue(base, current, mine, '', keepMine, conflicts);
  return { merged, conflicts };
}

function mergeValue(
  base: unknown,
  current: unknown,
  mine: unknown,
  path: string,
  keepMine: ReadonlySet<string>,
  conflicts: FieldConflictAnswer[],
): unknown {
  if (same(mine, base) || same(mine, current)) return current;
  if (same(current, base)) return mine;
  if (isKeyedList(base) && isKeyedList(current) && isKeyedList(mine)) {
    return mergeKeyedList(base, current, mine, path, keepMine, conflicts);
  }
  if (isObject(base) && isObject(current) && isObject(mine)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(current), ...Object.keys(mine)])) {
      const field = path ? `${path}.${key}` : key;
      const value = mergeValue(base[key], current[key], mine[key], field, keepMine, conflicts);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (keepMine.has(path)) return mine;
  conflicts.push({ field: path, base: base ?? null, theirs: current ?? null, mine: mine ?? null });
  return current;
}

type Entry = Record<string, unknown> & { id: string | number };

/**
 * Entries by id: each one both kept merges field by field; one removed on one side stays
 * removed unless the other changed it (a conflict on the entry); one added on either side
 * is kept. The order is the one side's that changed it (mine when both did, the other's
 * additions after the entry they follow there); both reordering differently is a conflict on
 * `<path>.order`.
 */
function mergeKeyedList(
  base: Entry[],
  current: Entry[],
  mine: Entry[],
  path: string,
  keepMine: ReadonlySet<string>,
  conflicts: FieldConflictAnswer[],
): Entry[] {
  const key = (e: Entry) => String(e.id);
  const [b, c, m] = [base, current, mine].map((list) => new Map(list.map((e) => [key(e), e]))) as [
    Map<string, Entry>,
    Map<string, Entry>,
    Map<string, Entry>,
  ];
  const at = (id: string) => (path ? `${path}.${id}` : id);
  const kept = (id: string) => {
    const [was, theirs, ours] = [b.get(id), c.get(id), m.get(id)];
    if (!was) return Boolean(theirs ?? ours);
    if (theirs && ours) return true;
    // Removed on one side: a change to it on the other is a conflict the person settles.
    const changed = theirs ? !same(theirs, was) : ours ? !same(ours, was) : false;
    if (!changed) return false;
    if (keepMine.has(at(id))) return Boolean(ours);
    conflicts.push({ field: at(id), base: was, theirs: theirs ?? null, mine: ours ?? null });
    return Boolean(theirs);
  };
  const shared = (list: Entry[]) =>
    list.map(key).filter((id) => b.has(id) && c.has(id) && m.has(id));
  const [bo, co, mo] = [shared(base), shared(current), shared(mine)];
  if (!same(co, bo) && !same(mo, bo) && !same(co, mo)) {
    const field = `${path}.order`;
    if (!keepMine.has(field)) {
      conflicts.push({ field, base: bo, theirs: co, mine: mo });
    }
  }
  const [first, other] = same(mo, bo) && !same(co, bo) ? [current, mine] : [mine, current];
  const order = first.map(key);
  // Entries the other side added, each after the entry it follows there.
  other.forEach((e, i) => {
    const id = key(e);
    if (order.includes(id) || b.has(id)) return;
    const before = i === 0 ? null : key(other[i - 1] as Entry);
    order.splice(before === null ? 0 : order.indexOf(before) + 1, 0, id);
  });
  for (const id of b.keys()) if (!order.includes(id)) order.push(id);
  return order.filter(kept).map((id) => {
    const [was, theirs, ours] = [b.get(id), c.get(id), m.get(id)];
    if (!theirs || !ours) return (theirs ?? ours) as Entry;
    return mergeValue(was, theirs, ours, at(id), keepMine, conflicts) as Entry;
  });
}

const isKeyedList = (value: unknown): value is Entry[] =>
  Array.isArray(value) &&
  value.every((e) => isObject(e) && (typeof e.id === 'string' || typeof e.id === 'number'));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
