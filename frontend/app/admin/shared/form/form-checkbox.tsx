import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no field of the surrounding `AdminForm`: a tick box with its label and a short note. */
export function FormCheckbox<T extends FieldValues = FieldValues>({
  name,
  id,
  label,
  note,
}: {
  name: FieldPath<T>;
  id: string;
  label: string;
  note: string;
}) {
  const { register } = useFormContext<T>();
  return (
    <label
      htmlFor={id}
      className="flex h-[3.125rem] cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4"
    >
      <input
        id={id}
        type="checkbox"
        {...register(name)}
        className="size-6 shrink-0 rounded border-line accent-[#121115]"
      />
      <span className="text-sm font-semibold">{label}</span>
      <span className="text-sm text-muted">{note}</span>
    </label>
  );
}
