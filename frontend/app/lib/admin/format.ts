/** Dates in US English long format (docs/product.md#dates): 'November 22, 2026'. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
