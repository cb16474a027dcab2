import { m } from '~/paraglide/messages';
import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/site-layout';
import { Footer } from '~/components/site/footer';
import { Header } from '~/components/site/header';
import { MobileMenu } from '~/components/site/mobile-menu';
import { headerLinks } from '~/components/site/nav-links';
import type { SiteOutletContext } from '~/components/site/site-context';
import { getNavigation, getPrivacy, getSiteSettings } from '~/lib/api.server';
import { requestLocale } from '~/lib/locale';
import { sitePath } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';
import { pageData } from '~/lib/page-data';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = requestLocale(request, url);
  const [settings, privacy, navigation] = await Promise.all([
    getSiteSettings(context, locale),
    getPrivacy(context),
    getNavigation(context, locale),
  ]);
  return pageData({ settings, privacy, navigation });
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const context: SiteOutletContext = {
    settings: loaderData.settings,
    privacy: loaderData.privacy,
  };
  // `/en/` and `/en` are the same page to the router.
  const landing = sitePath(getLocale(), { page: 'landing' });
  const pathname = useLocation().pathname;
  const onLanding = pathname === landing || `${pathname}/` === landing;
  const links = headerLinks(loaderData.navigation, onLanding);
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper transition focus:translate-y-0"
      >
        {m.site_skip_to_content()}
      </a>
      <Header links={links} />
      <MobileMenu links={links} />
      <main id="main" tabIndex={-1} data-island="reveal" className="outline-none">
        <Outlet context={context} />
      </main>
      <Footer
        settings={loaderData.settings}
        privacy={loaderData.privacy}
        links={loaderData.navigation.footer}
      />
    </>
  );
}
