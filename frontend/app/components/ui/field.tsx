import { cn } from '~/lib/cn';

export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/80 transition focus:border-ink focus:ring-2 focus:ring-ink/10 focus:outline-none aria-[invalid=true]:border-red-700';

/** A labelled control with its error tied to it (aria-describedby), for any form. */
export function Field({
  id,
  label,
  error,
  hint,
  labelHidden = false,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: string;
  /** For screen readers only, where the placeholder and the place already say it. */
  labelHidden?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <label
        htmlFor={id}
        className={cn('text-sm font-semibold text-ink', labelHidden && 'sr-only')}
      >
        {label}
        {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes a control needs so its error is announced with it. */
export function errorProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
