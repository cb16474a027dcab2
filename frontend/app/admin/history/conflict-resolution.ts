import { mergeDocuments, type FieldConflictAnswer } from '@prism/contracts';
import { WHOLE_DOCUMENTS, type JsonBody, type KeepTheirs, type Resend } from '~/admin/shared/api';

/**
 * The save sent again over their revision after a 409, with the person's choices:
 * the fields kept as theirs left out (or set to their value), every other field of the
 * save as the person wrote it. A whole document (settings, landing texts) is first rebased
 * on the record as it is now. Loaded with the conflict dialog, never by signed-out pages.
 */
export async function resendWithChoices<B>(resend: Resend<B>): Promise<B> {
  const { path, record, body, conflict, choices } = resend;
  if (WHOLE_DOCUMENTS.has(record) && path === record) {
    const keepMine = new Set(
      conflict.conflicts.filter(({ field }) => choices[field] === 'mine').map((c) => c.field),
    );
    if (resend.base === undefined) return body;
    return mergeDocuments(resend.base, await resend.read(), body, keepMine).merged as B;
  }
  const theirs = conflict.conflicts.filter(({ field }) => choices[field] !== 'mine');
  if (body === undefined) return body;
  if (body instanceof FormData) return keepTheirsInForm(body, theirs) as B;
  const keep = (resend.keepTheirs ?? keepTheirsByPath) as KeepTheirs<B>;
  return keep(body, theirs);
}

/** A JSON body whose keys are the record's fields (`challenge`, `metrics.0.label`). */
export const keepTheirsByPath: KeepTheirs<JsonBody> = (body, theirs) => {
  const copy = structuredClone(body) as Record<string, unknown>;
  // A list's length or order both changed: the list is left as theirs (not sent).
  const lists = new Set(
    theirs
      .filter(({ field }) => /\.(length|order)$/.test(field))
      .map(({ field }) => field.split('.')[0]),
  );
  for (const { field, theirs: value } of theirs) {
    const path = field.split('.');
    const last = path.at(-1);
    if (lists.has(path[0])) continue;
    let node: unknown = copy;
    for (const key of path.slice(0, -1)) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined;
    }
    if (typeof node === 'object' && node !== null && last !== undefined && last in node) {
      (node as Record<string, unknown>)[last] = value;
    }
  }
  return Object.fromEntries(Object.entries(copy).filter(([key]) => !lists.has(key)));
};

/** A multipart body whose names are the record's fields (the item's main form). */
function keepTheirsInForm(form: FormData, theirs: FieldConflictAnswer[]): FormData {
  const copy = new FormData();
  const left = new Set(theirs.map(({ field }) => field.split('.')[0]));
  for (const [name, value] of form.entries()) {
    if (!left.has(name)) copy.append(name, value);
  }
  return copy;
}
