import type { SiteSettings } from '@prism/contracts';
import type { ShouldRevalidateFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/home';
import { Hero } from '~/components/site/hero';
import { useSite } from '~/components/site/site-context';
import { WorkSection } from '~/components/site/work-section';
import { deferred } from '~/components/ui/deferred';
import { getActiveLogos, getPortfolio } from '~/lib/api.server';
import { toLogoView, type LogoView } from '~/lib/logo-view';
import { parseFilter } from '~/lib/portfolio-filter';
import { DEFAULT_DESCRIPTION, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { parseSvgShapes } from '~/lib/svg-shapes.server';

const LogoStrip = deferred(() => import('~/components/site/logo-strip').then((m) => m.default), {
  name: 'logo-strip',
  minHeight: '9rem',
});
// Below the fold: rendered on the server, hydrated when scrolled near (see deferred.tsx).
const ServicesSection = deferred(
  () => import('~/components/site/services-section').then((m) => m.default),
  { id: 'services', name: 'services', minHeight: '120rem' },
);
const AboutSection = deferred(
  () => import('~/components/site/about-section').then((m) => m.default),
  { id: 'about', name: 'about', minHeight: '90rem' },
);
const ContactSection = deferred(
  () => import('~/components/site/contact-section').then((m) => m.default),
  { id: 'contact', name: 'contact', minHeight: '80rem' },
);

export async function loader({ context }: Route.LoaderArgs) {
  // Projects stream in (skeletons on client navigations); the document waits for them.
  const portfolio = getPortfolio(context);
  // A logo strip that fails to load is left out rather than failing the page.
  const logos: LogoView[] = await getActiveLogos(context)
    .then((list) => list.map((logo) => toLogoView(logo, parseSvgShapes)))
    .catch((error: unknown) => {
      console.error(`Client logos unavailable: ${String(error)}`);
      return [];
    });
  return { portfolio, logos };
}

// Switching the category filter only changes ?category: filter what is already loaded.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  // The site layout's settings: the contact e-mail and social profiles of the organisation.
  const settings = (matches[1]?.data as { settings?: SiteSettings } | undefined)?.settings;
  const sameAs = settings ? Object.values(settings.social).filter(Boolean) : [];
  return seoMeta({
    title: `${SITE_NAME} · Amazon design agency for e-commerce brands`,
    description: DEFAULT_DESCRIPTION,
    publicUrl,
    path: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/favicon.svg`,
      description: DEFAULT_DESCRIPTION,
      foundingDate: '2021',
      ...(settings ? { email: settings.contactEmail } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
      address: { '@type': 'PostalAddress', addressLocality: 'Montreal', addressCountry: 'CA' },
    },
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings } = useSite();
  const [searchParams] = useSearchParams();
  const filter = parseFilter(searchParams.get('category'));
  return (
    <>
      <Hero />
      <LogoStrip logos={loaderData.logos} />
      <WorkSection portfolio={loaderData.portfolio} filter={filter} />
      <ServicesSection />
      <AboutSection stats={settings.stats} />
      <ContactSection settings={settings} />
    </>
  );
}
