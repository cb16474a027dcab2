import { cn } from '~/lib/cn';

/**
 * The grey bars an admin list shows while its data loads: hidden from assistive
 * technology (the page's own heading and the spinner or error say what is going on).
 */
export function SkeletonList({
  count,
  itemClassName,
  className,
}: {
  count: number;
  /** Height and corner radius of one bar, e.g. "h-16 rounded-2xl". */
  itemClassName: string;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn('grid', className ?? 'gap-3')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cn('animate-pulse bg-paper-deep', itemClassName)} />
      ))}
    </div>
  );
}

export interface TableColumn {
  label: string;
  align?: 'left' | 'center' | 'right';
}

/**
 * The header row of the admin tables: the first and last columns sit on the card's wider
 * inner margin, as their cells do.
 */
export function TableHead({ columns, className }: { columns: TableColumn[]; className?: string }) {
  return (
    <thead
      className={cn(
        'border-b border-line bg-paper/60 text-xs tracking-wider text-muted uppercase',
        className,
      )}
    >
      <tr>
        {columns.map(({ label, align = 'left' }, i) => (
          <th
            key={label}
            scope="col"
            className={cn(
              'py-4 font-semibold',
              i === 0 || i === columns.length - 1 ? 'px-6' : 'px-4',
              align === 'center' && 'text-center',
              align === 'right' && 'text-right',
            )}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
