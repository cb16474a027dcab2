import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '~/lib/admin/api';

/**
 * Puts a refused save's reasons under the fields they name: each `{field, message}` of the
 * API's error answer (docs/product.md#errors), limited to `fields` when given; with
 * `conflict`, a 409 (a unique value already taken) is that field's error: the server's
 * message, or the given fallback.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  {
    fields,
    conflict,
  }: {
    fields?: readonly FieldPath<T>[];
    conflict?: { field: FieldPath<T>; fallback: string };
  } = {},
): void {
  if (!(error instanceof ApiError)) return;
  if (conflict && error.status === 409) {
    setError(conflict.field, { message: error.body?.message ?? conflict.fallback });
  }
  for (const { field, message } of error.body?.fields ?? []) {
    if (!fields || (fields as readonly string[]).includes(field)) {
      setError(field as FieldPath<T>, { message });
    }
  }
}
