import { LuArrowRight } from 'react-icons/lu';
import { Link } from 'react-router';
import { m } from '~/paraglide/messages';
import { formatNumber } from '~/admin/shared/format';

/** A count on the dashboard that links to its list ('–' when it failed to load). */
export function StatCard({
  to,
  label,
  value,
  failed,
  icon,
  accent = false,
}: {
  to: string;
  label: string;
  value: number | undefined;
  failed: boolean;
  icon: React.ReactNode;
  accent?: boolean;
}) {
  return (
    <Link
      to={to}
      className="group rounded-3xl border border-line bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="flex items-center justify-between text-muted">
        <span className="text-sm font-semibold">{label}</span>
        <span
          className={
            accent
              ? 'rounded-full bg-accent-soft p-2 text-accent-deep'
              : 'rounded-full bg-paper p-2'
          }
        >
          {icon}
        </span>
      </div>
      <p className="mt-4 font-display text-5xl font-medium tracking-tight" data-testid={label}>
        {failed ? (
          '–'
        ) : value === undefined ? (
          <span className="text-line">··</span>
        ) : (
          formatNumber(value)
        )}
      </p>
    </Link>
  );
}

/** The dark card that opens the one task this role does most (users, or a new item). */
export function ActionCard({
  to,
  title,
  text,
  icon,
}: {
  to: string;
  title: string;
  text: string;
  icon: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex flex-col rounded-3xl bg-ink p-6 text-paper shadow-sm transition hover:-translate-y-0.5 hover:bg-ink-soft sm:col-span-2 lg:col-span-1"
    >
      <span className="w-fit rounded-full bg-white/10 p-2">{icon}</span>
      <span className="mt-4 font-display text-2xl font-medium tracking-tight">{title}</span>
      <span className="mt-1 text-sm text-paper/70">{text}</span>
      <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-accent-soft">
        {m.admin_dashboard_open()}{' '}
        <LuArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
      </span>
    </Link>
  );
}
