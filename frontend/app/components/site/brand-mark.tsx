/** The Prism wordmark: a prism splitting a ray, then the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <path
          d="M16 4 29 27H3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path d="M1 17h9.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path
          d="m21 17 10-5M21.5 19 31 19M21 21l10 5"
          stroke="#c2410c"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="font-display text-2xl font-semibold tracking-tight">Prism</span>
    </span>
  );
}
