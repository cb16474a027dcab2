import { cn } from '~/lib/cn';

/** A turning ring; `label` is announced to screen readers (role status). */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          className,
        )}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
