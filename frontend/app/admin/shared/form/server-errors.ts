import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/admin/shared/api';
import { apiErrorText, fieldErrorText } from '~/admin/shared/error-words';
import { notifyFailure } from '~/admin/shared/notify';

interface Conflict<T extends FieldValues> {
  field: FieldPath<T>;
  fallback: string;
}

interface ServerErrorOptions<T extends FieldValues> {
  fields?: readonly FieldPath<T>[];
  /** Which field a 409 names: fixed, or read from the error (e-mail or username taken). */
  conflict?: Conflict<T> | ((error: ApiError) => Conflict<T>);
  fieldOf?: (serverField: string) => string;
}

/**
 * Puts a refused save's reasons under the fields they name: each `{field, code, params}` of
 * the API's error answer (docs/product.md#errors), worded in the admin's language,
 * limited to `fields` when given; with `conflict`, a 409 (a unique value already taken) is
 * that field's error, worded by its code; `fieldOf` maps a field the server names to the
 * form's own.
 */
function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  { fields, conflict, fieldOf = (field) => field }: ServerErrorOptions<T>,
): void {
  if (!(error instanceof ApiError)) return;
  // The first field refused takes the focus, as a refusal of the form's own checks does,
  // so the person starts again there rather than at the top of the page (issue 49).
  let first = true;
  const mark = (field: FieldPath<T>, message: Parameters<UseFormSetError<T>>[1]) => {
    setError(field, message, { shouldFocus: first });
    first = false;
  };
  if (conflict && error.status === 409) {
    const { field, fallback } = typeof conflict === 'function' ? conflict(error) : conflict;
    mark(field, { message: error.body ? apiErrorText(error) : fallback });
  }
  for (const { field: named, code, params } of error.body?.fields ?? []) {
    const field = fieldOf(named);
    if (!fields || (fields as readonly string[]).includes(field)) {
      mark(field as FieldPath<T>, { type: code, message: fieldErrorText(named, code, params) });
    }
  }
}

/**
 * The `onError` of every admin form's save: the failure toast (`title`, with the server's
 * message below it or else `fallback`) and the server's reasons under the fields they name
 * (the options as above). One place, so every form answers a refusal the same way.
 */
export function showRefusal<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  title: string,
  { fallback, ...options }: ServerErrorOptions<T> & { fallback?: string } = {},
): (error: unknown) => void {
  return (error) => {
    notifyFailure(title, error, fallback);
    applyServerErrors(form.setError, error, options);
  };
}
