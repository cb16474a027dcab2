import { LIMITS } from '@prism/contracts/limits';
import type { Route } from './+types/work-index';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { WorkFilter } from '~/components/site/work-filter';
import { WorkGrid } from '~/components/site/work-section';
import { getPortfolio } from '~/lib/api.server';
import { readIndexPage } from '~/lib/index-page.server';
import { pageData } from '~/lib/page-data';
import { cardsOf } from '~/lib/portfolio-cards.server';
import { parseFilter, workIndexHref, type PortfolioFilter } from '~/lib/portfolio-filter';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { localeOfUrl, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

/**
 * The portfolio index page (`/fr/realisations`, `/en/work`; issue 47): every project,
 * LIMITS.portfolioList.indexPage at a time, in the landing page's order, filtered by
 * category on the server. It reads the API's keyset pages: a page past the first starts
 * after the item `?after=` names (the last of the page before), so any page costs what the
 * first does and plain links page through it without JavaScript. An item the list does not
 * hold (gone, another category's, not ready in this language), or nothing after it, is a
 * 404; an unreadable `?after=` is the first page, as the page cache reads it. (`/en/work/`
 * is answered 301 to `/en/work` ahead of the routes: server/language.ts.)
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const filter = parseFilter(url.searchParams.get('category'));
  const { page, after, next } = await readIndexPage(url, (after) =>
    getPortfolio(context, locale, {
      category: filter === 'all' ? undefined : filter,
      limit: LIMITS.portfolioList.indexPage,
      ...(after === null ? {} : { after }),
    }),
  );
  return pageData({
    portfolio: cardsOf[locale](page),
    filter,
    after,
    next,
    // The switch: this page in its own language; in the other, the same filter's first page
    // (a later page starts after an item that language may not list).
    alternates: {
      fr: workIndexHref('fr', { filter, after: locale === 'fr' ? after : null }),
      en: workIndexHref('en', { filter, after: locale === 'en' ? after : null }),
    },
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  const later = (loaderData?.after ?? null) !== null;
  const title = later ? m.site_work_index_continued_title() : m.site_work_index_title();
  return seoMeta({
    title: `${title} · ${SITE_NAME}`,
    description: m.site_work_index_meta_description(),
    publicUrl: publicUrlOf(matches),
    locale,
    // Each page is its own canonical page (its own projects), filter included; only a
    // first page has its match in the other language (hreflang).
    path: loaderData?.alternates[locale] ?? sitePath(locale, { page: 'work' }),
    alternates: later ? undefined : loaderData?.alternates,
  });
}

export default function WorkIndex({ loaderData }: Route.ComponentProps) {
  const { portfolio, filter, after, next } = loaderData;
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
          {m.site_work_index_list_heading()}
        </h2>
        <WorkGrid items={portfolio} filter="all" />
      </section>
      <Pages filter={filter} after={after} next={next} />
    </div>
  );
}

/**
 * The first page and the next, as links; nothing when the whole list fits on one page.
 * Keyset pages know the page after them, not the one before: the browser's Back goes there.
 */
function Pages({
  filter,
  after,
  next,
}: {
  filter: PortfolioFilter;
  after: number | null;
  next: number | null;
}) {
  if (after === null && next === null) return null;
  const locale = getLocale();
  const link =
    'inline-flex items-center gap-2 rounded-full border border-ink px-6 py-3 text-sm font-semibold transition hover:bg-ink hover:text-paper';
  return (
    <nav
      aria-label={m.site_work_pages_label()}
      className="mt-16 flex flex-wrap items-center justify-between gap-4"
    >
      {after !== null ? (
        <a href={workIndexHref(locale, { filter })} className={link}>
          <span aria-hidden="true">←</span> {m.site_work_first_page()}
        </a>
      ) : (
        <span />
      )}
      {next !== null ? (
        <a href={workIndexHref(locale, { filter, after: next })} rel="next" className={link}>
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
