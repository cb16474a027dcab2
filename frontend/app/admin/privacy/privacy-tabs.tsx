import { NavLink } from 'react-router';
import { PageHeader } from '~/admin/shared/page-header';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

const TABS = [
  { to: '/admin/privacy', label: m.privacy_tab_settings, end: true },
  { to: '/admin/privacy/policy', label: m.privacy_tab_policy, end: false },
  { to: '/admin/privacy/requests', label: m.privacy_tab_requests, end: false },
  { to: '/admin/privacy/incidents', label: m.privacy_tab_incidents, end: false },
] as const;

/**
 * Every privacy screen's frame (issue 46): the section's heading, its four tabs (settings,
 * policy, rights requests, incidents) and the screen under them.
 */
export function PrivacyFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.privacy_eyebrow()}
        title={title}
        description={description}
        actions={actions}
      />
      <nav aria-label={m.privacy_tabs_label()}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-medium transition',
                    isActive
                      ? 'border-ink bg-ink text-paper'
                      : 'border-line bg-white text-ink-soft hover:text-ink',
                  )
                }
              >
                {tab.label()}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** The white card the privacy screens set their forms and lists in. */
export const card = 'grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8';
export const cardHeading = 'font-display text-xl font-medium tracking-tight';
