import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

/** Whether react-hook-form's dirty mark of a field (or of any part of a list) is set. */
export function isDirty(mark: unknown): boolean {
  if (mark === true) return true;
  if (Array.isArray(mark)) return mark.some(isDirty);
  if (typeof mark === 'object' && mark !== null) return Object.values(mark).some(isDirty);
  return false;
}

/**
 * The fields the person changed (ADR 081): the values of each top-level field whose dirty
 * mark is set, a list whole when any of its entries changed. A save sends only these.
 */
export function changedFields<T extends object>(values: T, dirty: object): Partial<T> {
  const marks = dirty as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => isDirty(marks[name])),
  ) as Partial<T>;
}

/**
 * Keeps a section's untouched fields as the record is now: when the values it was loaded
 * from change (another section saved, or its own save answered), the fields the person
 * has not changed take the new values, and those they changed keep their text. So a
 * section never sends back a stale value of a field another section wrote.
 */
export function useFreshUntouched<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  defaults: DefaultValues<TInput>,
): void {
  // Plain values (texts, lists, flags): their JSON names them and brings them back.
  const key = JSON.stringify(defaults);
  const loaded = useRef(key);
  const { reset } = form;
  useEffect(() => {
    if (key === loaded.current) return;
    loaded.current = key;
    reset(JSON.parse(key) as DefaultValues<TInput>, { keepDirtyValues: true });
  }, [key, reset]);
}
