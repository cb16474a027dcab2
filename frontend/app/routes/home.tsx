import type { SiteSettings } from '@prism/contracts';
import { landingSectionsOf } from '@prism/contracts/blocks';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/home';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LandingSections } from '~/components/site/blocks/landing-sections';
import { useSite } from '~/components/site/site-context';
import { getLandingTexts } from '~/lib/api.server';
import { contactAction } from '~/lib/contact-action.server';
import { landingParts } from '~/lib/landing-parts.server';
import { filterHref, parseFilter } from '~/lib/portfolio-filter';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { bothLanguages, localeOfUrl, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { pageData } from '~/lib/page-data';

export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = parseFilter(url.searchParams.get('category'));
  const locale = localeOfUrl(url);
  // Awaited together: neither promise is ever left without a handler.
  const [parts, texts] = await Promise.all([
    landingParts(context, locale, filter),
    getLandingTexts(context, locale),
  ]);
  // The switch of a filtered page keeps the filter and the place (the hreflang links of
  // meta() stay the landing pages: the filtered ones are not pages of their own).
  const alternates =
    filter === 'all'
      ? bothLanguages({ page: 'landing' })
      : { fr: filterHref(filter, 'fr'), en: filterHref(filter, 'en') };
  return pageData({
    ...parts,
    // The landing as blocks: its sections in order, with the saved copy's texts.
    sections: landingSectionsOf({ [locale]: texts }),
    locale,
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
    <LandingSections
      sections={loaderData.sections}
      context={{
        locale: loaderData.locale,
        portfolio: loaderData.portfolio,
        filter,
        more: loaderData.more,
        logos: loaderData.logos,
        settings,
        outcome: actionData?.contact,
        consent: privacy
          ? { policyVersion: privacy.policy.version, newsOptIn: privacy.newsOptIn }
          : undefined,
      }}
    />
  );
}

// Inside the site layout: an outage (503) keeps the header and the footer around its card.
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
