import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/admin/shared/api';
import { localiseIssue } from '~/admin/shared/localise';

/**
 * Puts a refused save's reasons under the fields they name: each `{field, message}` of the
 * API's error answer (docs/product.md#errors), limited to `fields` when given; with
 * `conflict`, a 409 (a unique value already taken) is that field's error: the server's
 * message, or the given fallback; `fieldOf` maps a field the server names to the form's own.
 * The server's English becomes the admin's language here (ADR 049); the fallback already is.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  {
    fields,
    conflict,
    fieldOf = (field) => field,
  }: {
    fields?: readonly FieldPath<T>[];
    conflict?: { field: FieldPath<T>; fallback: string };
    fieldOf?: (serverField: string) => string;
  } = {},
): void {
  if (!(error instanceof ApiError)) return;
  if (conflict && error.status === 409) {
    const message = error.body?.message;
    setError(conflict.field, {
      message: message === undefined ? conflict.fallback : localiseIssue(message),
    });
  }
  for (const { field: named, message } of error.body?.fields ?? []) {
    const field = fieldOf(named);
    if (!fields || (fields as readonly string[]).includes(field)) {
      setError(field as FieldPath<T>, { message: localiseIssue(message) });
    }
  }
}
