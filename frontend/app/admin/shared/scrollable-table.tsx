import type { ReactNode } from 'react';

/**
 * A list table that scrolls sideways on its own when wider than the screen: a
 * named region the keyboard can reach and scroll; the table's caption is its own name,
 * the region's unless given.
 */
export function ScrollableTable({
  label,
  caption = label,
  testId,
  children,
}: {
  label: string;
  caption?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-3xl border border-line bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
