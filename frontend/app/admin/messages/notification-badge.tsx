import type { LeadNotificationState } from '@prism/contracts';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

const BADGES: Record<
  Exclude<LeadNotificationState, 'none'>,
  { text: () => string; className: string }
> = {
  sent: { text: () => m.admin_badge_sent(), className: 'border-line bg-white text-muted' },
  pending: {
    text: () => m.admin_badge_pending(),
    className: 'border-amber-200 bg-amber-50 text-amber-900',
  },
  failed: {
    text: () => m.admin_badge_failed(),
    className: 'border-red-200 bg-red-50 text-red-900',
  },
};

/** Whether staff were e-mailed about a lead; nothing when nobody was to be told. */
export function NotificationBadge({ state }: { state: LeadNotificationState }) {
  if (state === 'none') return null;
  const badge = BADGES[state];
  return (
    <span
      className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', badge.className)}
      data-testid="notification-state"
    >
      {badge.text()}
    </span>
  );
}
