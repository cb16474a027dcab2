import { LIMITS } from '@prism/contracts/limits';
import { indexPageOf } from '@prism/contracts/site-paths';
import { data } from 'react-router';
import type { Route } from './+types/work-index';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { WorkFilter } from '~/components/site/work-filter';
import { WorkGrid } from '~/components/site/work-section';
import { getPortfolio } from '~/lib/api.server';
import { formatNumber } from '~/lib/numbers';
import { pageData } from '~/lib/page-data';
import { cardsOf } from '~/lib/portfolio-cards.server';
import { parseFilter, workIndexHref, type PortfolioFilter } from '~/lib/portfolio-filter';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { localeOfUrl, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

const PAGE_SIZE = LIMITS.portfolioList.indexPage;

/**
 * The portfolio index page (`/fr/realisations`, `/en/work`; issue 47): every project a
 * page of PAGE_SIZE at a time, in the landing page's order, filtered by category on the
 * server. Plain links page through it (`?page=2`), so it needs no JavaScript; one more
 * project than a page holds tells whether there is a next page. A page past the last is a
 * 404; an unreadable `?page=` is the first page, as the page cache reads it. (`/en/work/`
 * is answered 301 to `/en/work` ahead of the routes: server/language.ts.)
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const filter = parseFilter(url.searchParams.get('category'));
  const page = indexPageOf(url.searchParams.get('page'));
  const offset = (page - 1) * PAGE_SIZE;
  if (offset > LIMITS.portfolioList.maxOffset) throw data(null, { status: 404 });
  const cards = cardsOf[locale](
    await getPortfolio(context, locale, {
      category: filter === 'all' ? undefined : filter,
      limit: PAGE_SIZE + 1,
      offset,
    }),
  );
  if (page > 1 && cards.length === 0) throw data(null, { status: 404 });
  return pageData({
    portfolio: cards.slice(0, PAGE_SIZE),
    filter,
    page,
    more: cards.length > PAGE_SIZE,
    // The switch and hreflang: the same page of the same filter in the other language.
    alternates: {
      fr: workIndexHref('fr', { filter, page }),
      en: workIndexHref('en', { filter, page }),
    },
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  const page = loaderData?.page ?? 1;
  const title =
    page > 1
      ? m.site_work_index_page_title({ page: formatNumber(page, locale) })
      : m.site_work_index_title();
  return seoMeta({
    title: `${title} · ${SITE_NAME}`,
    description: m.site_work_index_meta_description(),
    publicUrl: publicUrlOf(matches),
    locale,
    // Each page is its own canonical page (its own projects), filter included.
    path: loaderData?.alternates[locale] ?? sitePath(locale, { page: 'work' }),
    alternates: loaderData?.alternates,
  });
}

export default function WorkIndex({ loaderData }: Route.ComponentProps) {
  const { portfolio, filter, page, more } = loaderData;
  const locale = getLocale();
  return (
    <div className="container-x pt-32 pb-24 md:pt-40">
      <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow">{m.site_work_index_eyebrow()}</p>
          <h1 className="mt-4 font-display text-5xl font-medium tracking-tight md:text-7xl">
            {m.site_work_index_title()}
          </h1>
          <p className="mt-6 text-lg text-ink-soft">{m.site_work_index_lead()}</p>
        </div>
        <WorkFilter active={filter} hrefOf={(f) => workIndexHref(locale, { filter: f })} />
      </div>
      <section aria-labelledby="work-list" className="mt-14">
        {/* The cards' titles are third-level headings, as under the landing page's section. */}
        <h2 id="work-list" className="sr-only">
          {m.site_work_index_list_heading({ page: formatNumber(page, locale) })}
        </h2>
        <WorkGrid items={portfolio} filter="all" />
      </section>
      <Pages filter={filter} page={page} more={more} />
    </div>
  );
}

/** Previous and next pages, as links; nothing when the whole list fits on one page. */
function Pages({ filter, page, more }: { filter: PortfolioFilter; page: number; more: boolean }) {
  if (page === 1 && !more) return null;
  const locale = getLocale();
  const link =
    'inline-flex items-center gap-2 rounded-full border border-ink px-6 py-3 text-sm font-semibold transition hover:bg-ink hover:text-paper';
  return (
    <nav
      aria-label={m.site_work_pages_label()}
      className="mt-16 flex flex-wrap items-center justify-between gap-4"
    >
      {page > 1 ? (
        <a href={workIndexHref(locale, { filter, page: page - 1 })} rel="prev" className={link}>
          <span aria-hidden="true">←</span> {m.site_work_previous_page()}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted tabular-nums">
        {m.site_work_page({ page: formatNumber(page, locale) })}
      </p>
      {more ? (
        <a href={workIndexHref(locale, { filter, page: page + 1 })} rel="next" className={link}>
          {m.site_work_next_page()} <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

// Inside the site layout: an outage (503) keeps the header and the footer around its card.
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
