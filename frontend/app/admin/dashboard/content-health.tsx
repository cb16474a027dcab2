import { otherLocale, STALE_DRAFT_DAYS, type ContentHealthAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { LuCircleCheck, LuTriangleAlert } from 'react-icons/lu';
import { Link } from 'react-router';
import { LoadError } from '~/admin/shared/load-error';
import { contentHealthQuery } from '~/admin/portfolio/case-study';
import { languageName } from '~/admin/portfolio/translation-badges';
import { m } from '~/paraglide/messages';
import { formatMegabytes, formatNumber, isSingular } from '~/admin/shared/format';

interface Finding {
  key: string;
  to: string;
  text: string;
}

/** Each finding with its first few entries and how many there are in all. */
function findingsOf(
  health: ContentHealthAnswer,
): { title: string; count: number; items: Finding[] }[] {
  const edit = (id: number) => `/admin/portfolio/edit/${id}`;
  return [
    {
      title: m.admin_health_missing_alt(),
      count: health.counts.missingAlt,
      items: health.missingAlt.map((i) => ({
        key: `alt-${i.id}`,
        to: edit(i.id),
        text: (isSingular(i.missing)
          ? m.admin_health_missing_alt_one
          : m.admin_health_missing_alt_many)({
          title: i.title,
          count: formatNumber(i.missing),
        }),
      })),
    },
    {
      title: m.admin_health_stale_drafts({ days: STALE_DRAFT_DAYS }),
      count: health.counts.staleDrafts,
      items: health.staleDrafts.map((i) => ({
        key: `draft-${i.id}`,
        to: edit(i.id),
        text: i.title,
      })),
    },
    {
      title: m.admin_health_no_cover(),
      count: health.counts.withoutCover,
      items: health.withoutCover.map((i) => ({
        key: `cover-${i.id}`,
        to: edit(i.id),
        text: i.title,
      })),
    },
    {
      title: m.admin_health_oversized(),
      count: health.counts.oversized,
      items: health.oversized.map((i) => ({
        key: `size-${i.id}`,
        to: edit(i.id),
        text: m.admin_health_oversized_item({
          title: i.title,
          size: formatMegabytes(i.bytes),
        }),
      })),
    },
    {
      title: m.admin_health_inactive_logos(),
      count: health.counts.inactiveLogos,
      items: health.inactiveLogos.map((l) => ({
        key: `logo-${l.id}`,
        to: '/admin/logos',
        text: l.name,
      })),
    },
    // The translations: the editor's catalogue names them.
    {
      title: m.editor_health_not_ready(),
      count: health.counts.notReady,
      items: health.notReady.map((i) => ({
        key: `ready-${i.id}-${i.locale}`,
        to: edit(i.id),
        text: m.editor_health_not_ready_item({ title: i.title, language: languageName(i.locale) }),
      })),
    },
    {
      title: m.editor_health_stale(),
      count: health.counts.staleTranslations,
      items: health.staleTranslations.map((i) => ({
        key: `stale-${i.id}-${i.locale}`,
        to: edit(i.id),
        text: m.editor_health_stale_item({
          title: i.title,
          language: languageName(i.locale),
          source: languageName(otherLocale(i.locale)),
        }),
      })),
    },
  ].filter((group) => group.count > 0);
}

/**
 * The dashboard's content-health panel: what to fix, each a link to where to fix it; a
 * finding names its first few and says how many more there are.
 */
export function ContentHealth() {
  const health = useQuery(contentHealthQuery);
  if (health.isError) {
    return (
      <LoadError
        what={m.admin_health_what()}
        error={health.error}
        onRetry={() => void health.refetch()}
      />
    );
  }
  const groups = health.data ? findingsOf(health.data) : [];
  return (
    <section
      aria-labelledby="health-heading"
      className="rounded-3xl border border-line bg-white p-6 shadow-sm"
      data-testid="content-health"
    >
      <h2 id="health-heading" className="font-display text-xl">
        {m.admin_health_title()}
      </h2>
      {!health.data ? (
        <div aria-hidden="true" className="mt-4 h-16 animate-pulse rounded-2xl bg-paper-deep" />
      ) : groups.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
          <LuCircleCheck aria-hidden className="size-5 text-emerald-600" />
          {m.admin_health_nothing()}
        </p>
      ) : (
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {groups.map((group) => (
            <div key={group.title}>
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <LuTriangleAlert aria-hidden className="size-4 text-amber-600" />
                {group.title} ({formatNumber(group.count)})
              </h3>
              <ul className="mt-2 grid gap-1 text-sm">
                {group.items.map((finding) => (
                  <li key={finding.key}>
                    <Link
                      to={finding.to}
                      className="inline-flex min-h-11 items-center text-ink-soft underline-offset-2 hover:text-accent hover:underline"
                    >
                      {finding.text}
                    </Link>
                  </li>
                ))}
              </ul>
              {group.count > group.items.length && (
                <p className="text-sm text-muted">
                  {m.admin_health_more({ count: formatNumber(group.count - group.items.length) })}
                </p>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
