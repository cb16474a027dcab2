import type { ClientLogoAnswer, SiteSettings } from '@prism/contracts';
import { LIMITS } from '@prism/contracts/limits';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/home';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import AboutSection from '~/components/site/about-section';
import { ContactSection } from '~/components/site/contact-section';
import { Hero } from '~/components/site/hero';
import LogoStrip from '~/components/site/logo-strip';
import ServicesSection from '~/components/site/services-section';
import { useSite } from '~/components/site/site-context';
import { WorkSection } from '~/components/site/work-section';
import { getActiveLogos, getLandingTexts, getPortfolio, perAnswer } from '~/lib/api.server';
import { cardsOf } from '~/lib/portfolio-cards.server';
import { contactAction } from '~/lib/contact-action.server';
import { toLogoView, type LogoView } from '~/lib/logo-view';
import { filterHref, parseFilter } from '~/lib/portfolio-filter';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { bothLanguages, localeOfUrl, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { parseSvgShapes } from '~/lib/svg-shapes.server';
import { pageData } from '~/lib/page-data';

const logoViewsOf = perAnswer((list: ClientLogoAnswer[]): LogoView[] =>
  list.map((logo) => toLogoView(logo, parseSvgShapes)),
);

export async function loader({ context, url }: Route.LoaderArgs) {
  // The filter is applied by the API: at most LIMITS.portfolioList.landing projects of the
  // category, with only the fields a card shows, so the page stays the same size however
  // large the portfolio grows; a next page tells that the portfolio index page has others
  // to show (the grid's "more" link).
  // Both calls are awaited together: neither promise is ever left without a handler.
  const filter = parseFilter(url.searchParams.get('category'));
  const locale = localeOfUrl(url);
  const [page, logos, texts] = await Promise.all([
    getPortfolio(context, locale, {
      category: filter === 'all' ? undefined : filter,
      limit: LIMITS.portfolioList.landing,
    }),
    // A logo strip that fails to load is left out rather than failing the page.
    getActiveLogos(context)
      .then(logoViewsOf)
      .catch((error: unknown): LogoView[] => {
        if (error instanceof Error) console.error(`Client logos unavailable: ${error.message}`);
        return [];
      }),
    getLandingTexts(context, locale),
  ]);
  // The switch of a filtered page keeps the filter and the place (the hreflang links of
  // meta() stay the landing pages: the filtered ones are not pages of their own).
  const alternates =
    filter === 'all'
      ? bothLanguages({ page: 'landing' })
      : { fr: filterHref(filter, 'fr'), en: filterHref(filter, 'en') };
  return pageData({
    portfolio: cardsOf[locale](page),
    more: page.nextCursor !== null,
    logos,
    texts,
    alternates,
  });
}

/**
 * The contact form posts here (POST /fr/ or /en/, the form works without JavaScript): the
 * answer is this page again with the outcome at the form; the message travels in the body
 * only, never in the address.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  return contactAction(request, url, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  const locale = localeOfMatches(matches);
  // The site layout's settings: the contact e-mail and social profiles of the organisation.
  const settings = (matches[1].loaderData as { settings?: SiteSettings } | undefined)?.settings;
  const sameAs = settings ? Object.values(settings.social).filter(Boolean) : [];
  return seoMeta({
    title: `${SITE_NAME} · ${m.site_home_meta_title()}`,
    description: m.site_meta_description(),
    publicUrl,
    locale,
    path: sitePath(locale, { page: 'landing' }),
    alternates: bothLanguages({ page: 'landing' }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${publicUrl}${sitePath(locale, { page: 'landing' })}`,
      logo: `${publicUrl}/favicon.svg`,
      description: m.site_meta_description(),
      foundingDate: '2021',
      ...(settings ? { email: settings.contactEmail } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
      address: {
        '@type': 'PostalAddress',
        // The city of the settings' location, in the page's language (« Montréal »).
        ...(settings ? { addressLocality: settings.location.split(',')[0]?.trim() } : {}),
        addressCountry: 'CA',
      },
    },
  });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, privacy } = useSite();
  const [searchParams] = useSearchParams();
  const filter = parseFilter(searchParams.get('category'));
  return (
    <>
      <Hero texts={loaderData.texts.hero} />
      <LogoStrip logos={loaderData.logos} />
      {/* Below the fold: laid out and painted only as they near the screen (site.css). */}
      <div className="below-fold [--below-fold-size:2400px]">
        <WorkSection portfolio={loaderData.portfolio} filter={filter} more={loaderData.more} />
      </div>
      <div id="services" className="below-fold scroll-mt-16 [--below-fold-size:2000px]">
        <ServicesSection texts={loaderData.texts.services} />
      </div>
      <div id="about" className="below-fold scroll-mt-16 [--below-fold-size:1400px]">
        <AboutSection stats={settings.stats} texts={loaderData.texts.about} />
      </div>
      <div className="below-fold [--below-fold-size:1600px]">
        <ContactSection
          settings={settings}
          texts={loaderData.texts.contact}
          outcome={actionData?.contact}
          consent={
            privacy
              ? { policyVersion: privacy.policy.version, newsOptIn: privacy.newsOptIn }
              : undefined
          }
        />
      </div>
    </>
  );
}

// Inside the site layout: an outage (503) keeps the header and the footer around its card.
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
