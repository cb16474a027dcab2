import { LuDownload } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { m } from '~/paraglide/messages';
import { download, toCsv } from './audience';

export interface Column {
  header: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/**
 * The numbers of a chart or a top list as a table (what a screen reader reads), with a CSV
 * download of exactly these numbers: `rows` holds raw values, `format` only shows them.
 */
export function DataTable({
  caption,
  columns,
  rows,
  format,
  filename,
  visuallyHidden = false,
}: {
  caption: string;
  columns: readonly Column[];
  rows: readonly (readonly (string | number)[])[];
  format: (value: string | number, column: number) => string;
  filename: string;
  /** The table of a chart: read by screen readers, the chart shows it to everyone else. */
  visuallyHidden?: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      {/* A table wider than a phone scrolls in its box, which keyboards can then reach. */}
      <div
        className={visuallyHidden ? 'sr-only' : 'overflow-x-auto'}
        {...(visuallyHidden ? {} : { tabIndex: 0, role: 'region', 'aria-label': caption })}
      >
        <table className="w-full text-left text-sm" data-csv={filename}>
          <caption className={visuallyHidden ? undefined : 'sr-only'}>{caption}</caption>
          <thead>
            <tr className="border-b border-line text-xs tracking-wide text-ink-soft uppercase">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`py-2 pr-3 font-semibold ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="py-3 text-ink-soft">
                  {m.audience_empty()}
                </td>
              </tr>
            ) : (
              rows.map((row, r) => (
                <tr key={r} className="border-b border-line/60 last:border-0">
                  {row.map((value, c) =>
                    c === 0 ? (
                      <th
                        key={c}
                        scope="row"
                        className="max-w-[16rem] truncate py-2 pr-3 font-normal"
                      >
                        {format(value, c)}
                      </th>
                    ) : (
                      <td
                        key={c}
                        className={`py-2 pr-3 tabular-nums ${columns[c]?.numeric ? 'text-right' : ''}`}
                      >
                        {format(value, c)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          // The name says which table; the visible words stay short enough for a phone.
          aria-label={m.audience_download_csv({ what: caption })}
          onClick={() =>
            download(
              filename,
              toCsv(
                columns.map((c) => c.header),
                rows,
              ),
            )
          }
        >
          <LuDownload aria-hidden className="size-4" />
          {m.audience_download_csv_short()}
        </Button>
      </div>
    </div>
  );
}
