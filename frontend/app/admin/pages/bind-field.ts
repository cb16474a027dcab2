/**
 * The props that tie a field to one key of a record (a block, a list's entry): its path,
 * its value and the change that writes it back, so each field says only its label and limit.
 */
export function bind<T extends object>(path: string, record: T, onChange: (record: T) => void) {
  return <K extends keyof T & string>(key: K) => ({
    path: `${path}.${key}`,
    value: record[key],
    onChange: (value: T[K]) => onChange({ ...record, [key]: value }),
  });
}

/** What `bind` gives for one record: a key's field props. */
export type BoundField<T extends object> = ReturnType<typeof bind<T>>;

/** What every field of the page editor takes: where it is, its label, its value, its change. */
export interface FieldProps<V> {
  path: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
}
