/** Dates in US English long format (docs/product.md#dates): 'November 22, 2026'. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** A moment, for logs: 'November 22, 2026 at 3:04 PM' (the viewer's time zone). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDateTime.format(date);
}
